/**
 * General club discount (descuento club general), spec 000 §9 and §7 (orders window).
 */
import { clubDiscountWeekday, sellerOrdersWindowKey, type Weekday } from './time';
import type { PastOrder, Product } from './types';

/**
 * Parse "1,0,0,1,0,0,0" into seven booleans, MONDAY FIRST (index 0 = Monday, 6 = Sunday).
 * Missing or malformed flags count as false.
 */
export function parseDayFlags(flags: string | null): boolean[] {
  const parts = (flags ?? '').split(',').map((s) => s.trim() === '1');
  return Array.from({ length: 7 }, (_, i) => parts[i] === true);
}

/** True when the product's general club discount is active today (Santiago, before 04:00 = previous day). */
export function isClubDiscountDay(
  product: Product,
  now: Date,
  weekday: Weekday = clubDiscountWeekday(now),
): boolean {
  return parseDayFlags(product.customer_days_discount)[weekday - 1] === true;
}

/**
 * Units of each product the customer bought in the current seller-orders window, net of returns.
 * Outside a window the result is empty (spec: the orders are not fetched then). Orders created
 * outside the current window are ignored; a product's net total never goes below 0.
 */
export function boughtInWindow(pastOrders: readonly PastOrder[], now: Date): Map<number, number> {
  const bought = new Map<number, number>();
  const window = sellerOrdersWindowKey(now);
  if (window === null) return bought;
  for (const order of pastOrders) {
    const created = new Date(order.created_at);
    if (Number.isNaN(created.getTime()) || sellerOrdersWindowKey(created) !== window) continue;
    for (const line of order.OrderProducts) {
      bought.set(line.product_id, (bought.get(line.product_id) ?? 0) + line.amount);
    }
    for (const ret of order.Returns ?? []) {
      for (const line of ret.ReturnProducts) {
        bought.set(line.product_id, (bought.get(line.product_id) ?? 0) - line.amount);
      }
    }
  }
  for (const [id, n] of bought) if (n < 0) bought.set(id, 0);
  return bought;
}

export interface ClubGeneralLimit {
  /** Units already bought in the window (net of returns). */
  min: number;
  /** Per-product maximum (customer_limit_discount); null = no limit. */
  max: number | null;
  /** Discount percentage (customer_discount). */
  disc: number;
  /** Units that may still get the discount now: max - min, at least 0; Infinity without a limit. */
  available: number;
}

/**
 * The general club discount limit of a product for a member now. `available` is 0 when the day
 * flag is off or the percentage is 0 or missing. `weekday` may be passed to skip recomputing it.
 */
export function clubGeneralLimit(
  product: Product,
  alreadyBought: number,
  now: Date,
  weekday: Weekday = clubDiscountWeekday(now),
): ClubGeneralLimit {
  const disc = Math.min(100, Math.max(0, product.customer_discount ?? 0));
  const max = product.customer_limit_discount;
  const active = disc > 0 && isClubDiscountDay(product, now, weekday);
  const available = !active ? 0 : max === null ? Number.POSITIVE_INFINITY : Math.max(0, max - alreadyBought);
  return { min: alreadyBought, max, disc, available };
}

/** Unit price with the general club discount: normal minus round(normal * disc / 100). */
export function clubGeneralUnitPrice(normal: number, disc: number): number {
  return normal - Math.round((normal * disc) / 100);
}
