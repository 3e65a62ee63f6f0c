/**
 * Express orders' reads (spec 001: "Pedidos por Entregar", /orden-detalles) and what a delivery
 * status changed. Assembled into `queries` / `invalidate` by src/api/queries.ts, which is what the
 * app imports.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetExpressOrderDetailsQueryKey,
  getGetExpressOrderDetailsQueryOptions,
  getGetOrderByPickupCodeQueryOptions,
  getListExpressOrdersQueryKey,
  getListExpressOrdersQueryOptions,
} from '../generated/endpoints/express/express.ts';
import { getListPackChildrenQueryOptions } from '../generated/endpoints/products/products.ts';

export const expressQueries = {
  /**
   * GET /api/orders/checkout/express?store={id}: "Pedidos por Entregar". Always read afresh when
   * the list opens (other machines prepare and hand over the same orders).
   */
  expressOrders: (storeId: number) =>
    getListExpressOrdersQueryOptions({ store: storeId }, { query: { staleTime: 0 } }),

  /** GET /api/products/packs/children/{id}: the products a pack is verified through (/orden-detalles). */
  packChildren: (packId: number) => getListPackChildrenQueryOptions(packId),

  /** GET /api/orders/checkout/express/details/{id}: /orden-detalles. */
  expressOrder: (orderId: number) =>
    getGetExpressOrderDetailsQueryOptions(orderId, { query: { staleTime: 0 } }),

  /**
   * GET /api/orders/pickup/{code}: the order a customer's pickup code belongs to (the hand-over
   * on /orden-detalles, `fetchQuery` on submit). staleTime 0: every code is asked afresh; no retry
   * (a check at the counter: the seller sees the failure at once and confirms again).
   */
  orderByPickupCode: (code: string) =>
    getGetOrderByPickupCodeQueryOptions(code, { query: { staleTime: 0, retry: false } }),
} as const;

export const expressInvalidate = {
  /**
   * An express order's delivery status changed (PUT /api/delivery/status): the store's list (the
   * order moves on or leaves it) and the order's detail.
   */
  afterDeliveryStatus(
    queryClient: QueryClient,
    { storeId, orderId }: { storeId: number; orderId: number },
  ): Promise<unknown> {
    const keys: readonly unknown[][] = [
      [...getListExpressOrdersQueryKey({ store: storeId })],
      [...getGetExpressOrderDetailsQueryKey(orderId)],
    ];
    return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  },
} as const;
