/**
 * Price lists per buy type and unit prices of a product (spec 000 §3 Store, §6, §9 Price rules).
 */
import { productNoBulkPriceMessage, productNoPriceMessage } from './messages';
import type { BuyType, Product, Store } from './types';
import { isPlatformBuyType } from './types';

/** The fixed recommended price list. */
export const RECOMMENDED_PRICE_LIST_ID = 91;

/** Bulk (mayorista) maximum quantity. */
export const BULK_MAX_QUANTITY = 99_999;

/**
 * The store's list that gives the base ("normal") price for a buy type.
 * socio / no-socio / rappi-payless -> price_list_id (rappi-payless has no list of its own on the
 * store: it is priced like an in-store sale, without discounts); cornershop -> ubereats list;
 * every other platform -> its own list. null when the store lacks that list.
 */
export function priceListIdFor(store: Store, buyType: BuyType): number | null {
  switch (buyType) {
    case 'rappi':
      return store.rappi_price_list_id;
    case 'rappi-turbo':
      return store.rappi_turbo_price_list_id;
    case 'ubereats':
    case 'cornershop':
      return store.ubereats_price_list_id;
    case 'pedidosya':
      return store.pedidosya_price_list_id;
    case 'goodmeal':
      return store.goodmeal_price_list_id;
    default:
      return store.price_list_id;
  }
}

/** Price of a product on a list; null when the list id is null or the product has no such price. */
export function priceOnList(product: Product, listId: number | null): number | null {
  if (listId === null) return null;
  const found = product.prices.find((p) => p.price_list_id === listId);
  return found ? found.price : null;
}

export interface UnitPrices {
  /** Base price for the buy type (normal list, or the platform's list). */
  normal: number | null;
  club: number | null;
  bulk: number | null;
  sellout: number | null;
  recommended: number | null;
  /** Platform list price for platform buy types, else null. */
  platform: number | null;
}

/**
 * Every unit price that may apply to the product for the buy type. Platform sales get only the
 * platform price (as normal and platform). Club prices are for members only.
 * Recommended price: `recommended_price`, else the price on `recommended_price_list_id`, else on
 * the fixed list 91.
 */
export function unitPrices(product: Product, store: Store, buyType: BuyType): UnitPrices {
  const normal = priceOnList(product, priceListIdFor(store, buyType));
  if (isPlatformBuyType(buyType)) {
    return {
      normal,
      club: null,
      bulk: null,
      sellout: null,
      recommended: null,
      platform: buyType === 'rappi-payless' ? null : normal,
    };
  }
  return {
    normal,
    club: buyType === 'socio' ? priceOnList(product, store.club_price_list_id) : null,
    bulk: priceOnList(product, store.bulk_price_list_id),
    sellout: product.sellout ? product.sellout.price : null,
    recommended:
      product.recommended_price ??
      priceOnList(product, product.recommended_price_list_id ?? RECOMMENDED_PRICE_LIST_ID),
    platform: null,
  };
}

export type PriceCheck = { ok: true; price: number } | { ok: false; message: string };

/**
 * Whether a product can be sold for the buy type: "{product} no tiene precio" without a base
 * price; in bulk context (wholesale customer) also "{product} no tiene precio mayorista" without a
 * bulk price.
 */
export function checkProductPrice(
  product: Product,
  store: Store,
  buyType: BuyType,
  bulkContext = false,
): PriceCheck {
  const prices = unitPrices(product, store, buyType);
  if (prices.normal === null) return { ok: false, message: productNoPriceMessage(product.name) };
  if (bulkContext && !isPlatformBuyType(buyType) && prices.bulk === null) {
    return { ok: false, message: productNoBulkPriceMessage(product.name) };
  }
  return { ok: true, price: prices.normal };
}

/** Member price: min of normal, club, sellout (if any) and bulk (uncapped view, for display). */
export function memberPrice(p: UnitPrices): number | null {
  return minOf(p.normal, p.club, p.sellout, p.bulk);
}

/** Non-member price: min of normal, sellout and bulk. */
export function nonMemberPrice(p: UnitPrices): number | null {
  return minOf(p.normal, p.sellout, p.bulk);
}

/** Recommended price: min of normal, club, sellout and recommended. */
export function recommendedOfferPrice(p: UnitPrices): number | null {
  return minOf(p.normal, p.club, p.sellout, p.recommended);
}

function minOf(...values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length === 0 ? null : Math.min(...present);
}
