import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { initialSale, saleSchema } from './sale.ts';

const product = {
  id: 1,
  sku: '100001',
  name: 'Cerveza Cristal Lata 470 cc',
  stock: 240,
  pack: false,
  childs: [],
  prices: [{ price_list_id: 1, price: 990 }],
  sellout: null,
  recommended_price: null,
  recommended_price_list_id: null,
  max_recommended_quantity: null,
  customer_discount: null,
  customer_limit_discount: null,
  customer_days_discount: null,
  bulk_amount: null,
};

describe('saleSchema', () => {
  it('reads a state saved before the personalised-offer fields (same version, defaults)', () => {
    const { recommendedProductIds, recommendedWatchTime, recommendedAutoShown, cartOwner, ...old } =
      initialSale();
    const { bulk_amount, recommended_price, ...oldProduct } = product;
    const parsed = v.parse(saleSchema, { ...old, lines: [{ product: oldProduct, amount: 2 }] });
    expect(parsed.recommendedProductIds).toEqual([]);
    expect(parsed.recommendedWatchTime).toBeNull();
    expect(parsed.cartOwner).toBeNull();
    expect(parsed.lines[0]).toMatchObject({ amount: 2, recommended: false });
    expect(parsed.lines[0]?.product).toMatchObject({ bulk_amount: null, recommended_price: null });
  });

  it('keeps the cart, customer, payments and coupon through a round trip', () => {
    const state = {
      ...initialSale(),
      buyType: 'socio' as const,
      customer: { id: 1, name: 'Camila Rojas', rut: '12345678-5', subscription: true },
      lines: [{ product, amount: 3, recommended: true }],
      payments: [
        { payment_type: 'EFECTIVO', amount: 1000 },
        { payment_type: 'WALLET', amount: 1970 },
      ],
      coupon: {
        id: 2,
        code: 'CLUB10',
        coupon_type: 'percentage' as const,
        coupon_value: 0,
        coupon_value_percentage: 10,
        min_cart_amount: 0,
        max_discount: null,
        products: [],
      },
      recommendedProductIds: [1],
      recommendedWatchTime: 8,
    };
    expect(v.parse(saleSchema, JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it('rejects a line whose product lost what the pricing rules read', () => {
    const result = v.safeParse(saleSchema, {
      ...initialSale(),
      lines: [{ product: { ...product, prices: 'x' }, amount: 1 }],
    });
    expect(result.success).toBe(false);
  });
});
