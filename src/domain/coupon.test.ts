import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  couponAppliesTo,
  couponDiscounts,
  splitProportionally,
  validateCouponCode,
  validateCouponMinimum,
} from './coupon';
import type { Coupon } from './types';

const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  id: 1,
  code: 'PROMO',
  coupon_type: 'diff',
  coupon_value: 1000,
  coupon_value_percentage: 0,
  min_cart_amount: 0,
  max_discount: null,
  products: [],
  ...over,
});

const lines = (...bases: number[]) => bases.map((base, i) => ({ productId: i + 1, base }));

describe('splitProportionally', () => {
  it('1000 over 1000/2000/3000: 166.67, 333.33, 500 -> floors 999, the extra peso to the largest remainder', () => {
    expect(splitProportionally(1000, [1000, 2000, 3000])).toEqual([167, 333, 500]);
  });
  it('ties go to the earlier line: 1 over 1/1 -> [1, 0]', () => {
    expect(splitProportionally(1, [1, 1])).toEqual([1, 0]);
  });
  it('cuts the amount to the weights and handles zero weights', () => {
    expect(splitProportionally(500, [100, 200])).toEqual([100, 200]);
    expect(splitProportionally(10, [0, 0])).toEqual([0, 0]);
    expect(splitProportionally(-5, [10])).toEqual([0]);
  });
  it('property: parts add up exactly to min(amount, sum) and none exceeds its weight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 50 }),
        (amount, weights) => {
          const parts = splitProportionally(amount, weights);
          const sum = weights.reduce((s, w) => s + w, 0);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(Math.min(amount, sum));
          parts.forEach((p, i) => {
            expect(Number.isInteger(p)).toBe(true);
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual(weights[i] as number);
          });
        },
      ),
    );
  });
});

describe('coupon validation', () => {
  it('empty code: "Por favor ingrese un código"', () => {
    expect(validateCouponCode('  ')).toBe('Por favor ingrese un código');
    expect(validateCouponCode('ABC')).toBeNull();
  });
  it('below min_cart_amount: "Cupón válido para compras igual o superiores a $10.000"', () => {
    expect(validateCouponMinimum(coupon({ min_cart_amount: 10000 }), 9999)).toBe(
      'Cupón válido para compras igual o superiores a $10.000',
    );
    expect(validateCouponMinimum(coupon({ min_cart_amount: 10000 }), 10000)).toBeNull();
  });
  it('applies to listed products, or to all when the list is empty', () => {
    expect(couponAppliesTo(coupon(), 7)).toBe(true);
    expect(couponAppliesTo(coupon({ products: [1, 2] }), 2)).toBe(true);
    expect(couponAppliesTo(coupon({ products: [1, 2] }), 3)).toBe(false);
  });
});

describe('couponDiscounts', () => {
  it('diff 1000 split in proportion: [167, 333, 500]', () => {
    expect(couponDiscounts(coupon(), lines(1000, 2000, 3000), 6000)).toEqual({
      parts: [167, 333, 500],
      total: 1000,
      message: null,
    });
  });
  it('diff only over listed products: 1000 over lines 1 and 3 (1000 + 3000) -> 250, 0, 750', () => {
    expect(couponDiscounts(coupon({ products: [1, 3] }), lines(1000, 2000, 3000), 6000).parts).toEqual([
      250, 0, 750,
    ]);
  });
  it('diff capped by max_discount 600: 600 over 1000/2000/3000 -> 100, 200, 300', () => {
    expect(couponDiscounts(coupon({ max_discount: 600 }), lines(1000, 2000, 3000), 6000).parts).toEqual([
      100, 200, 300,
    ]);
  });
  it('diff larger than the cart is cut to the cart: 5000 over 1000/500 -> 1000, 500', () => {
    expect(couponDiscounts(coupon({ coupon_value: 5000 }), lines(1000, 500), 1500).total).toBe(1500);
  });
  it('percentage 15% rounded per line: 1990 -> 298.5 -> 299, 1010 -> 151.5 -> 152', () => {
    const c = coupon({ coupon_type: 'percentage', coupon_value_percentage: 15 });
    expect(couponDiscounts(c, lines(1990, 1010), 3000)).toEqual({
      parts: [299, 152],
      total: 451,
      message: null,
    });
  });
  it('percentage capped by max_discount 400: 400 over 299/152 -> 265.19, 134.81 -> 265, 135', () => {
    const c = coupon({ coupon_type: 'percentage', coupon_value_percentage: 15, max_discount: 400 });
    expect(couponDiscounts(c, lines(1990, 1010), 3000).parts).toEqual([265, 135]);
  });
  it('percentage limited to listed products', () => {
    const c = coupon({ coupon_type: 'percentage', coupon_value_percentage: 10, products: [2] });
    expect(couponDiscounts(c, lines(1000, 2000), 3000).parts).toEqual([0, 200]);
  });
  it('below the minimum nothing applies and the message is set', () => {
    const r = couponDiscounts(coupon({ min_cart_amount: 5000 }), lines(1000, 2000), 3000);
    expect(r).toEqual({
      parts: [0, 0],
      total: 0,
      message: 'Cupón válido para compras igual o superiores a $5.000',
    });
  });
});
