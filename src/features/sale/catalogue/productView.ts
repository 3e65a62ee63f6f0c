/**
 * What a catalogue card or featured slide shows for a product: the price that applies to this
 * customer (domain price rules), the normal price when higher, and which price kinds are cheaper.
 */
import type { PriceBadgeKind } from '@/components/pos/labels.ts';
import { memberPrice, nonMemberPrice, unitPrices } from '@/domain/prices.ts';
import type { BuyType, Product, Store } from '@/domain/types.ts';
import { isPlatformBuyType } from '@/domain/types.ts';

export interface ProductView {
  /** Price for this customer; null when the product has no price for the buy type. */
  price: number | null;
  /** Normal price (shown struck through when higher than `price`). */
  regularPrice: number | undefined;
  badges: PriceBadgeKind[];
}

export function productView(product: Product, store: Store, buyType: BuyType): ProductView {
  const p = unitPrices(product, store, buyType);
  if (p.normal === null) return { price: null, regularPrice: undefined, badges: [] };
  if (isPlatformBuyType(buyType)) return { price: p.normal, regularPrice: undefined, badges: [] };
  const price = (buyType === 'socio' ? memberPrice(p) : nonMemberPrice(p)) ?? p.normal;
  const badges: PriceBadgeKind[] = [];
  if (p.club !== null && p.club < p.normal) badges.push('club');
  if (p.bulk !== null && p.bulk < p.normal && product.bulk_amount !== null && product.bulk_amount > 0) {
    badges.push('bulk');
  }
  if (p.sellout !== null && p.sellout < p.normal) badges.push('sellout');
  return { price, regularPrice: p.normal, badges };
}
