/**
 * Returns' read (spec 000: /devolucion, /carro-devolucion) and what a return created changed.
 * Assembled into `queries` / `invalidate` by src/api/queries.ts, which is what the app imports.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getListOrderPaymentsQueryKey } from '../generated/endpoints/payments/payments.ts';
import { getGetOrderByBillQueryOptions } from '../generated/endpoints/returns/returns.ts';

export const returnsQueries = {
  /**
   * GET /api/order-by-bill/{number}?doc_type&store_id: the order a return starts from (/devolucion,
   * /carro-devolucion). staleTime 0: its earlier returns change what can still be returned.
   */
  orderByBill: (number: number, params: { doc_type: 'boleta' | 'factura'; store_id: number }) =>
    getGetOrderByBillQueryOptions(number, params, { query: { staleTime: 0 } }),
} as const;

export const returnsInvalidate = {
  /**
   * A return created (POST /api/returns/new): the order read by its document number (its Returns
   * changed what can still be returned) and the order's payments.
   */
  afterReturn(queryClient: QueryClient, { orderId }: { orderId: number }): Promise<unknown> {
    return Promise.all([
      queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith('/api/order-by-bill/'),
      }),
      queryClient.invalidateQueries({ queryKey: [...getListOrderPaymentsQueryKey(orderId)] }),
    ]);
  },
} as const;
