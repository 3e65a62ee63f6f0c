import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@tanstack/react-store';
import { queries } from '@/api/queries.ts';
import { usablePoints } from '@/domain/points.ts';
import { isInSellerOrdersWindow } from '@/domain/time.ts';
import type { PastOrder } from '@/domain/types.ts';
import { type SaleState, sale } from '@/session/sale.ts';
import { saleBuyType } from './saleContext.ts';

/** isInSellerOrdersWindow of the last instant asked (Intl formatting; cartReads runs on each entry). */
let lastWindowCheck: { ms: number; inWindow: boolean } | null = null;
function inSellerOrdersWindow(now: Date): boolean {
  const ms = now.getTime();
  if (lastWindowCheck?.ms !== ms) lastWindowCheck = { ms, inWindow: isInSellerOrdersWindow(now) };
  return lastWindowCheck.inWindow;
}

/**
 * The member's reads: points and past orders. Offline they fail at once rather than wait
 * (`networkMode: 'always'`): a failed read has its spec'd meaning (no points, no past orders),
 * and the cart keeps what it had read before, where a read waiting for the network would keep
 * the totals loading (docs/OFFLINE.md).
 */
export function memberReads(state: Pick<SaleState, 'buyType' | 'customer'>, now: Date) {
  const customerId = state.customer?.id ?? 0;
  const member = saleBuyType(state) === 'socio' && state.customer !== null;
  return {
    points: { ...queries.customerPoints(customerId), enabled: member, networkMode: 'always' as const },
    pastOrders: {
      ...queries.customerOrders(customerId),
      enabled: member && inSellerOrdersWindow(now),
      networkMode: 'always' as const,
    },
  };
}

/** What the member's reads tell the cart's pricing. */
export interface MemberFacts {
  /** Usable points (cash + points - reserved); 0 on a failed fetch or before it answers. */
  points: number;
  pointsLoading: boolean;
  /** The past orders inside the seller-orders window (undefined outside it or unanswered). */
  pastOrders: readonly PastOrder[] | undefined;
  /** Asked and not answered yet: the totals are not final. */
  pastOrdersPending: boolean;
}

/**
 * The member's points and past orders for the sale's customer (memberReads). Depends on who the
 * sale is for, not on its lines: the cart screen reads them in its frame, which a "+" press does
 * not render, and hands them to the cart's pricing (useCart).
 */
export function useMemberReads(now: Date): MemberFacts {
  const buyType = useSelector(sale.store, (s) => s.buyType);
  const customer = useSelector(sale.store, (s) => s.customer);
  const reads = memberReads({ buyType, customer }, now);
  const pointsQuery = useQuery(reads.points);
  const ordersQuery = useQuery(reads.pastOrders);
  return {
    points: usablePoints(pointsQuery.data?.data),
    pointsLoading: pointsQuery.isPending,
    pastOrders: reads.pastOrders.enabled ? ordersQuery.data?.data.orders : undefined,
    pastOrdersPending: reads.pastOrders.enabled && ordersQuery.isPending,
  };
}
