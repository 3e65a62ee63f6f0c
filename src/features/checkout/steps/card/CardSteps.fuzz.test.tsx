import { startDemoServer } from '@mocks/node.ts';
import { withKey } from '@mocks/testing.ts';
import { screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRedelcomPayment } from '@/api/generated/endpoints/payments/payments.ts';
import { login } from '@/api/generated/endpoints/session/session.ts';
import { configureApi } from '@/api/http.ts';
import { authCodeError } from '@/domain/cardPayment.ts';
import { CARD_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { CHECKOUT_MESSAGES, CODE_MESSAGES } from '@/domain/messages.ts';
import { attemptFor, beginAttempt, clearCheckoutMemory, updateAttempt } from '@/session/attempts.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { initialSession, session } from '@/session/session.ts';
import { createMemberOrder } from '@/test/checkout.tsx';
import { screenStillThere } from '@/test/failures.ts';
import { enterText, fieldInput, fuzz, fuzzUser, typedValue } from '@/test/fuzz.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { PaymentScreen } from '../../PaymentScreen.tsx';

/**
 * Screen-level fuzzing of the card steps' authorization code ("Código de autorización"): the
 * Transbank fallback of every card step, and the code of a Redelcom charge whose machine did not
 * open its payment app. For any text: the screen stays, "Debe ingresar un codigo" for a blank one
 * and nothing sent, else the code sent trimmed; the server's refusal shown; nothing charged for
 * it, the Redelcom charge's attempt never lost, the sale as it was.
 *
 * One render per property; the call a code makes is answered with a refusal (400 with an
 * errorMessage) so the form stays for the next run, and each body is recorded.
 */

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterAll(() => demo.close());
afterEach(() => demo.reset());
beforeEach(async () => {
  const answer = await login({ rut: '111111111', password: 'demo1234' });
  session.set(() => ({
    ...initialSession(),
    user: answer.data.user as never,
    accessToken: answer.data.accessToken,
    machineNumber: '7',
  }));
  clearCheckoutMemory();
  sessionStorage.clear();
});

const SERVER_REFUSAL = 'Código de autorización rechazado';
const AMOUNT = 3770;

/** A member's order paid with one debit card payment, kept in the sale. */
async function cardOrder() {
  sale.set(() => ({ ...initialSale(), buyType: 'socio' }));
  const orderId = await createMemberOrder([{ payment_type: 'TARJETA DE DEBITO', amount: AMOUNT }]);
  const payment = demo.world.state.payments.find((p) => p.order_id === orderId)!;
  return { orderId, paymentId: payment.id };
}

async function pay(orderId: number) {
  await renderScreen({
    path: '/pago-final',
    screens: {
      '/pago-final': () => (
        <>
          <h1>{CHECKOUT_MESSAGES.title}</h1>
          <PaymentScreen orderId={orderId} />
        </>
      ),
    },
  });
  await screen.findByRole('region', { name: 'Paso 1 de 1' });
}

function refuseCalls(path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  demo.server.use(
    http.post(path, async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
      return HttpResponse.json({ errorMessage: SERVER_REFUSAL }, { status: 400 });
    }),
  );
  return bodies;
}

const world = (paymentId: number) => demo.world.state.payments.find((p) => p.id === paymentId)!;
const charges = (paymentId: number) => demo.world.state.charges[String(paymentId)] ?? 0;
const step = () => screen.getByRole('region', { name: 'Paso 1 de 1' });

function fieldMessage(input: HTMLElement): string {
  const line = document.getElementById(input.getAttribute('aria-describedby') ?? '');
  return (line?.textContent ?? '').replace(/^⚠ /, '').trim();
}

const entry = fc.constantFrom<'auto' | 'paste'>('auto', 'paste');
const submitWith = fc.constantFrom<'enter' | 'button'>('enter', 'button');

/**
 * One property over the open authorization code form: `sent` says what the server must have
 * received for a code it was sent; `kept` what must hold after every run.
 */
async function fuzzAuthCode(
  bodies: Record<string, unknown>[],
  sent: (code: string) => Record<string, unknown>,
  kept: () => void,
) {
  const input = await screen.findByLabelText(CARD_STEP_MESSAGES.authCodeLabel);
  const user = fuzzUser();
  const saleBefore = sale.get();
  await fuzz(
    fc.tuple(fieldInput, entry, submitWith),
    async ([text, mode, how]) => {
      const before = bodies.length;
      await enterText(user, input, text, mode);
      const value = typedValue(text);
      if (how === 'enter') await user.keyboard('{Enter}');
      else await user.click(within(step()).getByRole('button', { name: CARD_STEP_MESSAGES.authCodeSend }));
      const problem = authCodeError(value);
      if (problem) {
        expect(fieldMessage(input)).toBe(CODE_MESSAGES.authCodeRequired);
        expect(bodies).toHaveLength(before);
      } else {
        // The server's refusal under the field, the form still there for another code.
        await within(step()).findByText(SERVER_REFUSAL);
        expect(fieldMessage(input)).toBe(SERVER_REFUSAL);
        expect(bodies).toHaveLength(before + 1);
        expect(bodies.at(-1)).toEqual(sent(value.trim()));
      }
      screenStillThere();
      expect(input).toHaveValue(value);
      expect(within(step()).getByRole('button', { name: CARD_STEP_MESSAGES.authCodeSend })).toBeEnabled();
      expect(sale.get()).toEqual(saleBefore);
      kept();
    },
    { examples: [[['', 'auto', 'enter']], [[' \t', 'paste', 'button']], [[' 654321 ', 'auto', 'enter']]] },
  );
}

describe('card steps: the authorization code, fuzzed', () => {
  it('Transbank fallback (before any charge): blank refused, else POST transbank/new with the code trimmed; never charged', async () => {
    const { orderId, paymentId } = await cardOrder();
    await pay(orderId);
    const bodies = refuseCalls('*/api/payments/transbank/new');
    await userClick(CARD_STEP_MESSAGES.authCodeOpen);
    await fuzzAuthCode(
      bodies,
      (code) => ({ order_id: orderId, payment_id: paymentId, transbank_code: code }),
      () => {
        // A refusal is certain: no attempt is left, nothing charged, the card still to be paid.
        expect(attemptFor(paymentId)).toBeNull();
        expect(world(paymentId).status).toBe('PENDIENTE');
        expect(charges(paymentId)).toBe(0);
      },
    );
  }, 60_000);

  it('Redelcom without its payment app (after 90 tries): the code is sent for the same transaction; the charge is never lost or repeated', async () => {
    demo.world.setScenario('payment-expired'); // the machine never answers
    const { orderId, paymentId } = await cardOrder();
    beginAttempt({ orderId, paymentId, kind: 'redelcom', now: Date.now() - 95_000 });
    const started = await createRedelcomPayment(
      {
        order_id: orderId,
        machine_id: '7',
        amount: AMOUNT,
        payment_type: 'TARJETA DE DEBITO',
        payment_id: paymentId,
      },
      withKey(),
    );
    const txId = started.data.payment.rdc_transaction_id!;
    updateAttempt(paymentId, { phase: 'charging', externalId: txId });
    await pay(orderId);
    expect(await screen.findByText(CHECKOUT_MESSAGES.redelcomNoApp)).toBeInTheDocument();
    const bodies = refuseCalls('*/api/payments/redelcom/:txId/authCode');
    await userClick(CARD_STEP_MESSAGES.authCodeOpen);
    await fuzzAuthCode(
      bodies,
      (code) => ({ authCode: code }),
      () => {
        // The machine's charge is still the one being followed: one charge, its attempt kept.
        expect(attemptFor(paymentId)).toMatchObject({ kind: 'redelcom', externalId: txId });
        expect(charges(paymentId)).toBe(1);
        expect(demo.world.state.requestCounts.createRedelcomPayment).toBe(1);
        expect(world(paymentId).status).toBe('PENDIENTE');
      },
    );
  }, 60_000);
});

async function userClick(name: string) {
  await fuzzUser().click(await screen.findByRole('button', { name }));
}
