import { startDemoServer } from '@mocks/node.ts';
import { withKey } from '@mocks/testing.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRedelcomPayment } from '@/api/generated/endpoints/payments/payments.ts';
import { configureApi } from '@/api/http.ts';
import { CARD_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { ACTION_LABELS, CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import type { SimulatorCreateOptions } from '@/terminal/simulator.ts';
import { createMemberOrder } from '@/test/checkout.tsx';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { attemptFor, beginAttempt, clearCheckoutMemory, updateAttempt } from '../../attempts.ts';
import { PaymentScreen } from '../../PaymentScreen.tsx';

/**
 * errorAction "reset" on the card steps (spec 001 §4 "Errors with an action"): the one rule of
 * every step, Reintentar is hidden and NOTHING else. A failed record of an approved card, and the
 * Transbank and Redelcom authorization codes, are not sent again from the step; the server's
 * message shows, and the step's other actions stay.
 */

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
  demo.reset();
  clearCheckoutMemory();
});

const RESET = 'Operación no permitida, vuelva a iniciar la venta';
const reset = () => HttpResponse.json({ errorMessage: RESET, errorAction: 'reset' }, { status: 400 });

async function cardOrder() {
  const orderId = await createMemberOrder([{ payment_type: 'TARJETA DE DEBITO', amount: 3770 }]);
  const payment = demo.world.state.payments.find((p) => p.order_id === orderId)!;
  return { orderId, paymentId: payment.id };
}

async function pay(orderId: number, terminal: SimulatorCreateOptions = { kind: 'browser' }) {
  await renderScreen({
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
  return userEvent.setup();
}

const step = () => within(screen.getByRole('region', { name: 'Paso 1 de 1' }));

describe('errorAction "reset" on the card steps hides Reintentar and nothing else', () => {
  it('SmartPOS: the approved card whose record is answered "reset" shows the message without Reintentar', async () => {
    document.cookie = 'smart_pos_keys=true; path=/';
    demo.server.use(http.post('*/api/payments/transbank-smartpos/new', reset));
    const { orderId, paymentId } = await cardOrder();
    const user = await pay(orderId, { kind: 'smartPos', payment: 'approve' });
    await user.click(await step().findByRole('button', { name: CARD_STEP_MESSAGES.pay }));
    expect(await step().findByText(RESET)).toBeInTheDocument();
    expect(step().queryByRole('button', { name: ACTION_LABELS.retry })).toBeNull();
    // The approval is kept to be recorded (a reload records it again), never charged again.
    expect(attemptFor(paymentId)).toMatchObject({ kind: 'smartPos', phase: 'recording' });
    expect(step().queryByRole('button', { name: CARD_STEP_MESSAGES.pay })).toBeNull();
  });

  it('Transbank authorization code answered "reset": the code is not sent again; the card can still be charged', async () => {
    demo.server.use(http.post('*/api/payments/transbank/new', reset));
    const { orderId } = await cardOrder();
    const user = await pay(orderId);
    await user.click(await step().findByRole('button', { name: CARD_STEP_MESSAGES.authCodeOpen }));
    await user.type(step().getByLabelText(CARD_STEP_MESSAGES.authCodeLabel), '123456');
    await user.click(step().getByRole('button', { name: CARD_STEP_MESSAGES.authCodeSend }));
    expect(await step().findByText(RESET)).toBeInTheDocument();
    expect(step().queryByRole('button', { name: CARD_STEP_MESSAGES.authCodeSend })).toBeNull();
    expect(step().queryByRole('button', { name: CARD_STEP_MESSAGES.authCodeOpen })).toBeNull();
    expect(step().queryByRole('button', { name: ACTION_LABELS.retry })).toBeNull();
    expect(step().getByRole('button', { name: CARD_STEP_MESSAGES.pay })).toBeInTheDocument();
    expect(demo.world.state.requestCounts.createTransbankPayment ?? 0).toBe(0);
  });

  it('Redelcom authorization code answered "reset": the code is not sent again; Cancelar pago stays', async () => {
    demo.useScenario('payment-expired');
    const { orderId, paymentId } = await cardOrder();
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
    updateAttempt(paymentId, { phase: 'charging', externalId: started.data.payment.rdc_transaction_id });
    demo.server.use(http.post('*/api/payments/redelcom/:txId/authCode', reset));
    const user = await pay(orderId);
    expect(await step().findByText(CHECKOUT_MESSAGES.redelcomNoApp)).toBeInTheDocument();
    await user.click(step().getByRole('button', { name: CARD_STEP_MESSAGES.authCodeOpen }));
    await user.type(step().getByLabelText(CARD_STEP_MESSAGES.authCodeLabel), '654321');
    await user.click(step().getByRole('button', { name: CARD_STEP_MESSAGES.authCodeSend }));
    expect(await step().findByText(RESET)).toBeInTheDocument();
    await waitFor(() =>
      expect(step().queryByRole('button', { name: CARD_STEP_MESSAGES.authCodeSend })).toBeNull(),
    );
    expect(step().queryByRole('button', { name: CARD_STEP_MESSAGES.authCodeOpen })).toBeNull();
    expect(step().getByRole('button', { name: CARD_STEP_MESSAGES.cancelPayment })).toBeInTheDocument();
  });
});
