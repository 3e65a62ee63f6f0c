import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanRut,
  formatRut,
  formatRutTyping,
  isValidRut,
  parseRut,
  RUT_MESSAGES,
  rutCheckDigit,
} from './rut';

/** Every accepted way of writing body + check digit. */
function accepted(body: number, dv: string): string[] {
  const dotted = String(body).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const forms = [`${dotted}-${dv}`, `${body}-${dv}`, `${body}${dv}`];
  return dv === 'K' ? [...forms, ...forms.map((f) => `${f.slice(0, -1)}k`)] : forms;
}

const body = fc.integer({ min: 1, max: 99_999_999 });
const validRut = body.chain((n) => fc.constantFrom(...accepted(n, rutCheckDigit(String(n)))));
/** Any character that is not a digit, K/k, dot or dash (a letter, a space, a symbol, a tab). */
const strayChar = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 1 }),
    fc.constantFrom(' ', '\t', '\u00a0', '_', '/', ',', 'a', 'Z'),
  )
  .filter((c) => !/[\dKk.-]/.test(c));

describe('RUT', () => {
  it('exports the three messages exactly', () => {
    expect(RUT_MESSAGES).toEqual({
      login: 'El RUT ingresado no es válido',
      entry: 'Rut inválido',
      invoice: 'Debe ingresar un rut válido',
    });
  });

  it('cleans dots and dash and upper-cases k (what is sent)', () => {
    expect(cleanRut('12.345.678-5')).toBe('123456785');
    expect(cleanRut('1.000.005-k')).toBe('1000005K');
    expect(cleanRut('12345678-5')).toBe('123456785');
  });

  it('computes the module-11 check digit (12345678: sum 138, 138 mod 11 = 6, 11-6 = 5)', () => {
    expect(rutCheckDigit('12345678')).toBe('5');
    // 1000005: 5*2 + 1*2 = 12 -> 11 - 1 = 10 -> K
    expect(rutCheckDigit('1000005')).toBe('K');
    // 1000013: 3*2 + 1*3 + 1*2 = 11 -> 11 - 0 = 11 -> 0
    expect(rutCheckDigit('1000013')).toBe('0');
    expect(rutCheckDigit('12.345.678')).toBe('5');
  });

  it.each([
    '12.345.678-5',
    '12345678-5',
    '123456785',
    '1.000.005-K',
    '1.000.005-k',
    '1000005K',
    '1000005k',
    '1000013-0',
    '123.456-0',
    '11.111.111-1',
    '99.999.999-9',
    '1-9',
  ])('accepts "%s"', (rut) => {
    expect(isValidRut(rut)).toBe(true);
  });

  it.each([
    ['a stray letter after the check digit', '12.345.678-5a'],
    ['a second check digit', '12.345.678-55'],
    ['dots in the wrong places', '1.2.3-4'],
    ['dots not every three digits', '12345.678-5'],
    ['a dot group of two', '12.34.5678-5'],
    ['a trailing dot', '12.345.678.-5'],
    ['dots without the dash', '12.345.6785'],
    ['a space inside', '12.345 678-5'],
    ['spaces between groups', '12 345 678-5'],
    ['a space before the dash', '12.345.678 -5'],
    ['a leading space', ' 12.345.678-5'],
    ['a trailing space', '12.345.678-5 '],
    ['two dashes', '12.345.678--5'],
    ['a dash between groups', '12-345-678-5'],
    ['a letter in the body', '12K45678-5'],
    ['a wrong check digit', '12.345.678-4'],
    ['a nine-digit body', '123456789-2'],
    ['a leading zero', '012345678-5'],
    ['a body of zeros', '0-0'],
    ['zeros', '00000000-0'],
    ['only a dash', '-'],
    ['empty', ''],
    ['only a check digit', '5'],
    ['a dash with no check digit', '12345678-'],
  ])('rejects %s: "%s"', (_why, rut) => {
    expect(isValidRut(rut)).toBe(false);
    expect(parseRut(rut)).toBeNull();
  });

  it('parses body and check digit', () => {
    expect(parseRut('1.000.005-k')).toEqual({ body: '1000005', checkDigit: 'K' });
  });

  it('property: every valid RUT passes, written any accepted way, and cleans to body + digit', () => {
    fc.assert(
      fc.property(body, (n) => {
        const dv = rutCheckDigit(String(n));
        for (const form of accepted(n, dv)) {
          expect(isValidRut(form)).toBe(true);
          expect(cleanRut(form)).toBe(`${n}${dv}`);
        }
      }),
    );
  });

  it('property: any other check digit fails', () => {
    fc.assert(
      fc.property(body, fc.constantFrom(...'0123456789K'), (n, dv) => {
        fc.pre(dv !== rutCheckDigit(String(n)));
        for (const form of accepted(n, dv)) expect(isValidRut(form)).toBe(false);
      }),
    );
  });

  it('property: inserting a stray character anywhere in a valid RUT fails', () => {
    fc.assert(
      fc.property(validRut, strayChar, fc.nat(), (rut, c, at) => {
        const i = at % (rut.length + 1);
        expect(isValidRut(rut.slice(0, i) + c + rut.slice(i))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: an extra dot or dash anywhere in a formatted RUT fails', () => {
    fc.assert(
      fc.property(validRut, fc.constantFrom('.', '-'), fc.nat(), (rut, c, at) => {
        const formatted = formatRut(rut);
        const i = at % (formatted.length + 1);
        expect(isValidRut(formatted.slice(0, i) + c + formatted.slice(i))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('formats with dots and dash', () => {
    expect(formatRut('123456785')).toBe('12.345.678-5');
    expect(formatRut('1000005k')).toBe('1.000.005-K');
    expect(formatRut('0012345678-5')).toBe('12.345.678-5');
    expect(formatRut('1')).toBe('1');
    expect(formatRut('')).toBe('');
  });

  it('property: formatting a valid RUT keeps it valid and the same RUT', () => {
    fc.assert(
      fc.property(validRut, (rut) => {
        expect(isValidRut(formatRut(rut))).toBe(true);
        expect(cleanRut(formatRut(rut))).toBe(cleanRut(rut));
      }),
    );
  });
});

describe('formatRutTyping (what the RUT field shows)', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '1-2'],
    ['1234', '123-4'],
    ['123456785', '12.345.678-5'],
    ['12345678-5', '12.345.678-5'],
    ['12.345.678-5', '12.345.678-5'],
    ['15022790k', '15.022.790-K'],
    ['  12.345.678-5 ', '12.345.678-5'],
    ['12345678-', '1.234.567-8'],
  ])('formats "%s" as "%s"', (input, expected) => {
    expect(formatRutTyping(input)).toBe(expected);
  });

  it.each([
    '12.345.678-5a',
    '12.345.678-55',
    '12345678-55',
    '12 345 678-5',
    '12.345.678--5',
    '12-345-678-5',
    '12a34b5',
    '1k5',
  ])('leaves "%s" as typed, so the validator rejects it', (input) => {
    expect(formatRutTyping(input)).toBe(input);
    expect(isValidRut(formatRutTyping(input))).toBe(false);
  });

  it('never cuts a body that is too long: it stays visible and invalid', () => {
    expect(formatRutTyping('1234567890')).toBe('123.456.789-0');
    expect(isValidRut(formatRutTyping('1234567890'))).toBe(false);
  });

  it('digits typed after the dash the field placed move it; a typed dash is absorbed', () => {
    expect(formatRutTyping('1-23', '1-2')).toBe('12-3');
    expect(formatRutTyping('1.234.567-8-', '1.234.567-8')).toBe('1.234.567-8');
    expect(formatRutTyping('1.234.567-85', '1.234.567-8')).toBe('12.345.678-5');
    expect(formatRutTyping('12.345.678-55', '12.345.678-5')).toBe('123.456.785-5');
    expect(formatRutTyping('12.345.678-5a', '12.345.678-5')).toBe('12.345.678-5a');
    // Not an edit at the end (a digit inserted after the dash): left as typed.
    expect(formatRutTyping('12.345.678-95', '12.345.678-5')).toBe('12.345.678-95');
  });

  /** Types `text` one character at a time, as the field does on each keystroke. */
  const typeInto = (text: string) => [...text].reduce((shown, c) => formatRutTyping(shown + c, shown), '');

  it('property: typing a valid RUT key by key, any accepted way, ends formatted and valid', () => {
    fc.assert(
      fc.property(validRut, (rut) => {
        const shown = typeInto(rut);
        expect(shown).toBe(formatRut(rut));
        expect(isValidRut(shown)).toBe(true);
      }),
    );
  });

  it('property: a stray key typed anywhere while typing a valid RUT never ends valid', () => {
    fc.assert(
      fc.property(validRut, strayChar, fc.nat(), (rut, c, at) => {
        const i = at % (rut.length + 1);
        fc.pre(!(i === 0 && c.trim() === '')); // a space before anything is trimmed away
        expect(isValidRut(typeInto(rut.slice(0, i) + c + rut.slice(i)))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: a valid RUT typed any accepted way shows formatted and stays valid', () => {
    fc.assert(
      fc.property(validRut, (rut) => {
        const shown = formatRutTyping(rut);
        expect(shown).toBe(formatRut(rut));
        expect(isValidRut(shown)).toBe(true);
      }),
    );
  });

  it('property: a stray character typed anywhere into a valid RUT never shows as valid', () => {
    fc.assert(
      fc.property(validRut, strayChar, fc.nat(), (rut, c, at) => {
        const i = at % (rut.length + 1);
        const typed = rut.slice(0, i) + c + rut.slice(i);
        fc.pre(typed.trim() !== rut); // a space at either end is trimmed away by the field
        expect(isValidRut(formatRutTyping(typed))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
