import * as v from 'valibot';

/** The document a return is for, in the URL so a reload keeps it: ?doc=boleta|factura&number=. */
export const returnDocSchema = v.picklist(['boleta', 'factura']);
export const returnNumberSchema = v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1));

/** The search of a return screen, or what of it is valid. */
export function parseReturnSearch(search: Record<string, unknown>): {
  doc?: 'boleta' | 'factura';
  number?: number;
} {
  const doc = v.safeParse(returnDocSchema, search.doc);
  const number = v.safeParse(returnNumberSchema, search.number);
  return {
    ...(doc.success ? { doc: doc.output } : {}),
    ...(number.success ? { number: number.output } : {}),
  };
}
