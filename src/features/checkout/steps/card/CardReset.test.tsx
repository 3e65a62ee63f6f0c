import { RESET_MESSAGES } from '@mocks/api/kit.ts';
import { startDemoServer } from '@mocks/node.ts';
import { countSimulatedCharges, withKey } from '@mocks/testing.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRedelcomPayment } from '@/api/generated/endpoints/payments/payments.ts';
import { configureApi } from '@/api/http.ts';
import { CARD_STEP_MESSAGES, CHECKOUT_LABELS, MONEY_MESSAGES } from '@/domain/checkoutMessages.ts';
import { ACTION_LABELS, CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { attemptFor, beginAttempt, clearCheckoutMemory, updateAttempt } from '@/session/attempts.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import type { SimulatorCreateOptions } from '@/terminal/simulator.ts';
import { createMemberOrder } from '@/test/checkout.tsx';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { PaymentScreen } from '../../PaymentScreen.tsx';

/**
 * A charge the server refuses for sure after the card was taken (errorAction "reset" on a
 * SmartPOS or Mercado Pago record, on the Transbank code, on Redelcom's code) is never a dead end
 * and never left behind: the SmartPOS annuls it on the machine; where the machine cannot, it is
 * handed over by name (amount, authorisation code, operation). Then the step opens again: charge
 * again, Cambiar, Cancelar compra. The demo world's `reset:<operationId>` scenario answers.
 */

const demo = startDemoServer();
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
countSimulatedCharges(demo.world);
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
  demo.useScenario(null);
  clearCheckoutMemory();
});

const RECORDED_ELSEWHERE = RESET_MESSAGES.createTransbankSmartPosPayment!;
const CODE_USED = RESET_MESSAGES.createTransbankPayment!;

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

/** The step is open again: charge again, and the screen's Cambiar and Cancelar compra. */
async function openAgain(paymentId: number) {
  expect(await step().findByRole('button', { name: ACTION_LABELS.retry })).toBeInTheDocument();
  expect(attemptFor(paymentId)).toBeNull();
  expect(screen.getByRole('button', { name: 'Cambiar' })).toBeEnabled();
  expect(screen.getByRole('button', { name: CHECKOUT_LABELS.cancelSale })).toBeEnabled();
  expect(demo.world.state.payments.find((p) => p.id === paymentId)?.status).toBe('PENDIENTE');
}

describe('a charge the server refuses for sure is annulled or handed over, never left behind', () => {
  it('SmartPOS: the approved card whose record is answered "reset" is annulled on the machine, once', async () => {
    document.cookie = 'smart_pos_keys=true; path=/';
    demo.useScenario('reset:createTransbankSmartPosPayment');
    const { orderId, paymentId } = await cardOrder();
    const user = await pay(orderId, { kind: 'smartPos', payment: 'approve' });
    await user.click(await step().findByRole('button', { name: CARD_STEP_MESSAGES.pay }));
    expect(await step().findByText(new RegExp(MONEY_MESSAGES.annulled))).toBeInTheDocument();
    expect(step().getByText(new RegExp(RECORDED_ELSEWHERE))).toBeInTheDocument();
    expect(demo.world.state.annulments).toEqual({ 'SIM-1': 1 });
    expect(demo.world.state.charges[String(paymentId)]).toBe(1);
    await openAgain(paymentId);
  });

  it('SmartPOS: an annulment the machine refuses offers "Anular de nuevo" and the hand-over; nothing is lost', async () => {
    document.cookie = 'smart_pos_keys=true; path=/';
    demo.useScenario('reset:createTransbankSmartPosPayment');
    const { orderId, paymentId } = await cardOrder();
    const user = await pay(orderId, { kind: 'smartPos', payment: 'approve', annulment: 'failOnce' });
    await user.click(await step().findByRole('button', { name: CARD_STEP_MESSAGES.pay }));
    expect(await step().findByRole('button', { name: MONEY_MESSAGES.annulAgain })).toBeInTheDocument();
    expect(step().getByText(/Rechazado/)).toBeInTheDocument();
    // Still open: no way off the step but annulling or handing over.
    expect(attemptFor(paymentId)).toMatchObject({ phase: 'reversing' });
    expect(step().getByRole('button', { name: MONEY_MESSAGES.handedOver })).toBeInTheDocument();
    await user.click(step().getByRole('button', { name: MONEY_MESSAGES.annulAgain }));
    expect(await step().findByText(new RegExp(MONEY_MESSAGES.annulled))).toBeInTheDocument();
    expect(demo.world.state.annulments).toEqual({ 'SIM-1': 1 });
    await openAgain(paymentId);
  });

  it('Mercado Pago: the record answered "reset" is handed over by name (its machine annuls nothing here)', async () => {
    demo.useScenario('reset:updateMercadoPagoMachinePayment');
    const { orderId, paymentId } = await cardOrder();
    const user = await pay(orderId, { kind: 'mercadoPago', payment: 'approve' });
    await user.click(await step().findByRole('button', { name: CARD_STEP_MESSAGES.pay }));
    const handOver = await screen.findByRole('region', { name: MONEY_MESSAGES.handOverTitle });
    expect(within(handOver).getByText('$3.770')).toBeInTheDocument();
    expect(within(handOver).getByText(/Operación: SIM-1/)).toBeInTheDocument();
    expect(attemptFor(paymentId)).toMatchObject({ phase: 'reversing' });
    // The step's way out while the charge is open is the hand-over, not Cambiar.
    expect(screen.queryByRole('button', { name: 'Cambiar' })).toBeNull();
    await user.click(step().getByRole('button', { name: MONEY_MESSAGES.handedOver }));
    expect(await step().findByText(new RegExp(MONEY_MESSAGES.handedOverDone))).toBeInTheDocument();
    await openAgain(paymentId);
  });

  it('Transbank authorization code answered "reset": the POS charge is handed over with its code; the card can be charged again', async () => {
    demo.useScenario('reset:createTransbankPayment');
    const { orderId, paymentId } = await cardOrder();
    const user = await pay(orderId);
    await user.click(await step().findByRole('button', { name: CARD_STEP_MESSAGES.authCodeOpen }));
    await user.type(step().getByLabelText(CARD_STEP_MESSAGES.authCodeLabel), '123456');
    await user.click(step().getByRole('button', { name: CARD_STEP_MESSAGES.authCodeSend }));
    const handOver = await screen.findByRole('region', { name: MONEY_MESSAGES.handOverTitle });
    expect(within(handOver).getByText(/Código de autorización: 123456/)).toBeInTheDocument();
    expect(step().getByText(new RegExp(CODE_USED))).toBeInTheDocument();
    expect(demo.world.state.requestCounts.createTransbankPayment).toBe(1);
    await user.click(step().getByRole('button', { name: MONEY_MESSAGES.handedOver }));
    await openAgain(paymentId);
    expect(demo.world.state.requestCounts.createTransbankPayment).toBe(1);
  });

  it('Redelcom authorization code answered "reset": the transaction is handed over with its operation and code', async () => {
    demo.useScenario('payment-expired,reset:sendRedelcomAuthCode');
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
    const txId = started.data.payment.rdc_transaction_id!;
    updateAttempt(paymentId, { phase: 'charging', externalId: txId });
    const user = await pay(orderId);
    expect(await step().findByText(CHECKOUT_MESSAGES.redelcomNoApp)).toBeInTheDocument();
    await user.click(step().getByRole('button', { name: CARD_STEP_MESSAGES.authCodeOpen }));
    await user.type(step().getByLabelText(CARD_STEP_MESSAGES.authCodeLabel), '654321');
    await user.click(step().getByRole('button', { name: CARD_STEP_MESSAGES.authCodeSend }));
    const handOver = await screen.findByRole('region', { name: MONEY_MESSAGES.handOverTitle });
    expect(within(handOver).getByText(new RegExp(`Operación: ${txId}`))).toBeInTheDocument();
    expect(within(handOver).getByText(/Código de autorización: 654321/)).toBeInTheDocument();
    await waitFor(() => expect(attemptFor(paymentId)).toMatchObject({ phase: 'reversing' }));
  });
});
