import { describe, expect, it } from 'vitest';
import {
  checkProductPrice,
  memberPrice,
  nonMemberPrice,
  priceListIdFor,
  priceOnList,
  RECOMMENDED_PRICE_LIST_ID,
  recommendedOfferPrice,
  unitPrices,
} from './prices';
import { makeProduct, STORE } from './test-fixtures';

const product = makeProduct({
  prices: [
    { price_list_id: 10, price: 1000 },
    { price_list_id: 11, price: 900 },
    { price_list_id: 12, price: 850 },
    { price_list_id: 20, price: 1200 },
    { price_list_id: 21, price: 1250 },
    { price_list_id: 22, price: 1300 },
    { price_list_id: 23, price: 1350 },
    { price_list_id: 24, price: 1400 },
    { price_list_id: 91, price: 800 },
  ],
  sellout: { id: 5, price: 700, stock: 3, max_quantity: 2 },
});

describe('priceListIdFor', () => {
  it('maps each buy type to the store list', () => {
    expect(priceListIdFor(STORE, 'socio')).toBe(10);
    expect(priceListIdFor(STORE, 'no-socio')).toBe(10);
    expect(priceListIdFor(STORE, 'rappi-payless')).toBe(10);
    expect(priceListIdFor(STORE, 'rappi')).toBe(20);
    expect(priceListIdFor(STORE, 'rappi-turbo')).toBe(21);
    expect(priceListIdFor(STORE, 'ubereats')).toBe(22);
    expect(priceListIdFor(STORE, 'cornershop')).toBe(22);
    expect(priceListIdFor(STORE, 'pedidosya')).toBe(23);
    expect(priceListIdFor(STORE, 'goodmeal')).toBe(24);
  });
});

describe('unitPrices', () => {
  it('members see normal, club, bulk, sellout and recommended (list 91)', () => {
    expect(unitPrices(product, STORE, 'socio')).toEqual({
      normal: 1000,
      club: 900,
      bulk: 850,
      sellout: 700,
      recommended: 800,
      platform: null,
    });
    expect(RECOMMENDED_PRICE_LIST_ID).toBe(91);
  });
  it('non-members get no club price', () => {
    expect(unitPrices(product, STORE, 'no-socio').club).toBeNull();
  });
  it('recommended_price wins over the lists; recommended_price_list_id over list 91', () => {
    expect(unitPrices({ ...product, recommended_price: 750 }, STORE, 'socio').recommended).toBe(750);
    const own = { ...product, recommended_price_list_id: 12 };
    expect(unitPrices(own, STORE, 'socio').recommended).toBe(850);
  });
  it('platforms get only their list price, cornershop the Uber Eats one', () => {
    expect(unitPrices(product, STORE, 'rappi')).toEqual({
      normal: 1200,
      club: null,
      bulk: null,
      sellout: null,
      recommended: null,
      platform: 1200,
    });
    expect(unitPrices(product, STORE, 'cornershop').platform).toBe(1300);
    expect(unitPrices(product, STORE, 'goodmeal').platform).toBe(1400);
  });
  it('rappi-payless uses the normal list with no discounts and no platform list', () => {
    expect(unitPrices(product, STORE, 'rappi-payless')).toMatchObject({
      normal: 1000,
      club: null,
      platform: null,
    });
  });
  it('a missing list or price gives null', () => {
    expect(priceOnList(product, null)).toBeNull();
    expect(priceOnList(product, 99)).toBeNull();
    expect(unitPrices(product, { ...STORE, pedidosya_price_list_id: null }, 'pedidosya').normal).toBeNull();
  });
});

describe('price rules', () => {
  const p = unitPrices(product, STORE, 'socio');
  it('member price = min(normal 1000, club 900, sellout 700, bulk 850) = 700', () => {
    expect(memberPrice(p)).toBe(700);
    expect(memberPrice({ ...p, sellout: null })).toBe(850);
  });
  it('non-member price = min(normal, sellout, bulk) ignores club', () => {
    expect(nonMemberPrice({ ...p, sellout: null, bulk: null })).toBe(1000);
    expect(nonMemberPrice({ ...p, sellout: null })).toBe(850);
  });
  it('recommended price = min(normal, club, sellout, recommended)', () => {
    expect(recommendedOfferPrice({ ...p, sellout: null })).toBe(800);
    expect(
      recommendedOfferPrice({ ...p, normal: null, club: null, sellout: null, recommended: null }),
    ).toBeNull();
  });
});

describe('checkProductPrice', () => {
  it('needs a base price: "{product} no tiene precio"', () => {
    const noPrice = makeProduct({ name: 'Ron', prices: [] });
    expect(checkProductPrice(noPrice, STORE, 'socio')).toEqual({ ok: false, message: 'Ron no tiene precio' });
    expect(checkProductPrice(product, STORE, 'socio')).toEqual({ ok: true, price: 1000 });
  });
  it('in bulk context needs a bulk price: "{product} no tiene precio mayorista"', () => {
    const noBulk = makeProduct({ name: 'Pisco' });
    expect(checkProductPrice(noBulk, STORE, 'no-socio', true)).toEqual({
      ok: false,
      message: 'Pisco no tiene precio mayorista',
    });
    expect(checkProductPrice(product, STORE, 'no-socio', true)).toEqual({ ok: true, price: 1000 });
    expect(checkProductPrice(noBulk, STORE, 'rappi-payless', true)).toEqual({ ok: true, price: 1000 });
  });
});
