import { createContext, type ReactNode, type RefObject, useContext, useLayoutEffect } from 'react';
import type { MemberFacts } from './memberReads.ts';
import { type CartView, useCart } from './useCart.ts';

const CartViewContext = createContext<CartView | null>(null);

/**
 * The priced cart (useCart) for the parts of /carro that show it: the lines, the totals, the
 * coupon's row, the payment rows and the action bar read it with useCartView. Only this component
 * follows the sale store as a whole; the screen's frame (layout, header, footer, dialogs, the
 * order, coupon and offer flows) is its `children`, made by the screen and kept as they are, so a
 * "+" press re-renders the parts that show the cart and nothing else (docs/PERFORMANCE.md).
 * `latest` holds the view for the frame's handlers, which read it when the seller taps.
 */
export function CartViewProvider({
  now,
  member,
  latest,
  children,
}: {
  now: Date;
  /** The member's points and past orders (useMemberReads, in the frame). */
  member: MemberFacts;
  latest: RefObject<CartView | null>;
  children: ReactNode;
}) {
  const view = useCart(now, member);
  useLayoutEffect(() => {
    latest.current = view;
  });
  return <CartViewContext value={view}>{children}</CartViewContext>;
}

/** The priced cart of the CartViewProvider above. */
export function useCartView(): CartView {
  const view = useContext(CartViewContext);
  if (view === null) throw new Error('useCartView must be used inside <CartViewProvider>');
  return view;
}
