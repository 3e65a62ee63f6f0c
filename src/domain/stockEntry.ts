/**
 * Stock entry against purchase invoices and dispatch guides (spec 001 §2 /ingresar-stock,
 * §4 Stock documents, §5 Stock entry, §9).
 */
import { STOCK_ENTRY_MESSAGES } from './messages';
import { formatDate } from './time';

/** Quantities must stay below this (exclusive). */
export const STOCK_QUANTITY_LIMIT = 100_000;

export const PURCHASE_INVOICE_STATUS = {
  started: 'INICIADA',
  finished: 'FINISHED_PURCHASE_INVOICE',
} as const;

export const STORE_ORDER_CLOSED_STATUSES = ['CANCELLED_STORE_ORDER', 'RECEIVED_STORE_ORDER'] as const;

export type StockDocumentType = 'factura' | 'guia-de-despacho';

/** null is the empty field. */
export type StockQuantity = number | null;

/**
 * Quantity typed in the number input: 0 or less (or not a number) becomes empty (null);
 * 100000 or more is refused, keeping the previous value; decimals are cut to an integer.
 */
export function normalizeStockQuantity(value: number, previous: StockQuantity = null): StockQuantity {
  if (!Number.isFinite(value) || value <= 0) return null;
  const q = Math.floor(value);
  if (q <= 0) return null;
  return q < STOCK_QUANTITY_LIMIT ? q : previous;
}

/** "+": adds 1 only while the result stays below 100000; from empty it gives 1. */
export function incrementStockQuantity(q: StockQuantity): StockQuantity {
  const next = (q ?? 0) + 1;
  return next < STOCK_QUANTITY_LIMIT ? next : q;
}

/** "-": subtracts 1; 0 or less empties the field. */
export function decrementStockQuantity(q: StockQuantity): StockQuantity {
  const next = (q ?? 0) - 1;
  return next > 0 ? next : null;
}

export interface StockDocumentLine {
  id: number;
  name: string;
  /** Comma-separated EAN list. */
  ean: string | null;
  stock_to_enter: number;
  current_stock: number;
}

/** The EANs of a line: the comma-separated list, trimmed, empty entries dropped. */
export function lineEans(line: Pick<StockDocumentLine, 'ean'>): string[] {
  return (line.ean ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
}

/** The first line whose EAN list contains the scanned code (trimmed, exact), else undefined. */
export function findLineByEan<L extends Pick<StockDocumentLine, 'ean'>>(
  lines: readonly L[],
  ean: string,
): L | undefined {
  const code = ean.trim();
  if (code === '') return undefined;
  return lines.find((l) => lineEans(l).includes(code));
}

/**
 * First checks of "Agregar Producto": the barcode must match a line ("EAN no pertenece a esta
 * lista"), then a quantity must be present ("Ingrese una cantidad"). null = go on.
 */
export function validateStockAdd(
  lines: readonly StockDocumentLine[],
  ean: string,
  quantity: StockQuantity,
): string | null {
  if (!findLineByEan(lines, ean)) return STOCK_ENTRY_MESSAGES.eanNotInList;
  if (quantity === null || quantity <= 0) return STOCK_ENTRY_MESSAGES.quantityRequired;
  return null;
}

/** The recorded quantity replaces the line's stock_to_enter (it does not add). */
export function applyEnteredQuantity<L extends StockDocumentLine>(
  lines: readonly L[],
  productId: number,
  quantity: number,
): L[] {
  return lines.map((l) => (l.id === productId ? { ...l, stock_to_enter: quantity } : l));
}

/**
 * A document is closed (no entry form, only reprint) when the invoice status is
 * FINISHED_PURCHASE_INVOICE, or the guide status is CANCELLED_STORE_ORDER or RECEIVED_STORE_ORDER.
 */
export function isStockDocumentClosed(type: StockDocumentType, status: string | null | undefined): boolean {
  if (type === 'factura') return status === PURCHASE_INVOICE_STATUS.finished;
  return STORE_ORDER_CLOSED_STATUSES.some((closed) => closed === status);
}

export interface IngressEntry {
  id: number;
  created_at: string;
  name: string;
  purchase_order_number?: string | number | null;
  store_order_number?: string | number | null;
}

/**
 * Options of the second dropdown: only entries with a purchase_order_number (factura) or a
 * store_order_number (guide), labelled "DD/MM/YYYY - number - name" (date in Santiago).
 */
export function ingressOptions(
  type: StockDocumentType,
  entries: readonly IngressEntry[],
): { id: number; label: string }[] {
  const out: { id: number; label: string }[] = [];
  for (const e of entries) {
    const number = type === 'factura' ? e.purchase_order_number : e.store_order_number;
    if (number === null || number === undefined || number === '') continue;
    out.push({ id: e.id, label: `${formatDate(e.created_at)} - ${number} - ${e.name}` });
  }
  return out;
}

/** Default option of the second dropdown. */
export function ingressPlaceholder(type: StockDocumentType): string {
  return type === 'factura'
    ? STOCK_ENTRY_MESSAGES.selectPurchaseOrder
    : STOCK_ENTRY_MESSAGES.selectDispatchGuide;
}
