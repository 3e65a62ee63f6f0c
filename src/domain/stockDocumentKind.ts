/**
 * The kinds of stock document (spec 001 §2, §4, §7): a purchase invoice (Factura) and a dispatch
 * guide (Guía de Despacho). One object per kind holds what differs between them — the texts the
 * seller reads, which endpoints it goes through, the statuses that close it — so the screens ask
 * the kind instead of branching on the type.
 */
import {
  closeDocumentFailedMessage,
  guideClosedMessage,
  invoiceClosedMessage,
  STOCK_ENTRY_LABELS,
  STOCK_ENTRY_MESSAGES,
} from './messages';
import { PURCHASE_INVOICE_FINISHED, STORE_ORDER_CLOSED_STATUSES, type StockDocumentType } from './stockEntry';
import { STOCK_LABELS } from './storeOpsMessages';

export interface StockDocumentKind {
  readonly type: StockDocumentType;
  /**
   * The endpoints it is listed, read, written, closed and printed through: a purchase invoice
   * through its purchase order's (/api/purchase-order/…, /api/purchase-invoice/…), a guide through
   * the store order's (/api/store-order/…).
   */
  readonly endpoints: 'purchase-invoice' | 'store-order';
  /** The type as the seller reads it: the title "POS Ingreso {name}", the type chooser. */
  readonly name: string;
  /** The document's heading before its number: "Factura ingresada:". */
  readonly enteredLabel: string;
  /** /ingresar-stock: the list's label, its placeholder and the entry button. */
  readonly listLabel: string;
  readonly listPlaceholder: string;
  readonly enterLabel: string;
  /**
   * Spec 001 §2: a Factura is entered with its invoice number (typed, then POST
   * /api/purchase-invoice/entry); a guide opens as it is.
   */
  readonly needsInvoiceNumber: boolean;
  /** The close: its button, its question, its success text and its failure text. */
  readonly closeLabel: string;
  readonly closeQuestion: string;
  readonly closedMessage: (number: string) => string;
  readonly closeFailedMessage: string;
  /** Spec 001 §4: the statuses in which it is closed (no entry form, only the reprint). */
  readonly closedStatuses: readonly string[];
}

const INVOICE: StockDocumentKind = {
  type: 'factura',
  endpoints: 'purchase-invoice',
  name: STOCK_ENTRY_LABELS.invoice,
  enteredLabel: STOCK_ENTRY_LABELS.invoiceEntered,
  listLabel: STOCK_LABELS.purchaseOrder,
  listPlaceholder: STOCK_ENTRY_MESSAGES.selectPurchaseOrder,
  enterLabel: STOCK_ENTRY_LABELS.enterInvoice,
  needsInvoiceNumber: true,
  closeLabel: STOCK_ENTRY_LABELS.closeInvoice,
  closeQuestion: STOCK_ENTRY_MESSAGES.closeInvoiceQuestion,
  closedMessage: invoiceClosedMessage,
  closeFailedMessage: closeDocumentFailedMessage('factura'),
  closedStatuses: [PURCHASE_INVOICE_FINISHED],
};

const GUIDE: StockDocumentKind = {
  type: 'guia-de-despacho',
  endpoints: 'store-order',
  name: STOCK_ENTRY_LABELS.guide,
  enteredLabel: STOCK_ENTRY_LABELS.guideEntered,
  listLabel: STOCK_LABELS.dispatchGuide,
  listPlaceholder: STOCK_ENTRY_MESSAGES.selectDispatchGuide,
  enterLabel: STOCK_ENTRY_LABELS.enterDispatch,
  needsInvoiceNumber: false,
  closeLabel: STOCK_ENTRY_LABELS.closeGuide,
  closeQuestion: STOCK_ENTRY_MESSAGES.closeGuideQuestion,
  closedMessage: guideClosedMessage,
  closeFailedMessage: closeDocumentFailedMessage('guía de despacho'),
  closedStatuses: STORE_ORDER_CLOSED_STATUSES,
};

/** Every kind, in the order /ingresar-stock offers them. */
export const STOCK_DOCUMENT_KINDS: readonly StockDocumentKind[] = [INVOICE, GUIDE];

const BY_TYPE: Record<StockDocumentType, StockDocumentKind> = {
  factura: INVOICE,
  'guia-de-despacho': GUIDE,
};

export function stockDocumentKind(type: StockDocumentType): StockDocumentKind {
  return BY_TYPE[type];
}

/** A document is closed (no entry form, only the reprint) once in one of its kind's closed statuses. */
export function isStockDocumentClosed(type: StockDocumentType, status: string): boolean {
  return stockDocumentKind(type).closedStatuses.includes(status);
}
