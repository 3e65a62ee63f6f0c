import { useSelector } from '@tanstack/react-store';
import { useCallback, useMemo } from 'react';
import { useToast } from '@/components/ui/Toast.tsx';
import { addToCart } from '@/domain/cartStock.ts';
import { unitPrices } from '@/domain/prices.ts';
import type { Product } from '@/domain/types.ts';
import { track } from '@/session/analytics.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { type ActionResult, addProduct } from './cartActions.ts';
import { domainStore, isWholesale, saleBuyType } from './saleContext.ts';

/**
 * Adds a product to the sale's cart with every price, pack and stock rule, shows the result as
 * the one toast ("{n} {product} en carro!" or the rule's message) and sends add_to_cart.
 */
export function useAddToCart(): (
  product: Product,
  n: number,
  options?: { recommended?: boolean },
) => ActionResult {
  const toast = useToast();
  const user = useSelector(session.store, (s) => s.user);
  const store = useMemo(() => domainStore(user), [user]);
  return useCallback(
    (product, n, options) => {
      const state = sale.get();
      const buyType = saleBuyType(state);
      const result = addProduct(product, n, {
        store,
        buyType,
        wholesale: isWholesale(state),
        recommended: options?.recommended,
      });
      if (result.message) toast.show({ message: result.message, tone: result.ok ? 'success' : 'error' });
      if (result.ok && result.message) {
        track({
          name: 'add_to_cart',
          productId: product.id,
          productName: product.name,
          quantity: Math.floor(n),
          price: unitPrices(product, store, buyType).normal ?? undefined,
          buyType,
        });
      }
      return result;
    },
    [store, toast],
  );
}

/**
 * A card's quantity stepper was pushed past its limit ("+" at the limit, press and hold, a typed
 * quantity): toasts what adding that many would answer, from the domain's add rule, without
 * adding anything: "No puede agregar mas de 999 productos" (999 units per line, counting what
 * the cart holds) or "{product} no tiene stock suficiente!".
 */
export function useQuantityLimit(): (product: Product, attempted: number) => void {
  const toast = useToast();
  return useCallback(
    (product, attempted) => {
      const lines = sale.get().lines.map((l) => ({ product: l.product, amount: l.amount }));
      const answer = addToCart(lines, product, attempted);
      if (!answer.ok) toast.show({ message: answer.message, tone: 'error' });
    },
    [toast],
  );
}
