/**
 * The demo world's records. Plain, JSON-serialisable data (so the browser can persist it across
 * reloads) typed with the generated contract types wherever a record is a contract shape.
 */
import type {
  BuyType,
  Coupon,
  Customer,
  DeliveryPlatform,
  DeliveryStatus,
  DeliveryType,
  DocType,
  InvoiceData,
  MachPayment,
  OrderStatus,
  Payment,
  Points,
  Product,
  PurchaseInvoiceStatus,
  RedpayPayment,
  Store,
  StoreOrderStatus,
} from '@/api/generated/model';

/** Bumped whenever the shape or the seed changes: a persisted world of another version is discarded. */
export const WORLD_VERSION = 5;

export interface SellerRecord {
  id: number;
  name: string;
  /** Cleaned RUT (digits and K, no dots or hyphen): "111111111". */
  rut: string;
  password: string;
  store_id: number;
}

export interface CustomerRecord extends Customer {
  points: Points;
}

export interface CouponRecord extends Coupon {
  /** ISO date-time after which the coupon answers 400. null = no expiry. */
  expires_at: string | null;
  /** Only club members (subscription) may use it. */
  members_only: boolean;
}

/** A promotion rule: the world decides per cart which promotions apply. */
export interface PromotionRule {
  id: number;
  name: string;
  /** All these products must be in the cart with at least `min_amount` units each. */
  requires: { product_id: number; min_amount: number }[];
  /** Discounted product and how: fixed CLP per group of `per_units`, or a percentage of the line. */
  target_product_id: number;
  discount:
    | { kind: 'per-units'; per_units: number; amount: number }
    | { kind: 'percentage'; percentage: number };
  /** Only when one payment row has this type. */
  payment_type: string | null;
}

export interface OrderLineRecord {
  product_id: number;
  amount: number;
  /** Unit price charged, CLP. */
  total_unit_price: number;
}

export interface OrderRecord {
  id: number;
  order_number: number;
  store_id: number;
  buy_type: BuyType;
  created_at: string;
  sale_admin_id: number | null;
  save_admin_id: number | null;
  customer_id: number | null;
  lines: OrderLineRecord[];
  total_amount: number;
  status: OrderStatus;
  doc_type: DocType;
  saved: boolean;
  coupon: string | null;
  machine_number: string | null;
  delivery_company: DeliveryPlatform | null;
  recommended_product_ids: number[];
  /** Invoice data (factura). */
  billing: InvoiceData | null;
  /** Folio of the boleta or factura once billed. */
  bill_number: number | null;
  sii_code: string | null;
  billing_started_at: string | null;
  billing_success: boolean | null;
  /** Express orders. */
  pickup_code: string | null;
  delivery_type: DeliveryType | null;
  delivery_time: string | null;
  delivery_status: DeliveryStatus | null;
  uber_estimate_id: string | null;
  /** Stock was taken from the catalogue at creation (given back on reject / return). */
  stock_taken: boolean;
  /** The Idempotency-Key that created it (one per sale on this client). */
  idempotency_key?: string | null;
}

export interface IdempotencyRecord {
  operation: string;
  /** The request's JSON body (and path), to refuse a key reused for another request. */
  request: string;
  status: number;
  answer: unknown;
}

export interface PaymentRecord extends Payment {
  created_at: string;
  /** Redelcom: how many polls answered so far. */
  polls: number;
}

export interface MachRecord extends MachPayment {
  created_at: string;
  payment_id: number | null;
}

export interface RedpayRecord extends RedpayPayment {
  created_at: string;
  payment_id: number | null;
}

export interface ReturnRecord {
  id: number;
  order_id: number;
  created_at: string;
  lines: { product_id: number; amount: number }[];
  cash_movement: boolean;
  smart_pos: boolean;
  machine_id: string | null;
  credit_note_number: number;
}

export interface DeliveryOrderRecord {
  id: number;
  platform: DeliveryPlatform;
  code: string;
  order_id: number;
  bill_id: number | null;
  platform_status: string | null;
  /** The products as the platform sent them (quantity per SKU). */
  lines: { product_id: number; quantity: number }[];
}

export interface StockLineRecord {
  product_id: number;
  /** Por ingresar. */
  stock_to_enter: number;
  /** Ingresado. */
  current_stock: number;
  /** Units ordered on the document (informative). */
  ordered: number;
}

export interface PurchaseOrderRecord {
  id: number;
  store_id: number;
  purchase_order_number: string | null;
  created_at: string;
  name: string;
  lines: StockLineRecord[];
}

export interface PurchaseInvoiceRecord {
  id: number;
  number: string;
  status: PurchaseInvoiceStatus;
  purchase_order_id: number;
}

export interface StoreOrderRecord {
  id: number;
  store_id: number;
  store_order_number: string | null;
  created_at: string;
  name: string;
  status: StoreOrderStatus;
  lines: StockLineRecord[];
}

export interface CodeRecord {
  kind: 'sms' | 'supervisor';
  customer_id: number;
  amount: number;
  code: string;
  sent_at: string;
}

export interface WorldState {
  version: number;
  seededAt: string;
  seq: Record<string, number>;
  stores: Store[];
  sellers: SellerRecord[];
  customers: CustomerRecord[];
  products: Product[];
  featuredProductIds: number[];
  coupons: CouponRecord[];
  couponRedemptions: { coupon_id: number; customer_id: number; at: string }[];
  promotions: PromotionRule[];
  orders: OrderRecord[];
  payments: PaymentRecord[];
  mach: MachRecord[];
  redpay: RedpayRecord[];
  returns: ReturnRecord[];
  companies: InvoiceData[];
  deliveryOrders: DeliveryOrderRecord[];
  purchaseOrders: PurchaseOrderRecord[];
  purchaseInvoices: PurchaseInvoiceRecord[];
  storeOrders: StoreOrderRecord[];
  codes: CodeRecord[];
  revokedTokens: string[];
  /**
   * Idempotency-Key -> the first successful answer of createOrder / updateOrder (contract:
   * components/parameters/IdempotencyKey). A request repeated with the key gets this answer
   * again and changes nothing.
   */
  idempotency: Record<string, IdempotencyRecord>;
  /** Requests received per operation, replays included (tests prove one order per sale with it). */
  requestCounts: Record<string, number>;
  /**
   * Charges started per payment id ("12" -> 1): every call that can move the customer's money
   * (a Redelcom, MACH, Redpay, wallet, platform, Transbank or Rappi Payless payment, a settlement
   * of cash / transfer / deposit, and a native card payment on the simulated terminal). A test
   * fails when a payment is charged twice: a reload never charges twice.
   */
  charges: Record<string, number>;
  /**
   * Charges per payment id that ended without taking money: refused, cancelled or expired on the
   * provider (a Redelcom transaction, a MACH or Redpay QR). `charges - chargeEnds` is what is
   * still held or taken: at most 1 per payment.
   */
  chargeEnds: Record<string, number>;
  /**
   * Card annulments per smart_pos_transaction_id, as the simulated terminal announces them: a
   * return's reload never annuls a transaction twice and never skips one.
   */
  annulments: Record<string, number>;
  recommendationEvents: {
    kind: 'shown' | 'added' | 'exit';
    response_id: string;
    product_ids: number[];
    at: string;
  }[];
}
