import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@tanstack/react-store';
import { errorText } from '@/api/errors.ts';
import { enterPurchaseInvoice } from '@/api/generated/endpoints/stock/stock.ts';
import { invalidateStockDocument, queries } from '@/api/queries.ts';
import { GENERAL_MESSAGES } from '@/domain/messages.ts';
import type { StockDocumentKind } from '@/domain/stockDocumentKind.ts';
import { type EntryListItem, entryOptions, PURCHASE_INVOICE_STARTED } from '@/domain/stockEntry.ts';
import { session } from '@/session/session.ts';
import { acceptedData } from './stockAnswer.ts';

/**
 * /ingresar-stock's reads (the same options as the route's loader): the store's purchase orders
 * (Factura) or dispatch guides, by the kind chosen (the other list stays idle), as the options
 * "DD/MM/YYYY - number - name", with their pending state and failure text.
 */
export function useStockDocumentList(kind: StockDocumentKind) {
  const storeId = useSelector(session.store, (s) => s.user?.store_id ?? 0);
  const purchaseOrders = useQuery({
    ...queries.purchaseOrdersForEntry(storeId),
    enabled: kind.endpoints === 'purchase-invoice',
  });
  const storeOrders = useQuery({
    ...queries.storeOrdersForEntry(storeId),
    enabled: kind.endpoints === 'store-order',
  });
  const list = kind.endpoints === 'purchase-invoice' ? purchaseOrders : storeOrders;
  const items: EntryListItem[] =
    kind.endpoints === 'purchase-invoice'
      ? (purchaseOrders.data?.data.purchaseOrders ?? []).map((p) => ({
          ...p,
          number: p.purchase_order_number,
        }))
      : (storeOrders.data?.data.storeOrders ?? []).map((g) => ({ ...g, number: g.store_order_number }));
  return {
    options: entryOptions(items).map((o) => ({ value: String(o.id), label: o.label })),
    loading: list.isPending,
    failure: list.isError ? errorText(list.error, GENERAL_MESSAGES.loadingFailed) : null,
  };
}

/**
 * "Ingresar Factura" (spec 001 §2, §4): POST /api/purchase-invoice/entry with the purchase order
 * and the invoice number, status INICIADA; its data is the invoice's id. A 200 with success false
 * is the mutation's error (stockAnswer.ts), purchaseInvoiceStatus included. The invoice's detail
 * read, if one was cached, is read again on its page.
 */
export function useStockInvoiceEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ purchaseOrderId, number }: { purchaseOrderId: number; number: string }) => {
      const answer = await enterPurchaseInvoice({
        invoice_number: number,
        status: PURCHASE_INVOICE_STARTED,
        purchase_order_id: purchaseOrderId,
      });
      return acceptedData(answer).purchaseInvoice.id;
    },
    onSuccess: (invoiceId) => {
      void invalidateStockDocument(queryClient, { endpoints: 'purchase-invoice', id: invoiceId });
    },
  });
}
