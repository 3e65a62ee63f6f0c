/**
 * The filter over a stock document's lines (/ingresar-stock/:type/:id): what the seller types
 * narrows the lines the table shows, by product name or barcode, whatever the accents and
 * capitals. It only chooses what is shown: the document's lines are never changed by it.
 */
import { lineEans } from './stockEntry';

/** Accent- and case-insensitive form of a text, its spaces collapsed: "Cachantún" -> "cachantun". */
export function foldSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface FilterableStockLine {
  name: string;
  /** The product's barcodes, comma-separated as the document gives them (or none). */
  ean?: string | null;
}

/** What a line is searched by: its name and each of its barcodes, folded. */
function searchable(line: FilterableStockLine): string {
  return foldSearchText([line.name, ...lineEans({ ean: line.ean ?? null })].join(' '));
}

/**
 * The lines that match `query`: every word typed is found in the line's name or one of its
 * barcodes, in any order ("lata cristal" finds "Cerveza Cristal Lata 470 cc", "7801" every
 * barcode with those digits). A blank query keeps every line (the same array).
 */
export function filterStockLines<T extends FilterableStockLine>(
  lines: readonly T[],
  query: string,
): readonly T[] {
  const words = foldSearchText(query)
    .split(' ')
    .filter((w) => w !== '');
  if (words.length === 0) return lines;
  return lines.filter((line) => {
    const text = searchable(line);
    return words.every((word) => text.includes(word));
  });
}
