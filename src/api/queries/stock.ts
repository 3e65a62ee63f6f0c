/**
 * Stock entry's reads (spec 001: /ingresar-stock and its detail). Assembled into `queries` by
 * src/api/queries.ts, which is what the app imports.
 */
import {
  getGetPurchaseInvoiceDetailQueryOptions,
  getGetStoreOrderDetailQueryOptions,
  getListPurchaseOrdersForEntryQueryOptions,
  getListStoreOrdersForEntryQueryOptions,
} from '../generated/endpoints/stock/stock.ts';

export const stockQueries = {
  /** GET /api/purchase-order/ingress/{storeId} (Factura) or /api/store-order/ingress/{storeId} (guide). */
  purchaseOrdersForEntry: (storeId: number) =>
    getListPurchaseOrdersForEntryQueryOptions(storeId, { query: { staleTime: 0 } }),
  storeOrdersForEntry: (storeId: number) =>
    getListStoreOrdersForEntryQueryOptions(storeId, { query: { staleTime: 0 } }),
  /** GET /api/purchase-invoice/detail/{id}: a purchase invoice's lines (/ingresar-stock/factura/:id). */
  purchaseInvoiceDetail: (id: number) =>
    getGetPurchaseInvoiceDetailQueryOptions(id, { query: { staleTime: 0 } }),
  /** GET /api/store-order/detail/{id}: a dispatch guide's lines (/ingresar-stock/guia-de-despacho/:id). */
  storeOrderDetail: (id: number) => getGetStoreOrderDetailQueryOptions(id, { query: { staleTime: 0 } }),
} as const;
