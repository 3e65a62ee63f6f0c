/**
 * The returns' own texts (/tipo-devolucion, /devolucion): the labels the spec leaves to us
 * (docs/DECISIONS.md "Returns"). A catalogue of its own, like checkoutMessages.ts, so the first
 * screen does not download them; the spec's return texts stay in messages.ts (RETURN_MESSAGES).
 * The guard test and the spec-text coverage read every catalogue.
 */
import { BOLETA, FACTURA, PRODUCT } from './messages';
import { formatClp } from './money';

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
  /** Card payments this machine cannot annul: the seller annuls each on the machine that charged it. */
  handOverTitle: 'Anule el pago con tarjeta en la máquina original',
  handOverPrompt: (count: number): string =>
    count === 1
      ? 'Esta máquina no puede anular este pago. Anúlelo en la máquina donde se cobró y entregue el comprobante de anulación al cliente.'
      : `Esta máquina no puede anular estos ${count} pagos. Anule cada uno en la máquina donde se cobró y entregue los comprobantes de anulación al cliente.`,
  /** "$12.345" */
  handOverAmount: (amount: number): string => formatClp(amount),
  handOverAuthorization: (code: string | null): string => `Código de autorización: ${code ?? 'no informado'}`,
  handOverOperation: (transactionId: string): string => `Operación: ${transactionId}`,
  handOverProvider: (provider: string): string => `Tarjeta cobrada en: ${providerName(provider)}`,
  handOverDone: 'Anulación entregada',
  /** On the credit note page, once the seller confirmed. */
  handedOver: 'Anulación de pagos con tarjeta entregada en la máquina original.',
  creditNoteTitle: 'Nota de crédito',
  creditNoteReady: 'Nota de crédito generada',
  creditNoteNumber: (returnId: number): string => `Devolución N° ${returnId}`,
  printCreditNote: 'Imprimir nota de crédito',
  creditNotePrinted: 'Nota de crédito impresa',
  noReturn: 'No hay una devolución en curso.',
} as const;

/** The payment provider as a seller names the machine. */
export function providerName(provider: string): string {
  if (provider === 'TRANSBANK-SMARTPOS') return 'Transbank SmartPOS';
  if (provider === 'TRANSBANK') return 'Transbank';
  if (provider === 'REDELCOM') return 'Redelcom';
  if (provider === 'MERCADOPAGO') return 'Mercado Pago';
  return provider;
}
