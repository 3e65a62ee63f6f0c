/**
 * Stock entry's reads (spec 001: /ingresar-stock and its detail) and the cache writes of its
 * documents. Assembled into `queries` by src/api/queries.ts, which is what the app imports.
 *
 * The lists and the documents are read afresh on every open (staleTime 0: other terminals enter
 * stock and close documents too). Their route's loader asks on each open (`ensureQueryData` with
 * `revalidateIfStale`), so the screen's mount does not ask a second time (refetchOnMount false);
 * a write's invalidation and Recargar still read them again.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetPurchaseInvoiceDetailQueryKey,
  getGetPurchaseInvoiceDetailQueryOptions,
  getGetStoreOrderDetailQueryKey,
  getGetStoreOrderDetailQueryOptions,
  getGetUnitaryProductByEanQueryOptions,
  getListPurchaseOrdersForEntryQueryOptions,
  getListStoreOrdersForEntryQueryOptions,
} from '../generated/endpoints/stock/stock.ts';

const freshOnOpen = { query: { staleTime: 0, refetchOnMount: false } } as const;

export const stockQueries = {
  /** GET /api/purchase-order/ingress/{storeId} (Factura) or /api/store-order/ingress/{storeId} (guide). */
  purchaseOrdersForEntry: (storeId: number) =>
    getListPurchaseOrdersForEntryQueryOptions(storeId, freshOnOpen),
  storeOrdersForEntry: (storeId: number) => getListStoreOrdersForEntryQueryOptions(storeId, freshOnOpen),
  /** GET /api/purchase-invoice/detail/{id}: a purchase invoice's lines (/ingresar-stock/factura/:id). */
  purchaseInvoiceDetail: (id: number) => getGetPurchaseInvoiceDetailQueryOptions(id, freshOnOpen),
  /** GET /api/store-order/detail/{id}: a dispatch guide's lines (/ingresar-stock/guia-de-despacho/:id). */
  storeOrderDetail: (id: number) => getGetStoreOrderDetailQueryOptions(id, freshOnOpen),
  /**
   * GET /api/product-by-ean-unitary/{ean}: "Agregar Producto" on a stock document (on submit,
   * `fetchQuery`). staleTime 0: every press asks the server, as a lookup on /ingreso does.
   */
  unitaryProductByEan: (ean: string) =>
    getGetUnitaryProductByEanQueryOptions(ean, { query: { staleTime: 0 } }),
} as const;

/** The endpoints a stock document goes through (its kind's, src/domain/stockDocumentKind.ts). */
export type StockDocumentEndpoints = 'purchase-invoice' | 'store-order';

/** A line of a stock document's detail read. */
interface StockDocumentLine {
  id: number;
  name: string;
  ean: string | null;
  stock_to_enter: number;
  current_stock: number;
}

/** The key of a stock document's detail read: `queries.purchaseInvoiceDetail` or `queries.storeOrderDetail`. */
export function stockDocumentDetailKey(endpoints: StockDocumentEndpoints, id: number): readonly unknown[] {
  return endpoints === 'purchase-invoice'
    ? getGetPurchaseInvoiceDetailQueryKey(id)
    : getGetStoreOrderDetailQueryKey(id);
}

/**
 * A stock document's lines as the server now has them, written into its detail read without
 * asking again: POST …/stock-entry-left answers only success (a line's quantity to enter becomes
 * the one sent), POST …/ingress answers the lines themselves. The rest of the read (the document)
 * stays as it was; nothing is written before a read.
 */
export function setStockDocumentLines(
  queryClient: QueryClient,
  { endpoints, id }: { endpoints: StockDocumentEndpoints; id: number },
  update: (lines: StockDocumentLine[]) => StockDocumentLine[],
): void {
  queryClient.setQueryData<{ data: { products: StockDocumentLine[] } }>(
    stockDocumentDetailKey(endpoints, id),
    (prev) => (prev ? { ...prev, data: { ...prev.data, products: update(prev.data.products) } } : prev),
  );
}

/**
 * A stock document's write that failed or may have acted (a quantity to enter, "Ingresar
 * Stock", the close): its detail read is asked again, so what the screen shows and sends next is
 * the server's own figures. Resolves once the read has answered (or failed).
 */
export function invalidateStockDocument(
  queryClient: QueryClient,
  { endpoints, id }: { endpoints: StockDocumentEndpoints; id: number },
): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: stockDocumentDetailKey(endpoints, id) });
}
