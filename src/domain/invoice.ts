/**
 * Invoice data of /factura (spec 001 §3 "Invoice data: company, rut, activity, address, commune,
 * city"; §5 "Invoice data"; §7 GET /api/billing/{rut}). The validation itself is
 * `validateInvoiceData` (codes.ts); these are the form's pure rules around it.
 */
import type { InvoiceData } from './codes';
import { INVOICE_MESSAGES } from './messages';
import { cleanRut, formatRut, isValidRut, RUT_MESSAGES } from './rut';

export type { InvoiceData } from './codes';
export type InvoiceField = keyof InvoiceData;

/** The fields in screen order: the RUT first (focus starts there, its search fills the rest). */
export const INVOICE_FIELDS = ['rut', 'company', 'activity', 'city', 'commune', 'address'] as const;

/** The five fields the RUT search fills (GET /api/billing/{rut} data.billing). */
export const BILLING_FIELDS = ['company', 'activity', 'city', 'commune', 'address'] as const;

export function emptyInvoiceData(): InvoiceData {
  return { rut: '', company: '', activity: '', city: '', commune: '', address: '' };
}

/** The fields left blank (only spaces counts as blank), in screen order. */
export function missingInvoiceFields(data: InvoiceData): InvoiceField[] {
  return INVOICE_FIELDS.filter((field) => data[field].trim() === '');
}

/**
 * What the form shows after Continuar, in the spec's order: any blank field first ("Debe
 * rellenar todos los campos", every blank field marked), then the RUT ("Debe ingresar un rut
 * válido"); null when the data can be stored. Agrees with `validateInvoiceData`.
 */
export function invoiceProblem(data: InvoiceData): { message: string; fields: InvoiceField[] } | null {
  const missing = missingInvoiceFields(data);
  if (missing.length > 0) return { message: INVOICE_MESSAGES.allFieldsRequired, fields: missing };
  if (!isValidRut(data.rut)) return { message: RUT_MESSAGES.invoice, fields: ['rut'] };
  return null;
}

/**
 * The data kept in the sale and sent to billing: each text trimmed and the RUT cleaned
 * (`cleanRut`: "76.543.210-3" -> "765432103", spec 001 §5 "It is cleaned before sending").
 * Only for data `invoiceProblem` accepted.
 */
export function invoiceDataToStore(data: InvoiceData): InvoiceData {
  return {
    rut: cleanRut(data.rut),
    company: data.company.trim(),
    activity: data.activity.trim(),
    city: data.city.trim(),
    commune: data.commune.trim(),
    address: data.address.trim(),
  };
}

/** Stored data back in the form: the RUT as the field writes it ("76.543.210-3"). */
export function invoiceDataToShow(stored: InvoiceData): InvoiceData {
  return { ...stored, rut: isValidRut(stored.rut) ? formatRut(stored.rut) : stored.rut };
}

/**
 * The search's answer in the form: the five fields replaced by the company's data (a field the
 * server leaves empty stays empty, to be completed), the RUT as the seller typed it.
 */
export function fillFromBilling(current: InvoiceData, billing: Omit<InvoiceData, 'rut'>): InvoiceData {
  const next = { ...current };
  for (const field of BILLING_FIELDS) next[field] = billing[field];
  return next;
}
