/**
 * What a catalogue card or featured slide shows as a product's price (spec 000 §9 Price rules,
 * §6): the price ONE unit costs now, the normal price when that is higher, the price kinds that
 * give it, and the bulk (mayorista) price as its own line with the quantity it starts from.
 *
 * The spec's member price is min(normal, club, sellout, bulk) and the non-member price
 * min(normal, sellout, bulk), but each kind only counts when it applies to the units bought:
 * bulk from `bulk_amount` units (from 1 unit for a wholesale customer), sellout while its stock
 * and max quantity allow a unit, club for members only (as `priceLine` in cart.ts prices a line).
 * So for one unit bulk counts only when it starts at 1; otherwise it is shown apart, as
 * "desde N u.", never as the price of one unit.
 */
import { unitPrices } from './prices';
import type { BuyType, Product, Store } from './types';
import { isPlatformBuyType } from './types';

/** A price kind a card labels (PriceBadge). */
export type ProductPriceKind = 'club' | 'bulk' | 'sellout' | 'recommended';

export interface BulkOffer {
  /** Bulk unit price. */
  price: number;
  /** Units from which it applies: the product's bulk_amount. */
  minQuantity: number;
}

export interface ProductPrice {
  /** What one unit costs this customer now; null when the product has no price for the buy type. */
  price: number | null;
  /** Normal price, present only when higher than `price` (shown struck through). */
  regularPrice: number | undefined;
  /** Kinds that make `price` lower than normal, in the order club, bulk, sellout. */
  badges: ProductPriceKind[];
  /** Bulk price that starts above one unit and is lower than `price`; null otherwise. */
  bulk: BulkOffer | null;
}

const NO_PRICE: ProductPrice = { price: null, regularPrice: undefined, badges: [], bulk: null };

/**
 * The card's price view of `product` for a buy type. `wholesale` (a bulk customer, apply_bulk):
 * the bulk price applies from the first unit.
 */
export function productPrice(
  product: Product,
  store: Store,
  buyType: BuyType,
  wholesale = false,
): ProductPrice {
  const p = unitPrices(product, store, buyType);
  if (p.normal === null) return NO_PRICE;
  const normal = p.normal;
  if (isPlatformBuyType(buyType)) return { price: normal, regularPrice: undefined, badges: [], bulk: null };

  const bulkFrom = wholesale
    ? 1
    : product.bulk_amount !== null && product.bulk_amount > 0
      ? product.bulk_amount
      : null;
  const selloutUnits = product.sellout ? Math.min(product.sellout.stock, product.sellout.max_quantity) : 0;

  const now: { kind: ProductPriceKind; price: number }[] = [];
  if (p.club !== null && p.club < normal) now.push({ kind: 'club', price: p.club });
  if (p.bulk !== null && p.bulk < normal && bulkFrom !== null && bulkFrom <= 1) {
    now.push({ kind: 'bulk', price: p.bulk });
  }
  if (p.sellout !== null && p.sellout < normal && selloutUnits > 0) {
    now.push({ kind: 'sellout', price: p.sellout });
  }
  const price = Math.max(0, Math.min(normal, ...now.map((k) => k.price)));
  const bulk =
    p.bulk !== null && bulkFrom !== null && bulkFrom > 1 && p.bulk < price
      ? { price: Math.max(0, p.bulk), minQuantity: bulkFrom }
      : null;
  return {
    price,
    regularPrice: normal > price ? normal : undefined,
    badges: now.map((k) => k.kind),
    bulk,
  };
}
