/**
 * Coupons (spec 000 §5 Coupon, §9 Coupons).
 */
import { COUPON_MESSAGES, couponMinimumMessage } from './messages';
import type { Coupon } from './types';

/**
 * Split an integer `amount` across integer `weights` in proportion, with no peso lost or created:
 * floor of each share, then the leftover pesos one each to the largest fractional remainders
 * (ties: earlier line first). Parts sum exactly to `amount` when 0 <= amount <= sum(weights);
 * a larger amount is cut to sum(weights), so no part exceeds its weight. All weights 0 -> all 0.
 */
export function splitProportionally(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + Math.max(0, w), 0);
  const target = Math.max(0, Math.min(Math.floor(amount), total));
  if (total === 0 || target === 0) return weights.map(() => 0);
  const raw = weights.map((w) => (Math.max(0, w) * target) / total);
  const parts = raw.map((r) => Math.floor(r));
  let left = target - parts.reduce((s, p) => s + p, 0);
  const order = raw
    .map((r, i) => ({ i, frac: r - Math.floor(r) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left--;
  }
  return parts;
}

/** Whether the coupon applies to a product: empty `products` means every product. */
export function couponAppliesTo(coupon: Coupon, productId: number): boolean {
  return coupon.products.length === 0 || coupon.products.includes(productId);
}

/** Coupon code typed by the seller: "Por favor ingrese un código" when empty (after trimming). */
export function validateCouponCode(code: string): string | null {
  return code.trim() === '' ? COUPON_MESSAGES.emptyCode : null;
}

/**
 * Minimum cart amount: the cart subtotal (sum of line subtotals at normal price, before any
 * discount) must be >= min_cart_amount, else "Cupón válido para compras igual o superiores a $n".
 */
export function validateCouponMinimum(coupon: Coupon, cartSubtotal: number): string | null {
  return cartSubtotal < coupon.min_cart_amount ? couponMinimumMessage(coupon.min_cart_amount) : null;
}

export interface CouponLineInput {
  productId: number;
  /** What the line costs after its price discounts (the coupon applies on top of them). */
  base: number;
}

export interface CouponResult {
  /** Coupon discount per line, same order as the input; each part <= its base. */
  parts: number[];
  total: number;
  /** The minimum-amount message when the coupon does not apply, else null. */
  message: string | null;
}

/**
 * Coupon discount per line.
 * - diff: coupon_value (capped by max_discount and by the applicable bases) split in proportion
 *   to the applicable bases with splitProportionally.
 * - percentage: round(base * coupon_value_percentage / 100) per applicable line (half up); when
 *   the sum exceeds max_discount, max_discount is split in proportion to those per-line amounts.
 * Non-applicable lines get 0. Below min_cart_amount every part is 0 and `message` is set.
 */
export function couponDiscounts(
  coupon: Coupon,
  lines: readonly CouponLineInput[],
  cartSubtotal: number,
): CouponResult {
  const message = validateCouponMinimum(coupon, cartSubtotal);
  if (message !== null) return { parts: lines.map(() => 0), total: 0, message };
  const bases = lines.map((l) => (couponAppliesTo(coupon, l.productId) ? Math.max(0, l.base) : 0));
  const cap = coupon.max_discount === null ? Number.POSITIVE_INFINITY : Math.max(0, coupon.max_discount);
  let parts: number[];
  if (coupon.coupon_type === 'diff') {
    parts = splitProportionally(Math.min(Math.max(0, coupon.coupon_value), cap), bases);
  } else {
    const pct = Math.min(100, Math.max(0, coupon.coupon_value_percentage));
    parts = bases.map((b) => Math.min(b, Math.round((b * pct) / 100)));
    const sum = parts.reduce((s, p) => s + p, 0);
    if (sum > cap) parts = splitProportionally(cap, parts);
  }
  return { parts, total: parts.reduce((s, p) => s + p, 0), message: null };
}
