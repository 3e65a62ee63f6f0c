/**
 * Returns (credit notes): spec 000 §2 /carro-devolucion, §3 Order / Return payload, §5 Return.
 */
import { RETURN_MESSAGES } from './messages';
import { formatRut } from './rut';

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

/** A product of the order as the return lines table shows it. */
export interface ReturnLineView {
  productId: number;
  name: string;
  bought: number;
  /** Units of earlier returns. */
  returned: number;
  /** bought - returned, never below 0. */
  returnable: number;
  /** The units chosen for this return, clamped to 0..returnable. */
  quantity: number;
  /** The unit prices charged after discounts (total_unit_price), lowest first; none: unknown. */
  unitPrices: number[];
}

/** An order line with its product's name and, when known, the unit price charged. */
interface NamedLine {
  product_id: number;
  amount: number;
  Product: { name: string };
  total_unit_price?: number;
}

/**
 * One row per product of the order (lines of the same product together, in order of first
 * appearance), with what was bought, what earlier returns took back and the chosen quantity.
 */
export function returnLines(
  order: ReturnableOrder & { OrderProducts: NamedLine[] },
  quantities: Readonly<Record<number, number>>,
): ReturnLineView[] {
  const rows: ReturnLineView[] = [];
  const lines: readonly NamedLine[] = order.OrderProducts;
  for (const p of lines) {
    if (rows.some((r) => r.productId === p.product_id)) continue;
    const same = lines.filter((x) => x.product_id === p.product_id);
    const bought = same.reduce((s, x) => s + x.amount, 0);
    const prices = same.flatMap((x) => (x.total_unit_price === undefined ? [] : [x.total_unit_price]));
    const returnable = returnableAmount(order, p.product_id);
    rows.push({
      productId: p.product_id,
      name: p.Product.name,
      bought,
      returned: bought - returnable,
      returnable,
      quantity: clampReturnQuantity(quantities[p.product_id] ?? 0, returnable),
      unitPrices: [...new Set(prices)].sort((a, b) => a - b),
    });
  }
  return rows;
}

/** The chosen quantities as stored (by product id as text) back to product ids. */
export function storedQuantities(stored: Readonly<Record<string, number>>): Record<number, number> {
  const out: Record<number, number> = {};
  for (const [id, q] of Object.entries(stored)) out[Number(id)] = q;
  return out;
}

/** What the order says of who bought: its customer and, for a factura, the invoice's company. */
export interface OrderBuyer {
  doc_type?: string | null;
  Customer?: { name: string } | null;
  billing?: { company: string; rut: string } | null;
}

/** Who a return is for, as the cart names them. */
export type ReturnCustomer =
  | { kind: 'company'; name: string; rut: string }
  | { kind: 'person'; name: string }
  | { kind: 'none' };

/**
 * A factura is the company's it names (its business name and RUT, "76.543.210-3"), whoever
 * entered the sale; any other document is its customer's (the member, or the non-member entered
 * by RUT); a sale with neither (a delivery platform's) has none.
 */
export function returnCustomer(order: OrderBuyer): ReturnCustomer {
  const company = order.billing?.company.trim();
  if (order.doc_type === 'factura' && order.billing && company) {
    return { kind: 'company', name: company, rut: formatRut(order.billing.rut) };
  }
  const name = order.Customer?.name.trim();
  return name ? { kind: 'person', name } : { kind: 'none' };
}
