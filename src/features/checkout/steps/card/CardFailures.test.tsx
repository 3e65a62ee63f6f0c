import { startDemoServer } from '@mocks/node.ts';
import { withKey } from '@mocks/testing.ts';
import { setPaymentStatus } from '@mocks/world/rules.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRedelcomPayment } from '@/api/generated/endpoints/payments/payments.ts';
import { configureApi } from '@/api/http.ts';
import { CARD_STEP_MESSAGES, CHECKOUT_FINAL_TEXTS } from '@/domain/checkoutMessages.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { attemptFor, beginAttempt, clearCheckoutMemory, updateAttempt } from '@/session/attempts.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import type { SimulatorCreateOptions } from '@/terminal/simulator.ts';
import { createMemberOrder } from '@/test/checkout.tsx';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { SERVER_500_TEXT, threeFailures } from '@/test/failures.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { PaymentScreen } from '../../PaymentScreen.tsx';

// The card steps' calls failing three ways (src/test/failures.ts): 500, no answer
// (the client's time limit) and 401, on /pago-final over the demo world.

const demo = startDemoServer();
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterAll(() => demo.close());

beforeEach(async () => {
  await logInDemoSeller();
  sale.set(() => initialSale());
  clearCheckoutMemory();
  sessionStorage.clear();
  document.cookie = 'smart_pos_keys=; max-age=0; path=/';
});
afterEach(() => {
  vi.useRealTimers();
  demo.reset();
  clearCheckoutMemory();
});

const TRY_AGAIN = CHECKOUT_MESSAGES.pollingFailed;

/** A member's order of $3.770 paid with one debit card payment, kept in the sale. */
async function cardOrder() {
  const orderId = await createMemberOrder([{ payment_type: 'TARJETA DE DEBITO', amount: 3770 }]);
  const payment = demo.world.state.payments.find((p) => p.order_id === orderId)!;
  return { orderId, paymentId: payment.id };
}

const worldPayment = (paymentId: number) => demo.world.state.payments.find((p) => p.id === paymentId)!;
const charges = (paymentId: number) => demo.world.state.charges[String(paymentId)] ?? 0;

async function pay(orderId: number, terminal: SimulatorCreateOptions = { kind: 'browser' }) {
  const view = await renderScreen({
    path: '/pago-final',
    terminal,
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
  return view;
}

const step = () => within(screen.getByRole('region', { name: 'Paso 1 de 1' }));
/** The Redelcom step's next poll (its 1 s interval, faked). */
const nextPoll = async () => {
  await act(() => vi.advanceTimersByTimeAsync(1_000));
};
const button = (name: string) => screen.findByRole('button', { name });

/**
 * After the 401: the seller logs in again and comes back to /pago-final (the sale was kept). The
 * step may settle at once (a kept approval is recorded again), so its card is not waited for here.
 */
async function logInAgain(view: Awaited<ReturnType<typeof pay>>) {
  await logInDemoSeller();
  await act(() => view.router.navigate({ to: '/pago-final' }));
}

/** The order's step is paid: the screen moves on to billing (no step left). */
async function movedOn(paymentId: number) {
  await waitFor(() => expect(worldPayment(paymentId).status).toBe('APROBADO'));
  expect(await screen.findByText(CHECKOUT_FINAL_TEXTS.paymentsHeading)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Paso 1 de 1' })).toBeNull();
}

describe('Redelcom', () => {
  it('createRedelcomPayment 500 timeout 401: the charge not known to have started says so with Reintentar, which sends the same start with its key (the server message on a 500); nothing charged twice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    const { orderId, paymentId } = await cardOrder();
    const view = await pay(orderId);
    const expected = { status: 'PENDIENTE', charges: 0 };
    await threeFailures({
      demo,
      view,
      op: 'createRedelcomPayment',
      act: async () => {
        const retry = screen.queryByRole('button', { name: 'Reintentar' });
        await userEvent.click(retry ?? (await button(CARD_STEP_MESSAGES.pay)));
      },
      // A 5xx or no answer: unknown. The server is asked (no transaction shows), and Reintentar
      // sends the same start with the same key: the machine is never asked to charge twice.
      on500: async () => {
        expect(await screen.findByText(new RegExp(SERVER_500_TEXT))).toBeInTheDocument();
        expect(step().getByRole('button', { name: 'Reintentar' })).toBeEnabled();
      },
      onTimeout: async () => {
        expect(await screen.findByText(new RegExp(TRY_AGAIN))).toBeInTheDocument();
        expect(await step().findByRole('button', { name: 'Reintentar' })).toBeEnabled();
      },
      // Reintentar starts the charge on the machine; the card is then rejected there.
      retry: async () => {
        await userEvent.click(step().getByRole('button', { name: 'Reintentar' }));
        expect(await step().findByText('Esperando confirmación del pago')).toBeInTheDocument();
        await waitFor(() => expect(charges(paymentId)).toBe(1));
        setPaymentStatus(demo.world, worldPayment(paymentId), 'RECHAZADO');
        expected.status = 'RECHAZADO';
        expected.charges = 1;
        await nextPoll();
        expect(await step().findByText('PAGO REDELCOM RECHAZADO: TRANSACCION RECHAZADA')).toBeInTheDocument();
      },
      kept: () => {
        expect(sale.get().orderId).toBe(orderId);
        // Nobody said "refused for sure" (a 500, no answer, a resend the expired session kept
        // from the server): the attempt stays, to be sent again with its key.
        expect(attemptFor(paymentId)).toMatchObject({ kind: 'redelcom', phase: 'starting' });
        expect(charges(paymentId)).toBe(expected.charges);
        expect(worldPayment(paymentId).status).toBe(expected.status);
      },
    });
  });

  it('getRedelcomTransaction 500 timeout 401: a failed poll says "Ha ocurrido un error. Por favor intente nuevamente." and keeps polling the same transaction', async () => {
    // Only intervals are faked (the 1 s poll), and they also run with real time.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    const { orderId, paymentId } = await cardOrder();
    const view = await pay(orderId);
    await userEvent.click(await button(CARD_STEP_MESSAGES.pay));
    expect(await step().findByText('Esperando confirmación del pago')).toBeInTheDocument();
    await waitFor(() => expect(attemptFor(paymentId)?.phase).toBe('charging'));
    const txId = attemptFor(paymentId)?.externalId;
    expect(txId).toBeTruthy();
    // The customer has not inserted the card yet: the machine keeps waiting.
    worldPayment(paymentId).polls = Number.NEGATIVE_INFINITY;
    await threeFailures({
      demo,
      view,
      op: 'getRedelcomTransaction',
      // The step's next poll (every second, by itself).
      act: nextPoll,
      on500: async () => {
        expect(await step().findByText(TRY_AGAIN)).toBeInTheDocument();
        expect(step().getByText('Esperando confirmación del pago')).toBeInTheDocument();
      },
      // The spec's retry is the poll itself: the next one answers, the message goes, the wait goes on.
      retry: async () => {
        await nextPoll();
        await waitFor(() => expect(step().queryByText(TRY_AGAIN)).toBeNull());
        expect(step().getByText('Esperando confirmación del pago')).toBeInTheDocument();
      },
      again: async () => {
        await nextPoll();
        await waitFor(() => expect(step().queryByText(TRY_AGAIN)).toBeNull());
      },
      kept: () => {
        expect(sale.get().orderId).toBe(orderId);
        expect(attemptFor(paymentId)).toMatchObject({
          kind: 'redelcom',
          phase: 'charging',
          externalId: txId,
        });
        expect(charges(paymentId)).toBe(1);
        expect(worldPayment(paymentId).status).toBe('PENDIENTE');
        expect(demo.world.state.requestCounts.createRedelcomPayment).toBe(1);
      },
    });
  });

  it('sendRedelcomAuthCode 500 timeout 401: the code not known to be recorded says so under the field (the server message on a 500), the transaction and the code are kept; after logging in again the same code is sent with its key and approves it', async () => {
    const { orderId, paymentId } = await cardOrder();
    // A charge started 95 s ago whose machine never opened its payment app (90 tries passed).
    beginAttempt({ orderId, paymentId, kind: 'redelcom', now: Date.now() - 95_000 });
    const started = await createRedelcomPayment(
      {
        order_id: orderId,
        machine_id: '7',
        amount: 3770,
        payment_type: 'TARJETA DE DEBITO',
        payment_id: paymentId,
      },
      withKey(),
    );
    const txId = started.data.payment.rdc_transaction_id!;
    updateAttempt(paymentId, { phase: 'charging', externalId: txId });
    worldPayment(paymentId).polls = Number.NEGATIVE_INFINITY;
    const view = await pay(orderId);
    expect(await step().findByText(CHECKOUT_MESSAGES.redelcomNoApp)).toBeInTheDocument();
    await userEvent.click(await button(CARD_STEP_MESSAGES.authCodeOpen));
    await userEvent.type(step().getByLabelText(CARD_STEP_MESSAGES.authCodeLabel), '654321');
    await threeFailures({
      demo,
      view,
      op: 'sendRedelcomAuthCode',
      act: () => userEvent.click(step().getByRole('button', { name: CARD_STEP_MESSAGES.authCodeSend })),
      on500: async () => {
        expect(await step().findByText(SERVER_500_TEXT)).toBeInTheDocument();
        expect(step().getByLabelText(CARD_STEP_MESSAGES.authCodeLabel)).toHaveValue('654321');
        expect(step().getByRole('button', { name: CARD_STEP_MESSAGES.authCodeSend })).toBeEnabled();
      },
      onTimeout: async () => {
        expect(await step().findByText(TRY_AGAIN)).toBeInTheDocument();
        expect(step().getByRole('button', { name: CARD_STEP_MESSAGES.authCodeSend })).toBeEnabled();
      },
      kept: () => {
        expect(sale.get().orderId).toBe(orderId);
        // The code is kept with its key: its answer is unknown, so it goes again as it was.
        expect(attemptFor(paymentId)).toMatchObject({
          kind: 'redelcom',
          phase: 'charging',
          externalId: txId,
          followUp: { input: '654321' },
        });
        expect(charges(paymentId)).toBe(1);
        expect(worldPayment(paymentId).status).toBe('PENDIENTE');
      },
    });
    // Logged in again: the same transaction is resumed and its code, whose answer was never
    // read, is sent again with the same key: it approves it.
    const key = attemptFor(paymentId)?.followUp?.key;
    await logInAgain(view);
    await movedOn(paymentId);
    expect(demo.world.state.idempotency[key ?? '']?.operation).toBe('sendRedelcomAuthCode');
    expect(worldPayment(paymentId).deposit_id).toBe('654321');
    expect(charges(paymentId)).toBe(1);
    expect(demo.world.state.requestCounts.createRedelcomPayment).toBe(1);
  });
});

describe('Transbank authorization code', () => {
  it('createTransbankPayment 500 timeout 401: the code not known to be recorded says so with Reintentar, which sends the same code with its key (the server message on a 500); after logging in again it records it once', async () => {
    const { orderId, paymentId } = await cardOrder();
    const view = await pay(orderId);
    await userEvent.click(await button(CARD_STEP_MESSAGES.authCodeOpen));
    await userEvent.type(step().getByLabelText(CARD_STEP_MESSAGES.authCodeLabel), '112233');
    let _round = 0;
    await threeFailures({
      demo,
      view,
      op: 'createTransbankPayment',
      act: async () => {
        _round += 1;
        const resend = step().queryByRole('button', { name: 'Reintentar' });
        await userEvent.click(
          resend ?? step().getByRole('button', { name: CARD_STEP_MESSAGES.authCodeSend }),
        );
      },
      // Unknown (a 5xx, even with its message, or no answer): the code is kept with its key and
      // goes again as it was (Reintentar); nothing else may start meanwhile.
      on500: async () => {
        expect(await screen.findByText(new RegExp(SERVER_500_TEXT))).toBeInTheDocument();
        expect(step().getByRole('button', { name: 'Reintentar' })).toBeEnabled();
        expect(step().queryByRole('button', { name: CARD_STEP_MESSAGES.pay })).toBeNull();
      },
      onTimeout: async () => {
        expect(await screen.findByText(new RegExp(TRY_AGAIN))).toBeInTheDocument();
        expect(step().getByRole('button', { name: 'Reintentar' })).toBeEnabled();
      },
      kept: () => {
        expect(sale.get().orderId).toBe(orderId);
        // Still unknown after each (a 401 on the resend says nothing of the first send).
        expect(attemptFor(paymentId)).toMatchObject({ kind: 'transbank', input: '112233' });
        expect(charges(paymentId)).toBe(0);
        expect(worldPayment(paymentId).status).toBe('PENDIENTE');
      },
    });
    await logInAgain(view);
    await userEvent.click(await button('Reintentar'));
    await movedOn(paymentId);
    expect(worldPayment(paymentId)).toMatchObject({ provider: 'TRANSBANK', deposit_id: '112233' });
    expect(charges(paymentId)).toBe(1);
  });
});

describe('SmartPOS', () => {
  it('createTransbankSmartPosPayment 500 timeout 401: the approved card not recorded says so with Reintentar, which records it again (the server message on a 500); never charged twice', async () => {
    document.cookie = 'smart_pos_keys=true; path=/';
    const { orderId, paymentId } = await cardOrder();
    const view = await pay(orderId, { kind: 'smartPos', payment: 'approve' });
    const started = () => view.terminal.calls.filter((c) => c.operation === 'startCardPayment').length;
    await threeFailures({
      demo,
      view,
      op: 'createTransbankSmartPosPayment',
      // The card is charged once on the machine; after that Reintentar only records it.
      act: async () => {
        const retry = screen.queryByRole('button', { name: 'Reintentar' });
        await userEvent.click(retry ?? (await button(CARD_STEP_MESSAGES.pay)));
      },
      on500: async () => {
        expect(await step().findByText(SERVER_500_TEXT)).toBeInTheDocument();
        expect(step().getByRole('button', { name: 'Reintentar' })).toBeEnabled();
        expect(step().queryByRole('button', { name: CARD_STEP_MESSAGES.pay })).toBeNull();
      },
      onTimeout: async () => {
        expect(await step().findByText(TRY_AGAIN)).toBeInTheDocument();
        expect(step().getByRole('button', { name: 'Reintentar' })).toBeEnabled();
      },
      kept: () => {
        expect(sale.get().orderId).toBe(orderId);
        // The machine's approval is kept to be recorded again, even across a reload.
        expect(attemptFor(paymentId)).toMatchObject({
          kind: 'smartPos',
          phase: 'recording',
          result: { transactionId: 'SIM-1', authorizationCode: '100001' },
        });
        expect(started()).toBe(1);
        expect(charges(paymentId)).toBeLessThanOrEqual(1);
        expect(worldPayment(paymentId).status).toBe('PENDIENTE');
      },
    });
    // Logged in again: the kept approval is recorded, the card is not charged again.
    await logInAgain(view);
    await movedOn(paymentId);
    expect(worldPayment(paymentId)).toMatchObject({
      provider: 'TRANSBANK-SMARTPOS',
      smart_pos_transaction_id: 'SIM-1',
      deposit_id: '100001',
    });
    expect(started()).toBe(1);
  });
});

describe('Mercado Pago', () => {
  it('updateMercadoPagoMachinePayment 500 timeout 401: after 10 tries "Error al actualizar el pago." with Reintentar, which records it again; never charged twice', async () => {
    // The 1 s between tries (the engine's clock, an interval) and the client's time limit run on
    // faked timers (also with real time).
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const { orderId, paymentId } = await cardOrder();
    const view = await pay(orderId, { kind: 'mercadoPago', payment: 'approve' });
    const started = () => view.terminal.calls.filter((c) => c.operation === 'startCardPayment').length;
    const updates = () => demo.world.state.requestCounts.updateMercadoPagoMachinePayment ?? 0;
    const tenTriesThen = async (text: string) => {
      for (let i = 0; i < 40 && !step().queryByText(text); i += 1) {
        await act(() => vi.advanceTimersByTimeAsync(500));
      }
      expect(step().getByText(text)).toBeInTheDocument();
    };
    let round = 0;
    await threeFailures({
      demo,
      view,
      op: 'updateMercadoPagoMachinePayment',
      act: async () => {
        round += 1;
        const retry = screen.queryByRole('button', { name: 'Reintentar' });
        await userEvent.click(retry ?? (await button(CARD_STEP_MESSAGES.pay)));
      },
      // The spec's own text for this call, not the server's, once the 10 tries failed.
      on500: async () => {
        await tenTriesThen(CHECKOUT_MESSAGES.mercadoPagoUpdate);
        expect(step().getByRole('button', { name: 'Reintentar' })).toBeEnabled();
        expect(step().queryByText(SERVER_500_TEXT)).toBeNull();
      },
      kept: () => {
        expect(sale.get().orderId).toBe(orderId);
        if (round < 3) expect(updates()).toBe(10 * round);
        expect(attemptFor(paymentId)).toMatchObject({
          kind: 'mercadoPago',
          phase: 'recording',
          result: { transactionId: 'SIM-1' },
        });
        expect(started()).toBe(1);
        expect(charges(paymentId)).toBeLessThanOrEqual(1);
        expect(worldPayment(paymentId).status).toBe('PENDIENTE');
      },
    });
    vi.useRealTimers();
    await logInAgain(view);
    await movedOn(paymentId);
    expect(worldPayment(paymentId)).toMatchObject({ provider: 'MERCADOPAGO', deposit_id: 'SIM-1' });
    expect(started()).toBe(1);
  });
});
