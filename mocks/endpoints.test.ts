/**
 * Drives every operation of the contract through the node setup with the generated client
 * functions (which validate each answer with the generated zod schema in tests) and checks the
 * answer and the change of state.
 */
import { describe, expect, it } from 'vitest';
import {
  generateBill,
  getBillingByRut,
  getOrderBillingStatus,
  printBill,
  saveOrderBilling,
} from '@/api/generated/endpoints/billing/billing.ts';
import { redeemCoupon, validateCoupon } from '@/api/generated/endpoints/coupons/coupons.ts';
import {
  createCustomer,
  getCustomerByRut,
  getCustomerPoints,
} from '@/api/generated/endpoints/customers/customers.ts';
import {
  acceptDeliveryOrder,
  getDeliveryOrder,
  refreshDeliveryOrder,
} from '@/api/generated/endpoints/delivery/delivery.ts';
import {
  getExpressOrderDetails,
  getOrderByPickupCode,
  listExpressOrders,
  updateDeliveryStatus,
} from '@/api/generated/endpoints/express/express.ts';
import {
  cancelMachPayment,
  createMachPayment,
  getMachPaymentStatus,
  getMachQr,
} from '@/api/generated/endpoints/mach/mach.ts';
import {
  createOrder,
  getOrder,
  listCustomerOrders,
  listSavedOrders,
  rejectOrder,
  updateOrder,
} from '@/api/generated/endpoints/orders/orders.ts';
import {
  changePaymentType,
  createCornershopPayment,
  createPedidosYaPayment,
  createRappiPaylessOrder,
  createRappiPayment,
  createRedelcomPayment,
  createTransbankPayment,
  createTransbankSmartPosPayment,
  createUberEatsPayment,
  createWalletPayment,
  getRedelcomTransaction,
  listOrderPayments,
  sendRedelcomAuthCode,
  sendSupervisorCode,
  sendWalletCode,
  updateMercadoPagoMachinePayment,
  updatePaymentDeposit,
  updatePaymentStatus,
} from '@/api/generated/endpoints/payments/payments.ts';
import {
  getCartPromotions,
  getProductByEan,
  listPackChildren,
  listPopularProducts,
  listProducts,
} from '@/api/generated/endpoints/products/products.ts';
import {
  addRecommendedProducts,
  exitRecommendations,
  getRecommendedProducts,
} from '@/api/generated/endpoints/recommendations/recommendations.ts';
import {
  createRedpayPayment,
  getRedpayPaymentByOrder,
  revokeRedpayPayment,
} from '@/api/generated/endpoints/redpay/redpay.ts';
import { createReturn, getOrderByBill, printReturn } from '@/api/generated/endpoints/returns/returns.ts';
import { login, logout } from '@/api/generated/endpoints/session/session.ts';
import {
  closeStoreOrder,
  enterPurchaseInvoice,
  enterPurchaseInvoiceStock,
  enterStoreOrderStock,
  getPurchaseInvoiceDetail,
  getStoreOrderDetail,
  getUnitaryProductByEan,
  listPurchaseOrdersForEntry,
  listStoreOrdersForEntry,
  printPurchaseInvoiceEntered,
  printStoreOrderEntered,
  setPurchaseOrderStockToEnter,
  setStoreOrderStockToEnter,
} from '@/api/generated/endpoints/stock/stock.ts';
import type { CreateOrderRequest, PaymentType } from '@/api/generated/model';
import { configureApi } from '@/api/http';
import type { IdempotencyHeaders } from '@/api/idempotency';
import { isInSameSellerOrdersWindow } from '@/domain/time';
import { IDEMPOTENCY_KEY_MISSING, IDEMPOTENCY_KEY_REUSED } from './api/kit';
import { ORDER_CHARGE_OPEN, ORDER_HAS_APPROVED } from './api/orders';
import { PLATFORM_CODE_UNKNOWN, PLATFORM_CODE_USED } from './api/payments';
import { createDemoOperationHandlers } from './handlers';
import { apiError, contractOperationIds, NO_KEY, setupDemoServer, TEST_NOW, withKey } from './testing';
import { BILLING_MS, MACH_APPROVAL_MS, REDELCOM_PENDING_POLLS, REDPAY_APPROVAL_MS } from './world/rules';
import { DEMO } from './world/seed';

const demo = setupDemoServer();

/** What a repeated payment request must leave as it was: payments, charges, QR charges, points. */
function worldRecords(): string {
  const { payments, charges, mach, redpay, customers } = demo.world.state;
  return JSON.stringify({ payments, charges, mach, redpay, points: customers.map((c) => c.points) });
}
const STORE = DEMO.storeId;

/**
 * A create's once-per-key contract: sent again with the same key it answers what it answered
 * first and changes nothing; another body with that key is refused (422); no key at all, 400.
 * `state` is what must not change after the first answer (the world's records by default).
 */
async function expectOncePerKey<B>(
  send: (body: B, headers: IdempotencyHeaders) => Promise<{ data: unknown }>,
  body: B,
  otherBody: B,
  state: () => unknown = worldRecords,
): Promise<void> {
  const key = withKey();
  const first = await send(body, key);
  const before = state();
  expect((await send(body, key)).data).toEqual(first.data);
  expect(state()).toEqual(before);
  const reused = await apiError(send(otherBody, key));
  expect([reused.status, reused.errorMessage]).toEqual([422, IDEMPOTENCY_KEY_REUSED]);
  const missing = await apiError(send(body, NO_KEY));
  expect([missing.status, missing.errorMessage]).toEqual([400, IDEMPOTENCY_KEY_MISSING]);
  expect(state()).toEqual(before);
}

function order(overrides: Partial<CreateOrderRequest> = {}): CreateOrderRequest {
  return {
    sale_admin_id: 1,
    save_admin_id: null,
    customer_id: DEMO.member.id,
    products: [
      { id: 1, amount: 2 },
      { id: 5, amount: 1 },
    ],
    saved: false,
    store_id: STORE,
    coupon: null,
    machine_number: '001',
    buy_type: 'socio',
    payments: [{ payment_type: 'EFECTIVO', amount: 3770 }],
    delivery_company: null,
    recommended_product_ids: [],
    doc_type: 'boleta',
    recommended_watch_time: null,
    ...overrides,
  };
}

/** Creates an order paid with the given rows; returns ids of the order and its payments. */
async function newOrder(
  payments: { payment_type: PaymentType; amount: number }[],
  extra: Partial<CreateOrderRequest> = {},
) {
  const created = await createOrder(order({ payments, ...extra }), withKey());
  const listed = await listOrderPayments(created.data.order_id);
  return {
    orderId: created.data.order_id,
    number: created.data.order_number,
    payments: listed.data.payments,
  };
}

const productStock = (id: number) => demo.world.state.products.find((p) => p.id === id)!.stock;

describe('session', () => {
  it('logs in with a formatted or a cleaned RUT and answers the user, the store and a JWT-shaped token', async () => {
    configureApi({ getToken: () => null });
    const formatted = await login({ rut: DEMO.seller.rut, password: DEMO.seller.password });
    const cleaned = await login({ rut: '111111111', password: DEMO.seller.password });
    expect(formatted.data.user.name).toBe('Vendedor Demo');
    expect(cleaned.data.user.id).toBe(1);
    expect(formatted.data.user.Store.mach_active).toBe(true);
    const [, payload] = formatted.data.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims.sub).toBe(1);
    expect(claims.exp - claims.iat).toBe(12 * 3600);
    expect(claims.iat).toBe(Date.parse(TEST_NOW) / 1000);
    const franchise = await login({ rut: DEMO.franchiseSeller.rut, password: 'demo1234' });
    expect(franchise.data.user.Store.is_franchise).toBe(true);
    expect(franchise.data.user.Store.bsale_api_token_name).toBeNull();
    configureApi({ getToken: () => demo.token() });
  });

  it('answers 400 with the server message for a wrong password or an unknown RUT (never 401)', async () => {
    const wrong = await apiError(login({ rut: DEMO.seller.rut, password: 'nope' }));
    expect(wrong.status).toBe(400);
    expect(wrong.errorMessage).toBe('RUT o contraseña incorrectos');
    const unknown = await apiError(login({ rut: '33.333.333-3', password: 'demo1234' }));
    expect(unknown.status).toBe(400);
  });

  it('logs out: the token is revoked and the next call answers 401', async () => {
    const token = demo.token();
    configureApi({ getToken: () => token });
    expect((await logout()).success).toBe(true);
    expect((await apiError(getCustomerPoints(1))).status).toBe(401);
    configureApi({ getToken: () => demo.token() });
  });

  it('answers 401 without a token, with a forged one and with an expired one', async () => {
    configureApi({ getToken: () => null });
    expect((await apiError(listSavedOrders(1))).status).toBe(401);
    const token = demo.token();
    configureApi({ getToken: () => `${token.slice(0, -2)}xx` });
    expect((await apiError(listSavedOrders(1))).status).toBe(401);
    configureApi({ getToken: () => token });
    demo.world.clock.advance(12 * 3600 * 1000 + 1000);
    expect((await apiError(listSavedOrders(1))).status).toBe(401);
    configureApi({ getToken: () => demo.token() });
  });
});

describe('customers', () => {
  it('finds the member, the non-member, 404s an unknown RUT, 400s an invalid one', async () => {
    const member = await getCustomerByRut('12345678-5', { type: 'socio' });
    expect(member.code).toBe(200);
    expect(member.data.customer).toMatchObject({ id: 1, name: 'Camila Rojas', subscription: true });
    expect((await getCustomerByRut('9.876.543-3', { type: 'no-socio' })).data.customer.subscription).toBe(
      false,
    );
    expect((await apiError(getCustomerByRut('15555555-6', { type: 'socio' }))).status).toBe(404);
    const invalid = await apiError(getCustomerByRut('12345678-9', { type: 'socio' }));
    expect([invalid.status, invalid.errorMessage]).toEqual([400, 'Rut inválido']);
  });

  it('registers the unknown RUT, which is then found; a second registration is refused', async () => {
    const created = await createCustomer({ rut: '15555555-6', registerAdmin: 1 });
    expect(created.data.customer.rut).toBe('15555555-6');
    expect((await getCustomerByRut('15555555-6', { type: 'no-socio' })).data.customer.id).toBe(
      created.data.customer.id,
    );
    expect((await apiError(createCustomer({ rut: '15.555.555-6', registerAdmin: 1 }))).status).toBe(400);
  });

  it("answers Camila's points: usable 12.345", async () => {
    const { data } = await getCustomerPoints(1);
    expect(data.cash + data.points - data.reserved).toBe(12_345);
    expect((await apiError(getCustomerPoints(999))).status).toBe(404);
  });
});

describe('products', () => {
  it('pages the catalogue by 20 and searches by name, SKU and EAN', async () => {
    const first = await listProducts({ store: STORE, type: 'socio' });
    expect(first.data.products).toHaveLength(20);
    const all = [];
    for (let offset = 0; ; offset += 20) {
      const page = await listProducts({ store: STORE, type: 'socio', offset, limit: 20 });
      all.push(...page.data.products);
      if (page.data.products.length < 20) break;
    }
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(
      (await listProducts({ store: STORE, type: 'socio', query: 'torobayo' })).data.products[0]!.id,
    ).toBe(12);
    expect((await listProducts({ store: STORE, type: 'socio', query: '9990001' })).data.products[0]!.id).toBe(
      8,
    );
    const ean = demo.world.state.products.find((p) => p.id === 10)!.ean!.split(',')[1]!;
    expect(
      (await listProducts({ store: STORE, type: 'socio', query: ean })).data.products.map((p) => p.id),
    ).toEqual([10]);
    expect(
      (await listProducts({ store: STORE, type: 'socio', query: 'pisco' })).data.products.length,
    ).toBeGreaterThan(5);
  });

  it('answers the featured products', async () => {
    const { data } = await listPopularProducts({ store: STORE, type: 'socio' });
    expect(data.products.map((p) => p.id)).toContain(3);
    expect(data.products.length).toBeGreaterThanOrEqual(8);
  });

  it('answers promotions for carts that trigger them (CLP for the whole line)', async () => {
    const none = await getCartPromotions({
      cart: [{ product: 1, amount: 2 }],
      userId: 1,
      store: STORE,
      payments: [],
      buyType: 'socio',
    });
    expect(none.data.promotions).toEqual([]);
    const six = await getCartPromotions({
      cart: [
        { product: 1, amount: 12 },
        { product: 3, amount: 1 },
        { product: 5, amount: 2 },
      ],
      userId: 1,
      store: STORE,
      payments: [{ payment_type: 'EFECTIVO', amount: 1000 }],
      buyType: 'socio',
    });
    expect(six.data.promotions.map((p) => [p.id, p.products[0]!.discount])).toEqual([
      [1, 2400],
      [2, 1000],
    ]);
    const platform = await getCartPromotions({
      cart: [{ product: 1, amount: 12 }],
      userId: null,
      store: STORE,
      payments: [],
      buyType: 'rappi',
    });
    expect(platform.data.promotions).toEqual([]);
  });

  it('lists pack children with their EAN lists; 404 for a non-pack', async () => {
    const { data } = await listPackChildren(9);
    expect(data.products.map((p) => [p.id, p.child_quantity])).toEqual([
      [3, 1],
      [5, 1],
    ]);
    expect(data.products[0]!.ean).toMatch(/^\d{13}$/);
    expect((await apiError(listPackChildren(1))).status).toBe(404);
  });

  it('finds a product by any of its EANs; 404 "Producto no encontrado"', async () => {
    const eans = demo.world.state.products.find((p) => p.id === 10)!.ean!.split(',');
    for (const ean of eans) expect((await getProductByEan(ean)).data.product.id).toBe(10);
    const missing = await apiError(getProductByEan('7800000000000'));
    expect([missing.status, missing.errorMessage]).toEqual([404, 'Producto no encontrado']);
  });
});

describe('coupons', () => {
  const params = { customerId: 1, products: '1,4,5', storeId: STORE };

  it('validates DESC5000 and CLUB10 (limited to its products, members only)', async () => {
    const desc = await validateCoupon({ ...params, code: 'desc5000' });
    expect(desc.data.coupon).toMatchObject({
      code: 'DESC5000',
      coupon_type: 'diff',
      coupon_value: 5000,
      min_cart_amount: 20000,
    });
    expect(desc.data.products).toEqual([1, 4, 5]);
    const club = await validateCoupon({ ...params, code: 'CLUB10' });
    expect(club.data.coupon).toMatchObject({
      coupon_type: 'percentage',
      coupon_value_percentage: 10,
      max_discount: 10000,
    });
    expect(club.data.products).toEqual([4]);
    const nonMember = await apiError(validateCoupon({ ...params, customerId: 2, code: 'CLUB10' }));
    expect([nonMember.status, nonMember.errorMessage]).toEqual([
      400,
      'Cupón válido solo para socios del club',
    ]);
    const noProducts = await apiError(validateCoupon({ ...params, products: '1,5', code: 'CLUB10' }));
    expect(noProducts.errorMessage).toBe('El cupón no aplica a los productos del carro');
  });

  it('answers 400 for the expired coupon and 404 for an unknown code, with their messages', async () => {
    const expired = await apiError(validateCoupon({ ...params, code: 'VERANO2024' }));
    expect([expired.status, expired.errorMessage]).toEqual([400, 'El cupón VERANO2024 está vencido']);
    const unknown = await apiError(validateCoupon({ ...params, code: 'NOEXISTE' }));
    expect([unknown.status, unknown.errorMessage]).toEqual([404, 'El cupón NOEXISTE no existe']);
  });

  it('redeems a coupon (recorded)', async () => {
    expect((await redeemCoupon({ customerId: 1, couponId: 1 })).success).toBe(true);
    expect(demo.world.state.couponRedemptions).toHaveLength(1);
    expect((await apiError(redeemCoupon({ customerId: 1, couponId: 3 }))).status).toBe(400);
  });
});

describe('orders', () => {
  it('creates an order (201, PAGANDO) that is then found, and takes its stock', async () => {
    const before = productStock(1);
    const created = await createOrder(order(), withKey());
    expect(created.code).toBe(201);
    const found = await getOrder(created.data.order_id);
    expect(found.data.order).toMatchObject({
      order_id: created.data.order_id,
      order_number: created.data.order_number,
      order_status: 'PAGANDO',
      total_amount: 3770,
      document_type: 'boleta',
    });
    expect(found.data.order.payments).toHaveLength(1);
    expect(productStock(1)).toBe(before - 2);
  });

  it('refuses an order beyond stock or with an unknown product', async () => {
    const noStock = await apiError(createOrder(order({ products: [{ id: 6, amount: 1 }] }), withKey()));
    expect(noStock.status).toBe(400);
    expect(noStock.errorMessage).toContain('No hay stock suficiente');
    expect(
      (await apiError(createOrder(order({ products: [{ id: 99_999, amount: 1 }] }), withKey()))).status,
    ).toBe(400);
  });

  it('saves an order, lists it among the saved orders of the seller and updates it', async () => {
    const saved = await createOrder(
      order({ saved: true, save_admin_id: 1, payments: [{ payment_type: 'METODO DE PAGO', amount: 0 }] }),
      withKey(),
    );
    const list = await listSavedOrders(1);
    const mine = list.data.savedOrders.find((o) => o.id === saved.data.order_id)!;
    expect(mine.OrderProducts.map((p) => p.product_id)).toEqual([1, 5]);
    expect(list.data.savedOrders.length).toBeGreaterThanOrEqual(3);
    const updated = await updateOrder(
      saved.data.order_id,
      { products: [{ id: 12, amount: 3 }], coupon: 'DESC5000' },
      withKey(),
    );
    expect(updated.code).toBe(200);
    const after = (await listSavedOrders(1)).data.savedOrders.find((o) => o.id === saved.data.order_id)!;
    expect(after.OrderProducts.map((p) => [p.product_id, p.amount])).toEqual([[12, 3]]);
    expect(after.coupon).toBe('DESC5000');
    expect(after.total_amount).toBe(3 * 1390);
  });

  it('rejects an order: RECHAZADO, stock given back', async () => {
    const before = productStock(1);
    const created = await createOrder(order(), withKey());
    const rejected = await rejectOrder({ order_id: created.data.order_id });
    expect(rejected.data.order_status).toBe('RECHAZADO');
    expect(productStock(1)).toBe(before);
    expect((await getOrder(created.data.order_id)).data.order.order_status).toBe('RECHAZADO');
  });

  it("lists Camila's orders with products and returns: 3 Coca-Cola and 3 Torobayo in the current window", async () => {
    const { data } = await listCustomerOrders(1);
    const inWindow = data.orders.filter((o) =>
      isInSameSellerOrdersWindow(new Date(o.created_at), new Date(TEST_NOW)),
    );
    const units = (id: number) =>
      inWindow
        .flatMap((o) => o.OrderProducts)
        .filter((p) => p.product_id === id)
        .reduce((s, p) => s + p.amount, 0);
    expect([units(5), units(12)]).toEqual([3, 3]);
    expect(
      inWindow.flatMap((o) => o.OrderProducts).find((p) => p.product_id === 5)!.Product.customer_discount,
    ).toBe(10);
    expect((await apiError(listCustomerOrders(999))).status).toBe(404);
  });

  it('carries out a create once per Idempotency-Key: a repeat answers the first order and changes nothing', async () => {
    const before = productStock(1);
    const orders = demo.world.state.orders.length;
    const first = await createOrder(order(), withKey('sale-1234:create'));
    const again = await createOrder(order(), withKey('sale-1234:create'));
    expect(again.data).toEqual(first.data);
    expect(demo.world.state.orders.length).toBe(orders + 1);
    expect(productStock(1)).toBe(before - 2);
    expect(demo.world.state.requestCounts.createOrder).toBeGreaterThanOrEqual(2);
    // The same key with another request is refused, a missing key too.
    const reused = await apiError(
      createOrder(order({ products: [{ id: 1, amount: 1 }] }), withKey('sale-1234:create')),
    );
    expect(reused.status).toBe(422);
    expect((await apiError(createOrder(order(), NO_KEY))).status).toBe(400);
    expect(demo.world.state.orders.length).toBe(orders + 1);
  });

  it('does not remember a failed request: the same key works once the cart is fixed', async () => {
    const key = 'sale-fix-stock:create';
    expect(
      (await apiError(createOrder(order({ products: [{ id: 6, amount: 1 }] }), withKey(key)))).status,
    ).toBe(400);
    const created = await createOrder(order(), withKey(key));
    expect(created.code).toBe(201);
  });

  it('buys a saved order through its update: it leaves the saved list, goes PAGANDO and takes stock', async () => {
    const saved = await createOrder(order({ saved: true, sale_admin_id: null, save_admin_id: 1 }), withKey());
    const before = productStock(1);
    expect((await listSavedOrders(1)).data.savedOrders.map((o) => o.id)).toContain(saved.data.order_id);
    await updateOrder(
      saved.data.order_id,
      {
        products: [{ id: 1, amount: 3 }],
        coupon: null,
        saved: false,
        sale_admin_id: 1,
        payments: [{ payment_type: 'EFECTIVO', amount: 2670 }],
      },
      withKey(),
    );
    expect((await listSavedOrders(1)).data.savedOrders.map((o) => o.id)).not.toContain(saved.data.order_id);
    const found = (await getOrder(saved.data.order_id)).data.order;
    expect(found.order_status).toBe('PAGANDO');
    expect(found.payments.map((p) => [p.payment_type, p.amount])).toEqual([['EFECTIVO', 2670]]);
    expect(productStock(1)).toBe(before - 3);
  });

  it('saves a paying order through its update: PENDIENTE, listed, stock given back', async () => {
    const before = productStock(1);
    const created = await createOrder(order(), withKey());
    expect(productStock(1)).toBe(before - 2);
    await updateOrder(
      created.data.order_id,
      { products: [{ id: 1, amount: 2 }], coupon: null, saved: true, save_admin_id: 1 },
      withKey(),
    );
    expect((await listSavedOrders(1)).data.savedOrders.map((o) => o.id)).toContain(created.data.order_id);
    expect((await getOrder(created.data.order_id)).data.order.order_status).toBe('PENDIENTE');
    expect(productStock(1)).toBe(before);
  });

  it('refuses to change an order that has an approved payment', async () => {
    const created = await createOrder(order(), withKey());
    const payment = demo.world.state.payments.find((p) => p.order_id === created.data.order_id)!;
    payment.status = 'APROBADO';
    const refused = await apiError(
      updateOrder(created.data.order_id, { products: [{ id: 1, amount: 1 }], coupon: null }, withKey()),
    );
    expect([refused.status, refused.errorMessage]).toEqual([400, 'La orden ya tiene pagos aprobados']);
  });

  it('refuses an update while a payment has a charge open on its provider, and frees it after the answer', async () => {
    const cash = { payment_type: 'EFECTIVO' as const, amount: 3770 };
    const card = await newOrder([{ payment_type: 'TARJETA DE DEBITO', amount: 3770 }]);
    const started = await createRedelcomPayment(
      {
        order_id: card.orderId,
        machine_id: '001',
        amount: 3770,
        payment_type: 'TARJETA DE DEBITO',
        payment_id: card.payments[0]!.id,
      },
      withKey(),
    );
    const update = (orderId: number) =>
      updateOrder(orderId, { products: [{ id: 1, amount: 1 }], coupon: null, payments: [cash] }, withKey());
    const refused = await apiError(update(card.orderId));
    expect([refused.status, refused.errorMessage]).toEqual([400, ORDER_CHARGE_OPEN]);
    // Nothing changed: the payment holding the transaction is still the order's.
    expect((await listOrderPayments(card.orderId)).data.payments).toEqual([
      expect.objectContaining({
        id: card.payments[0]!.id,
        rdc_transaction_id: started.data.payment.rdc_transaction_id,
      }),
    ]);

    const qr = await newOrder([{ payment_type: 'MACH', amount: 3770 }]);
    await createMachPayment({ amount: 3770, orderId: qr.orderId, smartPOS: false }, withKey());
    expect((await apiError(update(qr.orderId))).errorMessage).toBe(ORDER_CHARGE_OPEN);
    // Once the provider answered (approved), the refusal is the approved payment's.
    demo.world.clock.advance(MACH_APPROVAL_MS);
    expect((await apiError(update(qr.orderId))).errorMessage).toBe(ORDER_HAS_APPROVED);
  });

  it('updates an order whose charge was rejected: nothing is open any more', async () => {
    const card = await newOrder([{ payment_type: 'TARJETA DE DEBITO', amount: 3770 }]);
    await createRedelcomPayment(
      {
        order_id: card.orderId,
        machine_id: '001',
        amount: 3770,
        payment_type: 'TARJETA DE DEBITO',
        payment_id: card.payments[0]!.id,
      },
      withKey(),
    );
    demo.world.state.payments.find((p) => p.id === card.payments[0]!.id)!.status = 'RECHAZADO';
    const updated = await updateOrder(
      card.orderId,
      { products: [{ id: 1, amount: 1 }], coupon: null, payments: [{ payment_type: 'EFECTIVO', amount: 1 }] },
      withKey(),
    );
    expect(updated.data.order_id).toBe(card.orderId);
  });

  it('404s an unknown order id', async () => {
    expect((await apiError(getOrder(424242))).status).toBe(404);
    expect((await apiError(updateOrder(424242, { products: [], coupon: null }, withKey()))).status).toBe(404);
  });
});

describe('recommendations', () => {
  it('proposes products with recommended prices, not in the cart, and records add/exit', async () => {
    const rec = await getRecommendedProducts({
      products: [{ id: 4, amount: 1 }],
      price_list: 1,
      club_price_list: 2,
      store_id: STORE,
      customer_id: 1,
      seller_id: 1,
    });
    expect(rec.data.products.length).toBeGreaterThan(0);
    expect(rec.data.products.map((p) => p.id)).not.toContain(4);
    expect(
      rec.data.products.every((p) => p.recommended_price !== null || p.recommended_price_list_id === 91),
    ).toBe(true);
    const ids = rec.data.products.slice(0, 1).map((p) => p.id);
    await addRecommendedProducts({
      product_id: ids,
      price_list_id: 1,
      store_id: STORE,
      customer_id: 1,
      response_id: rec.data.responseId,
      seller_id: 1,
      timestamp: TEST_NOW,
    });
    await exitRecommendations({ response_id: rec.data.responseId, timestamp: TEST_NOW });
    expect(demo.world.state.recommendationEvents.map((e) => e.kind)).toEqual(['shown', 'added', 'exit']);
  });
});

describe('returns', () => {
  it('finds the boleta and the factura by number, with smart_pos_transaction_id on their payments', async () => {
    const boleta = await getOrderByBill(DEMO.receipt, { doc_type: 'boleta', store_id: STORE });
    expect(boleta.code).toBe(200);
    const payments = await listOrderPayments(boleta.data.order!.id);
    expect(payments.data.payments.map((p) => p.smart_pos_transaction_id)).toEqual([
      'SPT-000450',
      'SPT-000451',
    ]);
    const factura = await getOrderByBill(DEMO.invoice, { doc_type: 'factura', store_id: STORE });
    expect(factura.data.order!.payments).toHaveLength(2);
    const notFound = await apiError(getOrderByBill(DEMO.invoice, { doc_type: 'boleta', store_id: STORE }));
    expect([notFound.status, notFound.errorMessage]).toEqual([
      404,
      'No se encontraron órdenes para el número ingresado',
    ]);
  });

  it('shows the partly returned boleta and refuses returning more than what is left', async () => {
    const { data } = await getOrderByBill(DEMO.receiptPartlyReturned, {
      doc_type: 'boleta',
      store_id: STORE,
    });
    expect(data.order!.Returns[0]!.ReturnProducts).toEqual([{ product_id: 2, amount: 4 }]);
    const tooMany = await apiError(
      createReturn(
        {
          order_id: data.order!.id,
          products: [{ id: 2, amount: 9 }],
          machine_id: '001',
          cash_movement: true,
          smart_pos: false,
        },
        withKey('return-too-many'),
      ),
    );
    expect(tooMany.status).toBe(400);
  });

  it('creates a return (201), gives the stock back, shows it on the order and prints the credit note', async () => {
    const { data } = await getOrderByBill(DEMO.receipt, { doc_type: 'boleta', store_id: STORE });
    const before = productStock(4);
    const created = await createReturn(
      {
        order_id: data.order!.id,
        products: [{ id: 4, amount: 1 }],
        machine_id: '001',
        cash_movement: false,
        smart_pos: true,
      },
      withKey('return-first'),
    );
    expect(created.code).toBe(201);
    expect(productStock(4)).toBe(before + 1);
    const again = await getOrderByBill(DEMO.receipt, { doc_type: 'boleta', store_id: STORE });
    expect(again.data.order!.Returns).toHaveLength(1);
    const printed = await printReturn({
      return_id: created.data.return.id,
      machine_id: '001',
      provider: 'TRANSBANK-SMARTPOS',
      provider_version: 'pro',
    });
    expect(printed.data.printFormat.some((l) => l.text.includes('NOTA DE CRÉDITO'))).toBe(true);
  });

  it('creates a return once per Idempotency-Key: a resend answers the same credit note, another body is refused', async () => {
    const { data } = await getOrderByBill(DEMO.receipt, { doc_type: 'boleta', store_id: STORE });
    const body = {
      order_id: data.order!.id,
      products: [{ id: 1, amount: 2 }],
      machine_id: '001',
      cash_movement: true,
      smart_pos: false,
    };
    const before = productStock(1);
    const first = await createReturn(body, withKey('return-once'));
    const again = await createReturn(body, withKey('return-once'));
    expect(again.data.return.id).toBe(first.data.return.id);
    expect(productStock(1)).toBe(before + 2);
    const other = await apiError(createReturn({ ...body, cash_movement: false }, withKey('return-once')));
    expect(other.status).toBe(422);
    const missing = await apiError(createReturn(body, NO_KEY));
    expect(missing.status).toBe(400);
    const after = await getOrderByBill(DEMO.receipt, { doc_type: 'boleta', store_id: STORE });
    expect(after.data.order!.Returns).toHaveLength(1);
  });
});

describe('billing', () => {
  it('saves invoice data, bills through BILLING PROCESSING to FINISHED with an sii_code, prints lines', async () => {
    const { orderId, payments } = await newOrder([{ payment_type: 'EFECTIVO', amount: 3770 }]);
    await updatePaymentStatus(payments[0]!.id, { status: 'APROBADO' });
    const company = (await getBillingByRut('76543210-3')).data.billing;
    expect(company.company).toBe('Comercial Andes SpA');
    const saved = await saveOrderBilling({ orderId, billingType: 'factura', billing: company });
    expect(saved.data.order_id).toBe(orderId);
    const started = await generateBill({ order_id: orderId, billing_type: 'factura', billing: company });
    expect(started.data.order_status).toBe('BILLING PROCESSING');
    const polling = await getOrderBillingStatus(orderId);
    expect(polling.data).toMatchObject({
      sii_code: null,
      Order: { id: orderId, status: 'BILLING PROCESSING' },
    });
    demo.world.clock.advance(BILLING_MS);
    const done = await getOrderBillingStatus(orderId);
    expect(done.data.Order.status).toBe('FINISHED');
    expect(done.data.billingSuccess).toBe(true);
    expect(done.data.sii_code).toMatch(/^SII-\d+$/);
    const printed = await printBill({
      order_id: orderId,
      format: 'impresa',
      email: null,
      provider: 'REDELCOM',
      provider_version: 'normal',
      billing_success: true,
    });
    expect(printed.data.printFormat[0]).toEqual({
      text: 'Club Demo Providencia',
      align: 'center',
      bold: true,
    });
    expect(printed.data.printFormat.some((l) => l.text.startsWith('FACTURA ELECTRÓNICA'))).toBe(true);
    // The billed factura can now be found for a return.
    const number = demo.world.state.orders.find((o) => o.id === orderId)!.bill_number!;
    expect((await getOrderByBill(number, { doc_type: 'factura', store_id: STORE })).data.order!.id).toBe(
      orderId,
    );
  });

  it('refuses to bill an order with pending payments; 404 for an unknown RUT', async () => {
    const { orderId } = await newOrder([{ payment_type: 'EFECTIVO', amount: 3770 }]);
    expect(
      (await apiError(generateBill({ order_id: orderId, billing_type: 'boleta', billing: null }))).status,
    ).toBe(400);
    const missing = await apiError(getBillingByRut('11111111-1'));
    expect([missing.status, missing.errorMessage]).toEqual([
      404,
      'No existe el RUT. Por favor complete los datos',
    ]);
  });
});

describe('payments', () => {
  it('approves a cash payment: the payment and the order change', async () => {
    const { orderId, payments } = await newOrder([{ payment_type: 'EFECTIVO', amount: 3770 }]);
    const paid = await updatePaymentStatus(payments[0]!.id, { status: 'APROBADO' });
    expect(paid.data.payment.status).toBe('APROBADO');
    expect((await getOrder(orderId)).data.order.order_status).toBe('APROBADO');
  });

  it('records a transfer deposit code and changes a payment type', async () => {
    const { payments } = await newOrder([{ payment_type: 'TRANSFERENCIA BANCARIA', amount: 3770 }]);
    const changed = await changePaymentType(payments[0]!.id, { type: 'OTRO' });
    expect(changed.data.payment.payment_type).toBe('OTRO');
    const deposit = await updatePaymentDeposit(payments[0]!.id, { data: 'TRF-9981', status: 'APROBADO' });
    expect(deposit.data.payment).toMatchObject({ deposit_id: 'TRF-9981', status: 'APROBADO' });
    expect((await apiError(changePaymentType(payments[0]!.id, { type: 'EFECTIVO' }))).status).toBe(400);
  });

  it('Redelcom: 204 for a few polls, then APROBADO; the auth code approves another', async () => {
    const { orderId, payments } = await newOrder([{ payment_type: 'TARJETA DE DEBITO', amount: 3770 }]);
    const started = await createRedelcomPayment(
      {
        order_id: orderId,
        machine_id: '001',
        amount: 3770,
        payment_type: 'TARJETA DE DEBITO',
        payment_id: payments[0]!.id,
      },
      withKey(),
    );
    const tx = started.data.payment.rdc_transaction_id!;
    expect(started.data.payment.provider).toBe('REDELCOM');
    for (let i = 0; i < REDELCOM_PENDING_POLLS; i++) expect(await getRedelcomTransaction(tx)).toBeNull();
    const result = await getRedelcomTransaction(tx);
    expect(result?.data.ESTADO).toBe('APROBADO');
    expect((await getOrder(orderId)).data.order.order_status).toBe('APROBADO');

    const second = await newOrder([{ payment_type: 'TARJETA DE CREDITO', amount: 3770 }]);
    const tx2 = (
      await createRedelcomPayment(
        {
          order_id: second.orderId,
          machine_id: '001',
          amount: 3770,
          payment_type: 'TARJETA DE CREDITO',
          payment_id: second.payments[0]!.id,
        },
        withKey(),
      )
    ).data.payment.rdc_transaction_id!;
    const byCode = await sendRedelcomAuthCode(tx2, { authCode: '123456' }, withKey());
    expect(byCode.data.payment).toMatchObject({ status: 'APROBADO', deposit_id: '123456' });
  });

  it('Transbank SmartPOS and Transbank approve with their codes', async () => {
    const a = await newOrder([{ payment_type: 'TARJETA DE CREDITO', amount: 3770 }]);
    const smart = await createTransbankSmartPosPayment(
      {
        order_id: a.orderId,
        payment_id: a.payments[0]!.id,
        transbank_code: 'A1B2C3',
        smart_pos_transaction_id: 'SPT-900001',
        terminal_id: 'T-01',
      },
      withKey(),
    );
    expect(smart.data.payment).toMatchObject({
      status: 'APROBADO',
      provider: 'TRANSBANK-SMARTPOS',
      smart_pos_transaction_id: 'SPT-900001',
    });
    const b = await newOrder([{ payment_type: 'TARJETA DE DEBITO', amount: 3770 }]);
    const tbk = await createTransbankPayment(
      {
        order_id: b.orderId,
        payment_id: b.payments[0]!.id,
        transbank_code: '778899',
      },
      withKey(),
    );
    expect(tbk.data.payment).toMatchObject({ status: 'APROBADO', provider: 'TRANSBANK' });
  });

  it('Mercado Pago machine updates the payment', async () => {
    const { orderId, payments } = await newOrder([{ payment_type: 'TARJETA DE CREDITO', amount: 3770 }]);
    const mp = await updateMercadoPagoMachinePayment(
      {
        paymentId: payments[0]!.id,
        machineTransactionId: 'MP-555',
        status: 'APROBADO',
        checkCallback: null,
        paymentCallback: null,
        paymentMethod: 'credit_card',
      },
      withKey(),
    );
    expect(mp.data.payment).toMatchObject({
      provider: 'MERCADOPAGO',
      deposit_id: 'MP-555',
      status: 'APROBADO',
    });
    expect((await getOrder(orderId)).data.order.order_status).toBe('APROBADO');
  });

  it('records a SmartPOS approval once per Idempotency-Key: a repeat answers the first record, another body is refused', async () => {
    const { orderId, payments } = await newOrder([{ payment_type: 'TARJETA DE CREDITO', amount: 3770 }]);
    const body = {
      order_id: orderId,
      payment_id: payments[0]!.id,
      transbank_code: 'A1B2C3',
      smart_pos_transaction_id: 'SPT-900002',
      terminal_id: 'T-01',
    };
    await expectOncePerKey(createTransbankSmartPosPayment, body, { ...body, transbank_code: 'ZZZ999' });
  });

  it('records a Mercado Pago approval once per Idempotency-Key: a repeat answers the first record, another body is refused', async () => {
    const { payments } = await newOrder([{ payment_type: 'TARJETA DE CREDITO', amount: 3770 }]);
    const body = {
      paymentId: payments[0]!.id,
      machineTransactionId: 'MP-556',
      status: 'APROBADO' as const,
      checkCallback: null,
      paymentCallback: null,
      paymentMethod: 'credit_card',
    };
    await expectOncePerKey(updateMercadoPagoMachinePayment, body, { ...body, machineTransactionId: 'MP-1' });
  });

  it('platform payments (Rappi, Uber Eats, PedidosYa, Cornershop) approve with their codes', async () => {
    const pay = async (type: PaymentType, buy: CreateOrderRequest['buy_type']) =>
      newOrder([{ payment_type: type, amount: 5000 }], {
        buy_type: buy,
        customer_id: null,
        delivery_company: buy === 'socio' ? null : (buy as 'rappi'),
      });
    const rappi = await pay('RAPPI', 'rappi');
    expect(
      (
        await apiError(
          createRappiPayment(
            {
              order_id: rappi.orderId,
              code: '1234',
              machine_number: '001',
              paymentId: rappi.payments[0]!.id,
              provider: 'REDELCOM',
            },
            withKey(),
          ),
        )
      ).errorMessage,
    ).toBe('Código incompleto');
    const r = await createRappiPayment(
      {
        order_id: rappi.orderId,
        code: '12345678',
        machine_number: '001',
        paymentId: rappi.payments[0]!.id,
        provider: 'REDELCOM',
      },
      withKey(),
    );
    expect(r.data.payment).toMatchObject({
      payment_type: 'RAPPI',
      status: 'APROBADO',
      deposit_id: '12345678',
    });
    const uber = await pay('UBEREATS', 'ubereats');
    const u = await createUberEatsPayment(
      {
        order_id: uber.orderId,
        code: 'UB1',
        machine_number: null,
        paymentId: uber.payments[0]!.id,
        provider: 'TRANSBANK-SMARTPOS',
      },
      withKey(),
    );
    expect(u.data.payment.status).toBe('APROBADO');
    const py = await pay('PEDIDOSYA', 'pedidosya');
    const p = await createPedidosYaPayment(
      {
        order_id: py.orderId,
        code: '1234567890',
        machine_number: '001',
        paymentId: py.payments[0]!.id,
        provider: 'REDELCOM',
      },
      withKey(),
    );
    expect(p.data.payment.payment_type).toBe('PEDIDOSYA');
    // The platform refuses an unknown code (Reintentar) and a used one (errorAction reset); no charge.
    const refused = await pay('RAPPI', 'rappi');
    const refuse = (code: string) =>
      apiError(
        createRappiPayment(
          {
            order_id: refused.orderId,
            code,
            machine_number: '001',
            paymentId: refused.payments[0]!.id,
            provider: 'REDELCOM',
          },
          withKey(),
        ),
      );
    expect(await refuse('00012345')).toMatchObject({ status: 400, errorMessage: PLATFORM_CODE_UNKNOWN });
    const used = await refuse('99912345');
    expect([used.errorMessage, used.errorAction]).toEqual([PLATFORM_CODE_USED, 'reset']);
    expect(demo.world.state.charges[String(refused.payments[0]!.id)] ?? 0).toBe(0);
    const cs = await pay('CORNERSHOP', 'cornershop');
    const c = await createCornershopPayment(
      {
        order_id: cs.orderId,
        code: 'CS-1',
        machine_number: '001',
        paymentId: cs.payments[0]!.id,
        provider: 'REDELCOM',
        transbank_code: '4455',
      },
      withKey(),
    );
    expect(c.data.payment).toMatchObject({ payment_type: 'CORNERSHOP', status: 'APROBADO' });
  });

  it('Rappi Payless approves a barcode; a bad one answers 400 with pinCode', async () => {
    const { orderId } = await newOrder([{ payment_type: 'RAPPI PAYLESS', amount: 3770 }], {
      buy_type: 'rappi-payless',
      customer_id: null,
    });
    const bad = await apiError(
      createRappiPaylessOrder({ barcode: '000123', storeId: STORE, orderId }, withKey()),
    );
    expect([bad.status, bad.pinCode]).toEqual([400, '4321']);
    const ok = await createRappiPaylessOrder({ barcode: '7712345', storeId: STORE, orderId }, withKey());
    expect(ok.data.payment).toMatchObject({ payment_type: 'RAPPI PAYLESS', status: 'APROBADO' });
  });

  it('wallet: SMS and supervisor codes are logged; the right code pays with points', async () => {
    const { orderId, payments } = await newOrder([{ payment_type: 'WALLET', amount: 3770 }]);
    expect((await sendWalletCode({ customer_id: 1, amount: 3770 })).success).toBe(true);
    expect(demo.world.logs.some((l) => l.includes(DEMO.walletSmsCode))).toBe(true);
    expect((await sendSupervisorCode({ store_id: STORE, customer_id: 1, amount: 3770 })).success).toBe(true);
    expect(demo.world.logs.some((l) => l.includes(DEMO.supervisorCode))).toBe(true);
    const wrong = await apiError(
      createWalletPayment(
        {
          order_id: orderId,
          amount: 3770,
          customer_id: 1,
          code: '000000',
          paymentId: payments[0]!.id,
        },
        withKey(),
      ),
    );
    expect(wrong.errorMessage).toBe('Código de verificación incorrecto');
    const paid = await createWalletPayment(
      {
        order_id: orderId,
        amount: 3770,
        customer_id: 1,
        code: DEMO.walletSmsCode,
        paymentId: payments[0]!.id,
      },
      withKey(),
    );
    expect(paid.data.payment).toMatchObject({ payment_type: 'WALLET', status: 'APROBADO' });
    const points = (await getCustomerPoints(1)).data;
    expect(points.cash + points.points - points.reserved).toBe(12_345 - 3770);
    expect((await apiError(sendWalletCode({ customer_id: 1, amount: 50_000 }))).errorMessage).toBe(
      'Puntos insuficientes',
    );
  });
});

describe('payments that create a payment record, once per Idempotency-Key', () => {
  const platformBody = (orderId: number, paymentId: number, code: string) => ({
    order_id: orderId,
    code,
    machine_number: '001',
    paymentId,
    provider: 'REDELCOM' as const,
  });
  it.each([
    ['Rappi', 'RAPPI', 'rappi', createRappiPayment],
    ['Uber Eats', 'UBEREATS', 'ubereats', createUberEatsPayment],
    ['PedidosYa', 'PEDIDOSYA', 'pedidosya', createPedidosYaPayment],
  ] as const)(
    '%s: a repeat answers the first payment and records nothing more; another body is 422',
    async (_name, type, buy, create) => {
      const { orderId, payments } = await newOrder([{ payment_type: type, amount: 3770 }], {
        buy_type: buy,
        customer_id: null,
        delivery_company: buy,
      });
      const body = platformBody(orderId, payments[0]!.id, '1234567890');
      await expectOncePerKey(create, body, { ...body, code: '1234567899' });
      expect(demo.world.state.charges[String(payments[0]!.id)]).toBe(1);
    },
  );

  it('Cornershop: a repeat answers the first payment; another body is 422, no key 400', async () => {
    const { orderId, payments } = await newOrder([{ payment_type: 'CORNERSHOP', amount: 3770 }], {
      buy_type: 'cornershop',
      customer_id: null,
      delivery_company: 'cornershop',
    });
    const body = { ...platformBody(orderId, payments[0]!.id, 'CS-1'), transbank_code: '4455' };
    await expectOncePerKey(createCornershopPayment, body, { ...body, transbank_code: '9999' });
  });

  it('Rappi Payless: a repeat answers the first payment (not "no pending payments"); another barcode is 422, no key 400', async () => {
    const { orderId } = await newOrder([{ payment_type: 'RAPPI PAYLESS', amount: 3770 }], {
      buy_type: 'rappi-payless',
      customer_id: null,
    });
    const body = { barcode: '7712345', storeId: STORE, orderId };
    await expectOncePerKey(createRappiPaylessOrder, body, { ...body, barcode: '7712346' });
  });

  it('wallet: a repeat answers the first payment and spends no more points; another body is 422', async () => {
    const { orderId, payments } = await newOrder([{ payment_type: 'WALLET', amount: 3770 }]);
    const body = {
      order_id: orderId,
      amount: 3770,
      customer_id: 1,
      code: DEMO.walletSmsCode,
      paymentId: payments[0]!.id,
    };
    await expectOncePerKey(createWalletPayment, body, { ...body, amount: 100 });
    const points = (await getCustomerPoints(1)).data;
    expect(points.cash + points.points - points.reserved).toBe(12_345 - 3770);
  });
});

describe('mach', () => {
  it('creates a MACH payment with a QR, approves it after some seconds, refuses to cancel it then', async () => {
    const { orderId } = await newOrder([{ payment_type: 'MACH', amount: 3770 }]);
    const created = await createMachPayment({ amount: 3770, orderId, smartPOS: false }, withKey());
    const id = created.data.mach.id;
    expect(created.data.mach.status).toBe('PENDIENTE');
    expect((await getMachQr(id)).data.qr).toContain('mach');
    expect((await getMachPaymentStatus(id)).data.mach.status).toBe('PENDIENTE');
    demo.world.clock.advance(MACH_APPROVAL_MS);
    expect((await getMachPaymentStatus(id)).data.mach.status).toBe('APROBADO');
    expect((await getOrder(orderId)).data.order.order_status).toBe('APROBADO');
    expect((await apiError(cancelMachPayment(id))).errorMessage).toBe('Error al intentar cancelar el pago');
  });

  it('cancels a pending MACH payment', async () => {
    const { orderId } = await newOrder([{ payment_type: 'MACH', amount: 3770 }]);
    const { data } = await createMachPayment({ amount: 3770, orderId, smartPOS: true }, withKey());
    expect((await cancelMachPayment(data.mach.id)).data.mach.status).toBe('CANCELADO');
  });

  it('starts a MACH payment once per Idempotency-Key: a repeat answers the first, another body is refused', async () => {
    const { orderId } = await newOrder([{ payment_type: 'MACH', amount: 3770 }]);
    const body = { amount: 3770, orderId, smartPOS: false };
    await expectOncePerKey(createMachPayment, body, { ...body, amount: 1000 });
    expect(demo.world.state.mach.filter((m) => m.order_id === orderId)).toHaveLength(1);
  });
});

describe('redpay', () => {
  it('creates a Redpay token, approves it after some seconds, revokes a pending one', async () => {
    const { orderId } = await newOrder([{ payment_type: 'REDPAY', amount: 3770 }]);
    const created = await createRedpayPayment({ amount: 3770, orderId, customerId: 1 }, withKey());
    expect(created.data.token_url).toContain(created.data.token_uuid);
    expect((await getRedpayPaymentByOrder(orderId)).data.status).toBe('PENDIENTE');
    demo.world.clock.advance(REDPAY_APPROVAL_MS);
    expect((await getRedpayPaymentByOrder(orderId)).data.status).toBe('APROBADO');
    expect((await getOrder(orderId)).data.order.order_status).toBe('APROBADO');

    const other = await newOrder([{ payment_type: 'REDPAY', amount: 3770 }]);
    const second = await createRedpayPayment(
      { amount: 3770, orderId: other.orderId, customerId: null },
      withKey(),
    );
    expect((await revokeRedpayPayment({ redpayPaymentId: second.data.id })).data.status).toBe('CANCELADO');
    expect((await apiError(getRedpayPaymentByOrder(424242))).status).toBe(404);
  });

  it('starts a Redpay payment once per Idempotency-Key: a repeat answers the first token, another body is refused', async () => {
    const { orderId } = await newOrder([{ payment_type: 'REDPAY', amount: 3770 }]);
    const body = { amount: 3770, orderId, customerId: 1 as number | null };
    await expectOncePerKey(createRedpayPayment, body, { ...body, customerId: null });
    expect(demo.world.state.redpay.filter((p) => p.order_id === orderId)).toHaveLength(1);
  });
});

describe('express', () => {
  it('lists express orders of each delivery type with pickup codes, finds by code and hands over', async () => {
    const { data } = await listExpressOrders({ store: STORE });
    expect(new Set(data.orders.map((o) => o.delivery_type))).toEqual(
      new Set(['immediate', 'pickup', 'programmed', 'delivery']),
    );
    const byCode = await getOrderByPickupCode(DEMO.pickupCodes.pickup.toLowerCase());
    expect(byCode.data.order.delivery_status).toBe('POR ENTREGAR');
    const details = await getExpressOrderDetails(byCode.data.order.order_id);
    expect(details.data.order.OrderProducts.some((p) => p.Product.sku.startsWith('999'))).toBe(true);
    const delivered = await updateDeliveryStatus({
      order_id: byCode.data.order.order_id,
      delivery_status: 'ENTREGADO',
    });
    expect(delivered.data.order.delivery_status).toBe('ENTREGADO');
    expect((await listExpressOrders({ store: STORE })).data.orders).toHaveLength(data.orders.length - 1);
    const invalid = await apiError(getOrderByPickupCode('ZZZZZZ'));
    expect([invalid.status, invalid.errorMessage]).toEqual([404, 'Codigo invalido']);
  });
});

describe('delivery', () => {
  it('finds the Uber Eats order (a line with stock below quantity), accepts it and refreshes it', async () => {
    const found = await getDeliveryOrder('ubereats', DEMO.uberEatsCode);
    const order = found.data.order;
    expect(order.bill_id).toBeNull();
    expect(order.uberEatsOrder?.status).toBe('Pendiente de preparación');
    expect(order.products.some((p) => p.stock < p.quantity)).toBe(true);
    const accepted = await acceptDeliveryOrder('ubereats', { orderId: order.order_id, machineNumber: '001' });
    expect(accepted.data.billingSuccess).toBe(true);
    const refreshed = await refreshDeliveryOrder('ubereats', order.order_id);
    expect(refreshed.data.order.bill_id).not.toBeNull();
    expect(
      (await apiError(acceptDeliveryOrder('ubereats', { orderId: order.order_id, machineNumber: '001' })))
        .status,
    ).toBe(400);
  });

  it('404s an unknown code, a code of another platform and a too short code', async () => {
    expect((await apiError(getDeliveryOrder('ubereats', 'UE-00000'))).status).toBe(404);
    expect((await apiError(getDeliveryOrder('rappi', DEMO.uberEatsCode))).status).toBe(404);
    expect((await apiError(getDeliveryOrder('ubereats', 'UE'))).status).toBe(404);
    expect((await getDeliveryOrder('rappi', DEMO.rappiCode)).data.order.uberEatsOrder).toBeNull();
  });
});

describe('stock', () => {
  it('lists purchase orders and dispatch guides for entry', async () => {
    const po = await listPurchaseOrdersForEntry(STORE);
    expect(po.data.purchaseOrders.map((p) => p.purchase_order_number)).toEqual(
      expect.arrayContaining([DEMO.purchaseOrders.open, DEMO.purchaseOrders.closed, null]),
    );
    const so = await listStoreOrdersForEntry(STORE);
    expect(so.data.storeOrders.map((g) => g.store_order_number)).toEqual(
      expect.arrayContaining([DEMO.storeOrders.open, null]),
    );
  });

  it('factura flow: start, set a line, enter it (new amount shown, stock up), close, reprint', async () => {
    const entry = await enterPurchaseInvoice({
      invoice_number: '99001',
      status: 'INICIADA',
      purchase_order_id: 1,
    });
    expect(entry).toMatchObject({ success: true, data: { purchaseInvoice: { status: 'INICIADA' } } });
    const id = entry.data!.purchaseInvoice.id;
    const detail = await getPurchaseInvoiceDetail(id);
    expect(detail.data.document).toMatchObject({ id, number: '99001', purchase_order_id: 1 });
    expect(
      (await setPurchaseOrderStockToEnter({ purchase_order_id: 1, product_id: 1, new_amount: 24 })).success,
    ).toBe(true);
    await setPurchaseOrderStockToEnter({ purchase_order_id: 1, product_id: 1, new_amount: 12 }); // replaces, does not add
    const line = (await getPurchaseInvoiceDetail(id)).data.products.find((p) => p.id === 1)!;
    expect(line.stock_to_enter).toBe(12);
    const before = productStock(1);
    const entered = await enterPurchaseInvoiceStock({
      document: detail.data.document,
      products: (await getPurchaseInvoiceDetail(id)).data.products,
      status: 'INICIADA',
    });
    expect(entered.data!.products.find((p) => p.id === 1)).toMatchObject({
      stock_to_enter: 0,
      current_stock: 12,
    });
    expect(productStock(1)).toBe(before + 12);
    const missing = await apiError(
      setPurchaseOrderStockToEnter({ purchase_order_id: 1, product_id: 4, new_amount: 1 }),
    );
    expect(missing.errorMessage).toBe('No se ha encontrado el producto con id 4');
    const closed = await enterPurchaseInvoice({
      invoice_number: '99001',
      status: 'FINISHED_PURCHASE_INVOICE',
      purchase_order_id: 1,
    });
    expect(closed.data!.purchaseInvoice.status).toBe('FINISHED_PURCHASE_INVOICE');
    // A purchase invoice is printed by its purchase order and its number.
    const printed = await printPurchaseInvoiceEntered({
      document_id: 1,
      document_number: '99001',
      machine_number: '001',
      provider: 'REDELCOM',
    });
    expect(printed.success).toBe(true);
    expect(printed.data!.printFormat.length).toBeGreaterThan(3);
  });

  it('the closed invoice answers 400 with purchaseInvoiceStatus FINISHED_PURCHASE_INVOICE', async () => {
    const error = await apiError(
      enterPurchaseInvoice({
        invoice_number: DEMO.invoices.closed,
        status: 'INICIADA',
        purchase_order_id: 3,
      }),
    );
    expect([error.status, error.purchaseInvoiceStatus]).toEqual([400, 'FINISHED_PURCHASE_INVOICE']);
    const inProgress = await enterPurchaseInvoice({
      invoice_number: DEMO.invoices.inProgress,
      status: 'INICIADA',
      purchase_order_id: 2,
    });
    const detail = await getPurchaseInvoiceDetail(inProgress.data!.purchaseInvoice.id);
    expect(detail.data.products.find((p) => p.id === 4)!.stock_to_enter).toBe(12);
  });

  it('guide flow: detail, set, enter, close (then closed), print; the received guide is closed', async () => {
    const detail = await getStoreOrderDetail(1);
    expect(detail.data.document).toEqual({
      id: 1,
      number: DEMO.storeOrders.open,
      status: 'PENDING_STORE_ORDER',
    });
    await setStoreOrderStockToEnter({ store_order_id: 1, product_id: 5, new_amount: 48 });
    expect((await getStoreOrderDetail(1)).data.products.find((p) => p.id === 5)!.stock_to_enter).toBe(48);
    const before = productStock(5);
    const entered = await enterStoreOrderStock({
      document: detail.data.document,
      products: (await getStoreOrderDetail(1)).data.products,
    });
    expect(entered.data!.products.find((p) => p.id === 5)!.current_stock).toBe(48);
    expect(productStock(5)).toBe(before + 48);
    const closed = await closeStoreOrder(1);
    expect(closed.data!.document.status).toBe('RECEIVED_STORE_ORDER');
    expect((await apiError(closeStoreOrder(1))).status).toBe(400);
    expect(
      (await apiError(setStoreOrderStockToEnter({ store_order_id: 1, product_id: 5, new_amount: 1 }))).status,
    ).toBe(400);
    const printed = await printStoreOrderEntered({
      document_id: 1,
      document_number: DEMO.storeOrders.open,
      machine_number: null,
      provider: 'TRANSBANK-SMARTPOS',
    });
    expect(printed.data!.printFormat.some((l) => l.text.includes(DEMO.storeOrders.open))).toBe(true);
    expect((await getStoreOrderDetail(2)).data.document.status).toBe('RECEIVED_STORE_ORDER');
  });

  it('finds a unitary product by EAN; packs and unknown EANs answer 404 with the message', async () => {
    const ean = demo.world.state.products.find((p) => p.id === 5)!.ean!;
    expect((await getUnitaryProductByEan(ean)).data.product.id).toBe(5);
    const pack = demo.world.state.products.find((p) => p.id === 8)!.ean!;
    expect((await apiError(getUnitaryProductByEan(pack))).status).toBe(404);
    const unknown = await apiError(getUnitaryProductByEan('7801234567890'));
    expect(unknown.errorMessage).toBe('No se encontró el producto con EAN 7801234567890');
  });
});

describe('coverage', () => {
  it('registers exactly the operations of the contract (74), in an order where literals win', () => {
    const ids = [...createDemoOperationHandlers(demo.world).keys()];
    expect(new Set(ids)).toEqual(new Set(contractOperationIds()));
    expect(ids).toHaveLength(74);
    expect(ids.indexOf('rejectOrder')).toBeLessThan(ids.indexOf('updateOrder'));
    for (const literal of ['listOrderPayments', 'getOrderBillingStatus', 'getRedpayPaymentByOrder']) {
      expect(ids.indexOf(literal)).toBeLessThan(ids.indexOf('getDeliveryOrder'));
    }
  });

  it('drove every one of the 74 operations in this file', () => {
    const missing = contractOperationIds().filter((id) => !demo.called.has(id));
    expect(missing).toEqual([]);
  });
});
