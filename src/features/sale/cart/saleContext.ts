/**
 * One place where the persisted session/sale shapes become the domain's types (store flags and
 * price lists, products, coupon, buy type, document type), so screens and actions never cast.
 */
import type { DocType } from '@/domain/payments.ts';
import type { BuyType, Store } from '@/domain/types.ts';
import type { SaleState } from '@/session/sale.ts';
import type { SessionUser } from '@/session/session.ts';

/** The seller's store with its price lists and flags (the session validated them). */
export function domainStore(user: SessionUser | null): Store {
  const s = user?.Store;
  return {
    id: s?.id ?? user?.store_id ?? 0,
    price_list_id: s?.price_list_id ?? null,
    club_price_list_id: s?.club_price_list_id ?? null,
    bulk_price_list_id: s?.bulk_price_list_id ?? null,
    rappi_price_list_id: s?.rappi_price_list_id ?? null,
    rappi_turbo_price_list_id: s?.rappi_turbo_price_list_id ?? null,
    ubereats_price_list_id: s?.ubereats_price_list_id ?? null,
    pedidosya_price_list_id: s?.pedidosya_price_list_id ?? null,
    goodmeal_price_list_id: s?.goodmeal_price_list_id ?? null,
    recommended_active: s?.recommended_active === true,
    recommended_auto_show: s?.recommended_auto_show === true,
    mach_active: s?.mach_active === true,
    redpay_active: s?.redpay_active === true,
  };
}

export type SaleLine = SaleState['lines'][number];

/** The sale's buy type; a screen behind requireBuyType always has one. */
export function saleBuyType(state: Pick<SaleState, 'buyType'>): BuyType {
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
  return state.customer?.apply_bulk === true;
}
