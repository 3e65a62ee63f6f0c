/**
 * Chilean RUT (Rol Único Tributario): body digits plus a module-11 check digit (0-9 or K).
 * Spec 000 §1 (login), spec 001 (customer entry, invoice).
 */

/** The three RUT messages, copied exactly from the specs. */
export const RUT_MESSAGES = {
  login: 'El RUT ingresado no es válido',
  entry: 'Rut inválido',
  invoice: 'Debe ingresar un rut válido',
} as const;

/** Strip everything but digits and K, upper-casing k: "12.345.678-5" -> "123456785". */
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
 * True when the cleaned RUT has a 1-8 digit body (no K inside it) and the right check digit.
 * A body of only zeros is rejected.
 */
export function isValidRut(s: string): boolean {
  const clean = cleanRut(s);
  if (!/^\d{2,9}$|^\d{1,8}K$/.test(clean)) return false;
  const body = clean.slice(0, -1);
  if (/^0+$/.test(body)) return false;
  return rutCheckDigit(body) === clean.slice(-1);
}

/**
 * "123456785" / "12345678-5" / "12.345.678-5" -> "12.345.678-5". The last character is taken
 * as the check digit; leading zeros of the body are dropped. Input with fewer than 2 characters
 * after cleaning is returned cleaned (nothing to format yet, e.g. while typing).
 */
export function formatRut(s: string): string {
  const clean = cleanRut(s);
  if (clean.length < 2) return clean;
  const body = clean.slice(0, -1).replace(/^0+(?=\d)/, '');
  const dv = clean.slice(-1);
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`;
}
