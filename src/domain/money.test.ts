import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClp, formatThousands, MAX_CLP, parseClp, roundClp } from './money';

describe('formatThousands', () => {
  it('groups thousands with dots', () => {
    expect(formatThousands(12345)).toBe('12.345');
    expect(formatThousands(1000)).toBe('1.000');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(1234567)).toBe('1.234.567');
    expect(formatThousands(0)).toBe('0');
  });
  it('rounds decimals half away from zero and keeps the sign', () => {
    expect(formatThousands(1234.5)).toBe('1.235');
    expect(formatThousands(-1234.5)).toBe('-1.235');
    expect(formatThousands(-1000)).toBe('-1.000');
  });
  it('shows 0 for non-finite values', () => {
    expect(formatThousands(Number.NaN)).toBe('0');
    expect(formatThousands(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('formatClp', () => {
  it('prefixes the peso sign', () => {
    expect(formatClp(12345)).toBe('$12.345');
    expect(formatClp(0)).toBe('$0');
    expect(formatClp(50)).toBe('$50');
  });
  it('puts the minus before the sign', () => {
    expect(formatClp(-1000)).toBe('-$1.000');
  });
});

describe('roundClp', () => {
  it('rounds half away from zero without negative zero', () => {
    expect(roundClp(2.5)).toBe(3);
    expect(roundClp(-2.5)).toBe(-3);
    expect(Object.is(roundClp(-0.2), 0)).toBe(true);
  });
});

describe('parseClp', () => {
  it('accepts dots as thousands separators and plain digits', () => {
    expect(parseClp('12.345')).toEqual({ ok: true, value: 12345 });
    expect(parseClp('12345')).toEqual({ ok: true, value: 12345 });
    expect(parseClp(' $1.000 ')).toEqual({ ok: true, value: 1000 });
    expect(parseClp('0')).toEqual({ ok: true, value: 0 });
  });
  it('accepts a decimal comma and rounds half up to an integer', () => {
    expect(parseClp('12345,5')).toEqual({ ok: true, value: 12346 });
    expect(parseClp('12345,49')).toEqual({ ok: true, value: 12345 });
    expect(parseClp('1.000,7')).toEqual({ ok: true, value: 1001 });
  });
  it('reports empty input', () => {
    expect(parseClp('')).toEqual({ ok: false, reason: 'empty' });
    expect(parseClp('   ')).toEqual({ ok: false, reason: 'empty' });
  });
  it('reports letters and malformed numbers', () => {
    for (const bad of ['abc', '12a', '1,2,3', '12..3', '12.', ',5', '1 000', '$']) {
      expect(parseClp(bad)).toEqual({ ok: false, reason: 'not-a-number' });
    }
  });
  it('reports negatives', () => {
    expect(parseClp('-100')).toEqual({ ok: false, reason: 'negative' });
    expect(parseClp('-0')).toEqual({ ok: false, reason: 'negative' });
    expect(parseClp('-$1.000')).toEqual({ ok: false, reason: 'negative' });
  });
  it('reports amounts above 999.999.999', () => {
    expect(parseClp('999.999.999')).toEqual({ ok: true, value: MAX_CLP });
    expect(parseClp('1.000.000.000')).toEqual({ ok: false, reason: 'too-large' });
    expect(parseClp('999999999,5')).toEqual({ ok: false, reason: 'too-large' });
  });
  it('property: formatting then parsing is the identity for 0..999.999.999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CLP }), (n) => {
        expect(parseClp(formatThousands(n))).toEqual({ ok: true, value: n });
        expect(parseClp(formatClp(n))).toEqual({ ok: true, value: n });
      }),
    );
  });
});
