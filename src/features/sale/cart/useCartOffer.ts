import { useEffect, useRef } from 'react';
import type { OfferProduct } from '@/components/pos/PersonalisedOffer.tsx';
import { shouldAutoShowOffer } from '@/domain/offer.ts';
import { markOfferAutoShown } from './cartActions.ts';
import type { useAddToCart } from './useAddToCart.ts';
import type { CartView } from './useCart.ts';
import { usePersonalisedOffer } from './usePersonalisedOffer.ts';
import { useStableCallback } from './useStableCallback.ts';

const NO_OFFER_PRODUCTS: OfferProduct[] = [];

/**
 * The personalised offer on the cart (spec 000 §9): shown once automatically when the sale is
 * due for it (recommended_auto_show), its products, and stable Agregar / Salir handlers for the
 * memoised dialog.
 */
export function useCartOffer(cart: CartView, sellerId: number, addToCart: ReturnType<typeof useAddToCart>) {
  const { state, store, buyType } = cart;
  const offer = usePersonalisedOffer({ store, buyType, sellerId, addToCart });

  const autoShowDone = useRef(false);
  useEffect(() => {
    if (autoShowDone.current) return;
    const due = shouldAutoShowOffer({
      store,
      alreadyShown: state.recommendedAutoShown,
      lineCount: state.lines.length,
      hasCustomer: state.customer !== null,
    });
    if (!due) return;
    autoShowDone.current = true;
    markOfferAutoShown();
    void offer.show();
  }, [store, state.recommendedAutoShown, state.lines.length, state.customer, offer.show]);

  const add = useStableCallback((id: OfferProduct['id']) => offer.add(id));
  const exit = useStableCallback(() => offer.exit());
  // While closed (every press), the same array: the memoised dialog is skipped; the last list
  // stays for the closing animation.
  const shown = useRef<OfferProduct[]>(NO_OFFER_PRODUCTS);
  if (offer.open) shown.current = offer.offerProducts(state.recommendedProductIds);

  return { open: offer.open, loading: offer.loading, show: offer.show, products: shown.current, add, exit };
}
