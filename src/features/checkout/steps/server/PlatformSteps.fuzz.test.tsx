import { startDemoServer } from '@mocks/node.ts';
import { within } from '@testing-library/react';
import fc from 'fast-check';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/api/http.ts';
import {
  cleanCode,
  validateCornershop,
  validatePaylessBarcode,
  validatePlatformStepCode,
} from '@/domain/checkoutCodes.ts';
import { SERVER_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { CODE_MESSAGES } from '@/domain/messages.ts';
import { clearCheckoutMemory } from '@/session/attempts.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { enterText, fieldInput, fuzz, fuzzUser, typedValue } from '@/test/fuzz.ts';
import {
  entry,
  field,
  fieldMessage,
  SERVER_REFUSAL,
  serverStepFuzz,
  step,
  submit,
  submitWith,
} from '@/test/serverStepFuzz.ts';
import { codeSends } from './codeSends.ts';

/**
 * Screen-level fuzzing of the platform codes of /pago-final (Rappi, PedidosYa, Cornershop with its
 * authorization code, the Rappi Payless barcode): for any text, the screen stays, the field shows
 * the spec's message for a refused code and nothing is sent, or the code is sent trimmed; the
 * sale, the payment and the other field are kept, and nothing is charged for a refused code.
 *
 * One render per property. The call a valid value makes is answered with a server refusal (400
 * with an errorMessage) so the step stays on screen for the next run; each body is recorded.
 */

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => {
  demo.reset();
  clearCheckoutMemory();
  codeSends.reset();
});
afterAll(() => demo.close());

const { openStep, refuseCalls, nothingLost, notSent } = serverStepFuzz(demo);

/** A pause longer than the handheld scanner's gap (35 ms): the Enter after it is a person's. */
const humanPause = () => new Promise((resolve) => setTimeout(resolve, 45));

describe('/pago-final platform codes, fuzzed', () => {
  for (const platform of [
    { type: 'RAPPI', buyType: 'rappi', label: SERVER_STEP_MESSAGES.rappiCode, path: 'rappi' },
    { type: 'PEDIDOSYA', buyType: 'pedidosya', label: SERVER_STEP_MESSAGES.pedidosYaCode, path: 'pedidosya' },
  ] as const) {
    it(`${platform.type} "${platform.label}": required, its minimum length ("Código incompleto"), sent trimmed`, async () => {
      const { orderId, payment } = await openStep([{ payment_type: platform.type, amount: 4000 }], {
        buyType: platform.buyType,
        customer: null,
      });
      const input = await field(platform.label);
      const bodies = refuseCalls('post', `*/api/payments/${platform.path}/new`);
      const saleBefore = sale.get();
      const user = fuzzUser();
      const allowed = [
        CODE_MESSAGES.rappiRequired,
        CODE_MESSAGES.pedidosYaRequired,
        CODE_MESSAGES.incomplete,
        SERVER_REFUSAL,
      ];
      // Codes around the minimum length, too.
      const nearMinimum = fc.string({
        minLength: 6,
        maxLength: 11,
        unit: fc.constantFrom('A', '7', '-', ' '),
      });
      await fuzz(
        fc.tuple(fc.oneof(fieldInput, nearMinimum), entry, submitWith),
        async ([text, mode, how]) => {
          const before = bodies.length;
          await enterText(user, input, text, mode);
          const value = typedValue(text);
          await submit(user, how, input);
          const problem = validatePlatformStepCode(platform.type, value);
          if (problem) {
            notSent(payment.id, bodies, before);
            expect(fieldMessage(input)).toBe(problem);
          } else {
            expect(await within(step()).findByText(SERVER_REFUSAL)).toBeInTheDocument();
            expect(bodies).toHaveLength(before + 1);
            expect(bodies.at(-1)).toMatchObject({
              order_id: orderId,
              paymentId: payment.id,
              code: cleanCode(value),
            });
          }
          expect(input).toHaveValue(value);
          nothingLost(payment.id, saleBefore, allowed);
        },
        {
          examples: [
            [['', 'auto', 'enter']],
            [['  ABC-12  ', 'auto', 'button']],
            [[' 1234567890 ', 'paste', 'enter']],
          ],
        },
      );
    }, 60_000);
  }

  it('CORNERSHOP "Código Cornershop" and "Código de autorización": each required under its own field, both sent trimmed', async () => {
    const { orderId, payment } = await openStep([{ payment_type: 'CORNERSHOP', amount: 4000 }], {
      buyType: 'cornershop',
      customer: null,
    });
    const code = await field(SERVER_STEP_MESSAGES.cornershopCode);
    const auth = await field(SERVER_STEP_MESSAGES.authorizationCode);
    const bodies = refuseCalls('post', '*/api/payments/cornershop/new');
    const saleBefore = sale.get();
    const user = fuzzUser();
    const allowed = [CODE_MESSAGES.cornershopRequired, CODE_MESSAGES.authCodeRequired, SERVER_REFUSAL];
    await fuzz(
      fc.tuple(fieldInput, fieldInput, entry, submitWith),
      async ([first, second, mode, how]) => {
        const before = bodies.length;
        await enterText(user, code, first, mode);
        await enterText(user, auth, second, mode);
        const [a, b] = [typedValue(first), typedValue(second)];
        await submit(user, how, auth);
        const errors = validateCornershop(a, b);
        if (errors) {
          notSent(payment.id, bodies, before);
          expect(fieldMessage(code)).toBe(errors.code ?? '');
          expect(fieldMessage(auth)).toBe(errors.transbankCode ?? '');
        } else {
          expect(await within(step()).findByText(SERVER_REFUSAL)).toBeInTheDocument();
          expect(bodies).toHaveLength(before + 1);
          expect(bodies.at(-1)).toMatchObject({
            order_id: orderId,
            paymentId: payment.id,
            code: cleanCode(a),
            transbank_code: cleanCode(b),
          });
        }
        // Neither field loses what was typed.
        expect(code).toHaveValue(a);
        expect(auth).toHaveValue(b);
        nothingLost(payment.id, saleBefore, allowed);
      },
      {
        examples: [
          [['', ' ', 'auto', 'enter']],
          [['CS-1', '', 'auto', 'button']],
          [[' CS-1 ', ' 778899 ', 'auto', 'enter']],
        ],
      },
    );
  }, 60_000);

  it('RAPPI PAYLESS "Código de barras Rappi": required, sent trimmed; a refusal shows the server\'s text and PIN', async () => {
    const { orderId, payment } = await openStep([{ payment_type: 'RAPPI PAYLESS', amount: 4000 }], {
      buyType: 'rappi-payless',
      customer: null,
    });
    const input = await field(SERVER_STEP_MESSAGES.barcode);
    const bodies: Record<string, unknown>[] = [];
    demo.server.use(
      http.post('*/api/rappi-payless/new-order', async ({ request }) => {
        bodies.push((await request.clone().json()) as Record<string, unknown>);
        return HttpResponse.json({ errorMessage: SERVER_REFUSAL, pinCode: '4321' }, { status: 400 });
      }),
    );
    const saleBefore = sale.get();
    const user = fuzzUser();
    const allowed = [SERVER_STEP_MESSAGES.barcodeRequired, SERVER_REFUSAL, SERVER_STEP_MESSAGES.pin('4321')];
    await fuzz(
      fc.tuple(fieldInput, entry, submitWith),
      async ([text, mode, how]) => {
        const before = bodies.length;
        await enterText(user, input, text, mode);
        const value = typedValue(text);
        // The handheld scanner's Enter follows its keys at once; a person's does not.
        await humanPause();
        await submit(user, how, input);
        const problem = validatePaylessBarcode(value);
        if (problem) {
          notSent(payment.id, bodies, before);
          expect(fieldMessage(input)).toBe(problem);
        } else {
          expect(await within(step()).findByText(SERVER_REFUSAL)).toBeInTheDocument();
          expect(within(step()).getByText(SERVER_STEP_MESSAGES.pin('4321'))).toBeInTheDocument();
          expect(bodies).toHaveLength(before + 1);
          expect(bodies.at(-1)).toMatchObject({ orderId, barcode: cleanCode(value) });
        }
        expect(input).toHaveValue(value);
        nothingLost(payment.id, saleBefore, allowed);
      },
      { examples: [[['\u3000', 'auto', 'enter']], [[' 7701234567 ', 'auto', 'button']]] },
    );
  }, 60_000);
});
