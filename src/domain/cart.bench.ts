import { bench, describe } from 'vitest';
import { type CartLineInput, cartPricer, priceCart } from './cart';
import { availablePaymentTypes, paymentsHint, unusedPointsConfirmation, validatePurchase } from './payments';
import { makeOrder, makeProduct, STORE } from './test-fixtures';
import type { Coupon, Promotion } from './types';

/** 100 lines cycling through every discount kind: club, bulk, sellout, clubGeneral, recommended, promotion. */
const lines: CartLineInput[] = Array.from({ length: 100 }, (_, i) => {
  const id = i + 1;
  const normal = 1000 + i * 37;
  const product = makeProduct({
    id,
    name: `Producto ${id}`,
    stock: 5000,
    prices: [
      { price_list_id: 10, price: normal },
      { price_list_id: 11, price: normal - 90 },
      { price_list_id: 12, price: normal - 120 },
      { price_list_id: 91, price: normal - 150 },
    ],
    bulk_amount: i % 3 === 0 ? 3 : null,
    sellout: i % 4 === 0 ? { id, price: normal - 200, stock: 2, max_quantity: 3 } : null,
    customer_discount: i % 5 === 0 ? 20 : null,
    customer_limit_discount: 4,
    customer_days_discount: '1,0,0,1,0,0,0',
    max_recommended_quantity: 2,
  });
  return { product, amount: 1 + (i % 7), recommended: i % 6 === 0 };
});
const coupon: Coupon = {
  id: 1,
  code: 'BENCH',
  coupon_type: 'diff',
  coupon_value: 5000,
  coupon_value_percentage: 0,
  min_cart_amount: 10000,
  max_discount: null,
  products: [],
};
const promotions: Promotion[] = [
  { products: lines.filter((_, i) => i % 10 === 0).map((l) => ({ id: l.product.id, discount: 400 })) },
];
const pastOrders = Array.from({ length: 10 }, (_, i) =>
  makeOrder(
    '2026-06-01T12:00:00Z',
    [
      [i * 5 + 1, 2],
      [i * 5 + 6, 1],
    ],
    [[i * 5 + 1, 1]],
  ),
);
const now = new Date('2026-06-01T14:00:00Z');

/** What a "+" then "-" on the 10th line gives the cart screen: the same sale, one line changed. */
const pressed = lines.map((l, i) => (i === 9 ? { ...l, amount: l.amount + 1 } : l));
const pricer = cartPricer();
let press = 0;

describe('cart', () => {
  bench('recompute a 100-line cart (all discount kinds, coupon, promotions) and validate payments', () => {
    const priced = priceCart({ lines, store: STORE, buyType: 'socio', coupon, promotions, pastOrders, now });
    const rows = [
      { payment_type: 'EFECTIVO' as const, amount: priced.total - 1000 },
      { payment_type: 'WALLET' as const, amount: 1000 },
    ];
    availablePaymentTypes({ store: STORE, buyType: 'socio', rowIndex: 1, rows });
    paymentsHint({ rows, total: priced.total, docType: 'Boleta' });
    unusedPointsConfirmation(rows, 5000, priced.total);
    validatePurchase({
      productCount: priced.lines.length,
      rows,
      total: priced.total,
      docType: 'Boleta',
      hasOfferOrCouponDiscount: priced.hasOfferOrCouponDiscount,
      usablePoints: 5000,
    });
  });

  bench("a press on a 100-line cart priced by the screen's cartPricer (one line priced again)", () => {
    press += 1;
    pricer({
      lines: press % 2 === 0 ? lines : pressed,
      store: STORE,
      buyType: 'socio',
      coupon: null,
      promotions,
      pastOrders,
      now,
    });
  });
});
