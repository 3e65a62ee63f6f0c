/**
 * Money in Chilean pesos (CLP). Amounts are always integers; there are no cents.
 * Spec 000 §1/§3 (CLP everywhere), spec 001 (checkout amounts).
 */

/** Largest amount a seller may type (999.999.999 CLP). */
export const MAX_CLP = 999_999_999;

const thousandsFormatter = new Intl.NumberFormat('es-CL', {
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
  useGrouping: true,
});

/**
 * Integer with dots as thousands separators: 12345 -> "12.345", 1000 -> "1.000".
 * Non-integers are rounded half away from zero first (CLP has no decimals).
 * Grouping is forced for 4-digit numbers too (es-CL Intl omits it below 10.000).
 */
export function formatThousands(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const rounded = roundClp(n);
  const abs = Math.abs(rounded);
  // es-CL uses "." for grouping; Intl leaves 4-digit numbers ungrouped ("1000"),
  // which sellers do not expect, so the grouping is applied by hand when needed.
  const text = thousandsFormatter.format(abs).replace(/\D/g, '');
  const grouped = text.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** CLP display: 12345 -> "$12.345", -1000 -> "-$1.000", 0 -> "$0". */
export function formatClp(amount: number): string {
  const text = formatThousands(amount);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** Round to an integer CLP, half away from zero (12345,5 -> 12346; -0,5 -> -1). */
export function roundClp(n: number): number {
  const r = Math.sign(n) * Math.round(Math.abs(n));
  return r === 0 ? 0 : r;
}

export type ParseClpResult =
  | { ok: true; value: number }
  | { ok: false; reason: 'empty' | 'not-a-number' | 'negative' | 'too-large' };

/**
 * Parse money typed by a seller.
 * Accepts "12.345", "12345", "$12.345", "12345,5" (decimal comma), surrounding spaces.
 * Dots are thousands separators only (so "12.5" is read as 125 — dot groups are not validated
 * strictly, a seller typing "1.2345" still means 12345). A decimal comma may appear once with
 * digits after it; the result is rounded half up to an integer CLP ("12345,5" -> 12346,
 * "12345,49" -> 12345).
 * Errors: '' -> empty; letters or malformed -> not-a-number; leading "-" -> negative;
 * above 999.999.999 (after rounding) -> too-large.
 */
export function parseClp(text: string): ParseClpResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  let body = trimmed;
  let negative = false;
  if (body.startsWith('-')) {
    negative = true;
    body = body.slice(1).trim();
  }
  if (body.startsWith('$')) body = body.slice(1).trim();
  if (!/^\d[\d.]*(,\d+)?$/.test(body) || /\.\./.test(body) || body.endsWith('.')) {
    return { ok: false, reason: 'not-a-number' };
  }
  const [intPart = '', decPart] = body.split(',');
  const digits = intPart.replace(/\./g, '');
  const value = Number(decPart === undefined ? digits : `${digits}.${decPart}`);
  const rounded = Math.round(value);
  if (negative) return { ok: false, reason: 'negative' };
  if (rounded > MAX_CLP) return { ok: false, reason: 'too-large' };
  return { ok: true, value: rounded };
}
