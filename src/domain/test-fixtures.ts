/**
 * Builders shared by the domain tests and the benchmark (not used by the app).
 */
import type { PastOrder, Product, Store } from './types';

/** Lists: normal 10, club 11, bulk 12, rappi 20, rappi-turbo 21, ubereats 22, pedidosya 23, goodmeal 24. */
export const STORE: Store = {
  id: 1,
  price_list_id: 10,
  club_price_list_id: 11,
  bulk_price_list_id: 12,
  rappi_price_list_id: 20,
  rappi_turbo_price_list_id: 21,
  ubereats_price_list_id: 22,
  pedidosya_price_list_id: 23,
  goodmeal_price_list_id: 24,
  recommended_active: true,
  recommended_auto_show: false,
  mach_active: false,
  redpay_active: false,
};

/** A plain product: id 1, normal price 1000, stock 100, no discounts. */
export function makeProduct(over: Partial<Product> = {}): Product {
  return {
    id: 1,
    sku: '100',
    name: 'Cerveza Lager',
    stock: 100,
    pack: false,
    ean: '7800000000001',
    taxes: false,
    childs: [],
    prices: [{ price_list_id: 10, price: 1000 }],
    sellout: null,
    recommended_price: null,
    recommended_price_list_id: null,
    max_recommended_quantity: null,
    customer_discount: null,
    customer_limit_discount: null,
    customer_days_discount: null,
    bulk_amount: null,
    ...over,
  };
}

export function makeOrder(
  created_at: string,
  bought: [number, number][],
  returned: [number, number][] = [],
): PastOrder {
  return {
    created_at,
    OrderProducts: bought.map(([product_id, amount]) => ({ product_id, amount })),
    Returns: returned.length
      ? [{ ReturnProducts: returned.map(([product_id, amount]) => ({ product_id, amount })) }]
      : [],
  };
}

/** Santiago Monday 2026-06-01 10:00 (UTC-4 in winter). */
export const MONDAY_10 = new Date('2026-06-01T14:00:00Z');
/** Santiago Wednesday 2026-06-03 10:00. */
export const WEDNESDAY_10 = new Date('2026-06-03T14:00:00Z');
