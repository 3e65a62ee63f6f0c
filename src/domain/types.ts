/**
 * Domain input types. Field names are the server's (spec 000 §3), snake_case, so the generated
 * API types are assignable to them.
 */

export type BuyType =
  | 'socio'
  | 'no-socio'
  | 'rappi-payless'
  | 'rappi'
  | 'rappi-turbo'
  | 'cornershop'
  | 'ubereats'
  | 'pedidosya'
  | 'goodmeal';

export const BUY_TYPES: readonly BuyType[] = [
  'socio',
  'no-socio',
  'rappi-payless',
  'rappi',
  'rappi-turbo',
  'cornershop',
  'ubereats',
  'pedidosya',
  'goodmeal',
];

/** Delivery-platform buy types: own price list, no discounts, no customer identification. */
export type PlatformBuyType = Exclude<BuyType, 'socio' | 'no-socio'>;

export function isPlatformBuyType(buyType: BuyType): buyType is PlatformBuyType {
  return buyType !== 'socio' && buyType !== 'no-socio';
}

/**
 * The payment types (spec 000 §3), the one list: the domain's rules, the stored sale, the payment
 * row's select and the contract's enum (a test checks they are the same) all read it.
 */
export const PAYMENT_TYPES = [
  'METODO DE PAGO',
  'RAPPI',
  'RAPPI TURBO',
  'RAPPI PAYLESS',
  'CORNERSHOP',
  'UBEREATS',
  'PEDIDOSYA',
  'EFECTIVO',
  'TARJETA DE DEBITO',
  'TARJETA DE CREDITO',
  'TRANSFERENCIA BANCARIA',
  'WALLET',
  'OTRO',
  'NOTA DE CREDITO',
  'GOODMEAL',
  'FREE',
  'MACH',
  'REDPAY',
] as const;

export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The placeholder a new payment row starts with ("METODO DE PAGO"): not a way to pay. */
export const PLACEHOLDER_PAYMENT_TYPE = 'METODO DE PAGO';

/** A way to pay the seller can choose (every type but the placeholder). */
export type ChosenPaymentType = Exclude<PaymentType, typeof PLACEHOLDER_PAYMENT_TYPE>;

export function isPaymentType(value: string): value is PaymentType {
  return PAYMENT_TYPES.some((type) => type === value);
}

export type PaymentStatus =
  | 'PENDIENTE'
  | 'APROBADO'
  | 'RECHAZADO'
  | 'CANCELADO'
  | 'PAGANDO'
  | 'ERROR'
  | 'EXPIRADO';

export interface Payment {
  id?: number;
  payment_type: PaymentType;
  amount: number;
  /**
   * The row pays the rest of the total (filled by the app, or typed equal to the rest): its
   * amount follows the total and the other rows (domain `resolvePayments`). Cart rows only.
   */
  rest?: boolean;
  status?: PaymentStatus | Lowercase<PaymentStatus> | string;
}

export interface ProductChild {
  child_product_id: number;
  child_quantity: number;
  child_stock: number;
}

export interface ProductPrice {
  price_list_id: number;
  price: number;
}

export interface Sellout {
  id: number;
  price: number;
  stock: number;
  max_quantity: number;
}

export interface Product {
  id: number;
  sku: string;
  name: string;
  stock: number;
  pack: boolean;
  ean?: string | null;
  taxes?: boolean;
  childs: ProductChild[];
  prices: ProductPrice[];
  sellout: Sellout | null;
  recommended_price: number | null;
  recommended_price_list_id: number | null;
  max_recommended_quantity: number | null;
  /** General club discount, percentage (0-100) of the unit normal price. */
  customer_discount: number | null;
  /** Max units with the general club discount per seller-orders window. */
  customer_limit_discount: number | null;
  /** Seven "0"/"1" flags, Monday first: "1,0,0,1,0,0,0" = Monday and Thursday. */
  customer_days_discount: string | null;
  /** Minimum units in the line for the bulk (mayorista) price. */
  bulk_amount: number | null;
}

export interface Store {
  id: number;
  price_list_id: number | null;
  club_price_list_id: number | null;
  bulk_price_list_id: number | null;
  rappi_price_list_id: number | null;
  rappi_turbo_price_list_id: number | null;
  ubereats_price_list_id: number | null;
  pedidosya_price_list_id: number | null;
  goodmeal_price_list_id: number | null;
  recommended_active: boolean;
  recommended_auto_show: boolean;
  mach_active: boolean;
  redpay_active: boolean;
}

export interface Coupon {
  id: number;
  code: string;
  coupon_type: 'diff' | 'percentage';
  coupon_value: number;
  coupon_value_percentage: number;
  min_cart_amount: number;
  max_discount: number | null;
  /** Applicable product ids; empty means every product. */
  products: number[];
}

/** A promotion from POST /api/products/promotions. `discount` is CLP off the WHOLE line (contract). */
export interface Promotion {
  id?: number;
  name?: string;
  products: { id: number; discount: number }[];
}

export interface PastOrder {
  created_at: string;
  OrderProducts: { product_id: number; amount: number }[];
  Returns?: { ReturnProducts: { product_id: number; amount: number }[] }[];
}

export interface PointsResponse {
  points: number;
  cash: number;
  reserved: number;
}
