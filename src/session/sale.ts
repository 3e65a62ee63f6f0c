import * as v from 'valibot';
import { createPersistedStore } from './persisted.ts';

/**
 * The sale in progress (spec 000 §3 "Cart line", "Order creation payload"; spec 001 §3
 * "Client cart state"). Persisted so a reload at any step keeps the customer, the cart and
 * the payments. Products keep the server's shape (validated loosely: the pricing rules read
 * them, and a product that does not even have an id and a name is dropped with the state).
 */
export const BUY_TYPES = [
  'socio',
  'no-socio',
  'rappi-payless',
  'rappi',
  'rappi-turbo',
  'cornershop',
  'ubereats',
  'pedidosya',
  'goodmeal',
] as const;
export type BuyTypeValue = (typeof BUY_TYPES)[number];
export const isDeliveryBuyType = (buyType: BuyTypeValue | null): boolean =>
  buyType !== null && buyType !== 'socio' && buyType !== 'no-socio';

const productSchema = v.looseObject({ id: v.number(), name: v.string() });

const lineSchema = v.object({
  product: productSchema,
  amount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999)),
});

const paymentSchema = v.looseObject({
  id: v.optional(v.nullable(v.number())),
  payment_type: v.string(),
  amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

const customerSchema = v.looseObject({
  id: v.number(),
  name: v.optional(v.nullable(v.string())),
  rut: v.string(),
});

const invoiceDataSchema = v.object({
  company: v.string(),
  rut: v.string(),
  activity: v.string(),
  address: v.string(),
  commune: v.string(),
  city: v.string(),
});

export const saleSchema = v.object({
  buyType: v.nullable(v.picklist(BUY_TYPES)),
  customer: v.nullable(customerSchema),
  lines: v.array(lineSchema),
  coupon: v.nullable(v.looseObject({ id: v.number(), code: v.string() })),
  payments: v.array(paymentSchema),
  documentType: v.picklist(['boleta', 'factura']),
  invoiceData: v.nullable(invoiceDataSchema),
  orderId: v.nullable(v.number()),
  orderNumber: v.nullable(v.union([v.string(), v.number()])),
  orderStatus: v.string(),
  smsSent: v.boolean(),
  returnId: v.nullable(v.number()),
  returnSmartPosTransactionIds: v.array(v.string()),
});

export type SaleState = v.InferOutput<typeof saleSchema>;

export const PLACEHOLDER_PAYMENT_TYPE = 'METODO DE PAGO';
export const BILLING_PROCESSING = 'BILLING PROCESSING';

export const initialSale = (): SaleState => ({
  buyType: null,
  customer: null,
  lines: [],
  coupon: null,
  payments: [{ payment_type: PLACEHOLDER_PAYMENT_TYPE, amount: 0 }],
  documentType: 'boleta',
  invoiceData: null,
  orderId: null,
  orderNumber: null,
  orderStatus: 'PENDIENTE',
  smsSent: false,
  returnId: null,
  returnSmartPosTransactionIds: [],
});

export const SALE_KEY = 'pos.sale';

export const sale = createPersistedStore({
  key: SALE_KEY,
  version: 1,
  schema: saleSchema,
  initial: initialSale,
});

export function isBillingProcessing(state: SaleState): boolean {
  return state.orderId !== null && state.orderStatus === BILLING_PROCESSING;
}

/** Starts a sale of a given buy type (home and delivery selection). */
export function startSale(buyType: BuyTypeValue): void {
  sale.set(() => ({ ...initialSale(), buyType }));
}
