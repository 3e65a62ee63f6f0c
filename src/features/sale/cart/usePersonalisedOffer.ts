import { useCallback, useRef, useState } from 'react';
import {
  addRecommendedProducts,
  exitRecommendations,
  getRecommendedProducts,
} from '@/api/generated/endpoints/recommendations/recommendations.ts';
import type { OfferProduct } from '@/components/pos/PersonalisedOffer.tsx';
import { offerProductView } from '@/domain/offer.ts';
import { RECOMMENDED_PRICE_LIST_ID } from '@/domain/prices.ts';
import type { BuyType, Product, Store } from '@/domain/types.ts';
import { sale } from '@/session/sale.ts';
import { addOfferWatchTime } from './cartActions.ts';
import type { useAddToCart } from './useAddToCart.ts';

export interface OfferContext {
  store: Store;
  buyType: BuyType;
  sellerId: number;
  addToCart: ReturnType<typeof useAddToCart>;
}

/**
 * The personalised offer (spec 000 §2, §7): open asks the server for recommended products for
 * this cart; each "Agregar" adds one unit at the recommended price and tells the server (a
 * failure is only logged); "Salir" tells the server and adds the seconds on screen to the sale's
 * watch time. A failed recommendation closes the popup silently (§8).
 */
export function usePersonalisedOffer({ store, buyType, sellerId, addToCart }: OfferContext) {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [products, setProducts] = useState<Product[]>([]);
  const responseId = useRef<string | null>(null);
  const openedAt = useRef<number | null>(null);
  const request = useRef(0);

  const show = useCallback(async () => {
    const state = sale.get();
    const customerId = state.customer?.id;
    if (customerId === undefined || store.price_list_id === null) return;
    const id = ++request.current;
    setOpen(true);
    setLoading(true);
    setProducts([]);
    openedAt.current = Date.now();
    try {
      const response = await getRecommendedProducts({
        products: state.lines.map((l) => ({ id: l.product.id, amount: l.amount })),
        price_list: store.price_list_id,
        club_price_list: store.club_price_list_id,
        store_id: store.id,
        customer_id: customerId,
        seller_id: sellerId,
      });
      if (id !== request.current) return;
      responseId.current = response.data.responseId;
      if (response.data.products.length === 0) throw new Error('no recommendations');
      setProducts(response.data.products);
      setLoading(false);
    } catch {
      if (id !== request.current) return;
      // §8 "Recommendation failure: the popup closes silently."
      setOpen(false);
      setLoading(false);
      openedAt.current = null;
    }
  }, [store, sellerId]);

  const exit = useCallback(() => {
    request.current++;
    setOpen(false);
    setLoading(false);
    if (openedAt.current !== null) addOfferWatchTime((Date.now() - openedAt.current) / 1000);
    openedAt.current = null;
    const response_id = responseId.current;
    if (response_id) {
      exitRecommendations({ response_id, timestamp: new Date().toISOString() }).catch(() => {
        // The answer is not shown (spec 000 §7).
      });
    }
  }, []);

  const add = useCallback(
    (productId: OfferProduct['id']) => {
      const product = products.find((p) => p.id === productId);
      const state = sale.get();
      if (!product) return;
      const result = addToCart(product, 1, { recommended: true });
      const response_id = responseId.current;
      if (!result.ok || !response_id || !state.customer) return;
      addRecommendedProducts({
        product_id: [product.id],
        price_list_id: product.recommended_price_list_id ?? RECOMMENDED_PRICE_LIST_ID,
        store_id: store.id,
        customer_id: state.customer.id,
        response_id,
        seller_id: sellerId,
        timestamp: new Date().toISOString(),
      }).catch((error: unknown) => {
        // Spec 000 §7: "Failure only logged."
        console.warn('add-recommended failed', error);
      });
    },
    [products, addToCart, store, sellerId],
  );

  const offerProducts = (addedIds: readonly number[]): OfferProduct[] =>
    products.map((p) => offerProductView(p, store, buyType, addedIds));

  return { open, loading, show, exit, add, offerProducts };
}
