/**
 * Stock rules for adding to the cart and changing quantities (spec 000 §5 Cart and
 * Adding from the product list). Lines are never mutated; every function returns a new list.
 */
import { addedToCartMessage, CART_MESSAGES, productNoStockMessage } from './messages';
import type { Product } from './types';

/** Maximum units per cart line. */
export const MAX_UNITS_PER_LINE = 999;

export interface StockLine {
  product: Product;
  amount: number;
}

export type CartChange<L extends StockLine> =
  | { ok: true; lines: L[]; message: string | null }
  | { ok: false; lines: L[]; message: string };

/** Units of a product the cart already holds: its own line plus what packs in the cart contain. */
export function unitsInCart(lines: readonly StockLine[], productId: number): number {
  let units = 0;
  for (const l of lines) {
    if (l.product.id === productId) units += l.amount;
    if (l.product.pack) {
      for (const c of l.product.childs) {
        if (c.child_product_id === productId) units += c.child_quantity * l.amount;
      }
    }
  }
  return units;
}

/**
 * What the cart holds, counted once: units per product (own lines plus what packs contain, as
 * `unitsInCart`) and the amount of each product's first line. Lets a screen ask
 * `availableStockIn` for every line in O(lines) instead of scanning the cart once per line.
 */
export interface CartUnits {
  readonly units: ReadonlyMap<number, number>;
  readonly ownAmount: ReadonlyMap<number, number>;
}

export function cartUnits(lines: readonly StockLine[]): CartUnits {
  const units = new Map<number, number>();
  const ownAmount = new Map<number, number>();
  for (const l of lines) {
    const id = l.product.id;
    units.set(id, (units.get(id) ?? 0) + l.amount);
    if (!ownAmount.has(id)) ownAmount.set(id, l.amount);
    if (l.product.pack) {
      for (const c of l.product.childs) {
        units.set(c.child_product_id, (units.get(c.child_product_id) ?? 0) + c.child_quantity * l.amount);
      }
    }
  }
  return { units, ownAmount };
}

/**
 * Units of `product` that can still be added to the cart.
 * - A pack with children: min over children of floor((child_stock - child units in cart) /
 *   child_quantity) (children in the cart through other lines and packs count).
 * - Otherwise: stock - units in cart (own line and inside packs).
 * - While a sellout exists, its stock caps the line: sellout.stock - units of the line.
 * Never below 0.
 */
export function availableStock(product: Product, lines: readonly StockLine[]): number {
  return availableStockIn(product, cartUnits(lines));
}

/** `availableStock` over a cart counted once with `cartUnits` (same result). */
export function availableStockIn(product: Product, cart: CartUnits): number {
  let available: number;
  if (product.pack && product.childs.length > 0) {
    available = Number.POSITIVE_INFINITY;
    for (const c of product.childs) {
      const qty = Math.max(1, c.child_quantity);
      available = Math.min(
        available,
        Math.floor((c.child_stock - (cart.units.get(c.child_product_id) ?? 0)) / qty),
      );
    }
  } else {
    available = product.stock - (cart.units.get(product.id) ?? 0);
  }
  if (product.sellout) {
    const own = cart.ownAmount.get(product.id) ?? 0;
    available = Math.min(available, product.sellout.stock - own);
  }
  return Math.max(0, available);
}

function lineAmount(lines: readonly StockLine[], productId: number): number {
  return lines.find((l) => l.product.id === productId)?.amount ?? 0;
}

/**
 * Add n units from the product list (or a scan). Order of checks: the 999 cap
 * ("No puede agregar mas de 999 productos"), then stock ("{product} no tiene stock suficiente!").
 * Success appends a new line or increases the existing one: "{n} {product} en carro!".
 * n below 1 (or not an integer) is rounded down; 0 changes nothing and is not an error.
 */
export function addToCart(lines: readonly StockLine[], product: Product, n: number): CartChange<StockLine>;
/** With `makeLine`: lines that carry more than product and amount (the sale's `recommended`). */
export function addToCart<L extends StockLine>(
  lines: readonly L[],
  product: Product,
  n: number,
  makeLine: (product: Product, amount: number) => L,
): CartChange<L>;
export function addToCart(
  lines: readonly StockLine[],
  product: Product,
  n: number,
  makeLine: (product: Product, amount: number) => StockLine = (p, a) => ({ product: p, amount: a }),
): CartChange<StockLine> {
  const units = Math.floor(n);
  if (!(units > 0)) return { ok: true, lines: [...lines], message: null };
  if (lineAmount(lines, product.id) + units > MAX_UNITS_PER_LINE) {
    return { ok: false, lines: [...lines], message: CART_MESSAGES.maxPerLine };
  }
  if (units > availableStock(product, lines)) {
    return { ok: false, lines: [...lines], message: productNoStockMessage(product.name) };
  }
  const exists = lines.some((l) => l.product.id === product.id);
  const next = exists
    ? lines.map((l) => (l.product.id === product.id ? { ...l, amount: l.amount + units } : l))
    : [...lines, makeLine(product, units)];
  return { ok: true, lines: next, message: addedToCartMessage(units, product.name) };
}

/**
 * Set a line's quantity from the cart steppers or input. 0 or less removes the line; above 999
 * -> "No puede agregar mas de 999 productos"; an increase beyond available stock ->
 * "No hay suficiente stock". Decreases are always allowed. Unknown product: no change.
 */
export function setLineAmount<L extends StockLine>(
  lines: readonly L[],
  productId: number,
  amount: number,
): CartChange<L> {
  const line = lines.find((l) => l.product.id === productId);
  if (!line) return { ok: true, lines: [...lines], message: null };
  const target = Math.floor(amount);
  if (!(target > 0)) return { ok: true, lines: removeLine(lines, productId), message: null };
  if (target > MAX_UNITS_PER_LINE) return { ok: false, lines: [...lines], message: CART_MESSAGES.maxPerLine };
  if (target > line.amount && target - line.amount > availableStock(line.product, lines)) {
    return { ok: false, lines: [...lines], message: CART_MESSAGES.notEnoughStock };
  }
  return { ok: true, lines: lines.map((l) => (l === line ? { ...l, amount: target } : l)), message: null };
}

/** "+" on a cart line. */
export function incrementLine<L extends StockLine>(lines: readonly L[], productId: number): CartChange<L> {
  return setLineAmount(lines, productId, lineAmount(lines, productId) + 1);
}

/** "-" on a cart line; at 1 it removes the line. */
export function decrementLine<L extends StockLine>(lines: readonly L[], productId: number): CartChange<L> {
  return setLineAmount(lines, productId, lineAmount(lines, productId) - 1);
}

/** Remove a product's line. */
export function removeLine<L extends StockLine>(lines: readonly L[], productId: number): L[] {
  return lines.filter((l) => l.product.id !== productId);
}
