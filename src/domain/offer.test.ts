import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offerAvailable, offerProductView, shouldAutoShowOffer } from './offer';
import { makeProduct, STORE } from './test-fixtures';

describe('shouldAutoShowOffer', () => {
  const on = { recommended_active: true, recommended_auto_show: true };
  const ready = { store: on, alreadyShown: false, lineCount: 2, hasCustomer: true };

  it('opens once per sale, with products and a customer, when the store asks for it', () => {
    expect(shouldAutoShowOffer(ready)).toBe(true);
    expect(shouldAutoShowOffer({ ...ready, alreadyShown: true })).toBe(false);
    expect(shouldAutoShowOffer({ ...ready, lineCount: 0 })).toBe(false);
    expect(shouldAutoShowOffer({ ...ready, hasCustomer: false })).toBe(false);
    expect(shouldAutoShowOffer({ ...ready, store: { ...on, recommended_auto_show: false } })).toBe(false);
    expect(shouldAutoShowOffer({ ...ready, store: { ...on, recommended_active: false } })).toBe(false);
  });

  it('is true only when every condition holds (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.nat(5), fc.boolean(), (a, s, shown, n, c) => {
        const input = {
          store: { recommended_active: a, recommended_auto_show: s },
          alreadyShown: shown,
          lineCount: n,
          hasCustomer: c,
        };
        expect(shouldAutoShowOffer(input)).toBe(a && s && !shown && n > 0 && c);
      }),
    );
  });
});

describe('offerAvailable', () => {
  it('needs the store flag and a customer', () => {
    expect(offerAvailable({ recommended_active: true }, true)).toBe(true);
    expect(offerAvailable({ recommended_active: true }, false)).toBe(false);
    expect(offerAvailable({ recommended_active: false }, true)).toBe(false);
  });
});

describe('offerProductView', () => {
  it('shows the lowest of normal and recommended, with the normal price to strike through', () => {
    const product = makeProduct({ id: 7, name: 'Cerveza', recommended_price: 900 });
    const view = offerProductView(product, STORE, 'socio', [7]);
    expect(view.id).toBe(7);
    expect(view.name).toBe('Cerveza');
    expect(view.price).toBeLessThanOrEqual(view.regularPrice);
    expect(view.price).toBe(Math.min(view.regularPrice, 900));
    expect(view.added).toBe(true);
    expect(offerProductView(product, STORE, 'socio', []).added).toBe(false);
  });

  it('a product without a normal price shows 0 rather than nothing', () => {
    const product = makeProduct({ prices: [], recommended_price: null, sellout: null });
    const view = offerProductView(product, STORE, 'no-socio', []);
    expect(view.regularPrice).toBe(0);
    expect(view.price).toBe(0);
  });
});
