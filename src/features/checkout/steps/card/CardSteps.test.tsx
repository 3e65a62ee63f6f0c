import { startDemoServer } from '@mocks/node.ts';
import { keysSentTo, withKey } from '@mocks/testing.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createOrder } from '@/api/generated/endpoints/orders/orders.ts';
import { createRedelcomPayment } from '@/api/generated/endpoints/payments/payments.ts';
import { login } from '@/api/generated/endpoints/session/session.ts';
import { configureApi } from '@/api/http.ts';
import { CARD_TIMING } from '@/domain/cardPayment.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import type { PaymentType } from '@/domain/types.ts';
import {
  adoptOrder,
  attemptFor,
  beginAttempt,
  clearCheckoutMemory,
  updateAttempt,
} from '@/session/attempts.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { initialSession, session } from '@/session/session.ts';
import { SIMULATED_PAYMENT_KEY, type SimulatorCreateOptions } from '@/terminal/simulator.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { PaymentScreen } from '../../PaymentScreen.tsx';

/**
 * The card steps of /pago-final on the demo world: every text a seller can see, what the world
 * recorded (payment status, provider, charges per payment) and the reload rules (a resumed
 * attempt never charges again).
 */

const demo = startDemoServer();
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterAll(() => demo.close());

beforeEach(async () => {
  const answer = await login({ rut: '111111111', password: 'demo1234' });
  session.set(() => ({
    ...initialSession(),
    user: answer.data.user as never,
    accessToken: answer.data.accessToken,
    machineNumber: '7',
  }));
  sale.set(() => initialSale());
  clearCheckoutMemory();
  sessionStorage.clear();
  document.cookie = 'smart_pos_keys=; max-age=0; path=/';
});
afterEach(() => demo.reset());

/** A member's order of $3.770 paid with one card payment. */
async function cardOrder(type: PaymentType = 'TARJETA DE DEBITO') {
  const created = await createOrder(
    {
      sale_admin_id: 1,
      save_admin_id: null,
      customer_id: 1,
      products: [
        { id: 1, amount: 2 },
        { id: 5, amount: 1 },
      ],
      saved: false,
      store_id: 1,
      coupon: null,
      machine_number: '7',
      buy_type: 'socio',
      payments: [{ payment_type: type, amount: 3770 }],
      delivery_company: null,
      recommended_product_ids: [],
      doc_type: 'boleta',
      recommended_watch_time: null,
    },
    withKey(),
  );
  const orderId = created.data.order_id;
  const payment = demo.world.state.payments.find((p) => p.order_id === orderId)!;
  adoptOrder(orderId);
  return { orderId, paymentId: payment.id };
}

function world(paymentId: number) {
  const payment = demo.world.state.payments.find((p) => p.id === paymentId)!;
  return { payment, charges: demo.world.state.charges[String(paymentId)] ?? 0 };
}

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
  const step = await screen.findByRole('region', { name: 'Paso 1 de 1' });
  return { ...view, step, user: userEvent.setup() };
}

const button = (name: string) => screen.findByRole('button', { name });

describe('Redelcom (store machine)', () => {
  it('charges once, polls the machine every second and moves on when APROBADO', async () => {
    const { orderId, paymentId } = await cardOrder();
    const { user } = await pay(orderId);
    await user.click(await button('Cobrar con tarjeta'));
    expect(await screen.findByText('Esperando confirmación del pago')).toBeInTheDocument();
    // Cancelar compra stays: the payment's engine says why it cannot cancel the card's charge yet.
    expect(screen.queryByRole('button', { name: 'Cancelar compra' })).toBeEnabled();
    await waitFor(() => expect(world(paymentId).payment.status).toBe('APROBADO'), { timeout: 8000 });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Paso 1 de 1' })).toBeNull(), {
      timeout: 4000,
    });
    expect(world(paymentId).charges).toBe(1);
    expect(demo.world.state.requestCounts.createRedelcomPayment).toBe(1);
  }, 15_000);

  it('RECHAZADO: "PAGO REDELCOM RECHAZADO: {display}" with Reintentar', async () => {
    demo.useScenario('payment-rejected');
    const { orderId } = await cardOrder();
    const { user } = await pay(orderId);
    await user.click(await button('Cobrar con tarjeta'));
    expect(
      await screen.findByText('PAGO REDELCOM RECHAZADO: TRANSACCION RECHAZADA', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    // Cambiar shows once the refused attempt is dropped and the step is no longer busy.
    expect(await screen.findByRole('button', { name: 'Cambiar' })).toBeInTheDocument();
  }, 15_000);

  it('ERROR: "ERROR REDELCOM: {display}"', async () => {
    demo.useScenario('redelcom-error');
    const { orderId } = await cardOrder();
    const { user } = await pay(orderId);
    await user.click(await button('Cobrar con tarjeta'));
    expect(
      await screen.findByText('ERROR REDELCOM: ERROR DE COMUNICACION CON EL BANCO', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  }, 15_000);

  it('an errorAction "reset" shows the server text without Reintentar', async () => {
    demo.useScenario('redelcom-unavailable');
    const { orderId, paymentId } = await cardOrder();
    const { user } = await pay(orderId);
    await user.click(await button('Cobrar con tarjeta'));
    expect(await screen.findByText('No se pudo conectar con la máquina Redelcom 7')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Cambiar' })).toBeInTheDocument();
    expect(world(paymentId).charges).toBe(0);
  });

  it('after a reload it keeps polling the same transaction; after 90 tries: cancel or the authorization code', async () => {
    demo.useScenario('payment-expired'); // the machine never answers
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
    const { user } = await pay(orderId);
    expect(await screen.findByText('no abre la aplicación de pago')).toBeInTheDocument();
    await user.click(await button('Ingresar código de autorización'));
    await user.click(await button('Confirmar código'));
    expect(await screen.findByText('Debe ingresar un codigo')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código de autorización'), '654321');
    await user.click(await button('Confirmar código'));
    await waitFor(() => expect(world(paymentId).payment.status).toBe('APROBADO'));
    expect(world(paymentId).payment.deposit_id).toBe('654321');
    expect(world(paymentId).charges).toBe(1);
    expect(demo.world.state.requestCounts.createRedelcomPayment).toBe(1);
  });

  it('"Cancelar pago" after 90 tries asks the machine first: it cannot cancel, the step says so and keeps polling; nothing is marked on the server', async () => {
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
    const { user, terminal } = await pay(orderId);
    await user.click(await button('Cancelar pago'));
    expect(await screen.findByText(CHECKOUT_MESSAGES.machineCannotCancel)).toBeInTheDocument();
    expect(terminal.calls.map((c) => c.operation)).toContain('cancelCardPayment');
    expect(screen.queryByRole('button', { name: 'Cancelar pago' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(world(paymentId).payment.status).toBe('PENDIENTE');
    expect(demo.world.state.requestCounts.updatePaymentStatus ?? 0).toBe(0);
    expect(world(paymentId).charges).toBe(1);
    // The late approval on the same payment: e2e/checkout-engine.spec.ts.
  });

  it('a start whose answer was lost is checked with the server: the started transaction is polled, not charged again', async () => {
    const { orderId, paymentId } = await cardOrder();
    beginAttempt({ orderId, paymentId, kind: 'redelcom' }); // 'starting': the answer never came
    await createRedelcomPayment(
      {
        order_id: orderId,
        machine_id: '7',
        amount: 3770,
        payment_type: 'TARJETA DE DEBITO',
        payment_id: paymentId,
      },
      withKey(),
    );
    await pay(orderId);
    await waitFor(() => expect(world(paymentId).payment.status).toBe('APROBADO'), { timeout: 8000 });
    expect(world(paymentId).charges).toBe(1);
    expect(demo.world.state.requestCounts.createRedelcomPayment).toBe(1);
    expect(screen.queryByRole('button', { name: 'Cobrar con tarjeta' })).toBeNull();
  }, 15_000);
});

describe('Transbank authorization code (every card step)', () => {
  it('"Debe ingresar un codigo" when empty; a code records the card as TRANSBANK', async () => {
    const { orderId, paymentId } = await cardOrder();
    const { user } = await pay(orderId);
    await user.click(await button('Ingresar código de autorización'));
    expect(screen.queryByRole('button', { name: 'Cobrar con tarjeta' })).toBeNull();
    await user.click(await button('Confirmar código'));
    expect(await screen.findByText('Debe ingresar un codigo')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código de autorización'), '112233');
    await user.click(await button('Confirmar código'));
    await waitFor(() => expect(world(paymentId).payment.status).toBe('APROBADO'));
    expect(world(paymentId).payment).toMatchObject({ provider: 'TRANSBANK', deposit_id: '112233' });
  });
});

describe('SmartPOS', () => {
  const smartPos = (payment: SimulatorCreateOptions['payment'] = 'approve'): SimulatorCreateOptions => ({
    kind: 'smartPos',
    payment,
  });
  const keysLoaded = () => {
    document.cookie = 'smart_pos_keys=true; path=/';
  };

  it('without the keys: "No están cargadas las llaves del SmartPOS", no charge', async () => {
    const { orderId } = await cardOrder();
    const { step, terminal } = await pay(orderId, smartPos());
    expect(within(step).getByText('No están cargadas las llaves del SmartPOS')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cobrar con tarjeta' })).toBeNull();
    expect(terminal.calls).toEqual([]);
  });

  it('the machine refuses to start: "Ha ocurrido un error. Por favor intente nuevamente." with Reintentar', async () => {
    keysLoaded();
    const { orderId, paymentId } = await cardOrder();
    const { user } = await pay(orderId, smartPos('unavailable'));
    await user.click(await button('Cobrar con tarjeta'));
    expect(
      await screen.findByText('Ha ocurrido un error. Por favor intente nuevamente.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(world(paymentId).payment.status).not.toBe('APROBADO');
  });

  it('a store without tbk_smart_pos_active: "Tienda no habilitada"', async () => {
    keysLoaded();
    session.set((s) => ({
      ...s,
      user: { ...s.user!, Store: { ...s.user!.Store, tbk_smart_pos_active: false } },
    }));
    const { orderId } = await cardOrder();
    const { step } = await pay(orderId, smartPos());
    expect(within(step).getByText('Tienda no habilitada')).toBeInTheDocument();
  });

  it('approved on the machine: recorded with the Transbank ids, one charge', async () => {
    keysLoaded();
    const { orderId, paymentId } = await cardOrder('TARJETA DE CREDITO');
    const { user, terminal } = await pay(orderId, smartPos());
    await user.click(await button('Cobrar con tarjeta'));
    await waitFor(() => expect(world(paymentId).payment.status).toBe('APROBADO'));
    expect(world(paymentId).payment).toMatchObject({
      provider: 'TRANSBANK-SMARTPOS',
      smart_pos_transaction_id: 'SIM-1',
      deposit_id: '100001',
    });
    expect(terminal.calls.filter((c) => c.operation === 'startCardPayment')).toMatchObject([
      { request: { amount: 3770, paymentId, orderId, cardType: 'credit' } },
    ]);
  });

  it('rejected: the glosa plus the code, with Reintentar', async () => {
    keysLoaded();
    const { orderId } = await cardOrder();
    const { user } = await pay(orderId, smartPos('reject'));
    await user.click(await button('Cobrar con tarjeta'));
    expect(await screen.findByText('Rechazada. Código -1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('cancelled on the machine: "Pago cancelado"', async () => {
    keysLoaded();
    const { orderId } = await cardOrder();
    const { user } = await pay(orderId, smartPos('cancel'));
    await user.click(await button('Cobrar con tarjeta'));
    expect(await screen.findByText('Pago cancelado')).toBeInTheDocument();
  });

  it('after a reload the pending payment is resumed (no second start); cancel shows 10 s after it started', async () => {
    keysLoaded();
    const { orderId, paymentId } = await cardOrder();
    const attempt = beginAttempt({
      orderId,
      paymentId,
      kind: 'smartPos',
      phase: 'charging',
      now: Date.now() - 11_000,
    });
    sessionStorage.setItem(
      SIMULATED_PAYMENT_KEY,
      JSON.stringify({
        requestId: attempt.requestId,
        outcome: 'approve',
        dueAt: Date.now() + 60_000,
        result: null,
      }),
    );
    const { user, terminal } = await pay(orderId, smartPos());
    expect(await screen.findByText('Siga las instrucciones en la máquina')).toBeInTheDocument();
    await user.click(await button('Cancelar pago'));
    expect(await screen.findByText('Pago cancelado')).toBeInTheDocument();
    expect(terminal.calls.map((c) => c.operation)).toEqual(['resumeCardPayment', 'cancelCardPayment']);
  });

  it('an approval not yet recorded at the reload is only recorded again', async () => {
    keysLoaded();
    const { orderId, paymentId } = await cardOrder();
    beginAttempt({ orderId, paymentId, kind: 'smartPos', phase: 'recording' });
    updateAttempt(paymentId, {
      result: { transactionId: 'TX-9', authorizationCode: '777777', terminalId: 'T-1' },
    });
    const { terminal } = await pay(orderId, smartPos());
    await waitFor(() => expect(world(paymentId).payment.status).toBe('APROBADO'));
    expect(world(paymentId).payment).toMatchObject({
      smart_pos_transaction_id: 'TX-9',
      deposit_id: '777777',
    });
    expect(terminal.calls).toEqual([]);
  });

  it("the record carries the attempt's id as Idempotency-Key; Reintentar after a lost answer resends it: one record", async () => {
    keysLoaded();
    const sent = keysSentTo(demo.server, 'POST', '/api/payments/transbank-smartpos/new');
    demo.useScenario('lost-answer:createTransbankSmartPosPayment');
    const { orderId, paymentId } = await cardOrder('TARJETA DE CREDITO');
    const { user, terminal } = await pay(orderId, smartPos());
    await user.click(await button('Cobrar con tarjeta'));
    const retry = await button('Reintentar');
    const key = attemptFor(paymentId)!.requestId;
    expect(terminal.calls.filter((c) => c.operation === 'startCardPayment')).toMatchObject([
      { request: { requestId: key } },
    ]);
    expect(sent).toEqual([key]);
    demo.useScenario(null);
    await user.click(retry);
    await waitFor(() => expect(attemptFor(paymentId)).toBeNull());
    expect(sent).toEqual([key, key]);
    expect(world(paymentId).payment).toMatchObject({ status: 'APROBADO', provider: 'TRANSBANK-SMARTPOS' });
    expect(demo.world.state.idempotency[key]?.operation).toBe('createTransbankSmartPosPayment');
  });

  it("an approval recorded again after a reload carries the kept attempt's key", async () => {
    keysLoaded();
    const sent = keysSentTo(demo.server, 'POST', '/api/payments/transbank-smartpos/new');
    const { orderId, paymentId } = await cardOrder();
    const kept = beginAttempt({ orderId, paymentId, kind: 'smartPos', phase: 'recording' });
    updateAttempt(paymentId, {
      result: { transactionId: 'TX-9', authorizationCode: '777777', terminalId: 'T-1' },
    });
    await pay(orderId, smartPos());
    await waitFor(() => expect(world(paymentId).payment.status).toBe('APROBADO'));
    expect(sent).toEqual([kept.requestId]);
  });

  it('an unknown outcome: the seller confirms the card was not charged before charging again', async () => {
    keysLoaded();
    const { orderId, paymentId } = await cardOrder();
    beginAttempt({ orderId, paymentId, kind: 'smartPos', phase: 'charging' }); // the machine lost it
    const { user, terminal } = await pay(orderId, smartPos());
    expect(
      await screen.findByText(
        'No se sabe si la tarjeta fue cobrada. Revise la máquina antes de volver a cobrar.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cobrar con tarjeta' })).toBeNull();
    await user.click(await button('La tarjeta no fue cobrada'));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('¿Confirma que la máquina no cobró la tarjeta? Se podrá cobrar de nuevo.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await user.click(await button('Cobrar con tarjeta'));
    await waitFor(() => expect(world(paymentId).payment.status).toBe('APROBADO'));
    expect(terminal.calls.filter((c) => c.operation === 'startCardPayment')).toHaveLength(1);
  });
});

describe('Mercado Pago', () => {
  it('approved: PUT machine update records it as MERCADOPAGO', async () => {
    const { orderId, paymentId } = await cardOrder();
    const { user } = await pay(orderId, { kind: 'mercadoPago' });
    await user.click(await button('Cobrar con tarjeta'));
    await waitFor(() => expect(world(paymentId).payment.status).toBe('APROBADO'));
    expect(world(paymentId).payment).toMatchObject({ provider: 'MERCADOPAGO', deposit_id: 'SIM-1' });
  });

  it.each([
    ['reject', 'El pago fue rechazado.'],
    ['error', 'Error en el proceso de pago.'],
    ['config', 'Problemas con la configuración de MercadoPago.'],
  ] as const)('%s: "%s"', async (outcome, text) => {
    const { orderId } = await cardOrder();
    const { user } = await pay(orderId, { kind: 'mercadoPago', payment: outcome });
    await user.click(await button('Cobrar con tarjeta'));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('the machine does not open its payment flow: "Error al iniciar el flujo de pago con MercadoPago.", nothing charged', async () => {
    const { orderId, paymentId } = await cardOrder();
    const { user, terminal } = await pay(orderId, { kind: 'mercadoPago', payment: 'unavailable' });
    await user.click(await button('Cobrar con tarjeta'));
    expect(await screen.findByText('Error al iniciar el flujo de pago con MercadoPago.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(world(paymentId).payment.status).not.toBe('APROBADO');
    terminal.setOptions({ payment: 'approve' });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(world(paymentId).payment.status).toBe('APROBADO'));
  });

  it("every try of the machine update carries the attempt's id as Idempotency-Key: a lost answer tried again records once", async () => {
    const sent = keysSentTo(demo.server, 'PUT', '/api/payments/mercadopago/machine');
    demo.useScenario('lost-answer:updateMercadoPagoMachinePayment');
    // The first answer is lost; the world answers the next try.
    const answered = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/payments/mercadopago/machine') demo.world.setScenario(null);
    };
    demo.server.events.on('request:end', answered);
    onTestFinished(() => demo.server.events.removeListener('request:end', answered));
    const { orderId, paymentId } = await cardOrder();
    const { user, terminal } = await pay(orderId, { kind: 'mercadoPago' });
    await user.click(await button('Cobrar con tarjeta'));
    await waitFor(() => expect(sent).toHaveLength(2), { timeout: 5000 });
    const key = terminal.calls.find((c) => c.operation === 'startCardPayment')?.request.requestId;
    expect(sent).toEqual([key, key]);
    await waitFor(() =>
      expect(world(paymentId).payment).toMatchObject({ status: 'APROBADO', provider: 'MERCADOPAGO' }),
    );
  });

  it('a record that keeps failing stops trying once its step is gone', async () => {
    demo.useScenario('server-error:updateMercadoPagoMachinePayment');
    const { orderId } = await cardOrder();
    const view = await pay(orderId, { kind: 'mercadoPago' });
    // The tries' pauses run on a clock the test can move past (it also moves with real time).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await view.user.click(await button('Cobrar con tarjeta'));
      const tries = () => demo.world.state.requestCounts.updateMercadoPagoMachinePayment ?? 0;
      await waitFor(() => expect(tries()).toBeGreaterThanOrEqual(1));
      view.unmount();
      const atLeave = tries();
      // Past every pause of the ten tries: a record still trying would send them all.
      await vi.advanceTimersByTimeAsync(CARD_TIMING.mercadoPagoUpdateIntervalMs * 12);
      expect(tries()).toBeLessThanOrEqual(atLeave + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the machine update failing 10 times: "Error al actualizar el pago."; Reintentar records again without charging', async () => {
    demo.useScenario('server-error:updateMercadoPagoMachinePayment');
    const { orderId, paymentId } = await cardOrder();
    const { user, terminal } = await pay(orderId, { kind: 'mercadoPago' });
    await user.click(await button('Cobrar con tarjeta'));
    expect(
      await screen.findByText('Error al actualizar el pago.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(demo.world.state.requestCounts.updateMercadoPagoMachinePayment).toBe(10);
    demo.useScenario(null);
    await user.click(await button('Reintentar'));
    await waitFor(() => expect(world(paymentId).payment.status).toBe('APROBADO'));
    expect(terminal.calls.filter((c) => c.operation === 'startCardPayment')).toHaveLength(1);
  }, 25_000);
});
