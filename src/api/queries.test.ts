import { describe, expect, it } from 'vitest';
import { checkoutInvalidate, checkoutQueries } from './queries/checkout.ts';
import { deliveryInvalidate, deliveryQueries } from './queries/delivery.ts';
import { expressInvalidate, expressQueries } from './queries/express.ts';
import { returnsInvalidate, returnsQueries } from './queries/returns.ts';
import { saleInvalidate, saleQueries } from './queries/sale.ts';
import { stockQueries } from './queries/stock.ts';
import { invalidate, queries } from './queries.ts';

/** Names that two areas both define (the later spread would silently replace the earlier). */
function sharedNames(areas: readonly object[]): string[] {
  const seen = new Set<string>();
  const shared: string[] = [];
  for (const area of areas) {
    for (const name of Object.keys(area)) {
      if (seen.has(name)) shared.push(name);
      seen.add(name);
    }
  }
  return shared;
}

describe('queries and invalidate, assembled from one module per area', () => {
  const readAreas = [
    saleQueries,
    checkoutQueries,
    returnsQueries,
    expressQueries,
    deliveryQueries,
    stockQueries,
  ];
  const writeAreas = [
    saleInvalidate,
    checkoutInvalidate,
    returnsInvalidate,
    expressInvalidate,
    deliveryInvalidate,
  ];

  it('no two areas define the same read or the same invalidation', () => {
    expect(sharedNames(readAreas)).toEqual([]);
    expect(sharedNames(writeAreas)).toEqual([]);
  });

  it('every read and every invalidation of every area is in the assembled objects', () => {
    expect(Object.keys(queries).sort()).toEqual(readAreas.flatMap((a) => Object.keys(a)).sort());
    expect(Object.keys(invalidate).sort()).toEqual(writeAreas.flatMap((a) => Object.keys(a)).sort());
  });
});
