/**
 * Returns (credit notes): spec 000 §2 /carro-devolucion, §3 Order / Return payload, §5 Return.
 */
import { RETURN_MESSAGES } from './messages';

export interface ReturnableOrder {
  OrderProducts: { product_id: number; amount: number }[];
  Returns?: { ReturnProducts: { product_id: number; amount: number }[] }[] | null;
}

/** Units of a product that can still be returned: bought minus already returned, never below 0. */
export function returnableAmount(order: ReturnableOrder, productId: number): number {
  const bought = order.OrderProducts.filter((p) => p.product_id === productId).reduce(
    (s, p) => s + p.amount,
    0,
  );
  let returned = 0;
  for (const r of order.Returns ?? []) {
    for (const p of r.ReturnProducts) if (p.product_id === productId) returned += p.amount;
  }
  return Math.max(0, bought - returned);
}

/** A quantity picked for return, as an integer clamped to 0..returnable. */
export function clampReturnQuantity(quantity: number, returnable: number): number {
  if (!Number.isFinite(quantity)) return 0;
  return Math.min(Math.max(0, Math.floor(quantity)), Math.max(0, returnable));
}

export interface ReturnInput {
  order: ReturnableOrder;
  /** Chosen quantity per product id. */
  quantities: Readonly<Record<number, number>>;
  /** Cash movement yes/no; null while not chosen. */
  cashMovement: boolean | null;
}

export type ReturnCheck =
  | { ok: true; products: { id: number; amount: number }[]; cash_movement: boolean }
  | { ok: false; message: string };

/**
 * Before confirming: quantities are clamped to 0..returnable, at least one unit
 * ("Debe devolver al menos 1 producto"), and the cash-movement choice
 * ("Debe seleccionar una opción de movimiento de efectivo"). The products are those with amount > 0.
 */
export function validateReturn(input: ReturnInput): ReturnCheck {
  const ids = [...new Set(input.order.OrderProducts.map((p) => p.product_id))];
  const products = ids
    .map((id) => ({
      id,
      amount: clampReturnQuantity(input.quantities[id] ?? 0, returnableAmount(input.order, id)),
    }))
    .filter((p) => p.amount > 0);
  if (products.length === 0) return { ok: false, message: RETURN_MESSAGES.noProducts };
  if (input.cashMovement === null) return { ok: false, message: RETURN_MESSAGES.cashMovementRequired };
  return { ok: true, products, cash_movement: input.cashMovement };
}
