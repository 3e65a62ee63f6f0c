import { describe, expect, it } from 'vitest';
import { CHECKOUT_FINAL_TEXTS } from './checkoutMessages';
import { documentName, PAYMENT_TYPE_LABELS, paymentTypeLabel } from './paymentTypeLabels';
import { PAYMENT_TYPES } from './types';

describe('paymentTypeLabel: a payment type as the seller reads it', () => {
  it('every type has a label; the codes a seller cannot read are never shown raw', () => {
    for (const type of PAYMENT_TYPES) expect(paymentTypeLabel(type), type).toBe(PAYMENT_TYPE_LABELS[type]);
    expect(paymentTypeLabel('WALLET')).toBe('Puntos');
    expect(paymentTypeLabel('EFECTIVO')).toBe('Efectivo');
    expect(paymentTypeLabel('TARJETA DE DEBITO')).toBe('Tarjeta de débito');
    expect(paymentTypeLabel('FREE')).toBe('Sin cobro');
    for (const type of ['WALLET', 'FREE', 'UBEREATS', 'PEDIDOSYA', 'GOODMEAL'] as const) {
      expect(paymentTypeLabel(type)).not.toBe(type);
    }
  });
  it('labels are distinct: two types never read the same', () => {
    expect(new Set(Object.values(PAYMENT_TYPE_LABELS)).size).toBe(PAYMENT_TYPES.length);
  });
  it('the placeholder keeps the spec text; a code the app does not know is shown as sent', () => {
    expect(paymentTypeLabel('METODO DE PAGO')).toBe('METODO DE PAGO');
    expect(paymentTypeLabel('CHEQUE')).toBe('CHEQUE');
  });
});

describe("documentName: the sale's document names its texts", () => {
  it('factura for an invoice, boleta for anything else', () => {
    expect(documentName('factura')).toBe('factura');
    expect(documentName('boleta')).toBe('boleta');
    expect(documentName(null)).toBe('boleta');
    expect(documentName(undefined)).toBe('boleta');
  });
  it('the final screen texts of a factura never say boleta', () => {
    const texts = [
      CHECKOUT_FINAL_TEXTS.billingInProgress('factura'),
      CHECKOUT_FINAL_TEXTS.billingFailedTitle('factura'),
      CHECKOUT_FINAL_TEXTS.voucherNotice('factura'),
      CHECKOUT_FINAL_TEXTS.emailTitle('factura'),
      CHECKOUT_FINAL_TEXTS.emailSent('camila@club.cl', 'factura'),
    ];
    expect(texts).toEqual([
      'Generando factura…',
      'No se pudo generar la factura',
      'La factura quedó pendiente: se imprimirá un comprobante.',
      'Enviar factura por email',
      'Factura enviada a camila@club.cl',
    ]);
    expect(CHECKOUT_FINAL_TEXTS.emailSent('camila@club.cl', 'boleta')).toBe(
      'Boleta enviada a camila@club.cl',
    );
  });
});
