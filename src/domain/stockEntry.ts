/**
 * Stock entry against purchase invoices and dispatch guides (spec 001 §2 /ingresar-stock, §7
 * "Stock documents", §5 "Stock entry", §9): the pure rules of the two screens.
 */
import { STOCK_ENTRY_MESSAGES } from './messages';
import { formatDate } from './time';

export type StockDocumentType = 'factura' | 'guia-de-despacho';

/** Spec 001 §5: quantities must be below 100000 (exclusive). */
export const STOCK_QUANTITY_LIMIT = 100_000;

export interface EntryListItem {
  id: number;
  number: string | null;
  created_at: string;
  name: string | null;
}

/** The documents offered: only those with a number, as "DD/MM/YYYY - number - name". */
export function entryOptions(items: readonly EntryListItem[]): { id: number; label: string }[] {
  return items
    .filter((item) => item.number !== null && item.number.trim() !== '')
    .map((item) => ({
      id: item.id,
      label: [formatDate(item.created_at), item.number?.trim(), item.name?.trim() ?? ''].join(' - '),
    }));
}

/**
 * A typed quantity (spec 001 §5): digits only; 0 or less is empty (null); at or above 100000 it
 * is refused (the previous value stays).
 */
export function typedStockQuantity(text: string, previous: number | null): number | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  const value = Number(digits);
  if (!Number.isSafeInteger(value) || value >= STOCK_QUANTITY_LIMIT) return previous;
  return value <= 0 ? null : value;
}

/** Minus and plus step by 1: minus to 0 or less empties; plus only while below 100000. */
export function stepStockQuantity(current: number | null, direction: 1 | -1): number | null {
  const next = (current ?? 0) + direction;
  if (next <= 0) return null;
  if (next >= STOCK_QUANTITY_LIMIT) return current;
  return next;
}

export interface StockLineInput {
  id: number;
  name: string;
  ean: string | null;
  stock_to_enter: number;
  current_stock: number;
}

/** The EANs of a line (its ean is a comma-separated list). */
export function lineEans(line: Pick<StockLineInput, 'ean'>): string[] {
  return (line.ean ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
}

export type AddCheck =
  | { ok: true; line: StockLineInput; ean: string; quantity: number }
  | { ok: false; message: string };

/**
 * "Agregar Producto", steps 1 and 2 (spec 001 §7): the barcode must be one of a line's EANs
 * ("EAN no pertenece a esta lista"), then a quantity must be present ("Ingrese una cantidad").
 * Steps 3 (the product exists by EAN) and 4 (the confirmation) are the screen's.
 */
export function checkAddProduct(
  lines: readonly StockLineInput[],
  barcode: string,
  quantity: number | null,
): AddCheck {
  const ean = barcode.trim();
  const line = ean === '' ? undefined : lines.find((l) => lineEans(l).includes(ean));
  if (!line) return { ok: false, message: STOCK_ENTRY_MESSAGES.eanNotInList };
  if (quantity === null || quantity <= 0)
    return { ok: false, message: STOCK_ENTRY_MESSAGES.quantityRequired };
  return { ok: true, line, ean, quantity };
}

/** Spec 001 §4: a purchase invoice is INICIADA when entered, FINISHED_PURCHASE_INVOICE when closed. */
export const PURCHASE_INVOICE_STARTED = 'INICIADA';
export const PURCHASE_INVOICE_FINISHED = 'FINISHED_PURCHASE_INVOICE';
/** Spec 001 §4: the dispatch guide statuses that count as closed. */
export const STORE_ORDER_CLOSED_STATUSES: readonly string[] = [
  'CANCELLED_STORE_ORDER',
  'RECEIVED_STORE_ORDER',
];

/**
 * What a save of a document's lines is for (POST …/ingress): "Ingresar Stock" enters them and the
 * document stays open; the close saves them before closing it.
 */
export type IngressStep = 'enter' | 'close';

/**
 * Spec 001 §7: the status a purchase invoice's lines are saved with: INICIADA for "Ingresar
 * Stock", FINISHED_PURCHASE_INVOICE when the close saves them. (A guide's ingress sends none.)
 */
export function ingressStatus(
  step: IngressStep,
): typeof PURCHASE_INVOICE_STARTED | typeof PURCHASE_INVOICE_FINISHED {
  return step === 'close' ? PURCHASE_INVOICE_FINISHED : PURCHASE_INVOICE_STARTED;
}

/**
 * Spec 001 §4: an invoice entry that fails with purchaseInvoiceStatus finished offers "Re imprimir
 * lo ingresado" (the invoice is the one chosen on the screen: its purchase order and number).
 */
export function offersReprint(purchaseInvoiceStatus: string | null | undefined): boolean {
  return purchaseInvoiceStatus === PURCHASE_INVOICE_FINISHED;
}

/** What a stock call answers besides its data (spec 001 §7: "gives success and errorMessage"). */
export interface StockAnswerStatus {
  success?: boolean | null;
  errorMessage?: string | null;
}

/**
 * Whether a stock call refused, answering 200: `success: false` says so (a missing success is the
 * server's usual answer and counts as done). A refusal changes nothing on the screen.
 */
export function isStockRefusal(answer: StockAnswerStatus): boolean {
  return answer.success === false;
}

/** The text of a refusal: the server's errorMessage first, else the screen's default (spec 001 §8). */
export function stockRefusalText(answer: StockAnswerStatus, fallback: string): string {
  const text = answer.errorMessage?.trim() ?? '';
  return text === '' ? fallback : text;
}

/** Whether anything is waiting to be entered ("Ingresar Stock" has work). */
export function hasStockToEnter(lines: readonly Pick<StockLineInput, 'stock_to_enter'>[]): boolean {
  return lines.some((l) => l.stock_to_enter > 0);
}
