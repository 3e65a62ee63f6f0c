import { describe, expect, it } from 'vitest';
import {
  addedToCartMessage,
  annulmentCodeMessage,
  CART_MESSAGES,
  cashCloseFailedMessage,
  closeDocumentFailedMessage,
  confirmAddStockMessage,
  guideClosedMessage,
  invalidEanMessage,
  invoiceClosedMessage,
  loadKeysErrorMessage,
  orderReadyMessage,
  orderReadyPrintFailedMessage,
  paymentStepLabel,
  printerStatusMessage,
  productByEanNotFoundMessage,
  productIdNotInLinesMessage,
  productNoBulkPriceMessage,
  productNoPriceMessage,
  productNoStockMessage,
  quantityMismatchMessage,
  redelcomErrorMessage,
  redelcomRejectedMessage,
} from './messages';

describe('message functions copy the specs exactly', () => {
  it('cart', () => {
    expect(CART_MESSAGES.maxPerLine).toBe('No puede agregar mas de 999 productos');
    expect(CART_MESSAGES.notEnoughStock).toBe('No hay suficiente stock');
    expect(productNoStockMessage('Pisco')).toBe('Pisco no tiene stock suficiente!');
    expect(addedToCartMessage(3, 'Pisco')).toBe('3 Pisco en carro!');
    expect(productNoPriceMessage('Pisco')).toBe('Pisco no tiene precio');
    expect(productNoBulkPriceMessage('Pisco')).toBe('Pisco no tiene precio mayorista');
  });
  it('checkout and printer', () => {
    expect(paymentStepLabel(1, 3)).toBe('Paso 1 de 3');
    expect(redelcomRejectedMessage('Sin fondos')).toBe('PAGO REDELCOM RECHAZADO: Sin fondos');
    expect(redelcomErrorMessage('x')).toBe('ERROR REDELCOM: x');
    expect(printerStatusMessage(0)).toBeNull();
    expect(printerStatusMessage(2)).toBe('Falta papel en la impresora');
    expect(printerStatusMessage(9)).toBe('Batería muy baja para imprimir');
    expect(printerStatusMessage(5)).toBe('Ha ocurrido un error al imprimir');
    expect(printerStatusMessage(2, true)).toBe('Falta papel en la impresora (Cod 2)');
  });
  it('express orders', () => {
    expect(invalidEanMessage('Ron')).toBe('EAN INVALIDO: Ron');
    expect(quantityMismatchMessage(2)).toBe('ERROR: Hay 2 productos faltantes');
    expect(quantityMismatchMessage(-1)).toBe('ERROR: Hay 1 productos sobrantes');
    expect(orderReadyMessage(123)).toBe('Orden 123 lista para entregar');
    expect(orderReadyPrintFailedMessage(123)).toBe(
      'Error al imprimir la boleta. Orden 123 lista para entregar',
    );
  });
  it('stock entry', () => {
    expect(productByEanNotFoundMessage('780')).toBe('No se encontró el producto con EAN 780');
    expect(productIdNotInLinesMessage(5)).toBe('No se ha encontrado el producto con id 5');
    expect(confirmAddStockMessage(4, 'Ron', '780')).toBe('Ingresar x4 de Ron (EAN: 780)');
    expect(closeDocumentFailedMessage('factura')).toBe('Ha ocurrido un error cerrando la factura');
    expect(invoiceClosedMessage(77)).toBe('Se cerró la factura 77 exitosamente');
    expect(guideClosedMessage(78)).toBe('Se cerró la guía de despacho 78 exitosamente');
  });
  it('returns and terminal', () => {
    expect(annulmentCodeMessage('05')).toBe('Código 05');
    expect(loadKeysErrorMessage('timeout')).toBe('SmartPOS loadKeys Error: timeout');
    expect(cashCloseFailedMessage()).toBe('Ha ocurrido un error al cerrar la caja');
    expect(cashCloseFailedMessage(12)).toBe('Ha ocurrido un error al cerrar la caja. Código 12');
  });
});
