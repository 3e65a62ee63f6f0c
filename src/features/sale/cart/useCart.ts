import { hashKey, keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelector } from '@tanstack/react-store';
import { useEffect, useMemo, useRef, useState } from 'react';
import { queries } from '@/api/queries.ts';
import { cartPricer, type PricedCart } from '@/domain/cart.ts';
import { availablePaymentTypes, resolvePayments } from '@/domain/payments.ts';
import type { BuyType, Payment, PaymentType, Promotion, Store } from '@/domain/types.ts';
import { isPlatformBuyType, PLACEHOLDER_PAYMENT_TYPE } from '@/domain/types.ts';
import { type SaleState, sale } from '@/session/sale.ts';
import { type SessionUser, session } from '@/session/session.ts';
import { type MemberFacts, memberReads } from './memberReads.ts';
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
  /**
   * The promotions of the cart on screen have not answered yet (the pause after a change, then
   * the request): the totals may still move, so buying and saving wait.
   */
  pricing: boolean;
  /** Types a single first row may use (validatePurchase's allowed types). */
  allowedTypes: PaymentType[];
}

const NO_PROMOTIONS: Promotion[] = [];

/**
 * The promotions request waits for this pause in the seller's changes (a run of "+" presses asks
 * once, after the last one), so a press does no request work before the new total is painted.
 * The total shown is always priceCart over the current lines; REALIZAR COMPRA and Guardar wait
 * until the promotions of the cart on screen have answered (`pricing`).
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

/** What the promotions depend on, as one string (cheap to compare on every press). */
function pricingKey(state: SaleState): string {
  const lines = state.lines.map((l) => `${l.product.id}x${l.amount}`).join(',');
  const payments = state.payments.map((p) => `${p.payment_type}:${p.amount}`).join(',');
  return `${state.buyType}|${state.customer?.id ?? ''}|${lines}|${payments}`;
}

/**
 * What /carro reads for pricing, as query options (src/api/queries.ts) with `enabled` saying
 * whether this sale needs it: the member's points, the member's past orders (only inside the
 * seller-orders window, spec 000 §7) and the server's promotions (a cart with lines, not a
 * platform sale). One function for the /carro loader and for useCart, so both ask for the same
 * keys and the screen finds what the loader started.
 */
export function cartReads(state: SaleState, user: SessionUser | null, now: Date) {
  return { ...memberReads(state, now), promotions: promotionsRead(state, user) };
}

/** Whether the cart asks the server for promotions (lines, and not a platform sale). */
function promotionsEnabledFor(state: SaleState): boolean {
  return state.lines.length > 0 && !isPlatformBuyType(saleBuyType(state));
}

/** The promotions read of a cart: builds the request of every line (once per settled cart). */
function promotionsRead(state: SaleState, user: SessionUser | null) {
  const buyType = saleBuyType(state);
  return {
    ...queries.cartPromotions({
      cart: state.lines.map((l) => ({ product: l.product.id, amount: l.amount })),
      userId: state.customer?.id ?? null,
      store: domainStore(user).id,
      payments: state.payments.map((p) => ({ payment_type: p.payment_type, amount: p.amount })),
      buyType,
    }),
    enabled: promotionsEnabledFor(state),
  };
}

/**
 * The sale's cart, priced. Reads the persisted sale and session, fetches the server's promotions
 * for the cart (after a pause in the changes), takes the member's points and past orders read by
 * useMemberReads (the screen's frame reads those: they do not change with the lines), and derives
 * the priced cart with a `cartPricer` (priceCart remembering the lines it priced) in a useMemo.
 */
export function useCart(now: Date, memberFacts: MemberFacts): CartView {
  const state = useSelector(sale.store, (s) => s);
  const user = useSelector(session.store, (s) => s.user);
  const store = useMemo(() => domainStore(user), [user]);
  const buyType = saleBuyType(state);
  const member = buyType === 'socio' && state.customer !== null;
  const wholesale = isWholesale(state);
  const points = member ? memberFacts.points : 0;
  const { pastOrders, pastOrdersPending } = memberFacts;

  // The previous cart's promotions stay while the changed cart's are asked for, after a pause.
  const currentKey = pricingKey(state);
  const settled = useSettled(currentKey, state, PROMOTIONS_DEBOUNCE_MS);
  // Built and hashed once per settled cart, not on every press (a 100-line request is not free,
  // and its key holds the whole cart as text).
  const settledRead = useMemo(() => {
    const read = promotionsRead(settled.value, user);
    return { ...read, queryHash: hashKey(read.queryKey) };
  }, [settled.value, user]);
  const promotionsQuery = useQuery({ ...settledRead, placeholderData: keepPreviousData });
  const promotionsEnabled = promotionsEnabledFor(state);
  // The member's past orders set what is left of the general club discount: until they have
  // answered (or failed: then none, spec 000 §7) the totals are not final either.
  const pricing =
    pastOrdersPending ||
    (promotionsEnabled &&
      (settled.key !== currentKey || promotionsQuery.isPlaceholderData || promotionsQuery.isFetching));
  const promotions = promotionsEnabled ? (promotionsQuery.data ?? NO_PROMOTIONS) : NO_PROMOTIONS;

  const coupon = state.coupon;
  // Remembers the lines it priced: a press prices the line it changed, not the whole cart.
  const [priceCart] = useState(cartPricer);
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
    [
      priceCart,
      state.lines,
      store,
      buyType,
      coupon,
      promotions,
      pastOrders,
      now,
      wholesale,
      state.clubGeneralCleared,
    ],
  );

  // The row that pays the rest follows the total on screen (a promotion, a coupon, a line).
  const payments = useMemo(
    () => resolvePayments(state.payments, priced.total, points),
    [state.payments, priced.total, points],
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
    pointsLoading: member && memberFacts.pointsLoading,
    loading: promotionsEnabled && promotionsQuery.isPending && promotionsQuery.data === undefined,
    pricing,
    allowedTypes,
  };
}

export { PLACEHOLDER_PAYMENT_TYPE };
