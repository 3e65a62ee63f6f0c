import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CartLineInput, cartPricer, type PriceCartInput, priceCart } from './cart';
import { makeOrder, makeProduct, STORE } from './test-fixtures';
import type { BuyType, Coupon, Promotion } from './types';

const MONDAY = new Date('2026-06-01T14:00:00Z');

/** Products with a club price, a general club discount, bulk and sellout prices. */
const products = Array.from({ length: 20 }, (_, i) =>
  makeProduct({
    id: i + 1,
    name: `P${i + 1}`,
    prices: [
      { price_list_id: 10, price: 1000 + i * 100 },
      { price_list_id: 11, price: 900 + i * 100 },
      { price_list_id: 12, price: 850 + i * 100 },
    ],
    bulk_amount: i % 3 === 0 ? 3 : null,
    sellout: i % 4 === 0 ? { id: i, price: 700 + i * 100, stock: 2, max_quantity: 3 } : null,
    customer_discount: i % 5 === 0 ? 20 : null,
    customer_limit_discount: 4,
    customer_days_discount: '1,0,0,1,0,0,0',
    max_recommended_quantity: 2,
  }),
);

const coupon: Coupon = {
  id: 1,
  code: 'C',
  coupon_type: 'diff',
  coupon_value: 3000,
  coupon_value_percentage: 0,
  min_cart_amount: 0,
  max_discount: null,
  products: [],
};

/** What the cart screen does on a "+": the same sale with one line's amount changed. */
function press(lines: readonly CartLineInput[], index: number, amount: number): CartLineInput[] {
  return lines.map((l, i) => (i === index ? { ...l, amount } : l));
}

describe('cartPricer: a change re-prices the lines it changed', () => {
  const base: Omit<PriceCartInput, 'lines'> = { store: STORE, buyType: 'socio', now: MONDAY };
  const lines: CartLineInput[] = products.map((product) => ({ product, amount: 1 }));

  it('a "+" on one line of twenty: the other nineteen are the lines priced before, and the cart is priceCart\'s', () => {
    const price = cartPricer();
    const before = price({ ...base, lines });
    const changed = press(lines, 7, 2);
    const after = price({ ...base, lines: changed });
    expect(after).toEqual(priceCart({ ...base, lines: changed }));
    const same = after.lines.filter((l, i) => l === before.lines[i]);
    expect(same).toHaveLength(19);
    expect(after.lines[7]).not.toBe(before.lines[7]);
    expect(after.lines[7]?.amount).toBe(2);
  });

  it('a new context prices every line again: promotions, instant, buy type, cleared general discount', () => {
    const promotions: Promotion[] = [{ products: [{ id: 3, discount: 500 }] }];
    const changes: Partial<PriceCartInput>[] = [
      { promotions },
      { now: new Date('2026-06-03T14:00:00Z') },
      { buyType: 'no-socio' },
      { withoutClubGeneral: true },
      { wholesale: true },
      { pastOrders: [makeOrder('2026-06-01T12:00:00Z', [[1, 3]])] },
    ];
    for (const change of changes) {
      const price = cartPricer();
      const before = price({ ...base, lines });
      const after = price({ ...base, ...change, lines });
      expect(after).toEqual(priceCart({ ...base, ...change, lines }));
      expect(after.lines.some((l, i) => l === before.lines[i])).toBe(false);
    }
  });

  it('the same promotions read again (a new answer for the changed cart) keep the lines priced', () => {
    const price = cartPricer();
    const promotions = (): Promotion[] => [{ products: [{ id: 3, discount: 500 }] }];
    const before = price({ ...base, promotions: promotions(), lines });
    const after = price({ ...base, promotions: promotions(), lines });
    expect(after.lines.every((l, i) => l === before.lines[i])).toBe(true);
    const changed = price({ ...base, promotions: [{ products: [{ id: 3, discount: 600 }] }], lines });
    expect(changed.lines[2]?.discounts.offers).toBe(600);
    expect(changed.lines.some((l, i) => l === after.lines[i])).toBe(false);
  });

  it('the coupon share never changes a line it gave before', () => {
    const price = cartPricer();
    const first = price({ ...base, lines });
    const kept = structuredClone(first.lines);
    const withCoupon = price({ ...base, coupon, lines: press(lines, 0, 3) });
    expect(withCoupon.summary.coupon).toBe(3000);
    expect(first.lines).toEqual(kept);
    expect(price({ ...base, lines: press(lines, 0, 3) }).summary.coupon).toBe(0);
  });

  it('property: any run of presses, coupons, promotions and buy types prices as priceCart', () => {
    const step = fc.record({
      index: fc.integer({ min: 0, max: products.length - 1 }),
      amount: fc.integer({ min: 1, max: 12 }),
      recommended: fc.boolean(),
      coupon: fc.boolean(),
      promotion: fc.option(fc.integer({ min: 0, max: 5000 })),
      buyType: fc.constantFrom<BuyType>('socio', 'no-socio', 'rappi'),
      withoutClubGeneral: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 15 }), (steps) => {
        const price = cartPricer();
        let current: CartLineInput[] = lines;
        let promotions: Promotion[] = [];
        for (const s of steps) {
          current = current.map((l, i) =>
            i === s.index ? { ...l, amount: s.amount, recommended: s.recommended } : l,
          );
          if (s.promotion !== null) promotions = [{ products: [{ id: s.index + 1, discount: s.promotion }] }];
          const input: PriceCartInput = {
            ...base,
            lines: current,
            buyType: s.buyType,
            coupon: s.coupon ? coupon : null,
            promotions,
            withoutClubGeneral: s.withoutClubGeneral,
          };
          expect(price(input)).toEqual(priceCart(input));
        }
      }),
      { numRuns: 200 },
    );
  });
});
