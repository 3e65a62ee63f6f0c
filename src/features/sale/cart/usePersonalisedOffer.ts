import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import {
  addRecommendedProducts,
  exitRecommendations,
  getRecommendedProducts,
} from '@/api/generated/endpoints/recommendations/recommendations.ts';
import type {
  AddRecommendedRequest,
  ExitRecommendationsRequest,
  RecommendedProductsRequest,
} from '@/api/generated/model/index.ts';
import { useSingleFlight, useSingleFlightByKey } from '@/api/singleFlight.ts';
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

const NO_PRODUCTS: Product[] = [];

/**
 * The personalised offer (spec 000 §2, §7): open asks the server for recommended products for
 * this cart; each "Agregar" adds one unit at the recommended price and tells the server (a
 * failure is only logged); "Salir" tells the server and adds the seconds on screen to the sale's
 * watch time. A failed recommendation closes the popup silently (§8).
 *
 * The recommendation is a mutation (each opening asks for the cart as it is now; nothing to
 * cache): the popup's loading state and products are its state. Closing resets it, so a late
 * answer for a popup already closed is dropped. "Agregar" (per product) and "Salir" are
 * single-flighted fire-and-forget mutations: a double tap adds once and tells the server once.
 */
export function usePersonalisedOffer({ store, buyType, sellerId, addToCart }: OfferContext) {
  const [open, setOpen] = useState(false);
  const openedAt = useRef<number | null>(null);

  const recommendation = useMutation({
    mutationFn: (request: RecommendedProductsRequest) => getRecommendedProducts(request),
  });
  const { mutate: recommend, reset: resetRecommendation } = recommendation;
  const answer = recommendation.data?.data;
  const products = answer?.products ?? NO_PRODUCTS;
  const responseId = answer?.responseId ?? null;

  const tellAdded = useMutation({
    mutationFn: (request: AddRecommendedRequest) => addRecommendedProducts(request),
  });
  const tellExit = useMutation({
    mutationFn: (request: ExitRecommendationsRequest) => exitRecommendations(request),
  });

  const show = useCallback(() => {
    const state = sale.get();
    const customerId = state.customer?.id;
    if (customerId === undefined || store.price_list_id === null) return;
    setOpen(true);
    openedAt.current = Date.now();
    const closeSilently = () => {
      // §8 "Recommendation failure: the popup closes silently."
      setOpen(false);
      openedAt.current = null;
    };
    // Callbacks on mutate() run for this request only, and not once the popup was closed (reset).
    recommend(
      {
        products: state.lines.map((l) => ({ id: l.product.id, amount: l.amount })),
        price_list: store.price_list_id,
        club_price_list: store.club_price_list_id,
        store_id: store.id,
        customer_id: customerId,
        seller_id: sellerId,
      },
      {
        onSuccess: (response) => {
          if (response.data.products.length === 0) closeSilently();
        },
        onError: closeSilently,
      },
    );
  }, [store, sellerId, recommend]);

  const { run: exit } = useSingleFlight(async () => {
    setOpen(false);
    if (openedAt.current !== null) addOfferWatchTime((Date.now() - openedAt.current) / 1000);
    openedAt.current = null;
    resetRecommendation();
    if (!responseId) return;
    await tellExit.mutateAsync({ response_id: responseId, timestamp: new Date().toISOString() }).catch(() => {
      // The answer is not shown (spec 000 §7).
    });
  });

  const add = useSingleFlightByKey(
    (productId: OfferProduct['id']) => productId,
    async (productId: OfferProduct['id']) => {
      const product = products.find((p) => p.id === productId);
      const state = sale.get();
      if (!product) return;
      const result = addToCart(product, 1, { recommended: true });
      if (!result.ok || !responseId || !state.customer) return;
      await tellAdded
        .mutateAsync({
          product_id: [product.id],
          price_list_id: product.recommended_price_list_id ?? RECOMMENDED_PRICE_LIST_ID,
          store_id: store.id,
          customer_id: state.customer.id,
          response_id: responseId,
          seller_id: sellerId,
          timestamp: new Date().toISOString(),
        })
        .catch((error: unknown) => {
          // Spec 000 §7: "Failure only logged."
          console.warn('add-recommended failed', error);
        });
    },
  );

  const offerProducts = (addedIds: readonly number[]): OfferProduct[] =>
    products.map((p) => offerProductView(p, store, buyType, addedIds));

  return {
    open,
    loading: recommendation.isPending,
    show,
    exit: () => void exit(),
    add: (productId: OfferProduct['id']) => void add(productId),
    offerProducts,
  };
}
