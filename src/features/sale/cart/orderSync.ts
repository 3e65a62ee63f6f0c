/**
 * One order per sale, whatever the seller taps (issue: "one order per sale"; spec 000 §4:
 * "Saving when an order id is already set edits that order instead of creating a new one").
 *
 * - The first purchase or save of a sale creates the order (POST /api/orders/new); every later
 *   purchase or save of the same sale updates it (PUT /api/orders/{id}), a resumed saved order
 *   included. The order id is cleared only when the sale ends or is cancelled.
 * - Every request carries an Idempotency-Key kept with the sale: creates use one key per sale
 *   (`<saleId>:create`), updates one per revision (`<saleId>:update:<n>`).
 * - The request is persisted (sale.pendingOrder) before it is sent. When its outcome is unknown
 *   (no answer, a timeout, a 5xx, a malformed answer, a reload mid-request) it stays there, and
 *   the same request with the same key is sent again before anything else: the server answers
 *   the first result, so a retry finds the order instead of creating a second one. A 4xx is a
 *   definite "not done": the pending request is dropped and the seller may change the cart.
 *
 * Plain functions over the persisted sale store (no React), so the rules are unit-tested
 * against the demo world.
 */

import { createOrder, updateOrder } from '@/api/generated/endpoints/orders/orders.ts';
import { CreateOrderRequest } from '@/api/generated/model/createOrderRequest.zod.ts';
import { UpdateOrderRequest } from '@/api/generated/model/updateOrderRequest.zod.ts';
import { isOutcomeUnknown } from '@/api/outcome.ts';
import type { Payment } from '@/domain/types.ts';
import { type PendingOrder, type SaleState, sale } from '@/session/sale.ts';
import { createOrderPayload, savedPayments, updateOrderPayload } from './orderPayload.ts';

export type OrderPurpose = PendingOrder['purpose'];

export interface OrderIntent {
  purpose: OrderPurpose;
  /** Buy: validatePurchase's payments (FREE 0 for a zero total). Save: the cart's rows. */
  payments: readonly Payment[];
  sellerId: number;
  storeId: number;
  machineNumber: string | null;
}

export interface OrderOutcome {
  orderId: number;
  orderNumber: number;
  purpose: OrderPurpose;
}

/** The request this sale needs now: a create while it has no order, an update after. */
export function orderRequest(state: SaleState, intent: OrderIntent): PendingOrder {
  const rows = intent.purpose === 'buy' ? intent.payments : savedPayments(intent.payments);
  if (state.orderId === null) {
    return {
      kind: 'create',
      purpose: intent.purpose,
      key: `${state.saleId}:create`,
      orderId: null,
      body: createOrderPayload({
        state,
        sellerId: intent.sellerId,
        storeId: intent.storeId,
        machineNumber: intent.machineNumber,
        payments: rows,
        saved: intent.purpose === 'save',
      }),
    };
  }
  return {
    kind: 'update',
    purpose: intent.purpose,
    key: `${state.saleId}:update:${state.orderRevision + 1}`,
    orderId: state.orderId,
    body: updateOrderPayload(state, {
      saved: intent.purpose === 'save',
      sellerId: intent.sellerId,
      machineNumber: intent.machineNumber,
      payments: rows,
    }),
  };
}

const sameRequest = (a: PendingOrder, b: PendingOrder) =>
  a.kind === b.kind &&
  a.purpose === b.purpose &&
  a.orderId === b.orderId &&
  JSON.stringify(a.body) === JSON.stringify(b.body);

async function send(request: PendingOrder): Promise<{ order_id: number; order_number: number }> {
  const options = { headers: { 'Idempotency-Key': request.key } };
  if (request.kind === 'create') {
    return (await createOrder(CreateOrderRequest.parse(request.body), options)).data;
  }
  if (request.orderId === null) throw new Error('An order update needs the order id');
  return (await updateOrder(request.orderId, UpdateOrderRequest.parse(request.body), options)).data;
}

/** Sends a persisted request and applies the answer; a definite failure drops it. */
async function carryOut(request: PendingOrder): Promise<OrderOutcome> {
  try {
    const answer = await send(request);
    sale.set((prev) => ({
      ...prev,
      pendingOrder: prev.pendingOrder?.key === request.key ? null : prev.pendingOrder,
      orderId: answer.order_id,
      orderNumber: answer.order_number,
      orderStatus: request.purpose === 'buy' ? 'PAGANDO' : 'PENDIENTE',
      orderRevision: request.kind === 'update' ? prev.orderRevision + 1 : prev.orderRevision,
    }));
    sale.flush();
    return { orderId: answer.order_id, orderNumber: answer.order_number, purpose: request.purpose };
  } catch (error) {
    if (!isOutcomeUnknown(error)) {
      sale.set((prev) => (prev.pendingOrder?.key === request.key ? { ...prev, pendingOrder: null } : prev));
    }
    throw error;
  }
}

/**
 * A request left without an answer (reload, lost connection, timeout): sends it again with the
 * same key, so the server answers what it did the first time. null when there is none.
 */
export async function resolvePendingOrder(): Promise<OrderOutcome | null> {
  const pending = sale.get().pendingOrder;
  return pending ? carryOut(pending) : null;
}

/**
 * REALIZAR COMPRA, Guardar Pedido, Actualizar Pedido: finds the outcome of an earlier
 * unanswered request first, then creates or updates the sale's one order.
 */
export async function submitOrder(intent: OrderIntent): Promise<OrderOutcome> {
  const earlier = sale.get().pendingOrder;
  if (earlier) {
    const wanted = orderRequest(sale.get(), intent);
    const outcome = await carryOut(earlier);
    if (sameRequest(earlier, wanted)) return outcome;
  }
  const request = orderRequest(sale.get(), intent);
  sale.set((prev) => ({ ...prev, pendingOrder: request }));
  // On storage before it is sent (sale writes are otherwise deferred past the paint): a reload
  // or a crash mid-request finds it and resends it with the same key.
  sale.flush();
  return carryOut(request);
}
