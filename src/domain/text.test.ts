import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLongName, recommendedDiscountPercent, recommendedLabel, truncateName } from './text';

describe('truncateName', () => {
  it('keeps names of 30 characters or fewer', () => {
    const thirty = 'a'.repeat(30);
    expect(truncateName(thirty)).toBe(thirty);
    expect(isLongName(thirty)).toBe(false);
    expect(truncateName('')).toBe('');
  });
  it('over 30: cut at 40 plus "..."', () => {
    expect(truncateName('b'.repeat(31))).toBe(`${'b'.repeat(31)}...`);
    expect(truncateName('c'.repeat(40))).toBe(`${'c'.repeat(40)}...`);
    expect(truncateName('c'.repeat(45))).toBe(`${'c'.repeat(40)}...`);
    expect(isLongName('b'.repeat(31))).toBe(true);
  });
  it('two names that differ only after character 40 look the same cut (why the cart shows them whole)', () => {
    const a = 'Cerveza Artesanal Kunstmann Torobayo Ale Botella 330 ml';
    const b = 'Cerveza Artesanal Kunstmann Torobayo Ale Botella 500 ml';
    expect(truncateName(a)).toBe(truncateName(b));
  });
  it('property: short names unchanged, long ones are their first 40 characters plus "..."', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (name) => {
        const cut = truncateName(name);
        if (name.length <= 30) expect(cut).toBe(name);
        else expect(cut).toBe(`${name.slice(0, 40)}...`);
        expect(isLongName(name)).toBe(cut !== name);
      }),
    );
  });
});

describe('recommended label', () => {
  it('percentage off: 1000 -> 850 is 15%', () => {
    expect(recommendedDiscountPercent(1000, 850)).toBe(15);
    expect(recommendedLabel(1000, 850)).toBe('-15%');
  });
  it('boundaries: 1.0% none, 1.01% "-1%", 1.49% "-1%", 1.5% "-2%"', () => {
    expect(recommendedLabel(10000, 9900)).toBeNull(); // 1.0 %
    expect(recommendedLabel(10000, 9899)).toBe('-1%'); // 1.01 %
    expect(recommendedLabel(10000, 9851)).toBe('-1%'); // 1.49 %
    expect(recommendedLabel(10000, 9850)).toBe('-2%'); // 1.5 %
    expect(recommendedLabel(1000, 990)).toBeNull(); // 1 %
    expect(recommendedLabel(1000, 989)).toBe('-1%'); // 1.1 %
  });
  it('no label without a discount or without a normal price', () => {
    expect(recommendedLabel(0, 0)).toBeNull();
    expect(recommendedLabel(1000, 1000)).toBeNull();
    expect(recommendedLabel(1000, 1200)).toBeNull();
    expect(recommendedDiscountPercent(1000, 1200)).toBe(0);
    expect(recommendedDiscountPercent(0, 0)).toBe(0);
  });
  it('property: a label exactly when 100 * (normal - recommended) > normal, with the rounded percentage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (normal, rec) => {
          const label = recommendedLabel(normal, rec);
          if ((normal - rec) * 100 > normal) {
            expect(label).toBe(`-${Math.round(((normal - rec) * 100) / normal)}%`);
          } else expect(label).toBeNull();
        },
      ),
    );
  });
});
