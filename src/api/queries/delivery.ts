/**
 * Delivery-platform orders' read (spec 001: /orden-delivery) and what accepting one changed.
 * Assembled into `queries` / `invalidate` by src/api/queries.ts, which is what the app imports.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getGetDeliveryOrderQueryOptions } from '../generated/endpoints/delivery/delivery.ts';
import type { DeliveryOrderResponse, DeliveryPlatform } from '../generated/model/index.ts';

export const deliveryQueries = {
  /**
   * GET /api/{deliveryType}/order/{code}: a delivery-platform order (/orden-delivery). staleTime
   * 0: the platform and other machines change it; "Actualizar" writes its answer here.
   */
  deliveryOrder: (platform: DeliveryPlatform, code: string) =>
    getGetDeliveryOrderQueryOptions(platform, code, { query: { staleTime: 0, retry: false } }),
} as const;

export const deliveryInvalidate = {
  /**
   * A delivery-platform order accepted (PATCH /api/{type}/order/accept): its products left the
   * store's stock, so every product read (catalogue pages, featured products, EAN lookups).
   */
  afterDeliveryAccept(queryClient: QueryClient): Promise<unknown> {
    return queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith('/api/product'),
    });
  },
} as const;

/**
 * GET /api/{type}/order/update/{order_id} ("Actualizar", and the read after "Generar boleta")
 * answers the platform order as `queries.deliveryOrder` reads it: its answer replaces the shown
 * one under the code the screen asked with, so the screen shows it without asking again.
 */
export function writeDeliveryOrder(
  queryClient: QueryClient,
  { platform, code, answer }: { platform: DeliveryPlatform; code: string; answer: DeliveryOrderResponse },
): void {
  queryClient.setQueryData(deliveryQueries.deliveryOrder(platform, code).queryKey, answer);
}
