/**
 * What a seller, a scanner or a paste may put in a field: the arbitraries of the screen-level
 * fuzz files (import them through `@/test/fuzz.ts`).
 */
import fc from 'fast-check';
import { rutCheckDigit } from '@/domain/rut.ts';

/** Runs per property: 20 keeps a screen's fuzz file in seconds on a 2-core machine. */
export const FUZZ_RUNS = 20;

/** The longest text `fieldInput` makes (a long paste, a scanner gone wrong). */
const FUZZ_MAX_LENGTH = 300;

const DIGITS = '0123456789';
const digitString = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...DIGITS), minLength, maxLength });

/** Digit-heavy text: plain digits, leading zeros, digits with a stray character. */
export const digitsLike: fc.Arbitrary<string> = fc.oneof(
  digitString(1, 4),
  digitString(1, 14),
  fc.integer({ min: 0, max: 2000 }).map(String),
  fc.constantFrom('0', '00', '007', '1', '999', '1000', '100000', '999999999999', '9007199254740993'),
  fc
    .tuple(
      digitString(0, 6),
      fc.constantFrom(' ', 'a', '.', ',', '-', '+', '_', '/', '０', '٣'),
      digitString(0, 6),
    )
    .map(([a, b, c]) => a + b + c),
);

/** Money as a seller might type it: dots for thousands, a decimal comma, signs, "$", exponents. */
export const moneyLike: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('', '', '-', '+', '$', '$ ', '-$', '$-'),
      fc.integer({ min: 0, max: 99_999_999 }),
      fc.constantFrom('plain', 'dots', 'commas'),
      fc.constantFrom('', '', ',5', ',50', '.5', ',', '.'),
    )
    .map(([sign, n, style, decimals]) => {
      const s = String(n);
      const grouped =
        style === 'dots'
          ? s.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
          : style === 'commas'
            ? s.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
            : s;
      return `${sign}${grouped}${decimals}`;
    }),
  fc.constantFrom(
    '1e9',
    '1E3',
    '1e-2',
    '-1e9',
    '0x1F',
    'Infinity',
    '-Infinity',
    'NaN',
    '100000',
    '999999999999',
    '1.000.000',
    '1,000,000',
    '$1.000',
    '1.000,50',
    '-0',
    '+50',
    '50 CLP',
    'cincuenta',
    ' 1 000 ',
    '١٢٣',
    '１２３',
  ),
);

/** A RUT body with its check digit, right or wrong, written in the ways sellers write it. */
export const rutLike: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      fc.integer({ min: 1, max: 99_999_999 }).map(String),
      fc.integer({ min: 1, max: 999 }).map(String),
      fc.constantFrom('11111111', '12345678', '9876543', '15555555', '13131313', '22222222', '10000004'),
      digitString(9, 12),
      digitString(1, 3).map((d) => `0${d}`),
    ),
    fc.constantFrom('right', 'right', 'right', 'wrong', 'k', 'K', 'none'),
    fc.constantFrom('dots', 'dash', 'plain', 'spaces', 'lower', 'doubleDash', 'letters'),
  )
  .map(([body, digit, style]) => {
    const right = rutCheckDigit(body);
    let dv: string;
    if (digit === 'right') dv = right;
    else if (digit === 'wrong')
      dv = right === '0' ? '1' : right === 'K' ? '0' : String((Number(right) + 1) % 10);
    else if (digit === 'none') dv = '';
    else dv = digit;
    const dotted = body.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    switch (style) {
      case 'dots':
        return `${dotted}-${dv}`;
      case 'dash':
        return `${body}-${dv}`;
      case 'plain':
        return `${body}${dv}`;
      case 'spaces':
        return ` ${dotted}-${dv} `;
      case 'lower':
        return `${body}-${dv.toLowerCase()}`;
      case 'doubleDash':
        return `${body}--${dv}`;
      default:
        return `${dotted}-${dv}x`;
    }
  });

/** Tags, scripts, template and format strings, control and direction characters. */
const hostileText: fc.Arbitrary<string> = fc.constantFrom(
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><b>x</b>',
  "' OR '1'='1",
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder is the hostile text
  '${7*7}',
  '{',
  '[',
  '{Enter}',
  '[Tab]',
  '%s%n',
  '\\',
  '\u0000',
  '\u202e123',
  '\u200b',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '😀🍺',
  '👨‍👩‍👧‍👦',
  'Ñandú Piscolazo',
  'e\u0301',
  '\ud800',
);

/** Any unicode text, short. */
const unicodeText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 20 }),
);

/** Nothing but whitespace (spaces, tabs, non-breaking and wide spaces, zero-width, newlines). */
const whitespaceText: fc.Arbitrary<string> = fc.string({
  unit: fc.constantFrom(' ', ' ', '\t', '\u00a0', '\u2003', '\u3000', '\u200b', '\n'),
  maxLength: 6,
});

/** Long text up to FUZZ_MAX_LENGTH characters: a long paste, repeated digits, mixed fragments. */
const longText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', minLength: 60, maxLength: FUZZ_MAX_LENGTH }),
  fc.integer({ min: 40, max: FUZZ_MAX_LENGTH }).map((n) => '9'.repeat(n)),
  fc
    .array(fc.oneof(digitsLike, moneyLike, rutLike, hostileText), { minLength: 8, maxLength: 30 })
    .map((parts) => parts.join('').slice(0, FUZZ_MAX_LENGTH)),
);

/**
 * Hostile field text: unicode, emoji, whitespace, tags and scripts, long strings, digit-heavy
 * strings, money-like and RUT-like strings (valid and invalid check digits), and mixes of them.
 */
export const fieldInput: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: digitsLike, weight: 3 },
  { arbitrary: moneyLike, weight: 3 },
  { arbitrary: rutLike, weight: 3 },
  { arbitrary: hostileText, weight: 2 },
  { arbitrary: unicodeText, weight: 2 },
  { arbitrary: whitespaceText, weight: 1 },
  { arbitrary: longText, weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.oneof(digitsLike, moneyLike, rutLike, hostileText, unicodeText), whitespaceText)
      .map(([a, b]) => `${b}${a}${b}`),
    weight: 1,
  },
);
