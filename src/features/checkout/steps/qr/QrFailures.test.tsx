import { startDemoServer } from '@mocks/node.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { QR_MESSAGES } from '@/domain/checkoutMessages.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import type { PaymentType } from '@/domain/types.ts';
import { startSaleAs } from '@/features/sale/cart/testing.tsx';
import { attemptFor, clearCheckoutMemory } from '@/session/attempts.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { createMemberOrder } from '@/test/checkout.tsx';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { SERVER_500_TEXT, threeFailures } from '@/test/failures.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { PaymentScreen } from '../../PaymentScreen.tsx';

// The MACH and Redpay steps' calls failing three ways (src/test/failures.ts): 500, no
// answer (the client's time limit) and 401, on /pago-final over the demo world. The world's clock
// stands still, so no QR is approved by the world while a test runs.

const START = Date.parse('2026-06-03T14:00:00Z');
const demo = startDemoServer({ now: START });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
const now = () => new Date(START);

beforeEach(() => {
  // Only intervals are faked (the providers' polls, the countdown); they also run with real time.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  clearCheckoutMemory();
  demo.reset();
});
afterAll(() => demo.close());

const TRY_AGAIN = CHECKOUT_MESSAGES.pollingFailed;

/** A member's order paid [QR type $1.780, cash $1.990], kept in the sale: step 1 is the QR payment. */
async function orderPaidWith(type: PaymentType) {
  await startSaleAs('socio');
  const orderId = await createMemberOrder([
    { payment_type: type, amount: 1780 },
    { payment_type: 'EFECTIVO', amount: 1990 },
  ]);
  const payment = demo.world.state.payments.find((p) => p.order_id === orderId && p.payment_type === type)!;
  return { orderId, paymentId: payment.id };
}

async function openPaymentFor(type: PaymentType) {
  const ids = await orderPaidWith(type);
  const view = await renderScreen({
    path: '/pago-final',
    now,
    screens: {
      '/pago-final': () => (
        <>
          <h1>{CHECKOUT_MESSAGES.title}</h1>
          <PaymentScreen orderId={ids.orderId} />
        </>
      ),
    },
  });
  await screen.findByRole('region', { name: 'Paso 1 de 2' });
  return { ...ids, view };
}

type View = Awaited<ReturnType<typeof openPaymentFor>>['view'];

const step = () => within(screen.getByRole('region', { name: 'Paso 1 de 2' }));
const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const press = async (name: string) => user().click(await step().findByRole('button', { name }));
const charges = (paymentId: number) => demo.world.state.charges[String(paymentId)] ?? 0;
const worldPayment = (paymentId: number) => demo.world.state.payments.find((p) => p.id === paymentId)!;
/** The provider's next poll (MACH every 5 s, Redpay every 3 s). */
const poll = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
};
const machQr = () => step().findByRole('img', { name: QR_MESSAGES.machQr });
const redpayQr = () => step().findByRole('img', { name: QR_MESSAGES.redpayQr });

/** The seller opens /pago-final again as after a reload: nothing cached, the step resumes. */
async function reopen(view: View) {
  view.queryClient.clear();
  await act(() => view.router.navigate({ to: '/inicio' }));
  await act(() => view.router.navigate({ to: '/pago-final' }));
}

/** After the 401: the seller logs in again and comes back to /pago-final (the sale was kept). */
async function logInAgain(view: View) {
  await logInDemoSeller();
  await act(() => view.router.navigate({ to: '/pago-final' }));
  await screen.findByRole('region', { name: 'Paso 1 de 2' });
}

describe('MACH', () => {
  it('createMachPayment 500 timeout 401: a start without a sure answer says "No se pudo confirmar si se generó el pago. Si el cliente no pagó, reintente." with Reintentar; never charged twice', async () => {
    const { orderId, paymentId, view } = await openPaymentFor('MACH');
    let round = 0;
    await threeFailures({
      demo,
      view,
      op: 'createMachPayment',
      act: async () => {
        round += 1;
        await press(round === 1 ? QR_MESSAGES.generate : 'Reintentar');
      },
      // A 5xx may have created the charge: the step does not say it failed, it says it cannot tell.
      on500: async () => {
        expect(await step().findByText(QR_MESSAGES.startUnknown)).toBeInTheDocument();
        expect(step().getByRole('button', { name: 'Reintentar' })).toBeEnabled();
        expect(step().queryByText(SERVER_500_TEXT)).toBeNull();
        // Busy with an unknown charge: no Cambiar.
        expect(step().queryByRole('button', { name: 'Cambiar' })).toBeNull();
      },
      // Reintentar (the seller's decision) starts the QR.
      retry: async () => {
        await press('Reintentar');
        expect(await machQr()).toBeInTheDocument();
        expect(charges(paymentId)).toBe(1);
      },
      // The customer does not pay: the seller cancels it, Reintentar is back.
      again: async () => {
        if (round !== 1) return;
        await press(QR_MESSAGES.cancelPayment);
        expect(await step().findByText(CHECKOUT_MESSAGES.cancelled)).toBeInTheDocument();
        expect(demo.world.state.mach.at(-1)?.status).toBe('CANCELADO');
      },
      kept: () => {
        expect(sale.get().orderId).toBe(orderId);
        // An unknown start keeps its attempt, sent again only with its key; a resend the expired
        // session kept from the server says nothing of the first send: still unknown.
        expect(attemptFor(paymentId)).toMatchObject({ kind: 'mach', phase: 'starting' });
        expect(charges(paymentId)).toBe(round === 1 ? 0 : 1);
        expect(demo.world.state.mach).toHaveLength(round === 1 ? 0 : 1);
        expect(worldPayment(paymentId).status).toBe('PENDIENTE');
      },
    });
  });

  it('getMachQr 500 timeout 401: the QR not loaded says so (the server message on a 500) with Reintentar, which shows it; the charge is kept', async () => {
    const { orderId, paymentId, view } = await openPaymentFor('MACH');
    let round = 0;
    let machId = '';
    await threeFailures({
      demo,
      view,
      op: 'getMachQr',
      // First "Generar QR"; then the step opening again on the same charge asks for its QR again.
      act: async () => {
        round += 1;
        if (round === 1) {
          await press(QR_MESSAGES.generate);
          await waitFor(() => expect(attemptFor(paymentId)?.phase).toBe('charging'));
          machId = attemptFor(paymentId)?.externalId ?? '';
        } else {
          await reopen(view);
          // Without an answer the step stays; a 401 may already be taking the seller to /login.
          if (round === 2) await screen.findByRole('region', { name: 'Paso 1 de 2' });
        }
      },
      on500: async () => {
        expect(await step().findByText(SERVER_500_TEXT)).toBeInTheDocument();
        expect(step().getByRole('button', { name: 'Reintentar' })).toBeEnabled();
        expect(step().getByRole('button', { name: QR_MESSAGES.cancelPayment })).toBeEnabled();
        expect(step().queryByRole('img', { name: QR_MESSAGES.machQr })).toBeNull();
      },
      onTimeout: async () => {
        expect(await step().findByText(TRY_AGAIN)).toBeInTheDocument();
        expect(step().getByRole('button', { name: 'Reintentar' })).toBeEnabled();
      },
      retry: async () => {
        await press('Reintentar');
        const qr = await machQr();
        expect(qr.closest('figure')).toHaveAttribute('data-qr-value', demo.world.state.mach.at(-1)?.url);
        expect(step().queryByText(SERVER_500_TEXT)).toBeNull();
      },
      again: async () => {
        if (round !== 2) return;
        await press('Reintentar');
        expect(await machQr()).toBeInTheDocument();
      },
      kept: () => {
        expect(sale.get().orderId).toBe(orderId);
        expect(attemptFor(paymentId)).toMatchObject({ kind: 'mach', phase: 'charging', externalId: machId });
        expect(charges(paymentId)).toBe(1);
        expect(demo.world.state.mach).toHaveLength(1);
        expect(demo.world.state.mach[0]?.status).toBe('PENDIENTE');
        expect(worldPayment(paymentId).status).toBe('PENDIENTE');
      },
    });
  });

  it('getMachPaymentStatus 500 timeout 401: a failed poll says "Ha ocurrido un error. Por favor intente nuevamente." under the QR and polling goes on', async () => {
    const { orderId, paymentId, view } = await openPaymentFor('MACH');
    await press(QR_MESSAGES.generate);
    await machQr();
    const machId = attemptFor(paymentId)?.externalId;
    await threeFailures({
      demo,
      view,
      op: 'getMachPaymentStatus',
      act: () => poll(5_000),
      on500: async () => {
        expect(await step().findByText(TRY_AGAIN)).toBeInTheDocument();
        expect(step().getByRole('img', { name: QR_MESSAGES.machQr })).toBeInTheDocument();
        expect(step().getByRole('button', { name: QR_MESSAGES.cancelPayment })).toBeEnabled();
      },
      // The spec's retry is the next poll: it answers, the message goes.
      retry: async () => {
        await poll(5_000);
        await waitFor(() => expect(step().queryByText(TRY_AGAIN)).toBeNull());
        expect(step().getByRole('img', { name: QR_MESSAGES.machQr })).toBeInTheDocument();
      },
      again: async () => {
        await poll(5_000);
        await waitFor(() => expect(step().queryByText(TRY_AGAIN)).toBeNull());
      },
      kept: () => {
        expect(sale.get().orderId).toBe(orderId);
        expect(attemptFor(paymentId)).toMatchObject({ kind: 'mach', phase: 'charging', externalId: machId });
        expect(charges(paymentId)).toBe(1);
        expect(demo.world.state.mach).toHaveLength(1);
        expect(demo.world.state.mach[0]?.status).toBe('PENDIENTE');
        expect(worldPayment(paymentId).status).toBe('PENDIENTE');
      },
    });
  });

  it('cancelMachPayment 500 timeout 401: the cancel not done says so (the server message on a 500, else "Error al intentar cancelar el pago") and keeps the QR; after logging in again it cancels', async () => {
    const { orderId, paymentId, view } = await openPaymentFor('MACH');
    await press(QR_MESSAGES.generate);
    await machQr();
    const machId = attemptFor(paymentId)?.externalId;
    await threeFailures({
      demo,
      view,
      op: 'cancelMachPayment',
      act: () => press(QR_MESSAGES.cancelPayment),
      on500: async () => {
        expect(await step().findByText(SERVER_500_TEXT)).toBeInTheDocument();
        expect(step().getByRole('img', { name: QR_MESSAGES.machQr })).toBeInTheDocument();
        expect(step().getByRole('button', { name: QR_MESSAGES.cancelPayment })).toBeEnabled();
      },
      onTimeout: async () => {
        expect(await step().findByText(CHECKOUT_MESSAGES.cancelFailed)).toBeInTheDocument();
        expect(step().getByRole('img', { name: QR_MESSAGES.machQr })).toBeInTheDocument();
        expect(step().getByRole('button', { name: QR_MESSAGES.cancelPayment })).toBeEnabled();
      },
      kept: () => {
        expect(sale.get().orderId).toBe(orderId);
        expect(attemptFor(paymentId)).toMatchObject({ kind: 'mach', phase: 'charging', externalId: machId });
        expect(charges(paymentId)).toBe(1);
        expect(demo.world.state.mach).toHaveLength(1);
        expect(demo.world.state.mach[0]?.status).toBe('PENDIENTE');
        expect(worldPayment(paymentId).status).toBe('PENDIENTE');
      },
    });
    // Logged in again: the same QR, and "Cancelar pago" cancels it.
    await logInAgain(view);
    await machQr();
    await press(QR_MESSAGES.cancelPayment);
    expect(await step().findByText(CHECKOUT_MESSAGES.cancelled)).toBeInTheDocument();
    expect(demo.world.state.mach[0]?.status).toBe('CANCELADO');
    expect(attemptFor(paymentId)).toBeNull();
    expect(charges(paymentId)).toBe(1);
  });
});

describe('Redpay', () => {
  it('createRedpayPayment 500 timeout 401: a start without a sure answer is looked for by order, then says "No se pudo confirmar si se generó el pago. Si el cliente no pagó, reintente." with Reintentar; never charged twice', async () => {
    const { orderId, paymentId, view } = await openPaymentFor('REDPAY');
    let round = 0;
    await threeFailures({
      demo,
      view,
      op: 'createRedpayPayment',
      act: async () => {
        round += 1;
        await press(round === 1 ? QR_MESSAGES.generate : 'Reintentar');
      },
      on500: async () => {
        expect(await step().findByText(QR_MESSAGES.startUnknown)).toBeInTheDocument();
        expect(step().getByRole('button', { name: 'Reintentar' })).toBeEnabled();
        expect(step().queryByRole('button', { name: 'Cambiar' })).toBeNull();
      },
      retry: async () => {
        await press('Reintentar');
        expect(await redpayQr()).toBeInTheDocument();
        expect(step().getByText(demo.world.state.redpay.at(-1)!.token_number)).toBeInTheDocument();
        expect(charges(paymentId)).toBe(1);
      },
      again: async () => {
        if (round !== 1) return;
        await press(QR_MESSAGES.cancelPayment);
        expect(await step().findByText(CHECKOUT_MESSAGES.cancelled)).toBeInTheDocument();
        expect(demo.world.state.redpay.at(-1)?.status).toBe('CANCELADO');
      },
      kept: () => {
        expect(sale.get().orderId).toBe(orderId);
        expect(attemptFor(paymentId)).toMatchObject({ kind: 'redpay', phase: 'starting' });
        expect(charges(paymentId)).toBe(round === 1 ? 0 : 1);
        expect(demo.world.state.redpay).toHaveLength(round === 1 ? 0 : 1);
        expect(worldPayment(paymentId).status).toBe('PENDIENTE');
      },
    });
  });

  it('getRedpayPaymentByOrder 500 timeout 401: a failed poll says "Ha ocurrido un error. Por favor intente nuevamente." under the QR and polling goes on', async () => {
    const { orderId, paymentId, view } = await openPaymentFor('REDPAY');
    await press(QR_MESSAGES.generate);
    await redpayQr();
    const redpayId = attemptFor(paymentId)?.externalId;
    await threeFailures({
      demo,
      view,
      op: 'getRedpayPaymentByOrder',
      act: () => poll(3_000),
      on500: async () => {
        expect(await step().findByText(TRY_AGAIN)).toBeInTheDocument();
        expect(step().getByRole('img', { name: QR_MESSAGES.redpayQr })).toBeInTheDocument();
        expect(step().getByRole('button', { name: QR_MESSAGES.cancelPayment })).toBeEnabled();
      },
      retry: async () => {
        await poll(3_000);
        await waitFor(() => expect(step().queryByText(TRY_AGAIN)).toBeNull());
        expect(step().getByRole('img', { name: QR_MESSAGES.redpayQr })).toBeInTheDocument();
      },
      again: async () => {
        await poll(3_000);
        await waitFor(() => expect(step().queryByText(TRY_AGAIN)).toBeNull());
      },
      kept: () => {
        expect(sale.get().orderId).toBe(orderId);
        expect(attemptFor(paymentId)).toMatchObject({
          kind: 'redpay',
          phase: 'charging',
          externalId: redpayId,
        });
        expect(charges(paymentId)).toBe(1);
        expect(demo.world.state.redpay).toHaveLength(1);
        expect(demo.world.state.redpay[0]?.status).toBe('PENDIENTE');
        expect(worldPayment(paymentId).status).toBe('PENDIENTE');
      },
    });
  });

  it('revokeRedpayPayment 500 timeout 401: the cancel not done says so (the server message on a 500, else "Error al intentar cancelar el pago") and keeps the QR; after logging in again it cancels', async () => {
    const { orderId, paymentId, view } = await openPaymentFor('REDPAY');
    await press(QR_MESSAGES.generate);
    await redpayQr();
    const redpayId = attemptFor(paymentId)?.externalId;
    await threeFailures({
      demo,
      view,
      op: 'revokeRedpayPayment',
      act: () => press(QR_MESSAGES.cancelPayment),
      on500: async () => {
        expect(await step().findByText(SERVER_500_TEXT)).toBeInTheDocument();
        expect(step().getByRole('img', { name: QR_MESSAGES.redpayQr })).toBeInTheDocument();
        expect(step().getByRole('button', { name: QR_MESSAGES.cancelPayment })).toBeEnabled();
      },
      onTimeout: async () => {
        expect(await step().findByText(CHECKOUT_MESSAGES.cancelFailed)).toBeInTheDocument();
        expect(step().getByRole('img', { name: QR_MESSAGES.redpayQr })).toBeInTheDocument();
        expect(step().getByRole('button', { name: QR_MESSAGES.cancelPayment })).toBeEnabled();
      },
      kept: () => {
        expect(sale.get().orderId).toBe(orderId);
        expect(attemptFor(paymentId)).toMatchObject({
          kind: 'redpay',
          phase: 'charging',
          externalId: redpayId,
        });
        expect(charges(paymentId)).toBe(1);
        expect(demo.world.state.redpay).toHaveLength(1);
        expect(demo.world.state.redpay[0]?.status).toBe('PENDIENTE');
        expect(worldPayment(paymentId).status).toBe('PENDIENTE');
      },
    });
    await logInAgain(view);
    await redpayQr();
    await press(QR_MESSAGES.cancelPayment);
    expect(await step().findByText(CHECKOUT_MESSAGES.cancelled)).toBeInTheDocument();
    expect(demo.world.state.redpay[0]?.status).toBe('CANCELADO');
    expect(attemptFor(paymentId)).toBeNull();
    expect(charges(paymentId)).toBe(1);
  });
});
