import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from './cart';
import { productPrice } from './productPrice';
import { MONDAY_10, makeProduct, STORE } from './test-fixtures';
import type { BuyType, Product } from './types';

/** Normal 1000, club 900, bulk 800 from 6 units. */
const BULKY = makeProduct({
  prices: [
    { price_list_id: 10, price: 1000 },
    { price_list_id: 11, price: 900 },
    { price_list_id: 12, price: 800 },
    { price_list_id: 20, price: 1200 },
  ],
  bulk_amount: 6,
});

describe('productPrice: the price of one unit now', () => {
  it('a plain product: its normal price, nothing else', () => {
    expect(productPrice(makeProduct(), STORE, 'socio')).toEqual({
      price: 1000,
      regularPrice: undefined,
      badges: [],
      bulk: null,
    });
  });

  it('no price on the buy type list: price null', () => {
    expect(productPrice(makeProduct({ prices: [] }), STORE, 'socio').price).toBeNull();
    expect(productPrice(makeProduct(), STORE, 'rappi').price).toBeNull();
  });

  it('member: club 900 for one unit; bulk 800 shown apart "from 6 units", never as the unit price', () => {
    expect(productPrice(BULKY, STORE, 'socio')).toEqual({
      price: 900,
      regularPrice: 1000,
      badges: ['club'],
      bulk: { price: 800, minQuantity: 6 },
    });
  });

  it('non-member: normal 1000 for one unit (no club), bulk 800 from 6', () => {
    expect(productPrice(BULKY, STORE, 'no-socio')).toEqual({
      price: 1000,
      regularPrice: undefined,
      badges: [],
      bulk: { price: 800, minQuantity: 6 },
    });
  });

  it('wholesale customer: bulk applies from the first unit, so it is the unit price', () => {
    expect(productPrice(BULKY, STORE, 'no-socio', true)).toEqual({
      price: 800,
      regularPrice: 1000,
      badges: ['bulk'],
      bulk: null,
    });
  });

  it('bulk_amount 1: bulk is the unit price, with its badge', () => {
    expect(productPrice({ ...BULKY, bulk_amount: 1 }, STORE, 'no-socio')).toMatchObject({
      price: 800,
      badges: ['bulk'],
      bulk: null,
    });
  });

  it('no bulk_amount (null or 0): the bulk price never applies and is not shown', () => {
    for (const bulk_amount of [null, 0]) {
      expect(productPrice({ ...BULKY, bulk_amount }, STORE, 'no-socio')).toMatchObject({
        price: 1000,
        bulk: null,
      });
    }
  });

  it('a bulk price not below the unit price is not offered', () => {
    const p = makeProduct({
      prices: [
        { price_list_id: 10, price: 1000 },
        { price_list_id: 11, price: 700 },
        { price_list_id: 12, price: 800 },
      ],
      bulk_amount: 6,
    });
    expect(productPrice(p, STORE, 'socio')).toMatchObject({ price: 700, bulk: null });
    expect(productPrice(p, STORE, 'no-socio')).toMatchObject({
      price: 1000,
      bulk: { price: 800, minQuantity: 6 },
    });
  });

  it('sellout applies while its stock and max quantity allow a unit', () => {
    const sellout = { id: 1, price: 600, stock: 3, max_quantity: 2 };
    expect(productPrice({ ...BULKY, sellout }, STORE, 'no-socio')).toMatchObject({
      price: 600,
      regularPrice: 1000,
      badges: ['sellout'],
      bulk: null,
    });
    expect(productPrice({ ...BULKY, sellout: { ...sellout, stock: 0 } }, STORE, 'no-socio').price).toBe(1000);
    expect(
      productPrice({ ...BULKY, sellout: { ...sellout, max_quantity: 0 } }, STORE, 'no-socio').price,
    ).toBe(1000);
  });

  it('member with club and sellout: the lower one, both labelled', () => {
    const sellout = { id: 1, price: 850, stock: 5, max_quantity: 5 };
    expect(productPrice({ ...BULKY, sellout }, STORE, 'socio')).toMatchObject({
      price: 850,
      badges: ['club', 'sellout'],
      bulk: { price: 800, minQuantity: 6 },
    });
  });

  it('delivery platforms: their own list, no discounts, no bulk line', () => {
    expect(productPrice(BULKY, STORE, 'rappi')).toEqual({
      price: 1200,
      regularPrice: undefined,
      badges: [],
      bulk: null,
    });
    expect(productPrice(BULKY, STORE, 'rappi-payless')).toMatchObject({ price: 1000, bulk: null });
  });
});

const productArb: fc.Arbitrary<Product> = fc
  .record({
    normal: fc.integer({ min: 1, max: 50_000 }),
    club: fc.option(fc.integer({ min: 0, max: 60_000 })),
    bulk: fc.option(fc.integer({ min: 0, max: 60_000 })),
    bulkAmount: fc.option(fc.integer({ min: 0, max: 24 })),
    sellout: fc.option(
      fc.record({
        price: fc.integer({ min: 0, max: 60_000 }),
        stock: fc.integer({ min: 0, max: 5 }),
        max: fc.integer({ min: 0, max: 5 }),
      }),
    ),
  })
  .map(({ normal, club, bulk, bulkAmount, sellout }) =>
    makeProduct({
      prices: [
        { price_list_id: 10, price: normal },
        ...(club === null ? [] : [{ price_list_id: 11, price: club }]),
        ...(bulk === null ? [] : [{ price_list_id: 12, price: bulk }]),
      ],
      bulk_amount: bulkAmount,
      stock: 1000,
      sellout: sellout && { id: 1, price: sellout.price, stock: sellout.stock, max_quantity: sellout.max },
    }),
  );
const buyTypeArb = fc.constantFrom<BuyType>('socio', 'no-socio');

describe('productPrice agrees with the cart', () => {
  it('property: one unit in the cart costs exactly the card price', () => {
    fc.assert(
      fc.property(productArb, buyTypeArb, fc.boolean(), (product, buyType, wholesale) => {
        const card = productPrice(product, STORE, buyType, wholesale);
        const cart = priceCart({
          store: STORE,
          buyType,
          now: MONDAY_10,
          wholesale,
          lines: [{ product, amount: 1 }],
        });
        expect(cart.lines[0]!.total_amount).toBe(card.price);
      }),
    );
  });

  it('property: the bulk line is honoured: N units cost at most N x bulk price, and fewer do not get it', () => {
    fc.assert(
      fc.property(productArb, buyTypeArb, (product, buyType) => {
        const card = productPrice(product, STORE, buyType);
        if (card.bulk === null || card.price === null) return;
        expect(card.bulk.minQuantity).toBe(product.bulk_amount);
        expect(card.bulk.price).toBeLessThan(card.price);
        const at = (amount: number) =>
          priceCart({ store: STORE, buyType, now: MONDAY_10, lines: [{ product, amount }] }).lines[0]!;
        expect(at(card.bulk.minQuantity).total_amount).toBeLessThanOrEqual(
          card.bulk.price * card.bulk.minQuantity,
        );
        expect(at(card.bulk.minQuantity - 1).quantities.bulk).toBe(0);
      }),
    );
  });

  it('property: regularPrice is the normal price exactly when it is higher; price never above it', () => {
    fc.assert(
      fc.property(productArb, buyTypeArb, fc.boolean(), (product, buyType, wholesale) => {
        const card = productPrice(product, STORE, buyType, wholesale);
        const normal = product.prices[0]!.price;
        expect(card.price).not.toBeNull();
        expect(card.price!).toBeLessThanOrEqual(normal);
        expect(card.regularPrice).toBe(card.price! < normal ? normal : undefined);
        expect(card.badges.length > 0).toBe(card.price! < normal);
      }),
    );
  });
});
