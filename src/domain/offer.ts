/**
 * The personalised offer's rules (spec 000 §2, §7): when it opens by itself, and what each
 * offered product shows.
 */
import { recommendedOfferPrice, unitPrices } from './prices';
import type { BuyType, Product, Store } from './types';

export interface AutoShowInput {
  store: Pick<Store, 'recommended_active' | 'recommended_auto_show'>;
  /** The offer already opened by itself in this sale. */
  alreadyShown: boolean;
  lineCount: number;
  hasCustomer: boolean;
}

/**
 * recommended_auto_show: the offer opens by itself once per sale, when the store has the offer
 * on, the cart has products and the sale has a customer (the recommendation is for someone).
 */
export function shouldAutoShowOffer({ store, alreadyShown, lineCount, hasCustomer }: AutoShowInput): boolean {
  return (
    store.recommended_active && store.recommended_auto_show && !alreadyShown && lineCount > 0 && hasCustomer
  );
}

/** The "Mostrar oferta personalizada" button: the store has the offer on and the sale a customer. */
export function offerAvailable(store: Pick<Store, 'recommended_active'>, hasCustomer: boolean): boolean {
  return store.recommended_active && hasCustomer;
}

export interface OfferProductView {
  id: number;
  name: string;
  /** What the seller charges when it is added: the lowest of normal, club, sellout and recommended. */
  price: number;
  /** The normal price (struck through when higher). */
  regularPrice: number;
  /** Already added from this offer. */
  added: boolean;
}

/** One offered product as the popup shows it. */
export function offerProductView(
  product: Product,
  store: Store,
  buyType: BuyType,
  addedIds: readonly number[],
): OfferProductView {
  const prices = unitPrices(product, store, buyType);
  const normal = prices.normal ?? 0;
  return {
    id: product.id,
    name: product.name,
    price: recommendedOfferPrice(prices) ?? normal,
    regularPrice: normal,
    added: addedIds.includes(product.id),
  };
}
