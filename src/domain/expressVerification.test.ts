import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyScan,
  clearLine,
  eanList,
  isPackSku,
  lineState,
  mismatchMessage,
  type OrderLineInput,
  type PackChildInput,
  preparedCounts,
  type ScanCounts,
  type VerificationLine,
  verificationLines,
  verificationSummary,
} from './expressVerification';

const product = (
  id: number,
  sku: string,
  name: string,
  ean: string | null,
  amount: number,
): OrderLineInput => ({
  amount,
  Product: { id, sku, name, ean },
});

const CRISTAL = product(1, '1001', 'Cerveza Cristal 350cc', '7801000000013', 3);
const ESCUDO = product(2, '1002', 'Cerveza Escudo 350cc', '7801000000020, 7801000000037', 1);
const PACK = product(9, '999100', 'Pack Cristal + Escudo', null, 2);
const PACK_CHILDREN: PackChildInput[] = [
  { id: 1, name: 'Cerveza Cristal 350cc', ean: '7801000000013', child_quantity: 3 },
  { id: 2, name: 'Cerveza Escudo 350cc', ean: '7801000000020,7801000000037', child_quantity: 1 },
];

/** Scans `codes` one after another from no counts. */
function scanAll(lines: readonly VerificationLine[], codes: readonly string[]): ScanCounts {
  let counts: ScanCounts = {};
  for (const code of codes) counts = applyScan(lines, counts, code).counts;
  return counts;
}

describe('the lines to verify', () => {
  it('a pack is SKU 999…, whatever surrounds it', () => {
    expect(isPackSku('999100')).toBe(true);
    expect(isPackSku(' 999')).toBe(true);
    expect(isPackSku('1999')).toBe(false);
    expect(isPackSku('99')).toBe(false);
  });

  it('EAN lists are comma-separated, trimmed, empties dropped', () => {
    expect(eanList('7801, 7802 ,,7803')).toEqual(['7801', '7802', '7803']);
    expect(eanList(null)).toEqual([]);
    expect(eanList('')).toEqual([]);
  });

  it('a plain product is one line; a pack is one line per child, pack units times child_quantity', () => {
    const { lines, packsWithoutChildren } = verificationLines([CRISTAL, PACK], { 9: PACK_CHILDREN });
    expect(packsWithoutChildren).toEqual([]);
    expect(lines).toEqual([
      {
        key: 'p1',
        productId: 1,
        name: 'Cerveza Cristal 350cc',
        eans: ['7801000000013'],
        expected: 3,
        packName: null,
      },
      {
        key: 'p9c1',
        productId: 1,
        name: 'Cerveza Cristal 350cc',
        eans: ['7801000000013'],
        expected: 6,
        packName: 'Pack Cristal + Escudo',
      },
      {
        key: 'p9c2',
        productId: 2,
        name: 'Cerveza Escudo 350cc',
        eans: ['7801000000020', '7801000000037'],
        expected: 2,
        packName: 'Pack Cristal + Escudo',
      },
    ]);
  });

  it('a pack whose children are not loaded is named, not counted; zero amounts are skipped', () => {
    const { lines, packsWithoutChildren } = verificationLines([PACK, product(3, '1003', 'X', '1', 0)], {});
    expect(lines).toEqual([]);
    expect(packsWithoutChildren).toEqual([9]);
  });
});

describe('scanning', () => {
  const { lines } = verificationLines([CRISTAL, ESCUDO], {});

  it('an EAN of the order counts one unit on its line; any EAN of the list does', () => {
    const first = applyScan(lines, {}, '7801000000013');
    expect(first).toMatchObject({ kind: 'counted', key: 'p1', extra: false, counts: { p1: 1 } });
    const second = applyScan(lines, first.counts, ' 7801000000037 ');
    expect(second).toMatchObject({ kind: 'counted', key: 'p2', extra: false, counts: { p1: 1, p2: 1 } });
  });

  it('an EAN on no line is unknown and changes nothing', () => {
    const counts = { p1: 2 };
    expect(applyScan(lines, counts, '7800000000000')).toEqual({ kind: 'unknown', counts });
    expect(applyScan(lines, counts, '   ')).toEqual({ kind: 'unknown', counts });
  });

  it('a unit beyond the quantity is counted as extra (sobrante)', () => {
    const outcome = applyScan(lines, { p2: 1 }, '7801000000020');
    expect(outcome).toMatchObject({ kind: 'counted', key: 'p2', extra: true, counts: { p2: 2 } });
    expect(lineState(lines[1]!, outcome.counts)).toBe('over');
  });

  it('an EAN on a product and inside a pack fills the product first, then the pack', () => {
    const both = verificationLines([CRISTAL, PACK], { 9: PACK_CHILDREN }).lines;
    const counts = scanAll(both, Array(5).fill('7801000000013'));
    expect(counts).toEqual({ p1: 3, p9c1: 2 });
  });

  it('line states: pending, partial, verified, over; Borrar sets the line back to pending', () => {
    const line = lines[0]!;
    expect(lineState(line, {})).toBe('pending');
    expect(lineState(line, { p1: 2 })).toBe('partial');
    expect(lineState(line, { p1: 3 })).toBe('verified');
    expect(lineState(line, { p1: 4 })).toBe('over');
    expect(clearLine({ p1: 4, p2: 1 }, 'p1')).toEqual({ p2: 1 });
    expect(lineState(line, clearLine({ p1: 4 }, 'p1'))).toBe('pending');
  });
});

describe('the summary and its message', () => {
  const { lines } = verificationLines([CRISTAL, ESCUDO, PACK], { 9: PACK_CHILDREN });

  it('missing units first, then extra ones, nothing when complete', () => {
    expect(mismatchMessage(verificationSummary(lines, {}))).toBe('ERROR: Hay 12 productos faltantes');
    expect(mismatchMessage(verificationSummary(lines, { p1: 4, p2: 1, p9c1: 6, p9c2: 2 }))).toBe(
      'ERROR: Hay 1 productos sobrantes',
    );
    // One extra does not hide one missing.
    expect(mismatchMessage(verificationSummary(lines, { p1: 4, p2: 1, p9c1: 5, p9c2: 2 }))).toBe(
      'ERROR: Hay 1 productos faltantes',
    );
    const done = verificationSummary(lines, { p1: 3, p2: 1, p9c1: 6, p9c2: 2 });
    expect(done).toEqual({ expected: 12, counted: 12, missing: 0, extra: 0, complete: true });
    expect(mismatchMessage(done)).toBeNull();
  });

  it('an order with nothing to verify is not complete', () => {
    expect(verificationSummary([], {}).complete).toBe(false);
  });
});

describe('properties', () => {
  /** Orders of 1–5 products with EANs drawn from a small pool (so products share EANs). */
  const EANS = ['A1', 'B2', 'C3', 'D4', 'E5', 'F6'];
  const linesArb = fc
    .array(
      fc.record({
        eans: fc.uniqueArray(fc.constantFrom(...EANS), { minLength: 1, maxLength: 3 }),
        expected: fc.integer({ min: 1, max: 6 }),
      }),
      { minLength: 1, maxLength: 5 },
    )
    .map((rows) =>
      rows.map(
        (r, i): VerificationLine => ({
          key: `p${i + 1}`,
          productId: i + 1,
          name: `P${i + 1}`,
          eans: r.eans,
          expected: r.expected,
          packName: null,
        }),
      ),
    );
  const codeArb = fc.oneof(fc.constantFrom(...EANS), fc.constantFrom('ZZ', '', ' A1 '));

  it('every scan of a known EAN adds exactly one unit, on a line holding it; unknown ones add none', () => {
    fc.assert(
      fc.property(linesArb, fc.array(codeArb, { maxLength: 40 }), (lines, codes) => {
        let counts: ScanCounts = {};
        for (const code of codes) {
          const before = verificationSummary(lines, counts);
          const outcome = applyScan(lines, counts, code);
          const after = verificationSummary(lines, outcome.counts);
          if (outcome.kind === 'unknown') {
            expect(lines.some((l) => l.eans.includes(code.trim()))).toBe(false);
            expect(outcome.counts).toBe(counts);
          } else {
            expect(after.counted).toBe(before.counted + 1);
            expect(lines.find((l) => l.key === outcome.key)?.eans).toContain(code.trim());
          }
          counts = outcome.counts;
        }
      }),
    );
  });

  it('a unit is extra only when every line holding its EAN is already full', () => {
    fc.assert(
      fc.property(linesArb, fc.array(codeArb, { maxLength: 40 }), (lines, codes) => {
        let counts: ScanCounts = {};
        for (const code of codes) {
          const outcome = applyScan(lines, counts, code);
          if (outcome.kind === 'counted') {
            const holders = lines.filter((l) => l.eans.includes(code.trim()));
            const anyShort = holders.some((l) => (counts[l.key] ?? 0) < l.expected);
            expect(outcome.extra).toBe(!anyShort);
          }
          counts = outcome.counts;
        }
      }),
    );
  });

  it('missing - extra = expected - counted, and complete means exactly that', () => {
    fc.assert(
      fc.property(linesArb, fc.array(codeArb, { maxLength: 40 }), (lines, codes) => {
        const s = verificationSummary(lines, scanAll(lines, codes));
        expect(s.missing - s.extra).toBe(s.expected - s.counted);
        expect(s.complete).toBe(s.missing === 0 && s.extra === 0);
        expect(mismatchMessage(s) === null).toBe(s.complete);
      }),
    );
  });

  it('scanning each line’s units once, in any order, completes the order (no unit lands on the wrong line)', () => {
    // Lines with disjoint EANs: every unit has exactly one place to go.
    const disjoint = fc
      .uniqueArray(fc.constantFrom(...EANS), { minLength: 1, maxLength: EANS.length })
      .chain((eans) =>
        fc.tuple(
          fc.constant(eans),
          fc.array(fc.integer({ min: 1, max: 5 }), { minLength: eans.length, maxLength: eans.length }),
        ),
      )
      .map(([eans, expected]) =>
        eans.map(
          (ean, i): VerificationLine => ({
            key: `p${i + 1}`,
            productId: i + 1,
            name: ean,
            eans: [ean],
            expected: expected[i]!,
            packName: null,
          }),
        ),
      );
    fc.assert(
      fc.property(
        disjoint.chain((lines) =>
          fc.tuple(
            fc.constant(lines),
            fc.shuffledSubarray(
              lines.flatMap((l) => Array<string>(l.expected).fill(l.eans[0]!)),
              { minLength: lines.reduce((n, l) => n + l.expected, 0) },
            ),
          ),
        ),
        ([lines, codes]) => {
          expect(verificationSummary(lines, scanAll(lines, codes)).complete).toBe(true);
        },
      ),
    );
  });
});

describe('an order past preparation', () => {
  it('shows every line verified with exactly its units (a complete summary, nothing missing or extra)', () => {
    const { lines } = verificationLines([CRISTAL, ESCUDO, PACK], { 9: PACK_CHILDREN });
    const counts = preparedCounts(lines);
    for (const line of lines) expect(lineState(line, counts)).toBe('verified');
    expect(verificationSummary(lines, counts)).toEqual({
      expected: 3 + 1 + 6 + 2,
      counted: 12,
      missing: 0,
      extra: 0,
      complete: true,
    });
  });
});
