/**
 * What the demo server does with the world: prices of order lines, stock, payment and billing
 * lifecycles over the world clock. Handlers call these; tests read the constants.
 */
import type { BuyType, Product, Store } from '@/api/generated/model';
import { memberPrice, nonMemberPrice, unitPrices } from '@/domain/prices';
import { isPlatformBuyType } from '@/domain/types';
import type { World } from './index';
import type {
  MachRecord,
  OrderLineRecord,
  OrderRecord,
  PaymentRecord,
  RedpayRecord,
  WorldState,
} from './types';
import { findProduct } from './views';

/** Redelcom: this many polls answer 204 (keep waiting) before the result. */
export const REDELCOM_PENDING_POLLS = 3;
/**
 * MACH approves this long after creation (monitoring is every 5 s): long enough for a reload
 * while the QR shows, short enough for a demo; tests and e2e advance the world's clock instead.
 */
export const MACH_APPROVAL_MS = 20_000;
/** Redpay approves this long after creation (polled every 3 s); same reasoning as MACH. */
export const REDPAY_APPROVAL_MS = 20_000;
/** Billing stays BILLING PROCESSING this long before FINISHED. */
export const BILLING_MS = 3_000;

const FAILED: PaymentRecord['status'][] = ['RECHAZADO', 'CANCELADO', 'ERROR', 'EXPIRADO'];

export function storeOf(state: WorldState, storeId: number): Store | undefined {
  return state.stores.find((s) => s.id === storeId);
}

/** Units a product can sell: packs with children are limited by them. */
export function availableStock(state: WorldState, p: Product): number {
  if (!p.pack || p.childs.length === 0) return p.stock;
  return Math.min(
    ...p.childs.map((c) =>
      Math.floor((findProduct(state, c.child_product_id)?.stock ?? 0) / c.child_quantity),
    ),
  );
}

/** Moves stock: sign -1 takes the lines out of the catalogue, +1 gives them back. */
export function moveStock(
  state: WorldState,
  lines: { product_id: number; amount: number }[],
  sign: 1 | -1,
): void {
  for (const line of lines) {
    const p = findProduct(state, line.product_id);
    if (!p) continue;
    if (p.pack && p.childs.length > 0) {
      for (const c of p.childs) {
        const child = findProduct(state, c.child_product_id);
        if (child) child.stock += sign * c.child_quantity * line.amount;
      }
    } else {
      p.stock += sign * line.amount;
    }
    if (p.sellout && sign === -1) p.sellout.stock = Math.max(0, p.sellout.stock - line.amount);
  }
}

/**
 * The unit price the demo server charges: platform list for platform sales; otherwise the member
 * or non-member price of the price rules, with bulk only from `bulk_amount` units (wholesale
 * customers from the first unit). 0 when the product has no price.
 */
export function unitPriceFor(
  store: Store,
  buyType: BuyType,
  p: Product,
  amount: number,
  wholesale = false,
): number {
  const prices = unitPrices(p, store, buyType);
  if (isPlatformBuyType(buyType)) return prices.normal ?? 0;
  const bulkApplies = wholesale || (p.bulk_amount !== null && p.bulk_amount > 0 && amount >= p.bulk_amount);
  const withBulk = { ...prices, bulk: bulkApplies ? prices.bulk : null };
  return (buyType === 'socio' ? memberPrice(withBulk) : nonMemberPrice(withBulk)) ?? 0;
}

export function priceLines(
  state: WorldState,
  store: Store,
  buyType: BuyType,
  items: { id: number; amount: number }[],
  wholesale: boolean,
): OrderLineRecord[] {
  return items.map((item) => {
    const p = findProduct(state, item.id);
    return {
      product_id: item.id,
      amount: item.amount,
      total_unit_price: p ? unitPriceFor(store, buyType, p, item.amount, wholesale) : 0,
    };
  });
}

export const linesTotal = (lines: OrderLineRecord[]) =>
  lines.reduce((s, l) => s + l.amount * l.total_unit_price, 0);

export function usablePoints(points: { points: number; cash: number; reserved: number }): number {
  return points.cash + points.points - points.reserved;
}

/** After a payment changed: an order whose payments are all approved is APROBADO. */
export function settleOrder(world: World, orderId: number): void {
  const order = world.state.orders.find((o) => o.id === orderId);
  if (!order || !['PAGANDO', 'PENDIENTE', 'APROBADO'].includes(order.status)) return;
  const payments = world.state.payments.filter((p) => p.order_id === orderId);
  if (payments.length > 0 && payments.every((p) => p.status === 'APROBADO')) {
    if (order.status !== 'APROBADO') world.log(`[demo] order ${order.order_number} paid: APROBADO`);
    order.status = 'APROBADO';
    order.saved = false;
  } else if (order.status === 'APROBADO') {
    order.status = 'PAGANDO';
  }
}

export function setPaymentStatus(
  world: World,
  payment: PaymentRecord,
  status: PaymentRecord['status'],
): void {
  payment.status = status;
  settleOrder(world, payment.order_id);
}

/**
 * Counts one charge of a payment (WorldState.charges): call it where a handler starts moving money
 * for that payment, before it can fail, so a repeated start is visible however it ends.
 */
export function recordCharge(world: World, paymentId: number | null | undefined, via: string): void {
  if (paymentId === null || paymentId === undefined) return;
  const key = String(paymentId);
  world.state.charges[key] = (world.state.charges[key] ?? 0) + 1;
  world.log(`[demo] charge ${world.state.charges[key]} of payment ${paymentId} (${via})`);
}

/**
 * A charge of a payment ended without taking money (WorldState.chargeEnds): refused, cancelled
 * or expired on its provider.
 */
export function endCharge(world: World, paymentId: number | null | undefined, why: string): void {
  if (paymentId === null || paymentId === undefined) return;
  const key = String(paymentId);
  world.state.chargeEnds[key] = (world.state.chargeEnds[key] ?? 0) + 1;
  world.log(`[demo] charge of payment ${paymentId} ended without money (${why})`);
}

/** Counts one annulment of a card transaction (WorldState.annulments), announced by the terminal. */
export function recordAnnulment(world: World, transactionId: string): void {
  world.state.annulments[transactionId] = (world.state.annulments[transactionId] ?? 0) + 1;
  world.log(`[demo] annulment ${world.state.annulments[transactionId]} of transaction ${transactionId}`);
}

/**
 * The payment a MACH / Redpay charge pays: its request names only the order and the amount, so the
 * open payment of that type and amount, else the first open one of that type. A sale with two QR
 * payments of one type pays each with its own charge (the one the seller is on, by its amount).
 */
export function paymentForOrder(
  world: World,
  orderId: number,
  type: PaymentRecord['payment_type'],
  amount: number,
): PaymentRecord | undefined {
  const open = world.state.payments.filter(
    (p) => p.order_id === orderId && p.status !== 'APROBADO' && p.payment_type === type,
  );
  return open.find((p) => p.amount === amount) ?? open[0];
}

/** Scenario outcome for provider flows that the server decides (Redelcom, MACH, Redpay). */
export function providerOutcome(world: World): 'APROBADO' | 'RECHAZADO' | 'EXPIRADO' {
  if (world.hasScenario('payment-rejected')) return 'RECHAZADO';
  if (world.hasScenario('payment-expired')) return 'EXPIRADO';
  return 'APROBADO';
}

export function advanceMach(world: World, mach: MachRecord): void {
  if (mach.status !== 'PENDIENTE') return;
  if (world.now().getTime() - new Date(mach.created_at).getTime() < MACH_APPROVAL_MS) return;
  mach.status = providerOutcome(world);
  world.log(`[demo] MACH ${mach.id}: ${mach.status}`);
  settleQrPayment(world, mach.payment_id, mach.status);
}

/**
 * The order's payment after a MACH / Redpay outcome: APROBADO, else RECHAZADO for any failure (an
 * expired QR too), so the payment stays in the sequence's to-pay list (spec 001 §4: "pending or
 * rejected go to the to-pay list") and the seller tries again or changes the method; an expired
 * payment would be dropped and the order billed with it unpaid.
 */
export function settleQrPayment(
  world: World,
  paymentId: number | null,
  status: PaymentRecord['status'],
): void {
  const payment = world.state.payments.find((p) => p.id === paymentId);
  if (status !== 'APROBADO') endCharge(world, paymentId, `QR ${status}`);
  if (payment) setPaymentStatus(world, payment, status === 'APROBADO' ? 'APROBADO' : 'RECHAZADO');
}

export function advanceRedpay(world: World, redpay: RedpayRecord): void {
  if (redpay.status !== 'PENDIENTE') return;
  if (world.now().getTime() - new Date(redpay.created_at).getTime() < REDPAY_APPROVAL_MS) return;
  redpay.status = providerOutcome(world);
  world.log(`[demo] Redpay ${redpay.id}: ${redpay.status}`);
  settleQrPayment(world, redpay.payment_id, redpay.status);
}

/**
 * The provider whose charge of `payment` is started and still pending, or null: a Redelcom
 * transaction waiting on the machine, a MACH or Redpay QR not answered yet (advanced to its
 * outcome first, as every read of it does). A native card payment on the terminal (SmartPOS,
 * Mercado Pago) is unknown to the server until the app records it: the client's guard covers it.
 */
export function openCharge(world: World, payment: PaymentRecord): 'Redelcom' | 'MACH' | 'Redpay' | null {
  if (payment.status !== 'PENDIENTE') return null;
  if (payment.rdc_transaction_id) return 'Redelcom';
  for (const mach of world.state.mach.filter((m) => m.payment_id === payment.id)) advanceMach(world, mach);
  for (const redpay of world.state.redpay.filter((r) => r.payment_id === payment.id))
    advanceRedpay(world, redpay);
  if (payment.status !== 'PENDIENTE') return null;
  if (world.state.mach.some((m) => m.payment_id === payment.id && m.status === 'PENDIENTE')) return 'MACH';
  if (world.state.redpay.some((r) => r.payment_id === payment.id && r.status === 'PENDIENTE'))
    return 'Redpay';
  return null;
}

/** Starts billing: BILLING PROCESSING until BILLING_MS later. */
export function startBilling(world: World, order: OrderRecord): void {
  order.status = 'BILLING PROCESSING';
  order.billing_started_at = world.now().toISOString();
  order.billing_success = null;
  order.sii_code = null;
}

/**
 * Whether POST /api/billing starts billing again: a paid order whose billing failed (ERROR) or
 * never started (APROBADO: every payment approved, no bill requested).
 */
export function billingRestartable(order: OrderRecord): boolean {
  return order.status === 'ERROR' || order.status === 'APROBADO';
}

export function advanceBilling(world: World, order: OrderRecord): void {
  if (order.status !== 'BILLING PROCESSING' || !order.billing_started_at) return;
  if (world.now().getTime() - new Date(order.billing_started_at).getTime() < BILLING_MS) return;
  order.saved = false;
  if (world.hasScenario('billing-error') || world.hasScenario('billing-stock-error')) {
    // The billing system refused: the order waits in ERROR until billing is asked again
    // (POST /api/billing, restartBilling). billing-stock-error also makes the status read answer
    // 400 (mocks/api/billing.ts).
    order.status = 'ERROR';
    order.billing_success = false;
    order.sii_code = null;
    world.log(`[demo] billing of order ${order.order_number} failed (ERROR)`);
    return;
  }
  order.status = 'FINISHED';
  if (world.hasScenario('billing-failure')) {
    order.billing_success = false;
    order.sii_code = null;
    world.log(`[demo] billing of order ${order.order_number} failed (billing-failure)`);
    return;
  }
  order.billing_success = true;
  order.bill_number ??= world.next(order.doc_type === 'factura' ? 'invoice' : 'receipt');
  order.sii_code = `SII-${order.bill_number}`;
  world.log(`[demo] order ${order.order_number} billed: ${order.doc_type} ${order.bill_number}`);
}

export function isFailed(status: PaymentRecord['status']): boolean {
  return FAILED.includes(status);
}
