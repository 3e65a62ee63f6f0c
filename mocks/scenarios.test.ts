/** Every named scenario, through the node setup and the generated client. */
import { describe, expect, it } from 'vitest';
import {
  generateBill,
  getOrderBillingStatus,
  printBill,
  saveOrderBilling,
} from '@/api/generated/endpoints/billing/billing.ts';
import { acceptDeliveryOrder, getDeliveryOrder } from '@/api/generated/endpoints/delivery/delivery.ts';
import {
  cancelMachPayment,
  createMachPayment,
  getMachPaymentStatus,
} from '@/api/generated/endpoints/mach/mach.ts';
import { createOrder } from '@/api/generated/endpoints/orders/orders.ts';
import {
  createRedelcomPayment,
  createTransbankPayment,
  getRedelcomTransaction,
  listOrderPayments,
  updatePaymentStatus,
} from '@/api/generated/endpoints/payments/payments.ts';
import {
  getProductByEan,
  listPopularProducts,
  listProducts,
} from '@/api/generated/endpoints/products/products.ts';
import {
  createRedpayPayment,
  getRedpayPaymentByOrder,
  revokeRedpayPayment,
} from '@/api/generated/endpoints/redpay/redpay.ts';
import { printReturn } from '@/api/generated/endpoints/returns/returns.ts';
import { login } from '@/api/generated/endpoints/session/session.ts';
import { printStoreOrderEntered, setStoreOrderStockToEnter } from '@/api/generated/endpoints/stock/stock.ts';
import { configureApi } from '@/api/http';
import { LATE_COMMIT_MS } from './api/kit';
import {
  resolveScenario,
  SCENARIO_NAMES,
  SCENARIO_STORAGE_KEY,
  scenarioHandlers,
  unknownScenarios,
} from './scenarios';
import { apiError, setupDemoServer, withKey } from './testing';
import { BILLING_MS, MACH_APPROVAL_MS, REDELCOM_PENDING_POLLS, REDPAY_APPROVAL_MS } from './world/rules';
import { DEMO } from './world/seed';

const demo = setupDemoServer();

async function newOrder(type: 'TARJETA DE DEBITO' | 'MACH' | 'REDPAY' | 'EFECTIVO' = 'TARJETA DE DEBITO') {
  const { data } = await createOrder(
    {
      sale_admin_id: 1,
      save_admin_id: null,
      customer_id: 1,
      products: [{ id: 1, amount: 2 }],
      saved: false,
      store_id: 1,
      coupon: null,
      machine_number: '001',
      buy_type: 'socio',
      payments: [{ payment_type: type, amount: 1780 }],
      delivery_company: null,
      recommended_product_ids: [],
      doc_type: 'boleta',
      recommended_watch_time: null,
    },
    withKey(),
  );
  const payments = (await listOrderPayments(data.order_id)).data.payments;
  return { orderId: data.order_id, paymentId: payments[0]!.id };
}

async function redelcom() {
  const { orderId, paymentId } = await newOrder();
  const { data } = await createRedelcomPayment(
    {
      order_id: orderId,
      machine_id: '001',
      amount: 1780,
      payment_type: 'TARJETA DE DEBITO',
      payment_id: paymentId,
    },
    withKey(),
  );
  return data.payment.rdc_transaction_id!;
}

async function pollRedelcom(tx: string) {
  for (let i = 0; i < REDELCOM_PENDING_POLLS; i++) expect(await getRedelcomTransaction(tx)).toBeNull();
  return getRedelcomTransaction(tx);
}

describe('scenarios', () => {
  it('lists twenty-two scenarios and flags unknown names', () => {
    expect(SCENARIO_NAMES).toHaveLength(22);
    expect(unknownScenarios('payment-rejected,server-error:login,nope')).toEqual(['nope']);
  });

  it('payment-rejected: Redelcom, MACH and Redpay end RECHAZADO', async () => {
    demo.useScenario('payment-rejected');
    expect((await pollRedelcom(await redelcom()))?.data).toEqual({
      ESTADO: 'RECHAZADO',
      MENSAJE_VISOR: 'TRANSACCION RECHAZADA',
    });
    const { orderId } = await newOrder('MACH');
    const mach = (await createMachPayment({ amount: 1780, orderId, smartPOS: false }, withKey())).data.mach;
    demo.world.clock.advance(MACH_APPROVAL_MS);
    expect((await getMachPaymentStatus(mach.id)).data.mach.status).toBe('RECHAZADO');
    const payments = (await listOrderPayments(orderId)).data.payments;
    expect(payments[0]!.status).toBe('RECHAZADO');
  });

  it('payment-expired: MACH and Redpay end EXPIRADO, Redelcom keeps answering 204', async () => {
    demo.useScenario('payment-expired');
    const tx = await redelcom();
    for (let i = 0; i < 10; i++) expect(await getRedelcomTransaction(tx)).toBeNull();
    const { orderId } = await newOrder('REDPAY');
    await createRedpayPayment({ amount: 1780, orderId, customerId: 1 }, withKey());
    demo.world.clock.advance(Math.max(MACH_APPROVAL_MS, REDPAY_APPROVAL_MS));
    expect((await getRedpayPaymentByOrder(orderId)).data.status).toBe('EXPIRADO');
    const mach = await newOrder('MACH');
    const created = (
      await createMachPayment({ amount: 1780, orderId: mach.orderId, smartPOS: false }, withKey())
    ).data.mach;
    demo.world.clock.advance(MACH_APPROVAL_MS);
    expect((await getMachPaymentStatus(created.id)).data.mach.status).toBe('EXPIRADO');
  });

  it('redelcom-error: the poll ends with ESTADO ERROR', async () => {
    demo.useScenario('redelcom-error');
    expect((await pollRedelcom(await redelcom()))?.data.ESTADO).toBe('ERROR');
  });

  it('redelcom-unavailable: creating the payment answers 500 with errorAction reset', async () => {
    demo.useScenario('redelcom-unavailable');
    const { orderId, paymentId } = await newOrder();
    const error = await apiError(
      createRedelcomPayment(
        {
          order_id: orderId,
          machine_id: '007',
          amount: 1780,
          payment_type: 'TARJETA DE DEBITO',
          payment_id: paymentId,
        },
        withKey(),
      ),
    );
    expect([error.status, error.errorAction, error.canRetry]).toEqual([500, 'reset', false]);
  });

  it('printer-error: print endpoints answer 400 with their messages', async () => {
    demo.useScenario('printer-error');
    const bill = await apiError(
      printBill({
        order_id: 1001,
        format: 'impresa',
        email: null,
        provider: 'REDELCOM',
        provider_version: 'normal',
        billing_success: true,
      }),
    );
    expect([bill.status, bill.errorMessage]).toEqual([400, 'Error imprimiendo boleta']);
    const note = await apiError(
      printReturn({ return_id: 301, machine_id: null, provider: 'REDELCOM', provider_version: 'normal' }),
    );
    expect(note.errorMessage).toBe('Error imprimiendo nota de crédito');
    const entered = await apiError(
      printStoreOrderEntered({
        document_id: 2,
        document_number: '45790',
        machine_number: null,
        provider: 'REDELCOM',
      }),
    );
    expect(entered.errorMessage).toBe('Ha ocurrido un error en la impresión. Por favor intente nuevamente');
  });

  it('billing-failure: billing ends without sii_code and billingSuccess false; delivery acceptance too', async () => {
    demo.useScenario('billing-failure');
    const { orderId, paymentId } = await newOrder('EFECTIVO');
    await updatePaymentStatus(paymentId, { status: 'APROBADO' });
    await generateBill({ order_id: orderId, billing_type: 'boleta', billing: null });
    demo.world.clock.advance(BILLING_MS);
    const status = await getOrderBillingStatus(orderId);
    expect(status.data).toMatchObject({
      sii_code: null,
      billingSuccess: false,
      Order: { status: 'FINISHED' },
    });
    const delivery = await getDeliveryOrder('ubereats', DEMO.uberEatsCode);
    expect(
      (await acceptDeliveryOrder('ubereats', { orderId: delivery.data.order.order_id, machineNumber: null }))
        .data.billingSuccess,
    ).toBe(false);
  });

  it('billing-error: billing ends in ERROR; POST /api/billing bills again (then FINISHED without the scenario)', async () => {
    demo.useScenario('billing-error');
    const { orderId, paymentId } = await newOrder('EFECTIVO');
    await updatePaymentStatus(paymentId, { status: 'APROBADO' });
    await generateBill({ order_id: orderId, billing_type: 'boleta', billing: null });
    demo.world.clock.advance(BILLING_MS);
    expect((await getOrderBillingStatus(orderId)).data).toMatchObject({
      sii_code: null,
      billingSuccess: false,
      Order: { status: 'ERROR' },
    });
    demo.useScenario(null);
    await saveOrderBilling({ orderId, billingType: 'boleta', billing: null });
    expect((await getOrderBillingStatus(orderId)).data.Order.status).toBe('BILLING PROCESSING');
    demo.world.clock.advance(BILLING_MS);
    expect((await getOrderBillingStatus(orderId)).data).toMatchObject({
      sii_code: expect.stringMatching(/^SII-/),
      Order: { status: 'FINISHED' },
    });
  });

  it('billing-stock-error: the billing status read answers 400 once billing failed', async () => {
    demo.useScenario('billing-stock-error');
    const { orderId, paymentId } = await newOrder('EFECTIVO');
    await updatePaymentStatus(paymentId, { status: 'APROBADO' });
    await generateBill({ order_id: orderId, billing_type: 'boleta', billing: null });
    expect((await getOrderBillingStatus(orderId)).data.Order.status).toBe('BILLING PROCESSING');
    demo.world.clock.advance(BILLING_MS);
    expect((await apiError(getOrderBillingStatus(orderId))).status).toBe(400);
  });

  it('server-error: every endpoint answers 500; server-error:<operationId> only that one', async () => {
    demo.useScenario('server-error');
    expect((await apiError(login({ rut: DEMO.seller.rut, password: DEMO.seller.password }))).status).toBe(
      500,
    );
    expect((await apiError(listProducts({ store: 1, type: 'socio' }))).status).toBe(500);
    demo.useScenario('server-error:createOrder');
    expect((await listProducts({ store: 1, type: 'socio' })).data.products).toHaveLength(20);
    const error = await apiError(newOrder());
    expect([error.status, error.errorMessage]).toEqual([
      500,
      'Error interno del servidor. Por favor intente nuevamente más tarde.',
    ]);
  });

  it('transport faults: html answers, a lost answer after the work is done, no answer at all', async () => {
    demo.useScenario('server-error-html:listProducts');
    const html500 = await apiError(listProducts({ store: 1, type: 'socio' }));
    expect(html500.status).toBe(500);
    demo.useScenario('html-answer:listProducts');
    const page = await listProducts({ store: 1, type: 'socio' }).then(
      (r) => r as unknown,
      (e: unknown) => e,
    );
    // The world answers an HTML page with status 200: whatever the client makes of it, no products.
    expect(JSON.stringify(page)).not.toContain('"products"');
    demo.useScenario('lost-answer:createOrder');
    const before = demo.world.state.orders.length;
    const lost = await apiError(newOrder());
    expect(lost.kind).toBe('network');
    expect(demo.world.state.orders.length).toBe(before + 1);
    demo.useScenario('no-answer:listPopularProducts');
    const controller = new AbortController();
    const pending = listPopularProducts({ store: 1, type: 'socio' }, { signal: controller.signal });
    const outcome = await Promise.race([
      pending.then(
        () => 'answered',
        () => 'failed',
      ),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 300)),
    ]);
    controller.abort();
    await pending.catch(() => undefined);
    expect(outcome).toBe('waiting');
  });

  it('late-commit:<operationId>: the answer is lost, the call is carried out 3 s later; a resend with its key is carried out once', async () => {
    const { orderId, paymentId } = await newOrder();
    const body = {
      order_id: orderId,
      machine_id: '001',
      amount: 1780,
      payment_type: 'TARJETA DE DEBITO' as const,
      payment_id: paymentId,
    };
    demo.useScenario('late-commit:createRedelcomPayment');
    const key = withKey();
    expect((await apiError(createRedelcomPayment(body, key))).kind).toBe('network');
    const read = async () => (await listOrderPayments(orderId)).data.payments[0]!;
    // A read right after does not show it: the server has not committed it yet.
    expect((await read()).rdc_transaction_id).toBeNull();
    demo.world.clock.advance(LATE_COMMIT_MS);
    expect((await read()).rdc_transaction_id).not.toBeNull();
    expect(demo.world.state.charges[String(paymentId)]).toBe(1);
    // Sent again with the same key while the first is still pending: carried out once, answered.
    const second = await newOrder();
    const again = { ...body, order_id: second.orderId, payment_id: second.paymentId };
    const other = withKey();
    await apiError(createRedelcomPayment(again, other));
    const answer = await createRedelcomPayment(again, other);
    expect(answer.data.payment.rdc_transaction_id).not.toBeNull();
    demo.world.clock.advance(LATE_COMMIT_MS);
    await read();
    expect(demo.world.state.charges[String(second.paymentId)]).toBe(1);
  });

  it('reset:<operationId>: that call answers 400 with errorAction reset and changes nothing', async () => {
    const { orderId, paymentId } = await newOrder();
    demo.useScenario('reset:createTransbankPayment');
    const refused = await apiError(
      createTransbankPayment(
        { order_id: orderId, payment_id: paymentId, transbank_code: '123456' },
        withKey(),
      ),
    );
    expect([refused.status, refused.errorAction, refused.errorMessage]).toEqual([
      400,
      'reset',
      'El código de autorización ya fue usado en otra orden',
    ]);
    expect((await listOrderPayments(orderId)).data.payments[0]!.status).toBe('PENDIENTE');
    expect(demo.world.state.charges[String(paymentId)]).toBeUndefined();
  });

  it('qr-paid-at-cancel: the cancel of a QR finds it paid and answers APROBADO', async () => {
    const { orderId, paymentId } = await newOrder('MACH');
    const mach = (await createMachPayment({ amount: 1780, orderId, smartPOS: false }, withKey())).data.mach;
    demo.useScenario('qr-paid-at-cancel');
    expect((await cancelMachPayment(mach.id)).data.mach.status).toBe('APROBADO');
    expect((await listOrderPayments(orderId)).data.payments.find((p) => p.id === paymentId)?.status).toBe(
      'APROBADO',
    );
    const redpay = await newOrder('REDPAY');
    const token = (
      await createRedpayPayment({ amount: 1780, orderId: redpay.orderId, customerId: 1 }, withKey())
    ).data;
    expect((await revokeRedpayPayment({ redpayPaymentId: token.id })).data.status).toBe('APROBADO');
  });

  it('slow-network:<ms> delays every answer', async () => {
    demo.useScenario('slow-network:300');
    const started = performance.now();
    await listPopularProducts({ store: 1, type: 'socio' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('session-expired: the 4th authenticated call answers 401 and revokes the token; a new login works', async () => {
    demo.useScenario('session-expired');
    let token = demo.token();
    configureApi({ getToken: () => token });
    for (let i = 0; i < 3; i++) await listPopularProducts({ store: 1, type: 'socio' });
    expect((await apiError(listPopularProducts({ store: 1, type: 'socio' }))).status).toBe(401);
    expect((await apiError(listPopularProducts({ store: 1, type: 'socio' }))).status).toBe(401);
    configureApi({ getToken: () => null });
    token = (await login({ rut: DEMO.seller.rut, password: DEMO.seller.password })).data.accessToken;
    configureApi({ getToken: () => token });
    expect((await listPopularProducts({ store: 1, type: 'socio' })).data.products.length).toBeGreaterThan(0);
  });

  it('session-expired:<operationId> fires on that operation (401 mid-flow at order creation)', async () => {
    demo.useScenario('session-expired:createOrder');
    const token = demo.token();
    configureApi({ getToken: () => token });
    await listProducts({ store: 1, type: 'socio' });
    expect((await apiError(newOrder())).status).toBe(401);
    configureApi({ getToken: () => demo.token() });
  });

  it('session-expired:login refuses the login with a 401 (a login has no session to expire)', async () => {
    demo.useScenario('session-expired:login');
    const refused = await apiError(login({ rut: DEMO.seller.rut, password: DEMO.seller.password }));
    expect(refused).toMatchObject({ status: 401, message: 'RUT o contraseña incorrectos' });
    demo.useScenario(null);
    expect(
      (await login({ rut: DEMO.seller.rut, password: DEMO.seller.password })).data.accessToken,
    ).toBeTruthy();
  });

  it('stock-refused:<operationId>: that stock call answers 200 with success false and changes nothing', async () => {
    demo.useScenario('stock-refused:setStoreOrderStockToEnter');
    const before = demo.world.state.storeOrders.find((g) => g.id === 1)!.lines[0]!.stock_to_enter;
    const answer = await setStoreOrderStockToEnter({ store_order_id: 1, product_id: 5, new_amount: 7 });
    expect(answer).toEqual({
      success: false,
      errorMessage: 'El sistema de inventario no aceptó la solicitud',
    });
    expect(demo.world.state.storeOrders.find((g) => g.id === 1)!.lines[0]!.stock_to_enter).toBe(before);
    demo.useScenario('stock-refused:printStoreOrderEntered');
    const print = await printStoreOrderEntered({
      document_id: 2,
      document_number: DEMO.storeOrders.received,
      machine_number: null,
      provider: 'REDELCOM',
    });
    expect([print.success, print.data]).toEqual([false, undefined]);
  });

  it('empty-catalogue: no products anywhere', async () => {
    demo.useScenario('empty-catalogue');
    expect((await listProducts({ store: 1, type: 'socio' })).data.products).toEqual([]);
    expect((await listPopularProducts({ store: 1, type: 'socio' })).data.products).toEqual([]);
    const ean = demo.world.state.products[0]!.ean!;
    expect((await apiError(getProductByEan(ean))).status).toBe(404);
  });

  it('ubereats-no-integration: the login store sells Uber Eats without the integration', async () => {
    const seller = { rut: DEMO.seller.rut, password: DEMO.seller.password };
    expect((await login(seller)).data.user.Store.ubereats_active_integration).toBe(true);
    demo.useScenario('ubereats-no-integration');
    const store = (await login(seller)).data.user.Store;
    expect(store.ubereats_active_integration).toBe(false);
    expect(store.ubereats_active).toBe(true);
  });

  it('Storybook: scenarioHandlers gives a fresh world with the scenario, no token needed', async () => {
    demo.server.use(...scenarioHandlers('empty-catalogue'));
    configureApi({ getToken: () => null });
    expect((await listProducts({ store: 1, type: 'socio' })).data.products).toEqual([]);
    demo.server.resetHandlers();
    demo.server.use(...scenarioHandlers(null));
    expect((await listProducts({ store: 1, type: 'socio' })).data.products).toHaveLength(20);
    configureApi({ getToken: () => demo.token() });
  });

  it('the running app reads ?scenario= once and keeps it in sessionStorage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    expect(resolveScenario('?scenario=payment-rejected', storage)).toBe('payment-rejected');
    expect(store.get(SCENARIO_STORAGE_KEY)).toBe('payment-rejected');
    expect(resolveScenario('', storage)).toBe('payment-rejected');
    expect(resolveScenario('?scenario=none', storage)).toBeNull();
    expect(resolveScenario('', storage)).toBeNull();
  });
});
