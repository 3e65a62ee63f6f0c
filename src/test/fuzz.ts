/**
 * Screen-level fuzzing of input fields (`<Screen>.fuzz.test.tsx`): what a seller, a scanner or a
 * paste may put in a field, and a small runner.
 *
 *   await fuzz(fieldInput, async (text) => {
 *     await enterText(user, input, text);
 *     await user.keyboard('{Enter}');
 *     // the screen is still there, the spec's message or the accepted value, nothing lost
 *   });
 *
 * Stable API (other fuzz files import it): `fieldInput`, `FUZZ_RUNS`, `fuzz`, `enterText`,
 * `typedValue`, `fuzzUser`, `shownMessages`, `fieldError`, `currentToast`, `rutFieldKeeps`, and
 * the parts of `fieldInput` (`rutLike`, `moneyLike`, `digitsLike`, `hostileText`, `unicodeText`,
 * `whitespaceText`, `longText`).
 */
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { cleanRut, rutCheckDigit } from '@/domain/rut.ts';

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

/** A user-event instance without delays between keys (fuzz runs type a lot). */
export function fuzzUser() {
  return userEvent.setup({ delay: null });
}

type FuzzUser = ReturnType<typeof fuzzUser>;

/**
 * What a text input holds after `text` was entered: the browser drops line breaks from a
 * single-line field (HTML value sanitization), and a maxLength cuts what is typed beyond it.
 */
export function typedValue(text: string, maxLength?: number): string {
  const value = text.replace(/[\r\n]/g, '');
  return maxLength !== undefined && maxLength >= 0 ? value.slice(0, maxLength) : value;
}

/** Whether `text` can be typed key by key (short, no control characters, whole code points). */
function typeable(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is checked
  if (text.length > 40 || /[\u0000-\u001f\u007f]/.test(text)) return false;
  // A lone surrogate half cannot be typed as a key.
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
}

/**
 * Clears the field, then types `text` key by key when it is short and printable (a seller), or
 * pastes it (a scanner, a long paste, control characters). `{` and `[` are typed as themselves.
 */
export async function enterText(
  user: FuzzUser,
  input: HTMLElement,
  text: string,
  mode: 'auto' | 'type' | 'paste' = 'auto',
): Promise<void> {
  await user.clear(input);
  if (text === '') return;
  if (mode === 'type' || (mode === 'auto' && typeable(text))) {
    await user.type(
      input,
      text.replace(/[{[]/g, (c) => c + c),
      { skipClick: true },
    );
  } else {
    await user.paste(text);
  }
}

/** `fc.assert` over an async property, FUZZ_RUNS runs (options override: seed, examples, ...). */
export async function fuzz<T>(
  arbitrary: fc.Arbitrary<T>,
  property: (value: T) => Promise<void>,
  options: fc.Parameters<[NoInfer<T>]> = {},
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (value) => {
      await property(value);
    }),
    { numRuns: FUZZ_RUNS, ...options },
  );
}

/** The text of an element without its decorations (aria-hidden icons, close buttons). */
function ownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const decoration of copy.querySelectorAll('[aria-hidden="true"], button')) decoration.remove();
  return (copy.textContent ?? '').trim();
}

/**
 * Every message the seller sees now: alerts (role="alert"), the error line of each field
 * (src/components/ui/Field.tsx: the "⚠" line), and the toast on screen. For "the spec's message,
 * and never one outside the spec's set".
 */
export function shownMessages(): string[] {
  const messages: string[] = [];
  for (const alert of document.querySelectorAll('[role="alert"]')) messages.push(ownText(alert));
  for (const line of document.querySelectorAll('[id$="-message"]')) {
    if (line.firstElementChild?.textContent === '⚠ ') messages.push(ownText(line));
  }
  for (const toast of document.querySelectorAll('[data-tone]')) messages.push(ownText(toast));
  return messages.filter((m) => m !== '');
}

/** The error line of one field (its aria-describedby "⚠" line), or null when it has none. */
export function fieldError(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  const line = id ? document.getElementById(id) : null;
  if (line?.firstElementChild?.textContent !== '⚠ ') return null;
  return ownText(line);
}

/**
 * The toast on screen, or null. A toast shown later is a new element even with the same text, so
 * `currentToast() !== before` tells that this run's action showed one.
 */
export function currentToast(): Element | null {
  return document.querySelector('[data-tone]');
}

/**
 * What a RUT field must keep of a text: its digits and K (leading zeros aside), and every
 * character other than dots, dashes and spaces.
 */
function rutKept(text: string): { digits: string; other: string } {
  return {
    digits: cleanRut(text).replace(/^0+/, ''),
    other: text.replace(/[\d.\-Kk\s]/g, ''),
  };
}

/**
 * True when a RUT field (src/components/pos/RutInput.tsx) shows `shown` for the `typed` text
 * without losing anything: it may add or move dots and the dash, drop spaces around the text and
 * leading zeros, and write k as K, never drop a digit or any other character.
 */
export function rutFieldKeeps(typed: string, shown: string): boolean {
  const a = rutKept(typedValue(typed));
  const b = rutKept(shown);
  return a.digits === b.digits && a.other === b.other;
}
