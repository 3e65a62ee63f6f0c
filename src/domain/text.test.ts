import { describe, expect, it } from 'vitest';
import { recommendedDiscountPercent, recommendedLabel, truncateName } from './text';

describe('truncateName', () => {
  it('keeps names of 30 characters or fewer', () => {
    const thirty = 'a'.repeat(30);
    expect(truncateName(thirty)).toBe(thirty);
  });
  it('over 30: cut at 40 plus "..."', () => {
    expect(truncateName('b'.repeat(31))).toBe(`${'b'.repeat(31)}...`);
    expect(truncateName('c'.repeat(45))).toBe(`${'c'.repeat(40)}...`);
  });
});

describe('recommended label', () => {
  it('percentage off: 1000 -> 850 is 15%', () => {
    expect(recommendedDiscountPercent(1000, 850)).toBe(15);
    expect(recommendedLabel(1000, 850)).toBe('-15%');
  });
  it('only above 1%: 1000 -> 990 (1%) none, 1000 -> 989 (1.1%) shown', () => {
    expect(recommendedLabel(1000, 990)).toBeNull();
    expect(recommendedLabel(1000, 989)).toBe('-1%');
    expect(recommendedLabel(0, 0)).toBeNull();
    expect(recommendedDiscountPercent(1000, 1200)).toBe(0);
    expect(recommendedDiscountPercent(0, 0)).toBe(0);
  });
});
