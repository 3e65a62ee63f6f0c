import { describe, expect, it } from 'vitest';
import {
  annulmentErrorMessage,
  cardRejectedMessage,
  cashCloseErrorMessage,
  cashCloseSuccessMessage,
  loadKeysErrorMessage,
  printerStatusMessage,
} from './messages';

describe('printerStatusMessage', () => {
  it('0 is success (no message)', () => {
    expect(printerStatusMessage(0)).toBeNull();
    expect(printerStatusMessage(0, { withCode: true })).toBeNull();
  });

  it('2 paper, 9 battery, anything else a generic error', () => {
    expect(printerStatusMessage(2)).toBe('Falta papel en la impresora');
    expect(printerStatusMessage(9)).toBe('Batería muy baja para imprimir');
    expect(printerStatusMessage(1)).toBe('Ha ocurrido un error al imprimir');
    expect(printerStatusMessage(-3)).toBe('Ha ocurrido un error al imprimir');
  });

  it('the newer printer result appends (Cod {code})', () => {
    expect(printerStatusMessage(2, { withCode: true })).toBe('Falta papel en la impresora (Cod 2)');
    expect(printerStatusMessage(9, { withCode: true })).toBe('Batería muy baja para imprimir (Cod 9)');
    expect(printerStatusMessage(40, { withCode: true })).toBe('Ha ocurrido un error al imprimir (Cod 40)');
  });
});

describe('native terminal texts', () => {
  it('key load, cash close and annulment texts', () => {
    expect(loadKeysErrorMessage('x')).toBe('SmartPOS loadKeys Error: x');
    expect(cashCloseSuccessMessage('Cierre OK')).toBe('Cierre OK');
    expect(cashCloseSuccessMessage('  ')).toBe('Cierre de caja realizado con éxito');
    expect(cashCloseSuccessMessage(null)).toBe('Cierre de caja realizado con éxito');
    expect(cashCloseErrorMessage('7')).toBe('Ha ocurrido un error al cerrar la caja. Código 7');
    expect(cashCloseErrorMessage()).toBe('Ha ocurrido un error al cerrar la caja');
    expect(annulmentErrorMessage('Transacción no existe', 3)).toBe('Transacción no existe. Código 3');
    expect(annulmentErrorMessage('', 3)).toBe('Ha ocurrido un error. Código 3');
    expect(cardRejectedMessage(null, null)).toBe('El pago fue rechazado.');
  });
});
