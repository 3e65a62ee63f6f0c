/**
 * The order creation payload (spec 000 §3 "Order creation payload") and the update payload
 * (PUT /api/orders/{id}), built from the persisted sale.
 */
import type { CreateOrderRequest, UpdateOrderRequest } from '@/api/generated/model/index.ts';
import type { Payment } from '@/domain/types.ts';
import { isPlatformBuyType, PLACEHOLDER_PAYMENT_TYPE } from '@/domain/types.ts';
import type { SaleState } from '@/session/sale.ts';
import { saleBuyType } from './saleContext.ts';

export interface OrderPayloadInput {
  state: SaleState;
  sellerId: number;
  storeId: number;
  machineNumber: string | null;
  /** Payments to send: validatePurchase's list (FREE 0 for a zero total) when buying. */
  payments: readonly Payment[];
  /** Guardar Pedido. */
  saved: boolean;
}

export function createOrderPayload(input: OrderPayloadInput): CreateOrderRequest {
  const { state } = input;
  const buyType = saleBuyType(state);
  return {
    sale_admin_id: input.saved ? null : input.sellerId,
    save_admin_id: input.saved ? input.sellerId : null,
    customer_id: state.customer?.id ?? null,
    products: state.lines.map((l) => ({ id: l.product.id, amount: l.amount })),
    saved: input.saved,
    store_id: input.storeId,
    coupon: state.coupon?.code ?? null,
    machine_number: input.machineNumber,
    buy_type: buyType,
    payments: input.payments.map((p) => ({ payment_type: p.payment_type, amount: p.amount })),
    delivery_company: isPlatformBuyType(buyType) ? buyType : null,
    recommended_product_ids: state.recommendedProductIds.filter((id) =>
      state.lines.some((l) => l.product.id === id),
    ),
    doc_type: state.documentType,
    recommended_watch_time: state.recommendedWatchTime,
  };
}

/** A saved order keeps the rows the seller completed (a chosen method with an amount). */
export function savedPayments(rows: readonly Payment[]): Payment[] {
  return rows.filter((r) => r.payment_type !== PLACEHOLDER_PAYMENT_TYPE && r.amount > 0);
}

export interface UpdateIntent {
  /** Guardar / Actualizar Pedido (true) or REALIZAR COMPRA (false). */
  saved: boolean;
  sellerId: number;
  machineNumber: string | null;
  payments: readonly Payment[];
}

/**
 * PUT /api/orders/{id}: products and coupon (spec 000 §7); with an intent, also what a purchase
 * or a save of the sale's existing order changes (modelled in the contract).
 */
export function updateOrderPayload(state: SaleState, intent?: UpdateIntent): UpdateOrderRequest {
  const base = {
    products: state.lines.map((l) => ({ id: l.product.id, amount: l.amount })),
    coupon: state.coupon?.code ?? null,
  };
  if (!intent) return base;
  return {
    ...base,
    saved: intent.saved,
    payments: intent.payments.map((p) => ({ payment_type: p.payment_type, amount: p.amount })),
    ...(intent.saved ? { save_admin_id: intent.sellerId } : { sale_admin_id: intent.sellerId }),
    machine_number: intent.machineNumber,
    doc_type: state.documentType,
    recommended_product_ids: state.recommendedProductIds.filter((id) =>
      state.lines.some((l) => l.product.id === id),
    ),
    recommended_watch_time: state.recommendedWatchTime,
  };
}
