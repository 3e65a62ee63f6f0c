import {
  getCreateOrderMockHandler,
  getGetOrderMockHandler,
  getListCustomerOrdersMockHandler,
  getListSavedOrdersMockHandler,
  getRejectOrderMockHandler,
  getUpdateOrderMockHandler,
} from '@/api/generated/endpoints/orders/orders.msw.ts';
import {
  CreateOrderRequest,
  CreateOrderResponse,
  RejectOrderRequest,
  UpdateOrderRequest,
  UpdateOrderResponse,
} from '@/api/generated/model';
import type { World } from '../world/index';
import {
  advanceBilling,
  availableStock,
  linesTotal,
  moveStock,
  openCharge,
  priceLines,
  storeOf,
} from '../world/rules';
import type { OrderRecord, PaymentRecord } from '../world/types';
import { checkoutOrderView, findProduct, orderView, savedOrderView } from '../world/views';
import { badRequest, type Ctx, notFound, type OperationRegistry, once, operation } from './kit';

/** Rejecting an order with an approved payment (modelled): that money must be returned another way. */
export const ORDER_HAS_APPROVED_PAYMENTS = 'No se puede rechazar una orden con pagos aprobados';
export const ORDER_NOT_FOUND = 'Orden no encontrada';
/** An update would drop or rewrite a payment whose charge is still open on its provider. */
export const ORDER_CHARGE_OPEN =
  'La orden tiene un cobro en curso: no se puede modificar hasta que termine o se cancele';
export const ORDER_HAS_APPROVED = 'La orden ya tiene pagos aprobados';

export function findOrder(world: World, id: number): OrderRecord {
  const order = world.state.orders.find((o) => o.id === id);
  if (!order) return notFound(ORDER_NOT_FOUND);
  advanceBilling(world, order);
  return order;
}

/** 400 when a product is unknown, has no price or (when taking stock) lacks stock. */
function checkLines(
  world: World,
  items: { id: number; amount: number }[],
  takingStock: boolean,
  priced: { product_id: number; total_unit_price: number }[],
) {
  if (items.length === 0) badRequest('Debe agregar al menos 1 producto');
  for (const [i, item] of items.entries()) {
    const p = findProduct(world.state, item.id);
    if (!p) return badRequest(`El producto ${item.id} no existe`);
    if (priced[i]!.total_unit_price <= 0 && p.prices.length === 0)
      return badRequest(`${p.name} no tiene precio`);
    if (takingStock && availableStock(world.state, p) < item.amount) {
      return badRequest(
        `No hay stock suficiente de ${p.name} (quedan ${Math.max(0, availableStock(world.state, p))})`,
      );
    }
  }
}

function newPayments(
  world: World,
  order: OrderRecord,
  lines: { payment_type: PaymentRecord['payment_type']; amount: number }[],
) {
  const payments: PaymentRecord[] = lines.map((p) => ({
    id: world.next('payment'),
    order_id: order.id,
    payment_type: p.payment_type,
    amount: p.amount,
    status: 'PENDIENTE',
    provider: null,
    deposit_id: null,
    payed: null,
    next: null,
    rdc_transaction_id: null,
    smart_pos_transaction_id: null,
    created_at: world.now().toISOString(),
    polls: 0,
  }));
  payments.forEach((p, i) => {
    p.next = payments[i + 1]?.id ?? null;
  });
  return payments;
}

const paidTotal = (payments: { payment_type: string; amount: number }[]) =>
  payments.filter((p) => p.payment_type !== 'METODO DE PAGO').reduce((s, p) => s + p.amount, 0);

/**
 * Creates an order as POST /api/orders/new does (prices, stock, payments), for the handler and for
 * stories and tests that need an order in the world before the screen opens.
 */
export function insertOrder(
  world: World,
  body: ReturnType<typeof CreateOrderRequest.parse>,
  { sellerId, idempotencyKey }: { sellerId: number | null; idempotencyKey: string | null },
): OrderRecord {
  const store = storeOf(world.state, body.store_id);
  if (!store) return badRequest('Local no encontrado');
  const customer =
    body.customer_id === null ? undefined : world.state.customers.find((c) => c.id === body.customer_id);
  if (body.customer_id !== null && !customer) return badRequest('Cliente no encontrado');
  const lines = priceLines(world.state, store, body.buy_type, body.products, Boolean(customer?.apply_bulk));
  checkLines(world, body.products, !body.saved, lines);
  const paid = body.payments.filter((p) => p.payment_type !== 'METODO DE PAGO');
  const paymentsTotal = paidTotal(paid);
  const order: OrderRecord = {
    id: world.next('order'),
    order_number: world.next('orderNumber'),
    store_id: store.id,
    buy_type: body.buy_type,
    created_at: world.now().toISOString(),
    sale_admin_id: body.sale_admin_id ?? sellerId,
    save_admin_id: body.save_admin_id ?? (body.saved ? sellerId : null),
    customer_id: body.customer_id,
    lines,
    // The client validated that its payments match its total (discounts included).
    total_amount: !body.saved && paid.length > 0 ? paymentsTotal : linesTotal(lines),
    status: body.saved ? 'PENDIENTE' : 'PAGANDO',
    doc_type: body.doc_type,
    saved: body.saved,
    coupon: body.coupon,
    machine_number: body.machine_number,
    delivery_company: body.delivery_company,
    recommended_product_ids: body.recommended_product_ids,
    billing: null,
    bill_number: null,
    sii_code: null,
    billing_started_at: null,
    billing_success: null,
    pickup_code: null,
    delivery_type: null,
    delivery_time: null,
    delivery_status: null,
    uber_estimate_id: null,
    stock_taken: !body.saved,
    idempotency_key: idempotencyKey,
  };
  if (order.stock_taken) moveStock(world.state, order.lines, -1);
  world.state.orders.push(order);
  world.state.payments.push(...newPayments(world, order, body.payments));
  world.log(
    `[demo] order ${order.order_number} (id ${order.id}) ${body.saved ? 'saved' : 'created'}: $${order.total_amount}, ${order.status}`,
  );
  return order;
}

export function registerOrders(r: OperationRegistry): void {
  operation(r, 'createOrder', getCreateOrderMockHandler, async (ctx) => {
    const body = await ctx.body(CreateOrderRequest);
    return once(ctx, 'createOrder', body, CreateOrderResponse, () => createOrderNow(ctx, body));
  });

  function createOrderNow(ctx: Ctx, body: ReturnType<typeof CreateOrderRequest.parse>) {
    const order = insertOrder(ctx.world, body, {
      sellerId: ctx.seller?.id ?? null,
      idempotencyKey: ctx.info.request.headers.get('idempotency-key'),
    });
    return { code: 201 as const, data: { order_id: order.id, order_number: order.order_number } };
  }

  operation(r, 'rejectOrder', getRejectOrderMockHandler, async (ctx) => {
    const { order_id } = await ctx.body(RejectOrderRequest);
    const order = findOrder(ctx.world, order_id);
    if (order.status === 'FINISHED' || order.status === 'BILLING PROCESSING') {
      return badRequest('No se puede rechazar una orden pagada');
    }
    // Money taken on the order is not dropped by rejecting it (modelled).
    if (ctx.world.state.payments.some((p) => p.order_id === order.id && p.status === 'APROBADO')) {
      return badRequest(ORDER_HAS_APPROVED_PAYMENTS);
    }
    order.status = 'RECHAZADO';
    order.saved = false;
    if (order.stock_taken) {
      moveStock(ctx.world.state, order.lines, 1);
      order.stock_taken = false;
    }
    for (const p of ctx.world.state.payments) {
      if (p.order_id === order.id && p.status !== 'APROBADO') p.status = 'CANCELADO';
    }
    ctx.world.log(`[demo] order ${order.order_number} rejected`);
    return { data: { order_id: order.id, order_status: order.status } };
  });

  operation(r, 'listCustomerOrders', getListCustomerOrdersMockHandler, (ctx) => {
    const customerId = ctx.intParam('customerId', 'Cliente no encontrado');
    const state = ctx.world.state;
    if (!state.customers.some((c) => c.id === customerId)) return notFound('Cliente no encontrado');
    const orders = state.orders
      .filter(
        (o) => o.customer_id === customerId && !o.saved && !['RECHAZADO', 'CANCELADO'].includes(o.status),
      )
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((o) => orderView(state, o));
    return { data: { orders } };
  });

  operation(r, 'listSavedOrders', getListSavedOrdersMockHandler, (ctx) => {
    const sellerId = ctx.intParam('sellerId', 'Vendedor no encontrado');
    const state = ctx.world.state;
    const savedOrders = state.orders
      .filter((o) => o.saved && o.status === 'PENDIENTE' && (o.save_admin_id ?? o.sale_admin_id) === sellerId)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((o) => savedOrderView(state, o));
    return { data: { savedOrders } };
  });

  operation(r, 'getOrder', getGetOrderMockHandler, (ctx) => {
    const order = findOrder(ctx.world, ctx.intParam('id', ORDER_NOT_FOUND));
    return { data: { order: checkoutOrderView(ctx.world.state, order) } };
  });

  operation(r, 'updateOrder', getUpdateOrderMockHandler, async (ctx) => {
    const id = ctx.intParam('id', ORDER_NOT_FOUND);
    const body = await ctx.body(UpdateOrderRequest);
    return once(ctx, 'updateOrder', { id, body }, UpdateOrderResponse, () => updateOrderNow(ctx, id, body));
  });

  /**
   * One order per sale: products and coupon (spec 000), and as modelled, a purchase of a saved
   * or paying order (saved false: PAGANDO, stock taken, its pending payments replaced) or a save
   * of a paying order (saved true: PENDIENTE, stock given back, listed in the saved orders).
   */
  function updateOrderNow(ctx: Ctx, id: number, body: ReturnType<typeof UpdateOrderRequest.parse>) {
    const world = ctx.world;
    const order = findOrder(world, id);
    if (!['PENDIENTE', 'PAGANDO'].includes(order.status))
      return badRequest('La orden ya no se puede modificar');
    // An update replaces the order's payments: never one approved or with a charge still open
    // (a real server refuses it too: the customer's money would move twice or be lost).
    const payments = world.state.payments.filter((p) => p.order_id === order.id);
    if (payments.some((p) => openCharge(world, p) !== null)) return badRequest(ORDER_CHARGE_OPEN);
    if (payments.some((p) => p.status === 'APROBADO')) return badRequest(ORDER_HAS_APPROVED);
    const store = storeOf(world.state, order.store_id)!;
    const customer = world.state.customers.find((c) => c.id === order.customer_id);
    const lines = priceLines(
      world.state,
      store,
      order.buy_type,
      body.products,
      Boolean(customer?.apply_bulk),
    );
    const saved = body.saved ?? order.saved;
    const takeStock = !saved;
    // Check the new lines against the stock as it would be without this order's own.
    if (order.stock_taken) moveStock(world.state, order.lines, 1);
    try {
      checkLines(world, body.products, takeStock, lines);
    } catch (error) {
      if (order.stock_taken) moveStock(world.state, order.lines, -1);
      throw error;
    }
    if (takeStock) moveStock(world.state, lines, -1);
    order.stock_taken = takeStock;
    order.lines = lines;
    order.coupon = body.coupon;
    order.saved = saved;
    order.status = saved ? 'PENDIENTE' : 'PAGANDO';
    if (body.doc_type) order.doc_type = body.doc_type;
    if (body.machine_number !== undefined) order.machine_number = body.machine_number;
    if (body.sale_admin_id !== undefined && body.sale_admin_id !== null)
      order.sale_admin_id = body.sale_admin_id;
    if (body.save_admin_id !== undefined && body.save_admin_id !== null)
      order.save_admin_id = body.save_admin_id;
    if (body.recommended_product_ids) order.recommended_product_ids = body.recommended_product_ids;
    if (body.payments) {
      world.state.payments = world.state.payments.filter((p) => p.order_id !== order.id);
      world.state.payments.push(...newPayments(world, order, body.payments));
    }
    const pays = world.state.payments.filter((p) => p.order_id === order.id);
    order.total_amount = !saved && paidTotal(pays) > 0 ? paidTotal(pays) : linesTotal(lines);
    world.log(`[demo] order ${order.order_number} updated: ${lines.length} lines, ${order.status}`);
    return { code: 200 as const, data: { order_id: order.id, order_number: order.order_number } };
  }
}
