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

/** A document is closed (no entry form, only the reprint) once finished, cancelled or received. */
export function isStockDocumentClosed(type: StockDocumentType, status: string): boolean {
  return type === 'factura'
    ? status === 'FINISHED_PURCHASE_INVOICE'
    : status === 'CANCELLED_STORE_ORDER' || status === 'RECEIVED_STORE_ORDER';
}

/** Whether anything is waiting to be entered ("Ingresar Stock" has work). */
export function hasStockToEnter(lines: readonly Pick<StockLineInput, 'stock_to_enter'>[]): boolean {
  return lines.some((l) => l.stock_to_enter > 0);
}
