import { idempotencyKey } from '@/api/idempotency.ts';
/**
 * One order per sale, whatever the seller taps (docs/DECISIONS.md "Sale"; spec 000 §4:
 * "Saving when an order id is already set edits that order instead of creating a new one").
 *
 * - The first purchase or save of a sale creates the order (POST /api/orders/new); every later
 *   purchase or save of the same sale updates it (PUT /api/orders/{id}), a resumed saved order
 *   included. The order id is cleared only when the sale ends or is cancelled.
 * - Every request carries an Idempotency-Key kept with the sale: creates use one key per sale
 *   (`<saleId>:create`), updates one per revision (`<saleId>:update:<n>`).
 * - Every request goes through the one persisted-request helper (src/api/persistedRequest.ts):
 *   it is written to the sale's slot (sale.pendingOrder) with its key before it is sent. When
 *   its outcome is unknown (src/api/outcome.ts: no answer, a timeout, a 5xx, a malformed answer,
 *   a reload mid-request) it stays there, and the same request with the same key is sent again
 *   before anything else: the server answers the first result, so a retry finds the order
 *   instead of creating a second one. A refusal for sure (4xx) frees the slot and the seller may
 *   change the cart.
 *
 * Plain functions over the persisted sale store (no React), so the rules are unit-tested
 * against the demo world.
 */

import { createOrder, updateOrder } from '@/api/generated/endpoints/orders/orders.ts';
import { CreateOrderRequest } from '@/api/generated/model/createOrderRequest.zod.ts';
import { UpdateOrderRequest } from '@/api/generated/model/updateOrderRequest.zod.ts';
import { type RequestSlot, resendPersisted, sendPersisted } from '@/api/persistedRequest.ts';
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

/** A persisted order request without its key: what is sent (the slot keeps the key beside it). */
export type OrderCall = Omit<PendingOrder, 'key'>;

/**
 * The sale's order slot (src/api/persistedRequest.ts): `sale.pendingOrder`, on storage at once
 * (sale writes are otherwise deferred past the paint), so a reload or a crash mid-request finds
 * it and resends it with the same key.
 */
export const orderSlot: RequestSlot<OrderCall> = {
  read: () => {
    const pending = sale.get().pendingOrder;
    if (!pending) return null;
    const { key, ...body } = pending;
    return { key, body };
  },
  write: (request) => {
    sale.set((prev) => ({ ...prev, pendingOrder: request ? { ...request.body, key: request.key } : null }));
    sale.flush();
  },
};

const sameCall = (a: OrderCall, b: OrderCall) =>
  a.kind === b.kind &&
  a.purpose === b.purpose &&
  a.orderId === b.orderId &&
  JSON.stringify(a.body) === JSON.stringify(b.body);

async function post(call: OrderCall, key: string): Promise<{ order_id: number; order_number: number }> {
  const options = idempotencyKey(key);
  if (call.kind === 'create') {
    return (await createOrder(CreateOrderRequest.parse(call.body), options)).data;
  }
  if (call.orderId === null) throw new Error('An order update needs the order id');
  return (await updateOrder(call.orderId, UpdateOrderRequest.parse(call.body), options)).data;
}

/**
 * Sends one order request and applies the answer. The answer and the freed slot are one write:
 * a reload between the two can never apply an update's answer twice.
 */
async function send(call: OrderCall, key: string): Promise<OrderOutcome> {
  const answer = await post(call, key);
  sale.set((prev) => ({
    ...prev,
    pendingOrder: prev.pendingOrder?.key === key ? null : prev.pendingOrder,
    orderId: answer.order_id,
    orderNumber: answer.order_number,
    orderStatus: call.purpose === 'buy' ? 'PAGANDO' : 'PENDIENTE',
    orderRevision: call.kind === 'update' ? prev.orderRevision + 1 : prev.orderRevision,
  }));
  sale.flush();
  return { orderId: answer.order_id, orderNumber: answer.order_number, purpose: call.purpose };
}

/**
 * A request left without an answer (reload, lost connection, timeout): sends it again with the
 * same key, so the server answers what it did the first time. null when there is none.
 */
export function resolvePendingOrder(): Promise<OrderOutcome | null> {
  return resendPersisted(orderSlot, send);
}

/**
 * REALIZAR COMPRA, Guardar Pedido, Actualizar Pedido: finds the outcome of an earlier
 * unanswered request first (its answer may be the order this request has to update), then
 * creates or updates the sale's one order through `sendPersisted`.
 */
export async function submitOrder(intent: OrderIntent): Promise<OrderOutcome> {
  const earlier = orderSlot.read();
  if (earlier) {
    const { key: _, ...wanted } = orderRequest(sale.get(), intent);
    const outcome = await resendPersisted(orderSlot, send);
    if (outcome && sameCall(earlier.body, wanted)) return outcome;
  }
  const { key, ...call } = orderRequest(sale.get(), intent);
  return sendPersisted({ slot: orderSlot, body: call, send, same: sameCall, newKey: () => key });
}
