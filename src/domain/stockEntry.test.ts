import { describe, expect, it } from 'vitest';
import {
  applyEnteredQuantity,
  decrementStockQuantity,
  findLineByEan,
  incrementStockQuantity,
  ingressOptions,
  ingressPlaceholder,
  isStockDocumentClosed,
  lineEans,
  normalizeStockQuantity,
  validateStockAdd,
} from './stockEntry';

const lines = [
  { id: 1, name: 'Cerveza', ean: '7801, 7802', stock_to_enter: 0, current_stock: 10 },
  { id: 2, name: 'Vino', ean: null, stock_to_enter: 3, current_stock: 1 },
];

describe('stock entry quantity', () => {
  it('0 or less becomes empty; decimals are cut', () => {
    expect(normalizeStockQuantity(0)).toBeNull();
    expect(normalizeStockQuantity(-4)).toBeNull();
    expect(normalizeStockQuantity(Number.NaN)).toBeNull();
    expect(normalizeStockQuantity(0.5)).toBeNull();
    expect(normalizeStockQuantity(12.9)).toBe(12);
  });
  it('must be below 100000: 99999 accepted, 100000 keeps the previous value', () => {
    expect(normalizeStockQuantity(99999)).toBe(99999);
    expect(normalizeStockQuantity(100000, 7)).toBe(7);
    expect(normalizeStockQuantity(100000)).toBeNull();
  });
  it('plus works only while the result stays below 100000', () => {
    expect(incrementStockQuantity(null)).toBe(1);
    expect(incrementStockQuantity(99998)).toBe(99999);
    expect(incrementStockQuantity(99999)).toBe(99999);
  });
  it('minus to 0 or less empties', () => {
    expect(decrementStockQuantity(2)).toBe(1);
    expect(decrementStockQuantity(1)).toBeNull();
    expect(decrementStockQuantity(null)).toBeNull();
  });
});

describe('EAN matching', () => {
  it('splits comma-separated EAN lists', () => {
    expect(lineEans(lines[0]!)).toEqual(['7801', '7802']);
    expect(lineEans(lines[1]!)).toEqual([]);
  });
  it('finds the line whose list holds the scanned code', () => {
    expect(findLineByEan(lines, ' 7802 ')?.id).toBe(1);
    expect(findLineByEan(lines, '780')).toBeUndefined();
    expect(findLineByEan(lines, '')).toBeUndefined();
  });
  it('"EAN no pertenece a esta lista", then "Ingrese una cantidad"', () => {
    expect(validateStockAdd(lines, '999', 3)).toBe('EAN no pertenece a esta lista');
    expect(validateStockAdd(lines, '7801', null)).toBe('Ingrese una cantidad');
    expect(validateStockAdd(lines, '7801', 3)).toBeNull();
  });
  it('the entered quantity replaces stock_to_enter', () => {
    expect(applyEnteredQuantity(lines, 2, 5).map((l) => l.stock_to_enter)).toEqual([0, 5]);
  });
});

describe('documents', () => {
  it('closed: finished invoice, cancelled or received guide', () => {
    expect(isStockDocumentClosed('factura', 'FINISHED_PURCHASE_INVOICE')).toBe(true);
    expect(isStockDocumentClosed('factura', 'INICIADA')).toBe(false);
    expect(isStockDocumentClosed('guia-de-despacho', 'CANCELLED_STORE_ORDER')).toBe(true);
    expect(isStockDocumentClosed('guia-de-despacho', 'RECEIVED_STORE_ORDER')).toBe(true);
    expect(isStockDocumentClosed('guia-de-despacho', undefined)).toBe(false);
  });
  it('options "DD/MM/YYYY - number - name", only with a number', () => {
    const entries = [
      {
        id: 1,
        created_at: '2026-06-01T02:30:00Z',
        name: 'CCU',
        purchase_order_number: 'OC-1',
        store_order_number: null,
      },
      {
        id: 2,
        created_at: '2026-06-02T15:00:00Z',
        name: 'Concha',
        purchase_order_number: null,
        store_order_number: 44,
      },
      { id: 3, created_at: '2026-06-02T15:00:00Z', name: 'Vacía', purchase_order_number: '' },
    ];
    expect(ingressOptions('factura', entries)).toEqual([{ id: 1, label: '31/05/2026 - OC-1 - CCU' }]);
    expect(ingressOptions('guia-de-despacho', entries)).toEqual([
      { id: 2, label: '02/06/2026 - 44 - Concha' },
    ]);
  });
  it('placeholders', () => {
    expect(ingressPlaceholder('factura')).toBe('SELECCIONAR ORDEN DE COMPRA');
    expect(ingressPlaceholder('guia-de-despacho')).toBe('SELECCIONAR GUÍA DE DESPACHO');
  });
});
