import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanRut, formatRut, isValidRut, RUT_MESSAGES, rutCheckDigit } from './rut';

describe('RUT', () => {
  it('exports the three messages exactly', () => {
    expect(RUT_MESSAGES).toEqual({
      login: 'El RUT ingresado no es válido',
      entry: 'Rut inválido',
      invoice: 'Debe ingresar un rut válido',
    });
  });
  it('cleans dots, dash, spaces and upper-cases k', () => {
    expect(cleanRut('12.345.678-5')).toBe('123456785');
    expect(cleanRut(' 1.000.005-k ')).toBe('1000005K');
  });
  it('computes the module-11 check digit (12345678: sum 138, 138 mod 11 = 6, 11-6 = 5)', () => {
    expect(rutCheckDigit('12345678')).toBe('5');
    // 1000005: 5*2 + 1*2 = 12 -> 11 - 1 = 10 -> K
    expect(rutCheckDigit('1000005')).toBe('K');
    // 1000013: 3*2 + 1*3 + 1*2 = 11 -> 11 - 0 = 11 -> 0
    expect(rutCheckDigit('1000013')).toBe('0');
    expect(rutCheckDigit('12.345.678')).toBe('5');
  });
  it('validates RUTs in any typing style', () => {
    expect(isValidRut('12.345.678-5')).toBe(true);
    expect(isValidRut('123456785')).toBe(true);
    expect(isValidRut('1000005-k')).toBe(true);
    expect(isValidRut('1000013-0')).toBe(true);
  });
  it('rejects wrong check digits, empties, zeros and misplaced K', () => {
    expect(isValidRut('12.345.678-4')).toBe(false);
    expect(isValidRut('')).toBe(false);
    expect(isValidRut('0-0')).toBe(false);
    expect(isValidRut('00000000-0')).toBe(false);
    expect(isValidRut('12K45678-5')).toBe(false);
    expect(isValidRut('1234567890-1')).toBe(false);
  });
  it('formats with dots and dash', () => {
    expect(formatRut('123456785')).toBe('12.345.678-5');
    expect(formatRut('1000005k')).toBe('1.000.005-K');
    expect(formatRut('0012345678-5')).toBe('12.345.678-5');
    expect(formatRut('1')).toBe('1');
    expect(formatRut('')).toBe('');
  });
  it('property: a body with its check digit is valid, and formatting keeps it valid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (n) => {
        const rut = `${n}${rutCheckDigit(String(n))}`;
        expect(isValidRut(rut)).toBe(true);
        expect(isValidRut(formatRut(rut))).toBe(true);
        expect(cleanRut(formatRut(rut))).toBe(rut);
      }),
    );
  });
});
