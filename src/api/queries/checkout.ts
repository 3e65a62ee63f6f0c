/**
 * The checkout's reads (spec 001: /pago-final's order, /factura's RUT search, billing status, the
 * QR and card payments' polls) and what a payment settled changed. Assembled into `queries` /
 * `invalidate` by src/api/queries.ts, which is what the app imports.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetBillingByRutQueryOptions,
  getGetOrderBillingStatusQueryOptions,
} from '../generated/endpoints/billing/billing.ts';
import { getGetCustomerPointsQueryKey } from '../generated/endpoints/customers/customers.ts';
import {
  getGetMachPaymentStatusQueryOptions,
  getGetMachQrQueryOptions,
} from '../generated/endpoints/mach/mach.ts';
import {
  getGetOrderQueryKey,
  getGetOrderQueryOptions,
  getListCustomerOrdersQueryKey,
} from '../generated/endpoints/orders/orders.ts';
import {
  getGetRedelcomTransactionQueryOptions,
  getListOrderPaymentsQueryOptions,
} from '../generated/endpoints/payments/payments.ts';
import { getGetRedpayPaymentByOrderQueryOptions } from '../generated/endpoints/redpay/redpay.ts';

export const checkoutQueries = {
  /**
   * GET /api/orders/{id}: the checkout's order (/pago-final: the payment sequence, billing).
   * staleTime 0: payments change on every step, and the sequence is always built from the server.
   */
  checkoutOrder: (orderId: number) => getGetOrderQueryOptions(orderId, { query: { staleTime: 0 } }),

  /**
   * GET /api/billing/{rut} (/factura's RUT search; the RUT cleaned). staleTime 0: every search
   * asks the server (a company's data may have just changed); the cache only shares the answer.
   */
  billingByRut: (rut: string) => getGetBillingByRutQueryOptions(rut, { query: { staleTime: 0 } }),

  /**
   * GET /api/billing/order/{orderId}: the billing status on /pago-final's final screen, polled
   * (every 1.5 s, domain BILLING_TIMING) while the bill is generated. staleTime 0: the status
   * changes on the server by itself; the screen adds the interval.
   */
  billingStatus: (orderId: number) =>
    getGetOrderBillingStatusQueryOptions(orderId, { query: { staleTime: 0 } }),

  /**
   * GET /api/mach/qr/{id}: the text of a MACH payment's QR. It never changes for an id: cached
   * for the session (a reload asks once again and shows the same QR).
   */
  machQr: (machId: number) =>
    getGetMachQrQueryOptions(machId, { query: { staleTime: Number.POSITIVE_INFINITY, retry: false } }),

  /**
   * GET /api/mach/monitoring/{id}: a MACH payment's status, polled by the step (its own
   * refetchInterval, spec 001 §9). staleTime 0 and no retry: the next poll is the retry.
   */
  machStatus: (machId: number) =>
    getGetMachPaymentStatusQueryOptions(machId, { query: { staleTime: 0, retry: false } }),

  /** GET /api/redpay-payment/order/{orderId}: the order's last Redpay payment, polled like MACH. */
  redpayByOrder: (orderId: number) =>
    getGetRedpayPaymentByOrderQueryOptions(orderId, { query: { staleTime: 0, retry: false } }),

  /**
   * GET /api/payments/redelcom/{txId}: a card payment on a Redelcom machine, polled every 1 s by
   * the card step (refetchInterval there). staleTime and gcTime 0: every poll asks the server,
   * and an old answer is never shown for a new charge.
   */
  redelcomTransaction: (txId: string) =>
    getGetRedelcomTransactionQueryOptions(txId, { query: { staleTime: 0, gcTime: 0 } }),

  /**
   * GET /api/payments/order/{orderId}: the order's payments as the server has them; the card and
   * server steps ask it before the seller may send a charge again whose answer was lost or left
   * by a reload (is the payment APROBADO, does it have a Redelcom transaction). Its own key: a
   * failed check must not turn the checkout's order read into an error. staleTime and gcTime 0.
   */
  orderPayments: (orderId: number) =>
    getListOrderPaymentsQueryOptions(orderId, { query: { staleTime: 0, gcTime: 0 } }),
} as const;

export const checkoutInvalidate = {
  /**
   * A payment settled, changed (Cambiar) or the order rejected / billed (the payment calls, PUT
   * /api/orders/reject, POST /api/payments/bill, POST /api/billing): the order (its payments and
   * status); for a customer their points (a wallet payment spends them) and past orders.
   */
  afterPayment(
    queryClient: QueryClient,
    { orderId, customerId }: { orderId: number; customerId: number | null },
  ): Promise<unknown> {
    const keys: readonly unknown[][] = [
      [...getGetOrderQueryKey(orderId)],
      ...(customerId === null
        ? []
        : [[...getGetCustomerPointsQueryKey(customerId)], [...getListCustomerOrdersQueryKey(customerId)]]),
    ];
    return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  },
} as const;

/**
 * A sale is over ("Iniciar nueva venta"): its billing status leaves the cache, so nothing of the
 * finished order is kept for the next sale's screens.
 */
export function forgetBillingStatus(queryClient: QueryClient, orderId: number): void {
  queryClient.removeQueries({ queryKey: checkoutQueries.billingStatus(orderId).queryKey, exact: true });
}
