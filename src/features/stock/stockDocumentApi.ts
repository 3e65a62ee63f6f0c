import {
  closeStoreOrder,
  enterPurchaseInvoice,
  enterPurchaseInvoiceStock,
  enterStoreOrderStock,
  setPurchaseOrderStockToEnter,
  setStoreOrderStockToEnter,
} from '@/api/generated/endpoints/stock/stock.ts';
import type { PurchaseInvoiceDocument, StockLinesResponse, StoreOrderDocument } from '@/api/generated/model';
import type { StockDocumentKind } from '@/domain/stockDocumentKind.ts';
import {
  type IngressStep,
  ingressStatus,
  PURCHASE_INVOICE_FINISHED,
  type StockAnswerStatus,
  type StockLineInput,
} from '@/domain/stockEntry.ts';

/**
 * A stock document as read (GET …/detail/{id}), with the calls that write it, bound to it once:
 * the screen and its hooks call `setToEnter`, `ingress`, `close` without asking which kind it is.
 * Each call answers as the server did (success false included: the caller decides, stockAnswer.ts).
 */
export interface StockDocument {
  readonly number: string;
  readonly status: string;
  /** What the print call names it by (spec 001 §7): a purchase invoice by its purchase order. */
  readonly printTarget: { id: number; number: string };
  /** POST …/stock-entry-left: the line's stock_to_enter becomes `amount` (replaces, never adds). */
  setToEnter(productId: number, amount: number): Promise<StockAnswerStatus>;
  /** POST …/ingress with the document and the lines (spec 001 §7 `{document, products}`). */
  ingress(products: StockLineInput[], step: IngressStep): Promise<StockLinesResponse>;
  /** The close: a purchase invoice entered finished, a guide closed. */
  close(): Promise<StockAnswerStatus>;
}

function purchaseInvoice(invoice: PurchaseInvoiceDocument): StockDocument {
  const purchaseOrderId = invoice.purchase_order_id;
  return {
    number: invoice.number,
    status: invoice.status,
    printTarget: { id: purchaseOrderId, number: invoice.number },
    setToEnter: (productId, amount) =>
      setPurchaseOrderStockToEnter({
        purchase_order_id: purchaseOrderId,
        product_id: productId,
        new_amount: amount,
      }),
    ingress: (products, step) =>
      enterPurchaseInvoiceStock({ document: invoice, products, status: ingressStatus(step) }),
    close: () =>
      enterPurchaseInvoice({
        invoice_number: invoice.number,
        status: PURCHASE_INVOICE_FINISHED,
        purchase_order_id: purchaseOrderId,
      }),
  };
}

function storeOrder(guide: StoreOrderDocument): StockDocument {
  return {
    number: guide.number,
    status: guide.status,
    printTarget: { id: guide.id, number: guide.number },
    setToEnter: (productId, amount) =>
      setStoreOrderStockToEnter({ store_order_id: guide.id, product_id: productId, new_amount: amount }),
    // A guide's ingress carries no status: the guide is sent back as read.
    ingress: (products) => enterStoreOrderStock({ document: guide, products }),
    close: () => closeStoreOrder(guide.id),
  };
}

/**
 * The document of the kind's own read: the purchase invoice read for a Factura, the store order
 * read for a guide (the other read is idle, and a cached answer of it is not this document).
 */
export function stockDocumentOf(
  kind: StockDocumentKind,
  read: { invoice: PurchaseInvoiceDocument | undefined; guide: StoreOrderDocument | undefined },
): StockDocument | null {
  if (kind.endpoints === 'purchase-invoice') return read.invoice ? purchaseInvoice(read.invoice) : null;
  return read.guide ? storeOrder(read.guide) : null;
}
