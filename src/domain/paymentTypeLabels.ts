/**
 * How the seller reads a payment type and a sale's document (ours: the specs name the types only
 * by their codes, spec 000 §3 "Payment types"). The codes ("WALLET", "TARJETA DE DEBITO") stay the
 * values sent to the server; every place that shows a type shows its label: the cart's method
 * select, the read-only cart of a sale being paid, the /pago-final steps, "Cambiar" and the final
 * screen.
 *
 * Kept out of the text catalogues on purpose: labels equal to their code ("MACH", the placeholder
 * "METODO DE PAGO") would make the catalogue guard flag every comparison with that code.
 */
import { isPaymentType, type PaymentType } from './types';

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  'METODO DE PAGO': 'METODO DE PAGO',
  RAPPI: 'Rappi',
  'RAPPI TURBO': 'Rappi Turbo',
  'RAPPI PAYLESS': 'Rappi Payless',
  CORNERSHOP: 'Cornershop',
  UBEREATS: 'Uber Eats',
  PEDIDOSYA: 'PedidosYa',
  EFECTIVO: 'Efectivo',
  'TARJETA DE DEBITO': 'Tarjeta de débito',
  'TARJETA DE CREDITO': 'Tarjeta de crédito',
  'TRANSFERENCIA BANCARIA': 'Transferencia bancaria',
  WALLET: 'Puntos',
  OTRO: 'Otro',
  'NOTA DE CREDITO': 'Nota de crédito',
  GOODMEAL: 'GoodMeal',
  FREE: 'Sin cobro',
  MACH: 'MACH',
  REDPAY: 'Redpay',
};

/**
 * The one-tap method buttons of a payment row, short enough for three in a row at 360 px; the
 * row's full list beside them names the method in full.
 */
const PAYMENT_TYPE_SHORT_LABELS: Partial<Record<PaymentType, string>> = {
  'TARJETA DE DEBITO': 'Débito',
  'TARJETA DE CREDITO': 'Crédito',
  'TRANSFERENCIA BANCARIA': 'Transferencia',
};

/** A payment type's short label (a one-tap method button); its label when it has none. */
export function paymentTypeShortLabel(type: PaymentType): string {
  return PAYMENT_TYPE_SHORT_LABELS[type] ?? PAYMENT_TYPE_LABELS[type];
}

/** The label of a payment type; a code the app does not know is shown as the server sent it. */
export function paymentTypeLabel(type: string): string {
  return isPaymentType(type) ? PAYMENT_TYPE_LABELS[type] : type;
}

/** The document a sale issues, as its texts name it: "boleta" or "factura" (order `document_type`). */
export type DocumentName = 'boleta' | 'factura';

/** The order's `document_type` as the document's name; anything but "factura" issues a boleta. */
export function documentName(documentType: string | null | undefined): DocumentName {
  return documentType === 'factura' ? 'factura' : 'boleta';
}
