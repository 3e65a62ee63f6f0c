/**
 * The returns' own texts (/tipo-devolucion, /devolucion): the labels the spec leaves to us
 * (docs/DECISIONS.md "Returns"). A catalogue of its own, like checkoutMessages.ts, so the first
 * screen does not download them; the spec's return texts stay in messages.ts (RETURN_MESSAGES).
 * The guard test and the spec-text coverage read every catalogue.
 */
import { BOLETA, FACTURA, HANDED_OVER, PRODUCT } from './messages';
import { formatClp } from './money';
import { paymentTypeLabel } from './paymentTypeLabels';
import type { NotAnnulledReason } from './returnRefund';
import type { ReturnCustomer } from './returns';

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
  /** Who the return is for: "Comercial Andes SpA, RUT 76.543.210-3", "Camila Rojas", "Sin cliente". */
  customer: (buyer: ReturnCustomer): string => {
    if (buyer.kind === 'company') return `${buyer.name}, RUT ${buyer.rut}`;
    return buyer.kind === 'person' ? buyer.name : 'Sin cliente';
  },
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
  handOverDone: HANDED_OVER,
  /** On the credit note page, once the seller confirmed. */
  handedOver: 'Anulación de pagos con tarjeta entregada en la máquina original.',
  /** A line's unit price charged after discounts: "$1.090 c/u" (several: "$890 / $990 c/u"). */
  unitPrice: (prices: readonly number[]): string => `${prices.map(formatClp).join(' / ')} c/u`,
  /** The money of the return, on /carro-devolucion and in "Estas seguro?". */
  refundTitle: 'Dinero a devolver',
  refundTotal: 'Total a devolver',
  /** What the card annulments give back together. */
  refundByAnnulment: 'Anulación de tarjeta',
  /** The sale's card payments, each with what the return does with it. */
  refundCards: 'Pagos con tarjeta de la venta',
  /** "Tarjeta de débito (operación SPT-000450)". */
  refundCard: (paymentType: string, transactionId: string | null): string =>
    transactionId === null
      ? paymentTypeLabel(paymentType)
      : `${paymentTypeLabel(paymentType)} (operación ${transactionId})`,
  annulHere: 'Se anula en esta máquina.',
  annulOnOriginalMachine: 'Se anula en la máquina donde se cobró.',
  /** Why a card transaction is not annulled: an annulment gives back the whole transaction. */
  notAnnulled: (reason: NotAnnulledReason, amount: number, cardTotal: number): string => {
    if (reason === 'worthMore') return `No se anula: vale ${formatClp(amount)}, más que esta devolución.`;
    if (reason === 'earlierReturn') {
      return 'No se anula: el documento ya tuvo otra devolución y la anulación devolvería el pago completo.';
    }
    if (reason === 'partial') {
      return 'No se anula: la devolución es parcial y la anulación devolvería el pago completo.';
    }
    return `No se anula: los pagos con tarjeta suman ${formatClp(cardTotal)}, más que esta devolución.`;
  },
  cashToHandOver: 'Efectivo a entregar al cliente',
  keptOnCreditNote: 'Sin movimiento de efectivo: queda en la nota de crédito',
  restToChoose: 'Resto: elija el movimiento de efectivo',
  /** On the credit note page: what the return gave back and how. */
  refundedTitle: 'Dinero de la devolución',
  refundedValue: 'Valor de la devolución',
  refundedByCard: 'Devuelto con anulación de tarjeta',
  /** What the seller hands over now. */
  refundedInCash: 'Devolver en efectivo',
  refundedKept: 'Queda en la nota de crédito',
  /** A transaction whose annulment the seller cancelled: not given back. */
  annulmentCancelled: (transactionId: string): string =>
    `Anulación cancelada (operación ${transactionId}): no devuelto`,
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
