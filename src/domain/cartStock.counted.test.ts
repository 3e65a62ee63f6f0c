import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableStock, availableStockIn, cartUnits, type StockLine, unitsInCart } from './cartStock';
import { makeProduct } from './test-fixtures';
import type { Product } from './types';

/** availableStock as it was written before the cart was counted once (a scan per question). */
function scanningAvailableStock(product: Product, lines: readonly StockLine[]): number {
  let available: number;
  if (product.pack && product.childs.length > 0) {
    available = Number.POSITIVE_INFINITY;
    for (const c of product.childs) {
      const qty = Math.max(1, c.child_quantity);
      available = Math.min(
        available,
        Math.floor((c.child_stock - unitsInCart(lines, c.child_product_id)) / qty),
      );
    }
  } else {
    available = product.stock - unitsInCart(lines, product.id);
  }
  if (product.sellout) {
    const own = lines.find((l) => l.product.id === product.id)?.amount ?? 0;
    available = Math.min(available, product.sellout.stock - own);
  }
  return Math.max(0, available);
}

const ids = fc.integer({ min: 1, max: 6 });
const product: fc.Arbitrary<Product> = fc
  .record({
    id: ids,
    stock: fc.integer({ min: -5, max: 60 }),
    pack: fc.boolean(),
    childs: fc.array(
      fc.record({
        child_product_id: ids,
        child_quantity: fc.integer({ min: 0, max: 4 }),
        child_stock: fc.integer({ min: -5, max: 80 }),
      }),
      { maxLength: 3 },
    ),
    sellout: fc.option(
      fc.record({
        id: fc.nat(),
        price: fc.nat(),
        stock: fc.integer({ min: 0, max: 10 }),
        max_quantity: fc.integer({ min: 0, max: 10 }),
      }),
    ),
  })
  .map((p) => makeProduct(p));
const cart = fc.array(fc.record({ product, amount: fc.integer({ min: 1, max: 30 }) }), { maxLength: 8 });

describe('availableStock over a cart counted once', () => {
  it('gives what the scan per line gave, for any cart (packs, shared children, sellouts, duplicates)', () => {
    fc.assert(
      fc.property(product, cart, (p, lines) => {
        const expected = scanningAvailableStock(p, lines);
        expect(availableStock(p, lines)).toBe(expected);
        expect(availableStockIn(p, cartUnits(lines))).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('counts every line of a 100-line cart once: units per product as unitsInCart', () => {
    const lines = Array.from({ length: 100 }, (_, i) => ({
      product: makeProduct({ id: i + 1, stock: 50 }),
      amount: 1 + (i % 5),
    }));
    const counted = cartUnits(lines);
    for (const l of lines) expect(counted.units.get(l.product.id)).toBe(unitsInCart(lines, l.product.id));
  });
});
