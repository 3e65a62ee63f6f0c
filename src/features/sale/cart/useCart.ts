import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelector } from '@tanstack/react-store';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useGetCustomerPoints } from '@/api/generated/endpoints/customers/customers.ts';
import { useListCustomerOrders } from '@/api/generated/endpoints/orders/orders.ts';
import { getCartPromotions } from '@/api/generated/endpoints/products/products.ts';
import { type PricedCart, priceCart } from '@/domain/cart.ts';
import { availablePaymentTypes } from '@/domain/payments.ts';
import { usablePoints } from '@/domain/points.ts';
import { isInSellerOrdersWindow } from '@/domain/time.ts';
import type { BuyType, Payment, PaymentType, Promotion, Store } from '@/domain/types.ts';
import { isPlatformBuyType, PLACEHOLDER_PAYMENT_TYPE } from '@/domain/types.ts';
import { type SaleState, sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { domainStore, isWholesale, saleBuyType } from './saleContext.ts';

export interface CartView {
  state: SaleState;
  store: Store;
  buyType: BuyType;
  member: boolean;
  wholesale: boolean;
  /** Every number of the cart: lines, discounts, subtotal, total (src/domain/cart.ts). */
  priced: PricedCart;
  /** Payment rows in the domain's shape. */
  payments: Payment[];
  /** Usable points (cash + points - reserved); 0 for non-members and on a failed fetch. */
  points: number;
  /** Member's points still loading. */
  pointsLoading: boolean;
  /** The cart's first pricing (promotions) is loading: changes are ignored meanwhile. */
  loading: boolean;
  /** Types a single first row may use (validatePurchase's allowed types). */
  allowedTypes: PaymentType[];
}

const NO_PROMOTIONS: Promotion[] = [];

/**
 * The promotions request waits for this pause in the seller's changes (a run of "+" presses asks
 * once, after the last one), so a press does no request work before the new total is painted.
 * The total shown is always priceCart over the current lines.
 */
export const PROMOTIONS_DEBOUNCE_MS = 250;

/** `value` as of the last `key` that stayed unchanged for `ms` (the first one at once). */
function useSettled<T>(key: string, value: T, ms: number): { key: string; value: T } {
  const [settled, setSettled] = useState(() => ({ key, value }));
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    if (key === settled.key) return undefined;
    const t = setTimeout(() => setSettled({ key, value: latest.current }), ms);
    return () => clearTimeout(t);
  }, [key, settled.key, ms]);
  return settled;
}

/**
 * The sale's cart, priced. Reads the persisted sale and session, fetches what pricing needs
 * (points, the member's past orders inside the seller-orders window, the server's promotions),
 * and derives the priced cart with `priceCart` in a useMemo.
 */
export function useCart(now: Date): CartView {
  const state = useSelector(sale.store, (s) => s);
  const user = useSelector(session.store, (s) => s.user);
  const store = useMemo(() => domainStore(user), [user]);
  const buyType = saleBuyType(state);
  const customerId = state.customer?.id ?? 0;
  const member = buyType === 'socio' && state.customer !== null;
  const wholesale = isWholesale(state);
  const platform = isPlatformBuyType(buyType);
  const inWindow = isInSellerOrdersWindow(now);

  const pointsQuery = useGetCustomerPoints(customerId, { query: { enabled: member, retry: false } });
  const points = member ? usablePoints(pointsQuery.data?.data) : 0;

  // Past orders only for members and only inside the seller-orders windows (spec 000 §7).
  const ordersQuery = useListCustomerOrders(customerId, {
    query: { enabled: member && inWindow, retry: false },
  });
  const pastOrders = member && inWindow ? ordersQuery.data?.data.orders : undefined;

  // One string as the query key (hashing 100 [id, amount] pairs on every render was measurable).
  const cartKey = `${state.lines.map((l) => `${l.product.id}x${l.amount}`).join(',')}|${state.payments
    .map((p) => `${p.payment_type}:${p.amount}`)
    .join(',')}`;
  const request = useSettled(cartKey, state, PROMOTIONS_DEBOUNCE_MS);
  const promotionsEnabled = state.lines.length > 0 && !platform;
  const promotionsQuery = useQuery({
    queryKey: ['cartPromotions', store.id, buyType, customerId, request.key],
    // Failures are ignored (spec 000 §7): the cart is priced without promotions.
    queryFn: async ({ signal }) => {
      try {
        const response = await getCartPromotions(
          {
            cart: request.value.lines.map((l) => ({ product: l.product.id, amount: l.amount })),
            userId: state.customer?.id ?? null,
            store: store.id,
            payments: request.value.payments.map((p) => ({
              payment_type: p.payment_type,
              amount: p.amount,
            })),
            buyType,
          },
          { signal },
        );
        return response.data.promotions;
      } catch (error) {
        if (signal.aborted) throw error;
        return NO_PROMOTIONS;
      }
    },
    enabled: promotionsEnabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
  const promotions = promotionsEnabled ? (promotionsQuery.data ?? NO_PROMOTIONS) : NO_PROMOTIONS;

  const coupon = state.coupon;
  const priced = useMemo(
    () =>
      priceCart({
        lines: state.lines.map((l) => ({
          product: l.product,
          amount: l.amount,
          recommended: l.recommended,
        })),
        store,
        buyType,
        coupon,
        promotions,
        pastOrders,
        now,
        wholesale,
        withoutClubGeneral: state.clubGeneralCleared,
      }),
    [state.lines, store, buyType, coupon, promotions, pastOrders, now, wholesale, state.clubGeneralCleared],
  );

  const payments = useMemo(
    () => state.payments.map((p) => ({ payment_type: p.payment_type, amount: p.amount })),
    [state.payments],
  );
  const allowedTypes = useMemo(
    () => availablePaymentTypes({ store, buyType, wholesale, rowIndex: 0, rows: [] }),
    [store, buyType, wholesale],
  );

  return {
    state,
    store,
    buyType,
    member,
    wholesale,
    priced,
    payments,
    points,
    pointsLoading: member && pointsQuery.isPending,
    loading: promotionsEnabled && promotionsQuery.isPending && promotionsQuery.data === undefined,
    allowedTypes,
  };
}

export { PLACEHOLDER_PAYMENT_TYPE };
