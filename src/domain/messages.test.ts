import { describe, expect, it } from 'vitest';
import {
  ACTION_LABELS,
  addedToCartMessage,
  annulmentCodeMessage,
  annulmentErrorMessage,
  CART_MESSAGES,
  cardRejectedMessage,
  cartButtonLabel,
  cashCloseFailedMessage,
  cashCloseSuccessMessage,
  closeDocumentFailedMessage,
  confirmAddStockMessage,
  deliveryOrderStatus,
  deliveryOrderTitle,
  GENERAL_MESSAGES,
  guideClosedMessage,
  invalidEanMessage,
  invoiceClosedMessage,
  loadKeysErrorMessage,
  orderReadyMessage,
  orderReadyPrintFailedMessage,
  paymentStepLabel,
  printerStatusMessage,
  productByEanNotFoundMessage,
  productCount,
  productIdNotInLinesMessage,
  productNoBulkPriceMessage,
  productNoPriceMessage,
  productNoStockMessage,
  quantityMismatchMessage,
  redelcomErrorMessage,
  redelcomRejectedMessage,
  SAVED_ORDERS_COLUMNS,
  STOCK_ENTRY_LABELS,
  sentences,
  stockEntryTitle,
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
    expect(printerStatusMessage(2, { withCode: true })).toBe('Falta papel en la impresora (Cod 2)');
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

describe('printerStatusMessage (the one printer text function: checkout and terminal)', () => {
  it('0 is success (no message)', () => {
    expect(printerStatusMessage(0)).toBeNull();
    expect(printerStatusMessage(0, { withCode: true })).toBeNull();
  });
  it('2 paper, 9 battery, anything else a generic error', () => {
    expect(printerStatusMessage(1)).toBe('Ha ocurrido un error al imprimir');
    expect(printerStatusMessage(-3)).toBe('Ha ocurrido un error al imprimir');
  });
  it('the newer printer result appends (Cod {code})', () => {
    expect(printerStatusMessage(9, { withCode: true })).toBe('Batería muy baja para imprimir (Cod 9)');
    expect(printerStatusMessage(40, { withCode: true })).toBe('Ha ocurrido un error al imprimir (Cod 40)');
  });
});

describe('native terminal texts', () => {
  it('cash close: the native message or the default, and the failure with its code', () => {
    expect(cashCloseSuccessMessage('Cierre OK')).toBe('Cierre OK');
    expect(cashCloseSuccessMessage('  ')).toBe('Cierre de caja realizado con éxito');
    expect(cashCloseSuccessMessage(null)).toBe('Cierre de caja realizado con éxito');
    expect(cashCloseFailedMessage('7')).toBe('Ha ocurrido un error al cerrar la caja. Código 7');
    expect(cashCloseFailedMessage(null)).toBe('Ha ocurrido un error al cerrar la caja');
    expect(cashCloseFailedMessage('')).toBe('Ha ocurrido un error al cerrar la caja');
  });
  it('annulment and card rejection: the glosa or the default, plus the code', () => {
    expect(annulmentErrorMessage('Transacción no existe', 3)).toBe('Transacción no existe. Código 3');
    expect(annulmentErrorMessage('', 3)).toBe('Ha ocurrido un error. Código 3');
    expect(annulmentErrorMessage(undefined)).toBe('Ha ocurrido un error');
    expect(cardRejectedMessage('Fondos insuficientes', '51')).toBe('Fondos insuficientes. Código 51');
    expect(cardRejectedMessage(null, null)).toBe('El pago fue rechazado.');
  });
});

describe('labels the specs name', () => {
  it('shared actions and pages', () => {
    expect(ACTION_LABELS.refresh).toBe('Refrescar');
    expect(ACTION_LABELS.backHome).toBe('Volver al inicio');
    expect(GENERAL_MESSAGES.error).toBe('Ha ocurrido un error');
    expect(GENERAL_MESSAGES.errorPageTitle).toBe('Ha ocurrido un error');
    expect(SAVED_ORDERS_COLUMNS).toEqual({
      created: 'Creación',
      total: 'Total',
      customer: 'Cliente',
      resume: 'Retomar',
    });
  });
  it('delivery order title and status', () => {
    expect(deliveryOrderTitle('RAPPI')).toBe('Pedido RAPPI');
    expect(deliveryOrderTitle(812)).toBe('Pedido 812');
    expect(deliveryOrderStatus('accepted')).toBe('Estado: accepted');
    expect(deliveryOrderStatus(null)).toBe('Estado: Sin estado');
    expect(deliveryOrderStatus(' ')).toBe('Estado: Sin estado');
  });
  it('stock entry title', () => {
    expect(STOCK_ENTRY_LABELS.title).toBe('POS Ingreso');
    expect(stockEntryTitle('factura')).toBe('POS Ingreso factura');
  });
});

describe('sentences: texts shown as one message', () => {
  it('adds the period a server text left out, and keeps the one it has', () => {
    expect(sentences('La transacción ya fue registrada en otra orden', 'Anule el cobro.')).toBe(
      'La transacción ya fue registrada en otra orden. Anule el cobro.',
    );
    expect(sentences('Error al actualizar el pago.', 'Anule el cobro.')).toBe(
      'Error al actualizar el pago. Anule el cobro.',
    );
    expect(sentences('¿Seguro?', 'Atención: ', 'Listo!')).toBe('¿Seguro? Atención: Listo!');
  });

  it('leaves out what is empty or missing', () => {
    expect(sentences(null, '  ', undefined, 'Reintentar lo envía de nuevo.')).toBe(
      'Reintentar lo envía de nuevo.',
    );
    expect(sentences()).toBe('');
  });
});

describe('counts of products', () => {
  it('singular for one, plural otherwise: the cart button and the unfinished sale', () => {
    expect(productCount(0)).toBe('0 productos');
    expect(productCount(1)).toBe('1 producto');
    expect(productCount(2)).toBe('2 productos');
    expect(cartButtonLabel(1)).toBe('Carro, 1 producto');
    expect(cartButtonLabel(12)).toBe('Carro, 12 productos');
  });
});
