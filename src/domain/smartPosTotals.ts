import { formatClp, formatThousands } from './money';

/** One line of the terminal's totals as the seller reads it. */
export interface TotalsRow {
  label: string;
  value: string;
}

/** Fields of the native answer that are plumbing, not totals. */
const PLUMBING = new Set(['code', 'codigo', 'coderesponse', 'requestid', 'message', 'mensaje']);
/** A field whose number is money: shown as $ with dots. */
const MONEY = /monto|amount|total|importe|suma/i;

/** "montoVentas" / "monto_ventas" / "MONTO VENTAS" -> "Monto ventas". */
export function totalsLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueText(key: string, value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return MONEY.test(key) ? formatClp(Math.round(value)) : formatThousands(value);
  }
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    if (/^-?\d+$/.test(trimmed) && MONEY.test(key)) return formatClp(Number(trimmed));
    return trimmed;
  }
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return null;
}

/**
 * The SmartPOS totals answer (its shape is not in the specs) as label / value rows: plumbing
 * fields (code, request id, message) left out, nested objects flattened ("Credito · Monto"),
 * amounts as $ with dots, counts with dots; arrays and empty values skipped. Never throws.
 */
export function totalsRows(raw: Readonly<Record<string, unknown>>, prefix = ''): TotalsRow[] {
  const rows: TotalsRow[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (!prefix && PLUMBING.has(key.toLowerCase().replace(/[_\s-]/g, ''))) continue;
    const label = prefix ? `${prefix} · ${totalsLabel(key)}` : totalsLabel(key);
    if (isRecord(value)) {
      rows.push(...totalsRows(value, label));
      continue;
    }
    const text = valueText(key, value);
    if (text !== null) rows.push({ label, value: text });
  }
  return rows;
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
