/**
 * Verifying an express order's products by EAN before it is prepared (spec 001 §2 /orden-detalles,
 * §3 Pack products, §5 "Product verification on express orders", §9 pack SKU prefix "999").
 *
 * The order's lines become the units to scan: a plain product is one line; a pack (SKU starting
 * with 999) is verified through its children, one line per child expecting pack units times
 * child_quantity. Every scan counts one unit on a line whose EAN list holds the code: the first
 * line still short of units, else the first line with that EAN (an extra unit, "sobrante"). A code
 * on no line is unknown: the screen looks the product up (GET /api/product-by-ean/{ean}) and says
 * "EAN INVALIDO: {product}" or "Producto no encontrado", and nothing is counted.
 *
 * The first-short-line choice is exact when lines sharing an EAN share all their EANs (a product
 * sold alone and inside a pack); products with partly overlapping EAN lists are not expected.
 */
import { quantityMismatchMessage } from './messages';

/** Spec 001 §9: a pack's SKU starts with this. */
export const PACK_SKU_PREFIX = '999';

export const isPackSku = (sku: string): boolean => sku.trim().startsWith(PACK_SKU_PREFIX);

/** The EANs of a comma-separated list (spec 001 §3), trimmed, empty entries dropped. */
export function eanList(eans: string | null | undefined): string[] {
  return (eans ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e.length > 0);
}

/** A scanned or typed code as compared with the EAN lists: surrounding spaces dropped. */
export const normaliseEan = (code: string): string => code.trim();

export interface OrderLineInput {
  amount: number;
  Product: { id: number; sku: string; name: string; ean: string | null };
}

export interface PackChildInput {
  id: number;
  name: string;
  ean: string | null;
  child_quantity: number;
}

/** One thing to count: a plain product, or one child of a pack. */
export interface VerificationLine {
  /** `p{productId}` for a product, `p{packId}c{childId}` for a pack's child. */
  key: string;
  productId: number;
  name: string;
  eans: string[];
  expected: number;
  /** The pack's name when this line is a pack's child. */
  packName: string | null;
}

/**
 * The lines to verify. `children` holds each pack's children by the pack's product id; a pack
 * whose children are not known yet is reported in `packsWithoutChildren` (the screen loads them
 * with GET /api/products/packs/children/{id} before counting).
 */
export function verificationLines(
  products: readonly OrderLineInput[],
  children: Readonly<Record<number, readonly PackChildInput[] | undefined>>,
): { lines: VerificationLine[]; packsWithoutChildren: number[] } {
  const lines: VerificationLine[] = [];
  const packsWithoutChildren: number[] = [];
  for (const { amount, Product: product } of products) {
    if (amount <= 0) continue;
    if (!isPackSku(product.sku)) {
      lines.push({
        key: `p${product.id}`,
        productId: product.id,
        name: product.name,
        eans: eanList(product.ean),
        expected: amount,
        packName: null,
      });
      continue;
    }
    const packChildren = children[product.id];
    if (!packChildren) {
      packsWithoutChildren.push(product.id);
      continue;
    }
    for (const child of packChildren) {
      if (child.child_quantity <= 0) continue;
      lines.push({
        key: `p${product.id}c${child.id}`,
        productId: child.id,
        name: child.name,
        eans: eanList(child.ean),
        expected: amount * child.child_quantity,
        packName: product.name,
      });
    }
  }
  return { lines, packsWithoutChildren };
}

/** Units counted so far per line key (a missing key is 0). */
export type ScanCounts = Readonly<Record<string, number>>;

export type ScanOutcome =
  | { kind: 'counted'; key: string; counts: ScanCounts; extra: boolean }
  | { kind: 'unknown'; counts: ScanCounts };

const countOf = (counts: ScanCounts, key: string): number => counts[key] ?? 0;

/** Counts one scan of `code` (see the module comment for which line it counts on). */
export function applyScan(lines: readonly VerificationLine[], counts: ScanCounts, code: string): ScanOutcome {
  const ean = normaliseEan(code);
  const holders = ean === '' ? [] : lines.filter((l) => l.eans.includes(ean));
  const target = holders.find((l) => countOf(counts, l.key) < l.expected) ?? holders[0];
  if (!target) return { kind: 'unknown', counts };
  const extra = countOf(counts, target.key) >= target.expected;
  return {
    kind: 'counted',
    key: target.key,
    counts: { ...counts, [target.key]: countOf(counts, target.key) + 1 },
    extra,
  };
}

/**
 * The counts of an order past preparation: every line with exactly its units. "Preparado" is
 * refused unless the order is exactly verified, so a prepared order was verified in full (the
 * scans themselves are gone once it is prepared, and another machine may have made them).
 */
export function preparedCounts(lines: readonly VerificationLine[]): ScanCounts {
  return Object.fromEntries(lines.map((l) => [l.key, l.expected]));
}

/** "Borrar" on a line: its count goes back to 0 (to scan it again). */
export function clearLine(counts: ScanCounts, key: string): ScanCounts {
  const { [key]: _dropped, ...rest } = counts;
  return rest;
}

export type LineState = 'pending' | 'partial' | 'verified' | 'over';

export function lineState(line: VerificationLine, counts: ScanCounts): LineState {
  const n = countOf(counts, line.key);
  if (n === 0) return 'pending';
  if (n < line.expected) return 'partial';
  return n === line.expected ? 'verified' : 'over';
}

export interface VerificationSummary {
  expected: number;
  counted: number;
  /** Units still to scan, summed over lines. */
  missing: number;
  /** Units scanned beyond a line's quantity, summed over lines. */
  extra: number;
  /** Every line has exactly its units. */
  complete: boolean;
}

export function verificationSummary(
  lines: readonly VerificationLine[],
  counts: ScanCounts,
): VerificationSummary {
  let expected = 0;
  let counted = 0;
  let missing = 0;
  let extra = 0;
  for (const line of lines) {
    const n = countOf(counts, line.key);
    expected += line.expected;
    counted += n;
    missing += Math.max(0, line.expected - n);
    extra += Math.max(0, n - line.expected);
  }
  return { expected, counted, missing, extra, complete: lines.length > 0 && missing === 0 && extra === 0 };
}

/**
 * The text when the seller asks to prepare an order that is not exactly verified: the missing
 * units first ("ERROR: Hay 2 productos faltantes"), else the extra ones ("ERROR: Hay 1 productos
 * sobrantes"); null when it is complete.
 */
export function mismatchMessage(summary: VerificationSummary): string | null {
  if (summary.missing > 0) return quantityMismatchMessage(summary.missing);
  if (summary.extra > 0) return quantityMismatchMessage(-summary.extra);
  return null;
}
