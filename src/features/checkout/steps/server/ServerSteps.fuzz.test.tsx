import { startDemoServer } from '@mocks/node.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { MONEY_INPUT_MESSAGES } from '@/components/pos/MoneyInput.tsx';
import {
  cashChange,
  cleanCode,
  validateCashGiven,
  validateDepositCode,
  validateTransferCodes,
  validateWalletStepCode,
} from '@/domain/checkoutCodes.ts';
import { SERVER_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { CODE_MESSAGES } from '@/domain/messages.ts';
import { formatClp, parseClp } from '@/domain/money.ts';
import { attemptFor, clearCheckoutMemory } from '@/session/attempts.ts';
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
 * Screen-level fuzzing of the fields of /pago-final's server-settled steps (cash "Monto recibido",
 * the transfer code typed twice, a deposit code, the wallet verification code): for any text, the
 * screen stays, the field shows the spec's (or the project's documented) message for a refused
 * value and nothing is sent, or the value is sent cleaned; the sale, the payment and the other
 * field are kept, and nothing is charged for a refused value.
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

const { openStep, refuseCalls, paymentOf, charges, nothingLost, notSent } = serverStepFuzz(demo);

/** The whitespace a seller or a paste may put around a code. */
const pad = fc.constantFrom('', ' ', '  ', '\t', '\u00a0');

/** The same code again, maybe with spaces around it; or anything else. */
const codeTwice = fieldInput.chain((code) =>
  fc.tuple(
    fc.constant(code),
    fc.oneof(
      fc.constant(code),
      fc.tuple(pad, pad).map(([a, b]) => `${a}${code}${b}`),
      fieldInput,
    ),
  ),
);

describe('/pago-final server steps, fuzzed', () => {
  it('EFECTIVO "Monto recibido": a money field never pays on text that is not an amount or is short', async () => {
    const AMOUNT = 3780;
    const { payment } = await openStep([{ payment_type: 'EFECTIVO', amount: AMOUNT }]);
    const input = await field(SERVER_STEP_MESSAGES.cashGiven);
    const bodies = refuseCalls('patch', '*/api/payments/update/:id');
    const saleBefore = sale.get();
    const user = fuzzUser();
    const allowed = [...Object.values(MONEY_INPUT_MESSAGES), SERVER_STEP_MESSAGES.cashShort, SERVER_REFUSAL];
    // Amounts that cover the payment, with something stuck after them.
    const coveredThenJunk = fc
      .tuple(
        fc.integer({ min: AMOUNT, max: 999_999 }),
        fc.oneof(fieldInput, fc.constantFrom('x', ' 5', '-', '..')),
      )
      .map(([n, junk]) => `${n}${junk}`);
    await fuzz(
      fc.tuple(fc.oneof(fieldInput, coveredThenJunk), entry, submitWith),
      async ([text, mode, how]) => {
        const before = bodies.length;
        await enterText(user, input, text, mode);
        const value = typedValue(text);
        expect(input).toHaveValue(value);
        await submit(user, how, input);
        const parsed = parseClp(value);
        const change = () => screen.getByRole('status', { name: SERVER_STEP_MESSAGES.change });
        if (!parsed.ok && parsed.reason !== 'empty') {
          // Not an amount: its message, no change shown, and nothing is sent.
          notSent(payment.id, bodies, before);
          expect(fieldMessage(input)).toBe(MONEY_INPUT_MESSAGES[parsed.reason]);
          expect(change()).toHaveTextContent(formatClp(0));
        } else {
          // An empty field (or 0) is the exact amount.
          const given = parsed.ok && parsed.value > 0 ? parsed.value : AMOUNT;
          const short = validateCashGiven(given, AMOUNT);
          if (short) {
            notSent(payment.id, bodies, before);
            expect(fieldMessage(input)).toBe(short);
          } else {
            expect(await within(step()).findByText(SERVER_REFUSAL)).toBeInTheDocument();
            expect(bodies).toHaveLength(before + 1);
            expect(bodies.at(-1)).toEqual({ status: 'APROBADO' });
            expect(change()).toHaveTextContent(formatClp(cashChange(given, AMOUNT)));
          }
        }
        nothingLost(payment.id, saleBefore, allowed);
      },
      {
        examples: [
          [['5.000', 'auto', 'button']],
          [['3.779', 'paste', 'enter']],
          [['3780:', 'auto', 'enter']],
          [['-4000', 'auto', 'button']],
          [['9.999.999.999', 'paste', 'enter']],
        ],
      },
    );
  }, 60_000);

  it('counterexample "3780:" + Enter: the field says "Ingrese un monto válido" and nothing is paid', async () => {
    const { payment } = await openStep([{ payment_type: 'EFECTIVO', amount: 3780 }]);
    const input = await field(SERVER_STEP_MESSAGES.cashGiven);
    const asked = () => demo.world.state.requestCounts.updatePaymentStatus ?? 0;
    const user = fuzzUser();
    // "3780" was an amount that covers the payment; the ":" after it is not.
    await user.type(input, '3780:{Enter}');
    expect(fieldMessage(input)).toBe(MONEY_INPUT_MESSAGES['not-a-number']);
    await user.click(screen.getByRole('button', { name: 'Confirmar pago' }));
    expect(fieldMessage(input)).toBe(MONEY_INPUT_MESSAGES['not-a-number']);
    expect(screen.getByRole('status', { name: SERVER_STEP_MESSAGES.change })).toHaveTextContent('$0');
    expect(asked()).toBe(0);
    expect(attemptFor(payment.id)).toBeNull();
    expect(charges(payment.id)).toBe(0);
    // Fixed, it pays.
    await user.type(input, '{Backspace}{Enter}');
    await waitFor(() => expect(paymentOf(payment.id).status).toBe('APROBADO'));
    expect(charges(payment.id)).toBe(1);
  });

  it('TRANSFERENCIA "Código de transferencia" and "Repita el código": required, equal, sent trimmed', async () => {
    const { payment } = await openStep([{ payment_type: 'TRANSFERENCIA BANCARIA', amount: 3780 }]);
    const code = await field(SERVER_STEP_MESSAGES.transferCode);
    const repeat = await field(SERVER_STEP_MESSAGES.repeatCode);
    const bodies = refuseCalls('patch', '*/api/payments/deposit/:id');
    const saleBefore = sale.get();
    const user = fuzzUser();
    const allowed = [CODE_MESSAGES.authCodeRequired, CODE_MESSAGES.codesDiffer, SERVER_REFUSAL];
    await fuzz(
      fc.tuple(codeTwice, entry, submitWith),
      async ([[first, second], mode, how]) => {
        const before = bodies.length;
        await enterText(user, code, first, mode);
        await enterText(user, repeat, second, mode);
        const [a, b] = [typedValue(first), typedValue(second)];
        await submit(user, how, repeat);
        const problem = validateTransferCodes(a, b);
        if (problem) {
          notSent(payment.id, bodies, before);
          // Each message under its own field.
          expect(fieldMessage(code)).toBe(problem === CODE_MESSAGES.authCodeRequired ? problem : '');
          expect(fieldMessage(repeat)).toBe(problem === CODE_MESSAGES.codesDiffer ? problem : '');
        } else {
          expect(await within(step()).findByText(SERVER_REFUSAL)).toBeInTheDocument();
          expect(bodies).toHaveLength(before + 1);
          expect(bodies.at(-1)).toEqual({ data: cleanCode(a), status: 'APROBADO' });
        }
        // Both fields keep what was typed.
        expect(code).toHaveValue(a);
        expect(repeat).toHaveValue(b);
        nothingLost(payment.id, saleBefore, allowed);
      },
      {
        examples: [
          [[['', 'X'], 'auto', 'button']],
          [[['TRX-1001', 'TRX-1002'], 'auto', 'enter']],
          [[['TRX-1001', ' TRX-1001 '], 'paste', 'enter']],
        ],
      },
    );
  }, 60_000);

  it('RAPPI TURBO "Código Rappi" (PATCH deposit): required, at least 8, sent trimmed', async () => {
    const { payment } = await openStep([{ payment_type: 'RAPPI TURBO', amount: 4000 }], {
      buyType: 'rappi-turbo',
      customer: null,
    });
    const input = await field(SERVER_STEP_MESSAGES.rappiCode);
    const bodies = refuseCalls('patch', '*/api/payments/deposit/:id');
    const saleBefore = sale.get();
    const user = fuzzUser();
    const allowed = [
      CODE_MESSAGES.rappiRequired,
      CODE_MESSAGES.incomplete,
      CODE_MESSAGES.authCodeRequired,
      SERVER_REFUSAL,
    ];
    await fuzz(
      fc.tuple(fieldInput, entry, submitWith),
      async ([text, mode, how]) => {
        const before = bodies.length;
        await enterText(user, input, text, mode);
        const value = typedValue(text);
        await submit(user, how, input);
        const problem = validateDepositCode('RAPPI TURBO', value);
        if (problem) {
          notSent(payment.id, bodies, before);
          expect(fieldMessage(input)).toBe(problem);
        } else {
          expect(await within(step()).findByText(SERVER_REFUSAL)).toBeInTheDocument();
          expect(bodies).toHaveLength(before + 1);
          expect(bodies.at(-1)).toEqual({ data: cleanCode(value), status: 'APROBADO' });
        }
        expect(input).toHaveValue(value);
        nothingLost(payment.id, saleBefore, allowed);
      },
      {
        examples: [
          [['  ', 'auto', 'enter']],
          [['RP-9900', 'auto', 'button']],
          [[' RP-99001234 ', 'paste', 'enter']],
        ],
      },
    );
  }, 60_000);

  it('WALLET "Código de verificación": required ("Falta el código de verificación"); a wrong code is the server\'s refusal, never a charge', async () => {
    const { payment } = await openStep([{ payment_type: 'WALLET', amount: 3780 }]);
    const input = await field(SERVER_STEP_MESSAGES.walletCode);
    const saleBefore = sale.get();
    const user = fuzzUser();
    const WRONG = 'Código de verificación incorrecto';
    const allowed = [CODE_MESSAGES.walletCodeRequired, WRONG];
    const asked = () => demo.world.state.requestCounts.createWalletPayment ?? 0;
    // The demo's two right codes pay; everything else must not.
    const wrongCode = fieldInput.filter(
      (t) => !([DEMO.walletSmsCode, DEMO.supervisorCode] as string[]).includes(cleanCode(typedValue(t))),
    );
    await fuzz(
      fc.tuple(wrongCode, entry, submitWith),
      async ([text, mode, how]) => {
        const before = asked();
        await enterText(user, input, text, mode);
        const value = typedValue(text);
        await submit(user, how, input);
        const problem = validateWalletStepCode(value);
        if (problem) {
          expect(attemptFor(payment.id)).toBeNull();
          expect(asked()).toBe(before);
          expect(fieldMessage(input)).toBe(problem);
        } else {
          // The demo world checks the code it was sent: a wrong one is refused there.
          expect(await within(step()).findByText(WRONG)).toBeInTheDocument();
          await waitFor(() => expect(asked()).toBe(before + 1));
        }
        expect(input).toHaveValue(value);
        nothingLost(payment.id, saleBefore, allowed);
      },
      {
        examples: [[['', 'auto', 'button']], [['111111', 'auto', 'enter']], [[' 24681 ', 'paste', 'enter']]],
      },
    );
  }, 60_000);
});
