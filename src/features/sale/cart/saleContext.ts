/**
 * One place where the persisted session/sale shapes become the domain's types (store flags and
 * price lists, products, coupon, buy type, document type), so screens and actions never cast.
 */
import type { DocType } from '@/domain/payments.ts';
import type { BuyType, Coupon, Product, Store } from '@/domain/types.ts';
import type { SaleState } from '@/session/sale.ts';
import type { SessionUser } from '@/session/session.ts';

type Loose = Record<string, unknown>;

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const flag = (value: unknown): boolean => value === true;

/** The seller's store with its price lists and flags; missing lists are null, missing flags false. */
export function domainStore(user: SessionUser | null): Store {
  const s = (user?.Store ?? {}) as Loose;
  return {
    id: num(s.id) ?? user?.store_id ?? 0,
    price_list_id: num(s.price_list_id),
    club_price_list_id: num(s.club_price_list_id),
    bulk_price_list_id: num(s.bulk_price_list_id),
    rappi_price_list_id: num(s.rappi_price_list_id),
    rappi_turbo_price_list_id: num(s.rappi_turbo_price_list_id),
    ubereats_price_list_id: num(s.ubereats_price_list_id),
    pedidosya_price_list_id: num(s.pedidosya_price_list_id),
    goodmeal_price_list_id: num(s.goodmeal_price_list_id),
    recommended_active: flag(s.recommended_active),
    recommended_auto_show: flag(s.recommended_auto_show),
    mach_active: flag(s.mach_active),
    redpay_active: flag(s.redpay_active),
  };
}

export type SaleLine = SaleState['lines'][number];

/** A persisted line's product as the domain reads it (the sale schema validates these fields). */
export function lineProduct(line: SaleLine): Product {
  return line.product as unknown as Product;
}

/** A product from the API as the sale keeps it. */
export function toSaleProduct(product: Product): SaleLine['product'] {
  return product as unknown as SaleLine['product'];
}

export function domainCoupon(coupon: SaleState['coupon']): Coupon | null {
  return coupon ? (coupon as unknown as Coupon) : null;
}

/** The sale's buy type; a screen behind requireBuyType always has one. */
export function saleBuyType(state: SaleState): BuyType {
  return state.buyType ?? 'no-socio';
}

/** The wire and the sale keep 'boleta' | 'factura'; the domain (and the screen) 'Boleta' | 'Factura'. */
export function toDomainDocType(documentType: SaleState['documentType'] | null): DocType | null {
  if (documentType === 'boleta') return 'Boleta';
  if (documentType === 'factura') return 'Factura';
  return null;
}

/** "socio:42": whose cart this is (see cartActions.enterCatalogue). */
export function cartOwnerKey(state: Pick<SaleState, 'buyType' | 'customer'>): string {
  return `${state.buyType ?? ''}:${state.customer?.id ?? ''}`;
}

/** Wholesale customer (apply_bulk): bulk prices from the first unit, only cash and transfer. */
export function isWholesale(state: Pick<SaleState, 'customer'>): boolean {
  return (state.customer as Loose | null)?.apply_bulk === true;
}
