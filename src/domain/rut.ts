/**
 * Chilean RUT (Rol Único Tributario): body digits plus a module-11 check digit (0-9 or K).
 * Spec 000 §1 (login), spec 001 (customer entry, invoice). One validator for every screen:
 * login, customer entry and /factura all call `isValidRut` (RutInput formats with
 * `formatRutTyping`), and the cleaned value (`cleanRut`) is what is sent.
 */

/** The three RUT messages, copied exactly from the specs. */
export const RUT_MESSAGES = {
  login: 'El RUT ingresado no es válido',
  entry: 'Rut inválido',
  invoice: 'Debe ingresar un rut válido',
} as const;

/** Longest body: 8 digits (99.999.999). */
export const RUT_MAX_BODY_DIGITS = 8;

/**
 * The accepted ways of writing a RUT, and nothing else (no spaces, no other character):
 * - dotted thousands groups with a dash: "12.345.678-5", "1.000.005-K", "123.456-7", "999-9";
 * - no dots, with a dash: "12345678-5";
 * - no dots, no dash: "123456785" (what `cleanRut` produces, what the server receives and what
 *   the demo world validates; the last character is the check digit).
 * The check digit is 0-9, K or k. The body has 1-8 digits and no leading zero.
 */
const RUT_SHAPE = /^(?:[1-9]\d{0,2}(?:\.\d{3})+-|[1-9]\d*-?)[\dKk]$/;

/**
 * Strip the dots and the dash and upper-case k: "12.345.678-5" -> "123456785". For sending a
 * RUT that `isValidRut` accepted (spec 001: "It is cleaned before sending"); it drops any other
 * character too, so never use it to decide whether a text is a RUT.
 */
export function cleanRut(s: string): string {
  return s.toUpperCase().replace(/[^0-9K]/g, '');
}

/**
 * Module-11 check digit of a RUT body (digits only; other characters are ignored).
 * Weights 2..7 from the right; 11 -> "0", 10 -> "K".
 */
export function rutCheckDigit(body: string): string {
  const digits = body.replace(/\D/g, '');
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const rest = 11 - (sum % 11);
  if (rest === 11) return '0';
  if (rest === 10) return 'K';
  return String(rest);
}

/**
 * The RUT as body and check digit when the text is written in one of the accepted ways (see
 * RUT_SHAPE) with a 1-8 digit body and the right check digit; null for anything else: a stray
 * character anywhere ("12.345.678-5a", "12 345 678-5"), a second check digit ("12.345.678-55"),
 * misplaced dots ("1.2.3-4", "12345.678-5"), two dashes, surrounding spaces.
 */
export function parseRut(s: string): { body: string; checkDigit: string } | null {
  if (!RUT_SHAPE.test(s)) return null;
  const clean = cleanRut(s);
  const body = clean.slice(0, -1);
  const checkDigit = clean.slice(-1);
  if (body.length > RUT_MAX_BODY_DIGITS) return null;
  return rutCheckDigit(body) === checkDigit ? { body, checkDigit } : null;
}

/** True when `parseRut` accepts the text: the one RUT rule of login, entry and invoice. */
export function isValidRut(s: string): boolean {
  return parseRut(s) !== null;
}

/**
 * "123456785" / "12345678-5" / "12.345.678-5" -> "12.345.678-5". The last character is taken
 * as the check digit; leading zeros of the body are dropped. Input with fewer than 2 characters
 * after cleaning is returned cleaned (nothing to format yet, e.g. while typing). For display;
 * it does not validate.
 */
export function formatRut(s: string): string {
  const clean = cleanRut(s);
  if (clean.length < 2) return clean;
  const body = clean.slice(0, -1).replace(/^0+(?=\d)/, '');
  const dv = clean.slice(-1);
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`;
}

/**
 * Text that can still become a RUT: digits and dots, then at most one dash followed by at most
 * one check digit (or a K at the end without a dash).
 */
const TYPING_SHAPE = /^[\d.]*(?:-[\dKk]?|[Kk])?$/;

/**
 * What the RUT field shows after an edit. `text` is the field's new text, `previous` what it
 * showed before. Text that can still become a RUT is re-formatted with dots and a dash before
 * the last character ("123456785" -> "12.345.678-5"); spaces around a pasted text are dropped.
 *
 * When the seller types or scans at the end of what the field showed, the dots and dash there
 * were the field's own: they are dropped before re-formatting, so digits typed after the dash
 * the field placed, or a dash the seller types as well, just move it ("1-2" + "3" -> "12-3",
 * "1.234.567-8" + "-5" -> "12.345.678-5").
 *
 * Anything else (a letter, an inner space, a second dash, a K inside the body, a symbol) is
 * left exactly as typed, so `isValidRut` rejects it with the screen's message instead of the
 * field silently dropping what the seller typed. Nothing is cut off: an extra digit makes a
 * 9-digit body, shown and rejected ("12.345.678-5" + "5" -> "123.456.785-5").
 */
export function formatRutTyping(text: string, previous = ''): string {
  const appended = previous !== '' && text.startsWith(previous) && formatRut(previous) === previous;
  // Spaces around a pasted or scanned RUT are dropped; a space typed after it is kept (and fails).
  const candidate = appended ? previous.replace(/[.-]/g, '') + text.slice(previous.length) : text.trim();
  return TYPING_SHAPE.test(candidate) ? formatRut(candidate) : text;
}
