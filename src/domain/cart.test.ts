import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CartLineInput,
  type ClubGeneralEvent,
  clubGeneralClearedAfter,
  type PriceCartInput,
  priceCart,
  promotionsByProduct,
} from './cart';
import { MONDAY_10, makeOrder, makeProduct, STORE, WEDNESDAY_10 } from './test-fixtures';
import type { BuyType, Coupon, Product } from './types';

/** A: normal 1000, club 900, bulk 800 from 6 units, sellout 700 (stock 2, max 3 -> cap 2). */
const A = makeProduct({
  id: 1,
  name: 'A',
  prices: [
    { price_list_id: 10, price: 1000 },
    { price_list_id: 11, price: 900 },
    { price_list_id: 12, price: 800 },
    { price_list_id: 20, price: 1200 },
    { price_list_id: 22, price: 1300 },
  ],
  bulk_amount: 6,
  sellout: { id: 9, price: 700, stock: 2, max_quantity: 3 },
});
/** B: normal 2000, general club discount 15% (-> 1700) Monday and Thursday, limit 5 per window. */
const B = makeProduct({
  id: 2,
  name: 'B',
  prices: [{ price_list_id: 10, price: 2000 }],
  customer_discount: 15,
  customer_limit_discount: 5,
  customer_days_discount: '1,0,0,1,0,0,0',
});
/** C: normal 1000, bulk 850 from 6 units. */
const C = makeProduct({
  id: 3,
  name: 'C',
  prices: [
    { price_list_id: 10, price: 1000 },
    { price_list_id: 12, price: 850 },
  ],
  bulk_amount: 6,
});
/** D: normal 1000, recommended 800 (list 91), at most 2 recommended units. */
const D = makeProduct({
  id: 4,
  name: 'D',
  prices: [
    { price_list_id: 10, price: 1000 },
    { price_list_id: 91, price: 800 },
  ],
  max_recommended_quantity: 2,
});

const cart = (over: Partial<PriceCartInput> & { lines: CartLineInput[] }) =>
  priceCart({ store: STORE, buyType: 'socio', now: MONDAY_10, ...over });

describe('priceCart: quantities per price kind', () => {
  it('member, 3 x A: 2 at sellout 700, 1 at club 900 -> discounts 600 + 100, total 2300', () => {
    const r = cart({ lines: [{ product: A, amount: 3 }] });
    const line = r.lines[0]!;
    expect(line.quantities).toEqual({
      normal: 0,
      club: 1,
      bulk: 0,
      sellout: 2,
      recommended: 0,
      clubGeneral: 0,
      offers: 0,
    });
    expect(line.discounts).toMatchObject({
      sellout: 600,
      club: 100,
      discountSubtotal: 700,
      discountTotal: 700,
    });
    expect(line.subtotal_amount).toBe(3000);
    expect(line.total_amount).toBe(2300);
    // 700 / 3000 = 23.3% -> 23
    expect(line.discounts.percentageDiscount).toBe(23);
    expect(line.max_quantities.sellout).toBe(2);
  });
  it('member, 6 x A: bulk 800 beats club: 2 sellout (600) + 4 bulk (800) = 1400 off 6000', () => {
    const line = cart({ lines: [{ product: A, amount: 6 }] }).lines[0]!;
    expect(line.quantities).toMatchObject({ sellout: 2, bulk: 4, club: 0, normal: 0 });
    expect(line.discounts).toMatchObject({ sellout: 600, bulk: 800 });
    expect(line.total_amount).toBe(4600);
    expect(line.max_quantities.bulk).toEqual({ min: 6, max: 99999 });
  });
  it('non-member, 3 x A: 2 sellout, 1 normal (no club price)', () => {
    const line = cart({ buyType: 'no-socio', lines: [{ product: A, amount: 3 }] }).lines[0]!;
    expect(line.quantities).toMatchObject({ sellout: 2, normal: 1, club: 0 });
    expect(line.total_amount).toBe(2400);
  });
  it('bulk needs bulk_amount units: 5 x C none, 6 x C all six at 850 (900 off)', () => {
    expect(cart({ lines: [{ product: C, amount: 5 }] }).lines[0]!.discounts.bulk).toBe(0);
    const six = cart({ lines: [{ product: C, amount: 6 }] }).lines[0]!;
    expect(six.quantities).toMatchObject({ bulk: 6, normal: 0 });
    expect(six.discounts.bulk).toBe(900);
  });
  it('wholesale gets the bulk price from the first unit: 1 x C -> 150 off', () => {
    const line = cart({ wholesale: true, lines: [{ product: C, amount: 1 }] }).lines[0]!;
    expect(line.discounts.bulk).toBe(150);
    expect(line.max_quantities.bulk.min).toBe(1);
  });
  it('bulk_amount 0 or null means no bulk price (without wholesale)', () => {
    const zero = { ...C, bulk_amount: 0 };
    expect(cart({ lines: [{ product: zero, amount: 10 }] }).lines[0]!.discounts.bulk).toBe(0);
  });
});

describe('priceCart: general club discount', () => {
  it('Monday, nothing bought, 4 x B: 4 units at 1700 -> 1200 off', () => {
    const line = cart({ lines: [{ product: B, amount: 4 }] }).lines[0]!;
    expect(line.quantities).toMatchObject({ clubGeneral: 4, normal: 0 });
    expect(line.discounts.clubGeneral).toBe(1200);
    expect(line.prices.clubGeneral).toBe(1700);
  });
  it('limit 5 minus 2 bought in the window (3 bought, 1 returned) = 3 units: 900 off, 1 at normal', () => {
    const pastOrders = [makeOrder('2026-06-01T12:00:00Z', [[2, 3]], [[2, 1]])];
    const line = cart({ pastOrders, lines: [{ product: B, amount: 4 }] }).lines[0]!;
    expect(line.max_quantities.clubGeneral).toEqual({ min: 2, max: 5, disc: 15, available: 3 });
    expect(line.quantities).toMatchObject({ clubGeneral: 3, normal: 1 });
    expect(line.discounts.clubGeneral).toBe(900);
    expect(line.total_amount).toBe(7100);
  });
  it('Wednesday: no flag, no discount', () => {
    const line = cart({ now: WEDNESDAY_10, lines: [{ product: B, amount: 4 }] }).lines[0]!;
    expect(line.discounts.clubGeneral).toBe(0);
    expect(line.total_amount).toBe(8000);
  });
  it('non-members never get it', () => {
    const line = cart({ buyType: 'no-socio', lines: [{ product: B, amount: 1 }] }).lines[0]!;
    expect(line.discounts.clubGeneral).toBe(0);
    expect(line.max_quantities.clubGeneral.available).toBe(0);
  });
});

describe('priceCart: general club discount cleared by a payment type change (withoutClubGeneral)', () => {
  it('4 x B on a Monday: the 1200 off is gone, every unit at normal, the total is the subtotal', () => {
    const line = cart({ withoutClubGeneral: true, lines: [{ product: B, amount: 4 }] }).lines[0]!;
    expect(line.quantities).toMatchObject({ clubGeneral: 0, normal: 4 });
    expect(line.discounts.clubGeneral).toBe(0);
    expect(line.prices.clubGeneral).toBeNull();
    expect(line.max_quantities.clubGeneral.available).toBe(0);
    expect(line.total_amount).toBe(8000);
  });
  it('the other discounts stay: the club price still applies to A, bulk and sellout too', () => {
    const lines = [
      { product: A, amount: 6 },
      { product: B, amount: 2 },
    ];
    const on = cart({ lines });
    const off = cart({ withoutClubGeneral: true, lines });
    expect(off.lines[0]!.quantities).toEqual(on.lines[0]!.quantities);
    expect(off.lines[0]!.discounts).toEqual(on.lines[0]!.discounts);
    expect(off.lines[0]!.discounts.club + off.lines[0]!.discounts.sellout).toBeGreaterThan(0);
    expect(on.summary.clubGeneral).toBe(600);
    expect(off.summary.clubGeneral).toBe(0);
    expect(off.total).toBe(on.total + 600);
  });
  it('a unit that had the general price takes the next cheapest kind (here the club price)', () => {
    const both = makeProduct({
      id: 5,
      prices: [
        { price_list_id: 10, price: 2000 },
        { price_list_id: 11, price: 1800 },
      ],
      customer_discount: 15,
      customer_limit_discount: 5,
      customer_days_discount: '1,1,1,1,1,1,1',
    });
    expect(cart({ lines: [{ product: both, amount: 2 }] }).lines[0]!.quantities).toMatchObject({
      clubGeneral: 2,
      club: 0,
    });
    const off = cart({ withoutClubGeneral: true, lines: [{ product: both, amount: 2 }] }).lines[0]!;
    expect(off.quantities).toMatchObject({ clubGeneral: 0, club: 2 });
    expect(off.discounts.club).toBe(400);
  });
  it('false or missing is the normal pricing', () => {
    const lines = [{ product: B, amount: 4 }];
    expect(cart({ withoutClubGeneral: false, lines })).toEqual(cart({ lines }));
  });
});

describe('clubGeneralClearedAfter: until when the general discount stays cleared', () => {
  it('a payment type change clears it; the next cart line change or a new sale brings it back', () => {
    expect(clubGeneralClearedAfter(false, 'paymentTypeChanged')).toBe(true);
    expect(clubGeneralClearedAfter(true, 'paymentTypeChanged')).toBe(true);
    expect(clubGeneralClearedAfter(true, 'cartLineChanged')).toBe(false);
    expect(clubGeneralClearedAfter(true, 'saleReset')).toBe(false);
    expect(clubGeneralClearedAfter(true, 'other')).toBe(true);
    expect(clubGeneralClearedAfter(false, 'other')).toBe(false);
  });
  it('property: cleared exactly when the last payment type change came after the last line change or reset', () => {
    const events = fc.array(
      fc.constantFrom<ClubGeneralEvent>('paymentTypeChanged', 'cartLineChanged', 'saleReset', 'other'),
    );
    fc.assert(
      fc.property(events, (list) => {
        const cleared = list.reduce(clubGeneralClearedAfter, false);
        const lastChange = list.lastIndexOf('paymentTypeChanged');
        const lastRestore = Math.max(list.lastIndexOf('cartLineChanged'), list.lastIndexOf('saleReset'));
        expect(cleared).toBe(lastChange > lastRestore);
      }),
    );
  });
});

describe('priceCart: recommended', () => {
  it('recommended line: 2 units at 800 (cap 2), the third at normal -> 400 off', () => {
    const line = cart({ lines: [{ product: D, amount: 3, recommended: true }] }).lines[0]!;
    expect(line.quantities).toMatchObject({ recommended: 2, normal: 1 });
    expect(line.discounts.recommended).toBe(400);
    expect(line.max_quantities.recommended).toBe(2);
  });
  it('not recommended, or the store without the feature: no recommended price', () => {
    expect(cart({ lines: [{ product: D, amount: 1 }] }).lines[0]!.discounts.recommended).toBe(0);
    const off = { ...STORE, recommended_active: false };
    expect(
      cart({ store: off, lines: [{ product: D, amount: 1, recommended: true }] }).lines[0]!.discounts
        .recommended,
    ).toBe(0);
  });
  it('no max_recommended_quantity: every unit', () => {
    const free = { ...D, max_recommended_quantity: null };
    expect(
      cart({ lines: [{ product: free, amount: 5, recommended: true }] }).lines[0]!.discounts.recommended,
    ).toBe(1000);
  });
});

describe('priceCart: promotions', () => {
  it('replace the line discounts when greater: 750 for the line >= 700 -> offers only', () => {
    const r = cart({
      promotions: [{ products: [{ id: 1, discount: 750 }] }],
      lines: [{ product: A, amount: 3 }],
    });
    const line = r.lines[0]!;
    expect(line.quantities).toEqual({
      normal: 0,
      club: 0,
      bulk: 0,
      sellout: 0,
      recommended: 0,
      clubGeneral: 0,
      offers: 3,
    });
    expect(line.discounts).toMatchObject({ offers: 750, sellout: 0, club: 0, discountSubtotal: 750 });
    expect(line.total_amount).toBe(2250);
    expect(r.hasOfferOrCouponDiscount).toBe(true);
  });
  it('do not apply when smaller: 200 x 3 = 600 < 700', () => {
    const line = cart({
      promotions: [{ products: [{ id: 1, discount: 200 }] }],
      lines: [{ product: A, amount: 3 }],
    }).lines[0]!;
    expect(line.discounts.offers).toBe(0);
    expect(line.discounts.sellout).toBe(600);
  });
  it('apply when equal: sellout 900 x 2 = 200 off vs a promotion of 200 for the line', () => {
    const p = makeProduct({ id: 7, sellout: { id: 1, price: 900, stock: 10, max_quantity: 10 } });
    const line = cart({
      promotions: [{ products: [{ id: 7, discount: 200 }] }],
      lines: [{ product: p, amount: 2 }],
    }).lines[0]!;
    expect(line.discounts).toMatchObject({ offers: 200, sellout: 0 });
  });
  it('never exceed the line: 5000 off a 1000 unit -> 1000', () => {
    const p = makeProduct({ id: 8 });
    const line = cart({
      promotions: [{ products: [{ id: 8, discount: 5000 }] }],
      lines: [{ product: p, amount: 1 }],
    }).lines[0]!;
    expect(line.discounts.offers).toBe(1000);
    expect(line.total_amount).toBe(0);
  });
  it('the largest of several promotions for a product wins', () => {
    const m = promotionsByProduct([
      { products: [{ id: 1, discount: 10 }] },
      {
        products: [
          { id: 1, discount: 30 },
          { id: 2, discount: 5 },
        ],
      },
    ]);
    expect(m.get(1)).toBe(30);
    expect(m.get(2)).toBe(5);
  });
});

describe('priceCart: coupon and summary', () => {
  const diff: Coupon = {
    id: 1,
    code: 'X',
    coupon_type: 'diff',
    coupon_value: 1000,
    coupon_value_percentage: 0,
    min_cart_amount: 0,
    max_discount: null,
    products: [],
  };
  it('the coupon applies on what lines cost after their discounts: A 3 (2300) + C 1 (1000) = 3300', () => {
    // 1000 * 2300 / 3300 = 696.97, 1000 * 1000 / 3300 = 303.03 -> 696 + 303 = 999, +1 to A
    const r = cart({
      coupon: diff,
      lines: [
        { product: A, amount: 3 },
        { product: C, amount: 1 },
      ],
    });
    expect(r.lines.map((l) => l.discounts.coupon)).toEqual([697, 303]);
    expect(r.lines[0]!.discounts.discountTotal).toBe(1397);
    expect(r.summary).toEqual({
      bulk: 0,
      club: 100,
      clubGeneral: 0,
      sellout: 600,
      recommended: 0,
      offers: 0,
      coupon: 1000,
      total: 1700,
    });
    expect(r.subtotal).toBe(4000);
    expect(r.total).toBe(2300);
    expect(r.units).toBe(4);
    expect(r.couponMessage).toBeNull();
    expect(r.hasOfferOrCouponDiscount).toBe(true);
  });
  it('below min_cart_amount (subtotal 4000 < 5000) the coupon gives 0 and reports the message', () => {
    const r = cart({
      coupon: { ...diff, min_cart_amount: 5000 },
      lines: [
        { product: A, amount: 3 },
        { product: C, amount: 1 },
      ],
    });
    expect(r.summary.coupon).toBe(0);
    expect(r.couponMessage).toBe('Cupón válido para compras igual o superiores a $5.000');
    expect(r.hasOfferOrCouponDiscount).toBe(false);
  });
  it('a coupon larger than the cart leaves totals at 0, never below', () => {
    const r = cart({ coupon: { ...diff, coupon_value: 99999 }, lines: [{ product: C, amount: 1 }] });
    expect(r.total).toBe(0);
    expect(r.lines[0]!.total_amount).toBe(0);
    expect(r.lines[0]!.discounts.percentageDiscount).toBe(100);
  });
  it('empty cart: zeros', () => {
    const r = cart({ coupon: diff, lines: [] });
    expect(r).toMatchObject({ subtotal: 0, total: 0, units: 0, couponMessage: null });
  });
});

describe('priceCart: delivery platforms', () => {
  it('rappi: own list (1200), no discount, promotion or coupon', () => {
    const coupon: Coupon = {
      id: 1,
      code: 'X',
      coupon_type: 'diff',
      coupon_value: 500,
      coupon_value_percentage: 0,
      min_cart_amount: 0,
      max_discount: null,
      products: [],
    };
    const r = cart({
      buyType: 'rappi',
      coupon,
      promotions: [{ products: [{ id: 1, discount: 300 }] }],
      lines: [{ product: A, amount: 3, recommended: true }],
    });
    const line = r.lines[0]!;
    expect(line.quantities).toMatchObject({ normal: 3, sellout: 0, offers: 0 });
    expect(line.subtotal_amount).toBe(3600);
    expect(r.summary.total).toBe(0);
    expect(r.total).toBe(3600);
    expect(line.prices.platform).toBe(1200);
    expect(line.max_quantities.offers).toBe(0);
  });
  it('cornershop uses the Uber Eats list (1300)', () => {
    expect(cart({ buyType: 'cornershop', lines: [{ product: A, amount: 1 }] }).total).toBe(1300);
  });
  it('a product without a price on the list is priced 0 and flagged', () => {
    const line = cart({ buyType: 'pedidosya', lines: [{ product: A, amount: 2 }] }).lines[0]!;
    expect(line.hasPrice).toBe(false);
    expect(line.subtotal_amount).toBe(0);
    expect(line.discounts.percentageDiscount).toBe(0);
  });
});

// ---------- properties ----------

const productArb: fc.Arbitrary<Product> = fc
  .record({
    id: fc.integer({ min: 1, max: 30 }),
    normal: fc.integer({ min: 0, max: 50_000 }),
    club: fc.option(fc.integer({ min: 0, max: 60_000 })),
    bulk: fc.option(fc.integer({ min: 0, max: 60_000 })),
    rec: fc.option(fc.integer({ min: 0, max: 60_000 })),
    sellout: fc.option(
      fc.record({
        price: fc.integer({ min: 0, max: 60_000 }),
        stock: fc.integer({ min: -5, max: 50 }),
        max: fc.integer({ min: 0, max: 50 }),
      }),
    ),
    maxRec: fc.option(fc.integer({ min: 0, max: 20 })),
    disc: fc.option(fc.integer({ min: 0, max: 100 })),
    limit: fc.option(fc.integer({ min: 0, max: 20 })),
    days: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
    bulkAmount: fc.option(fc.integer({ min: 0, max: 20 })),
  })
  .map((r) =>
    makeProduct({
      id: r.id,
      prices: [
        { price_list_id: 10, price: r.normal },
        ...(r.club === null ? [] : [{ price_list_id: 11, price: r.club }]),
        ...(r.bulk === null ? [] : [{ price_list_id: 12, price: r.bulk }]),
        { price_list_id: 20, price: r.normal + 100 },
      ],
      recommended_price: r.rec,
      sellout: r.sellout && {
        id: 1,
        price: r.sellout.price,
        stock: r.sellout.stock,
        max_quantity: r.sellout.max,
      },
      max_recommended_quantity: r.maxRec,
      customer_discount: r.disc,
      customer_limit_discount: r.limit,
      customer_days_discount: r.days.map((d) => (d ? '1' : '0')).join(','),
      bulk_amount: r.bulkAmount,
    }),
  );

const couponArb: fc.Arbitrary<Coupon | null> = fc.option(
  fc.record({
    id: fc.constant(1),
    code: fc.constant('C'),
    coupon_type: fc.constantFrom<'diff' | 'percentage'>('diff', 'percentage'),
    coupon_value: fc.integer({ min: 0, max: 200_000 }),
    coupon_value_percentage: fc.integer({ min: 0, max: 100 }),
    min_cart_amount: fc.integer({ min: 0, max: 100_000 }),
    max_discount: fc.option(fc.integer({ min: 0, max: 100_000 })),
    products: fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 5 }),
  }),
);

const inputArb = fc.record({
  lines: fc.array(
    fc.record({ product: productArb, amount: fc.integer({ min: 0, max: 999 }), recommended: fc.boolean() }),
    { maxLength: 12 },
  ),
  buyType: fc.constantFrom<BuyType>('socio', 'no-socio', 'rappi', 'rappi-payless'),
  coupon: couponArb,
  promotions: fc.array(
    fc.record({
      products: fc.array(
        fc.record({ id: fc.integer({ min: 1, max: 30 }), discount: fc.integer({ min: 0, max: 60_000 }) }),
        { maxLength: 5 },
      ),
    }),
    { maxLength: 3 },
  ),
  pastBought: fc.array(fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 30 })), {
    maxLength: 5,
  }),
  now: fc.date({
    min: new Date('2026-01-01T00:00:00Z'),
    max: new Date('2027-01-01T00:00:00Z'),
    noInvalidDate: true,
  }),
  wholesale: fc.boolean(),
  withoutClubGeneral: fc.boolean(),
});

describe('priceCart properties', () => {
  it('totals never negative, discounts never exceed the line, caps never exceeded, quantities add up', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const pastOrders = [makeOrder(input.now.toISOString(), input.pastBought)];
        const r = priceCart({ ...input, store: STORE, pastOrders });
        expect(r.total).toBeGreaterThanOrEqual(0);
        expect(r.total).toBe(r.subtotal - r.summary.total);
        for (const line of r.lines) {
          const q = line.quantities;
          const d = line.discounts;
          expect(line.total_amount).toBeGreaterThanOrEqual(0);
          expect(d.discountTotal).toBeLessThanOrEqual(line.subtotal_amount);
          expect(line.total_amount).toBe(line.subtotal_amount - d.discountTotal);
          for (const v of [d.club, d.bulk, d.sellout, d.clubGeneral, d.recommended, d.offers, d.coupon]) {
            expect(v).toBeGreaterThanOrEqual(0);
          }
          expect(q.normal + q.club + q.bulk + q.sellout + q.recommended + q.clubGeneral + q.offers).toBe(
            line.amount,
          );
          expect(q.sellout).toBeLessThanOrEqual(line.max_quantities.sellout);
          expect(q.clubGeneral).toBeLessThanOrEqual(line.max_quantities.clubGeneral.available);
          expect(q.bulk).toBeLessThanOrEqual(line.max_quantities.bulk.max);
          if (line.max_quantities.recommended !== null) {
            expect(q.recommended).toBeLessThanOrEqual(line.max_quantities.recommended);
          }
          if (input.buyType !== 'socio') expect(q.club + q.clubGeneral).toBe(0);
          if (input.withoutClubGeneral) expect(q.clubGeneral + d.clubGeneral).toBe(0);
        }
        if (input.buyType === 'rappi' || input.buyType === 'rappi-payless') expect(r.summary.total).toBe(0);
      }),
    );
  });
  it('leaving out the general discount never lowers a line below what it costs with it (only price discounts)', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const pastOrders = [makeOrder(input.now.toISOString(), input.pastBought)];
        const base = { ...input, coupon: null, store: STORE, pastOrders };
        const on = priceCart({ ...base, withoutClubGeneral: false });
        const off = priceCart({ ...base, withoutClubGeneral: true });
        expect(off.summary.clubGeneral).toBe(0);
        off.lines.forEach((l, i) => {
          // Without a promotion on the line, dropping one discount kind can only cost more.
          if (l.discounts.offers === 0 && on.lines[i]!.discounts.offers === 0) {
            expect(l.total_amount).toBeGreaterThanOrEqual(on.lines[i]!.total_amount);
          }
        });
        if (on.summary.clubGeneral === 0) expect(off.total).toBe(on.total);
      }),
    );
  });
  it('a diff coupon with no cap is split so its parts add up exactly to min(value, what the lines cost)', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 200_000 }), (input, value) => {
        const coupon: Coupon = {
          id: 1,
          code: 'D',
          coupon_type: 'diff',
          coupon_value: value,
          coupon_value_percentage: 0,
          min_cart_amount: 0,
          max_discount: null,
          products: [],
        };
        const r = priceCart({ ...input, buyType: 'socio', coupon, store: STORE });
        const afterPrices = r.lines.reduce((s, l) => s + l.subtotal_amount - l.discounts.discountSubtotal, 0);
        expect(r.summary.coupon).toBe(Math.min(value, afterPrices));
      }),
    );
  });
});
