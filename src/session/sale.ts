import * as v from 'valibot';
import { MAX_UNITS_PER_LINE } from '@/domain/cartStock.ts';
import { newId } from '@/domain/ids.ts';
import { STORAGE_MESSAGES } from '@/domain/messages.ts';
import { BILLING_PROCESSING } from '@/domain/orderStatus.ts';
import { BUY_TYPES, type BuyType, PAYMENT_TYPES, PLACEHOLDER_PAYMENT_TYPE } from '@/domain/types.ts';
import { createPersistedStore } from './persisted.ts';

/**
 * The sale in progress (spec 000 §3 "Cart line", "Order creation payload"; spec 001 §3
 * "Client cart state"). Persisted so a reload at any step keeps the customer, the cart and
 * the payments. Products keep the server's shape (validated loosely: the pricing rules read
 * them, and a product that does not even have an id and a name is dropped with the state).
 */
/** The buy types of spec 000 §3, from the domain (one list for the rules and the stored sale). */
export { BUY_TYPES };
export type BuyTypeValue = BuyType;
export const isDeliveryBuyType = (buyType: BuyTypeValue | null): boolean =>
  buyType !== null && buyType !== 'socio' && buyType !== 'no-socio';

/**
 * A product as the sale keeps it: exactly the domain's `Product` (src/domain/types.ts; a test
 * checks the two are the same type), so the rules read a stored line without a cast and a reload
 * never feeds them a broken product. Optional extras default to "none".
 */
const productSchema = v.object({
  id: v.number(),
  name: v.string(),
  sku: v.optional(v.string(), ''),
  stock: v.optional(v.number(), 0),
  pack: v.optional(v.boolean(), false),
  childs: v.optional(
    v.array(v.object({ child_product_id: v.number(), child_quantity: v.number(), child_stock: v.number() })),
    [],
  ),
  prices: v.optional(v.array(v.object({ price_list_id: v.number(), price: v.number() })), []),
  sellout: v.optional(
    v.nullable(v.object({ id: v.number(), price: v.number(), stock: v.number(), max_quantity: v.number() })),
    null,
  ),
  recommended_price: v.optional(v.nullable(v.number()), null),
  recommended_price_list_id: v.optional(v.nullable(v.number()), null),
  max_recommended_quantity: v.optional(v.nullable(v.number()), null),
  customer_discount: v.optional(v.nullable(v.number()), null),
  customer_limit_discount: v.optional(v.nullable(v.number()), null),
  customer_days_discount: v.optional(v.nullable(v.string()), null),
  bulk_amount: v.optional(v.nullable(v.number()), null),
  ean: v.optional(v.nullable(v.string())),
  taxes: v.optional(v.boolean()),
});

const lineSchema = v.object({
  product: productSchema,
  amount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_UNITS_PER_LINE)),
  /** Added from the personalised offer: the recommended price may apply (spec 000 §9). */
  recommended: v.optional(v.boolean(), false),
});

/** A payment row (domain `Payment`); an unknown stored type goes back to the placeholder. */
const paymentSchema = v.object({
  payment_type: v.fallback(v.picklist(PAYMENT_TYPES), PLACEHOLDER_PAYMENT_TYPE),
  amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The row pays the rest of the total (domain `resolvePayments`). */
  rest: v.optional(v.boolean()),
});

const customerSchema = v.looseObject({
  id: v.number(),
  name: v.optional(v.nullable(v.string())),
  rut: v.string(),
  /** Wholesale customer: bulk prices from the first unit, only cash and transfer. */
  apply_bulk: v.optional(v.nullable(v.boolean())),
});

const invoiceDataSchema = v.object({
  company: v.string(),
  rut: v.string(),
  activity: v.string(),
  address: v.string(),
  commune: v.string(),
  city: v.string(),
});

/** The screens of a sale in progress, in the order a sale goes through them. */
export const SALE_STEPS = ['/perfil', '/compra', '/carro', '/factura', '/pago-final'] as const;
export type SaleStep = (typeof SALE_STEPS)[number];

/** A new sale's id. */
const newSaleId = (): string => newId('sale');

/**
 * An order request whose outcome is not known yet: persisted before it is sent, cleared when the
 * server answers. A reload, a lost answer or a timeout leaves it here, and the same request is
 * sent again with the same Idempotency-Key before anything else, so the server answers the first
 * result instead of creating a second order.
 */
const pendingOrderSchema = v.object({
  kind: v.picklist(['create', 'update']),
  /** REALIZAR COMPRA (buy) or Guardar / Actualizar Pedido (save). */
  purpose: v.picklist(['buy', 'save']),
  key: v.pipe(v.string(), v.minLength(8)),
  /** The order updated (kind update). */
  orderId: v.nullable(v.number()),
  /** The request body exactly as sent (checked against the contract's schema on replay). */
  body: v.looseObject({}),
});

export type PendingOrder = v.InferOutput<typeof pendingOrderSchema>;

export const saleSchema = v.object({
  buyType: v.nullable(v.picklist(BUY_TYPES)),
  customer: v.nullable(customerSchema),
  lines: v.array(lineSchema),
  /** The validated coupon as the server sent it (domain `Coupon`: type, values, products). */
  coupon: v.nullable(
    v.object({
      id: v.number(),
      code: v.string(),
      coupon_type: v.optional(v.picklist(['diff', 'percentage']), 'diff'),
      coupon_value: v.optional(v.number(), 0),
      coupon_value_percentage: v.optional(v.number(), 0),
      min_cart_amount: v.optional(v.number(), 0),
      max_discount: v.optional(v.nullable(v.number()), null),
      products: v.optional(v.array(v.number()), []),
    }),
  ),
  payments: v.array(paymentSchema),
  documentType: v.picklist(['boleta', 'factura']),
  invoiceData: v.nullable(invoiceDataSchema),
  orderId: v.nullable(v.number()),
  orderNumber: v.nullable(v.union([v.string(), v.number()])),
  orderStatus: v.string(),
  smsSent: v.boolean(),
  returnId: v.nullable(v.number()),
  returnSmartPosTransactionIds: v.array(v.string()),
  // Added after version 1 with defaults, so a state saved before them still loads.
  /** Ids of the products added from the personalised offer (order payload recommended_product_ids). */
  recommendedProductIds: v.optional(v.array(v.number()), []),
  /** Seconds the personalised offer was on screen in this sale (order payload recommended_watch_time). */
  recommendedWatchTime: v.optional(v.nullable(v.number()), null),
  /** The offer was already shown automatically in this sale (recommended_auto_show shows it once). */
  recommendedAutoShown: v.optional(v.boolean(), false),
  /**
   * Whose cart this is ("buyType:customerId"), set when the cart is built. /compra resets the
   * cart, coupon, payments and order when a new sale arrives with another owner (spec 000 §4).
   */
  cartOwner: v.optional(v.nullable(v.string()), null),
  /**
   * The sale's identity: one sale, one order. The create request's Idempotency-Key is derived
   * from it, so every create of this sale is the same create for the server. A new sale (every
   * reset of the order id) gets a new one.
   */
  saleId: v.optional(v.pipe(v.string(), v.minLength(8)), newSaleId),
  /** Updates of the order answered so far (the next update's key). */
  orderRevision: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  pendingOrder: v.optional(v.nullable(pendingOrderSchema), null),
  /**
   * The general club discount is off after a payment type change (spec 000 §4), until the next
   * cart line change (domain `clubGeneralClearedAfter`).
   */
  clubGeneralCleared: v.optional(v.boolean(), false),
  /**
   * What the seller typed on /factura and has not confirmed yet (Continuar stores it in
   * `invoiceData`). Part of the sale, so a reload keeps it and every end of the sale (a new sale,
   * a cancel, a logout) drops it with the rest: a customer's company data never outlives the sale.
   */
  invoiceDraft: v.optional(v.nullable(invoiceDataSchema), null),
  /**
   * What the server last said of the order's payments (domain `orderPaymentsLock`): 'paid' once
   * one is approved, 'charging' while a provider charge is pending. Read on /pago-final and after
   * a refused order update; a new sale starts without it. The cart is read-only and every sale
   * screen leads back to /pago-final while it is set (docs/DECISIONS.md "Sale").
   */
  paymentLock: v.optional(v.nullable(v.picklist(['charging', 'paid'])), null),
  /**
   * The sale's screen the seller was last on (src/session/saleResume.ts): a start of the app (a
   * cold start at /, /inicio, a login) resumes the unfinished sale there.
   */
  step: v.fallback(v.optional(v.nullable(v.picklist(SALE_STEPS)), null), null),
});

export type SaleState = v.InferOutput<typeof saleSchema>;

/** The status name lives with the order-status rules (src/domain/orderStatus.ts). */
export { BILLING_PROCESSING };

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
  recommendedProductIds: [],
  recommendedWatchTime: null,
  recommendedAutoShown: false,
  cartOwner: null,
  saleId: newSaleId(),
  orderRevision: 0,
  pendingOrder: null,
  clubGeneralCleared: false,
  invoiceDraft: null,
  paymentLock: null,
  step: null,
});

export const SALE_KEY = 'pos.sale';

export const sale = createPersistedStore({
  key: SALE_KEY,
  label: STORAGE_MESSAGES.sale,
  version: 1,
  schema: saleSchema,
  initial: initialSale,
});

export function isBillingProcessing(state: SaleState): boolean {
  return state.orderId !== null && state.orderStatus === BILLING_PROCESSING;
}

/** Records what the server said of the order's payments (no write when nothing changed). */
export function setPaymentLock(orderId: number, lock: SaleState['paymentLock']): void {
  sale.set((prev) =>
    prev.orderId !== orderId || prev.paymentLock === lock ? prev : { ...prev, paymentLock: lock },
  );
  sale.flush();
}

/** Starts a sale of a given buy type (home and delivery selection). */
export function startSale(buyType: BuyTypeValue): void {
  sale.set(() => ({ ...initialSale(), buyType }));
}
