import { useSelector } from '@tanstack/react-store';
import { useEffect, useRef } from 'react';
import type { OfferProduct } from '@/components/pos/PersonalisedOffer.tsx';
import { shouldAutoShowOffer } from '@/domain/offer.ts';
import type { BuyType, Store } from '@/domain/types.ts';
import { sale } from '@/session/sale.ts';
import { markOfferAutoShown } from './cartActions.ts';
import type { useAddToCart } from './useAddToCart.ts';
import { usePersonalisedOffer } from './usePersonalisedOffer.ts';
import { useStableCallback } from './useStableCallback.ts';

const NO_OFFER_PRODUCTS: OfferProduct[] = [];

/**
 * The personalised offer on the cart (spec 000 §9): shown once automatically when the sale is
 * due for it (recommended_auto_show), its products, and stable Agregar / Salir handlers for the
 * memoised dialog. It reads from the sale only what the offer depends on (not the lines'
 * amounts), so a "+" press does not render it.
 */
export function useCartOffer(
  { store, buyType }: { store: Store; buyType: BuyType },
  sellerId: number,
  addToCart: ReturnType<typeof useAddToCart>,
) {
  const offer = usePersonalisedOffer({ store, buyType, sellerId, addToCart });
  const alreadyShown = useSelector(sale.store, (s) => s.recommendedAutoShown);
  const lineCount = useSelector(sale.store, (s) => s.lines.length);
  const hasCustomer = useSelector(sale.store, (s) => s.customer !== null);
  const addedIds = useSelector(sale.store, (s) => s.recommendedProductIds);

  const autoShowDone = useRef(false);
  useEffect(() => {
    if (autoShowDone.current) return;
    const due = shouldAutoShowOffer({ store, alreadyShown, lineCount, hasCustomer });
    if (!due) return;
    autoShowDone.current = true;
    markOfferAutoShown();
    void offer.show();
  }, [store, alreadyShown, lineCount, hasCustomer, offer.show]);

  const add = useStableCallback((id: OfferProduct['id']) => offer.add(id));
  const exit = useStableCallback(() => offer.exit());
  const show = useStableCallback(() => void offer.show());
  // While closed, the same array: the memoised dialog is skipped; the last list stays for the
  // closing animation.
  const shown = useRef<OfferProduct[]>(NO_OFFER_PRODUCTS);
  if (offer.open) shown.current = offer.offerProducts(addedIds);

  return { open: offer.open, loading: offer.loading, show, products: shown.current, add, exit };
}
