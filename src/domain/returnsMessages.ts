/**
 * The returns' own texts (/tipo-devolucion, /devolucion): the labels the spec leaves to us
 * (docs/DECISIONS.md "Returns"). A catalogue of its own, like checkoutMessages.ts, so the first
 * screen does not download them; the spec's return texts stay in messages.ts (RETURN_MESSAGES).
 * The guard test and the spec-text coverage read every catalogue.
 */
import { BOLETA, FACTURA, PRODUCT } from './messages';

export const RETURN_LABELS = {
  typeTitle: 'Tipo de devolución',
  typePrompt: '¿Qué documento trae el cliente?',
  boleta: BOLETA,
  factura: FACTURA,
  lookupTitle: 'Devolución',
  /** "Número de boleta", "Número de factura". */
  number: (doc: 'boleta' | 'factura'): string => `Número de ${doc}`,
  product: PRODUCT,
  bought: 'Comprado',
  returned: 'Ya devuelto',
  toReturn: 'A devolver',
  quantityFor: (name: string): string => `Cantidad a devolver de ${name}`,
  cashMovement: 'Movimiento de efectivo',
  cashYes: 'Sí, se devuelve dinero en efectivo',
  cashNo: 'No, sin movimiento de efectivo',
  cartTitle: 'Productos a devolver',
  /** "Boleta N° 100200", "Factura N° 5300". */
  document: (doc: 'boleta' | 'factura', number: number): string =>
    `${doc === 'boleta' ? BOLETA : FACTURA} N° ${number}`,
  orderOf: (orderNumber: number, date: string): string => `Orden ${orderNumber} del ${date}`,
  noCustomer: 'Sin cliente',
  nothingLeft: 'Todos los productos de esta orden ya fueron devueltos.',
  create: 'Generar nota de crédito',
  /** The terminal is annulling a card transaction (one at a time). */
  annulling: (transactionId: string): string => `Anulando el pago con tarjeta (operación ${transactionId})`,
  annulmentTitle: 'Anulación de pago con tarjeta',
  /** A reload while the terminal annulled: its answer was lost. */
  annulmentUnknown: (transactionId: string): string =>
    `No se recibió la respuesta del terminal para la operación ${transactionId}. Revise el comprobante antes de reintentar.`,
  paymentsFailed: 'No se pudieron leer los pagos con tarjeta de la orden.',
  creditNoteTitle: 'Nota de crédito',
  creditNoteReady: 'Nota de crédito generada',
  creditNoteNumber: (returnId: number): string => `Devolución N° ${returnId}`,
  printCreditNote: 'Imprimir nota de crédito',
  creditNotePrinted: 'Nota de crédito impresa',
  noReturn: 'No hay una devolución en curso.',
} as const;
