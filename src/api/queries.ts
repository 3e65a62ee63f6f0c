/**
 * Server state, once (docs/SERVER-STATE.md): one query options per read, used by the route's
 * loader (`ensureQueryData` / `prefetchQuery`) and by the screen (`useQuery`), so both share one
 * key and one cache entry; and, per mutation, the one function that says which of these reads it
 * changed. Keys are orval's (the request path, then its parameters), so invalidating a prefix
 * such as `['/api/orders/customer/1']` reaches every variant of that read.
 *
 * Retry and freshness are not set here: the defaults (src/app/queryClient.ts) hold for every
 * read. An option below that departs from them says why.
 */
import { checkoutInvalidate, checkoutQueries } from './queries/checkout.ts';
import { deliveryInvalidate, deliveryQueries } from './queries/delivery.ts';
import { expressInvalidate, expressQueries } from './queries/express.ts';
import { returnsInvalidate, returnsQueries } from './queries/returns.ts';
import { saleInvalidate, saleQueries } from './queries/sale.ts';
import { stockQueries } from './queries/stock.ts';

export { type CataloguePageParams, PRODUCT_PAGE_SIZE } from './queries/sale.ts';

/**
 * Every read, one module per area (src/api/queries/<area>.ts): a new read goes into its area's
 * module, and the app keeps importing `queries` from here.
 */
export const queries = {
  ...saleQueries,
  ...checkoutQueries,
  ...returnsQueries,
  ...expressQueries,
  ...deliveryQueries,
  ...stockQueries,
} as const;

/**
 * What each mutation changed: one function per mutation, called from its onSuccess. Each
 * invalidates exactly the reads above whose answer the write changes; an active read refetches at
 * once (the screen on show updates), an inactive one on its next use. One module per area, like
 * the reads.
 */
export const invalidate = {
  ...saleInvalidate,
  ...checkoutInvalidate,
  ...returnsInvalidate,
  ...expressInvalidate,
  ...deliveryInvalidate,
} as const;

export { forgetBillingStatus } from './queries/checkout.ts';
export { writeDeliveryOrder } from './queries/delivery.ts';
export {
  invalidateStockDocument,
  type StockDocumentEndpoints,
  setStockDocumentLines,
  stockDocumentDetailKey,
} from './queries/stock.ts';

/**
 * A read the seller asks for now (a scan, a code, a document number): offline it fails at once
 * with "Sin conexión: no se envió…" (src/api/http.ts), where a read on screen would wait for the
 * network and keep what it had (docs/OFFLINE.md). Waiting, the lookup would answer long after
 * the tap, and add a product or open a document the seller has stopped expecting.
 */
export function askNow<T extends object>(options: T): T & { networkMode: 'always' } {
  return { ...options, networkMode: 'always' };
}
