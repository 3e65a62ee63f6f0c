import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  availableStock,
  decrementLine,
  incrementLine,
  MAX_UNITS_PER_LINE,
  removeLine,
  type StockLine,
  setLineAmount,
  unitsInCart,
} from './cartStock';
import { makeProduct } from './test-fixtures';

const beer = makeProduct({ id: 1, name: 'Cerveza', stock: 10 });
const chips = makeProduct({ id: 2, name: 'Papas', stock: 5 });
/** Pack 999001: 2 beers + 1 chips. */
const pack = makeProduct({
  id: 3,
  sku: '999001',
  name: 'Pack Once',
  pack: true,
  stock: 0,
  childs: [
    { child_product_id: 1, child_quantity: 2, child_stock: 10 },
    { child_product_id: 2, child_quantity: 1, child_stock: 5 },
  ],
});

describe('unitsInCart and availableStock', () => {
  it('counts a product in its own line and inside packs: 3 beers + 2 packs x 2 = 7', () => {
    const lines: StockLine[] = [
      { product: beer, amount: 3 },
      { product: pack, amount: 2 },
    ];
    expect(unitsInCart(lines, 1)).toBe(7);
    expect(availableStock(beer, lines)).toBe(3);
  });
  it('limits a pack by its children: beers (10 - 3) / 2 = 3, chips 5 / 1 = 5 -> 3', () => {
    expect(availableStock(pack, [{ product: beer, amount: 3 }])).toBe(3);
    expect(availableStock(pack, [])).toBe(5);
  });
  it('caps by sellout stock while a sellout exists: stock 10 but sellout 4, 1 in cart -> 3', () => {
    const s = { ...beer, sellout: { id: 1, price: 500, stock: 4, max_quantity: 2 } };
    expect(availableStock(s, [{ product: s, amount: 1 }])).toBe(3);
  });
  it('never negative', () => {
    expect(availableStock(beer, [{ product: beer, amount: 12 }])).toBe(0);
  });
  it('a pack without children falls back to its own stock', () => {
    const bare = makeProduct({ id: 9, pack: true, stock: 2 });
    expect(availableStock(bare, [])).toBe(2);
  });
});

describe('addToCart', () => {
  it('adds a new line: "2 Cerveza en carro!"', () => {
    const r = addToCart([], beer, 2);
    expect(r).toEqual({ ok: true, lines: [{ product: beer, amount: 2 }], message: '2 Cerveza en carro!' });
  });
  it('increases an existing line', () => {
    const r = addToCart([{ product: beer, amount: 2 }], beer, 3);
    expect(r.lines).toEqual([{ product: beer, amount: 5 }]);
  });
  it('refuses beyond available stock: "Cerveza no tiene stock suficiente!"', () => {
    expect(addToCart([{ product: beer, amount: 8 }], beer, 3)).toEqual({
      ok: false,
      lines: [{ product: beer, amount: 8 }],
      message: 'Cerveza no tiene stock suficiente!',
    });
  });
  it('refuses a pack when its children are used up', () => {
    const r = addToCart([{ product: chips, amount: 5 }], pack, 1);
    expect(r.message).toBe('Pack Once no tiene stock suficiente!');
  });
  it('refuses above 999 per line: "No puede agregar mas de 999 productos"', () => {
    const big = makeProduct({ stock: 5000 });
    expect(addToCart([{ product: big, amount: 998 }], big, 2).message).toBe(
      'No puede agregar mas de 999 productos',
    );
    expect(addToCart([{ product: big, amount: 998 }], big, 1).ok).toBe(true);
  });
  it('0 units changes nothing', () => {
    expect(addToCart([], beer, 0)).toEqual({ ok: true, lines: [], message: null });
  });
});

describe('cart steppers', () => {
  const lines: StockLine[] = [{ product: beer, amount: 9 }];
  it('+ adds one while stock allows, then "No hay suficiente stock"', () => {
    const r = incrementLine(lines, 1);
    expect(r.lines[0]!.amount).toBe(10);
    expect(incrementLine(r.lines, 1)).toMatchObject({ ok: false, message: 'No hay suficiente stock' });
  });
  it('- at 1 removes the line', () => {
    expect(decrementLine([{ product: beer, amount: 1 }], 1).lines).toEqual([]);
    expect(decrementLine(lines, 1).lines[0]!.amount).toBe(8);
  });
  it('typing above 999 is refused', () => {
    const big = makeProduct({ stock: 5000 });
    expect(setLineAmount([{ product: big, amount: 5 }], 1, 1000).message).toBe(
      'No puede agregar mas de 999 productos',
    );
  });
  it('decreasing is always allowed, even over stock', () => {
    expect(setLineAmount([{ product: beer, amount: 20 }], 1, 15).lines[0]!.amount).toBe(15);
  });
  it('unknown product: no change', () => {
    expect(setLineAmount(lines, 42, 3)).toEqual({ ok: true, lines, message: null });
  });
  it('removeLine drops only that product', () => {
    expect(
      removeLine(
        [
          { product: beer, amount: 1 },
          { product: chips, amount: 1 },
        ],
        1,
      ),
    ).toEqual([{ product: chips, amount: 1 }]);
  });
});

describe('cart properties', () => {
  const lineArb = fc.record({
    id: fc.integer({ min: 1, max: 20 }),
    amount: fc.integer({ min: 1, max: 50 }),
  });
  it('adding then removing restores the cart', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(lineArb, { selector: (l) => l.id, maxLength: 8 }),
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 1, max: 20 }),
        (raw, n, id) => {
          const lines: StockLine[] = raw.map((l) => ({
            product: makeProduct({ id: l.id, stock: 10_000 }),
            amount: l.amount,
          }));
          const product = makeProduct({ id, stock: 10_000 });
          const before = lines.find((l) => l.product.id === id)?.amount;
          const added = addToCart(lines, product, n);
          if (!added.ok) {
            expect(added.lines).toEqual(lines);
            return;
          }
          const restored =
            before === undefined ? removeLine(added.lines, id) : setLineAmount(added.lines, id, before).lines;
          expect(restored).toEqual(lines);
        },
      ),
    );
  });
  it('no line ever exceeds 999 units nor the stock it started with', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(1, 2, 3), fc.integer({ min: -3, max: 400 })), { maxLength: 30 }),
        (ops) => {
          const products = [beer, chips, pack];
          let lines: StockLine[] = [];
          for (const [id, n] of ops) {
            const product = products[id - 1]!;
            lines = n > 0 ? addToCart(lines, product, n).lines : setLineAmount(lines, id, n).lines;
          }
          for (const l of lines) expect(l.amount).toBeLessThanOrEqual(MAX_UNITS_PER_LINE);
          expect(unitsInCart(lines, 1)).toBeLessThanOrEqual(10);
          expect(unitsInCart(lines, 2)).toBeLessThanOrEqual(5);
        },
      ),
    );
  });
});
