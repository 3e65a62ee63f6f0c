import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStockDocumentClosed, STOCK_DOCUMENT_KINDS, stockDocumentKind } from './stockDocumentKind';
import {
  checkAddProduct,
  entryOptions,
  ingressStatus,
  isStockRefusal,
  lineEans,
  offersReprint,
  PURCHASE_INVOICE_FINISHED,
  PURCHASE_INVOICE_STARTED,
  STOCK_QUANTITY_LIMIT,
  STORE_ORDER_CLOSED_STATUSES,
  stepStockQuantity,
  stockRefusalText,
  typedStockQuantity,
} from './stockEntry';

const lines = [
  { id: 1, name: 'Cristal', ean: '7801000000013, 7801000000020', stock_to_enter: 0, current_stock: 0 },
  { id: 2, name: 'Escudo', ean: null, stock_to_enter: 3, current_stock: 1 },
];

describe('stock entry rules', () => {
  it('lists only documents with a number, as "DD/MM/YYYY - number - name" (Santiago date)', () => {
    expect(
      entryOptions([
        { id: 1, number: 'OC-100', created_at: '2026-11-20T03:00:00Z', name: 'CCU' },
        { id: 2, number: null, created_at: '2026-11-20T03:00:00Z', name: 'Sin número' },
        { id: 3, number: ' ', created_at: '2026-11-20T03:00:00Z', name: 'Blanco' },
      ]),
    ).toEqual([{ id: 1, label: '20/11/2026 - OC-100 - CCU' }]);
  });

  it('a typed quantity: digits only, 0 is empty, 100000 or more keeps the previous value', () => {
    expect(typedStockQuantity('12', null)).toBe(12);
    expect(typedStockQuantity('0', 5)).toBeNull();
    expect(typedStockQuantity('', 5)).toBeNull();
    expect(typedStockQuantity('1a2', null)).toBe(12);
    expect(typedStockQuantity('99999', null)).toBe(99_999);
    expect(typedStockQuantity('100000', 7)).toBe(7);
    expect(typedStockQuantity('9'.repeat(30), 7)).toBe(7);
  });

  it('minus to 0 empties, plus stops below 100000', () => {
    expect(stepStockQuantity(null, 1)).toBe(1);
    expect(stepStockQuantity(1, -1)).toBeNull();
    expect(stepStockQuantity(null, -1)).toBeNull();
    expect(stepStockQuantity(99_999, 1)).toBe(99_999);
    expect(stepStockQuantity(5, 1)).toBe(6);
  });

  it('property: a quantity is always empty or 1..99999', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom<1 | -1>(1, -1)), { maxLength: 40 }),
        (inputs) => {
          let q: number | null = null;
          for (const input of inputs)
            q = typeof input === 'string' ? typedStockQuantity(input, q) : stepStockQuantity(q, input);
          expect(q === null || (Number.isInteger(q) && q >= 1 && q < STOCK_QUANTITY_LIMIT)).toBe(true);
        },
      ),
    );
  });

  it("Agregar Producto: the barcode must be a line's EAN first, then a quantity", () => {
    expect(lineEans(lines[0]!)).toEqual(['7801000000013', '7801000000020']);
    expect(checkAddProduct(lines, '7800000000000', 3)).toEqual({
      ok: false,
      message: 'EAN no pertenece a esta lista',
    });
    expect(checkAddProduct(lines, '', null)).toEqual({ ok: false, message: 'EAN no pertenece a esta lista' });
    expect(checkAddProduct(lines, ' 7801000000020 ', null)).toEqual({
      ok: false,
      message: 'Ingrese una cantidad',
    });
    expect(checkAddProduct(lines, '7801000000020', 4)).toMatchObject({
      ok: true,
      quantity: 4,
      ean: '7801000000020',
      line: { id: 1 },
    });
  });

  it('closed documents: a finished invoice, a cancelled or received guide', () => {
    expect(isStockDocumentClosed('factura', 'FINISHED_PURCHASE_INVOICE')).toBe(true);
    expect(isStockDocumentClosed('factura', 'INICIADA')).toBe(false);
    expect(isStockDocumentClosed('guia-de-despacho', 'RECEIVED_STORE_ORDER')).toBe(true);
    expect(isStockDocumentClosed('guia-de-despacho', 'CANCELLED_STORE_ORDER')).toBe(true);
    expect(isStockDocumentClosed('guia-de-despacho', 'PENDING_STORE_ORDER')).toBe(false);
  });
});

describe('stock statuses and answers', () => {
  it('closed: a finished invoice; a cancelled or received guide (spec 001 §4)', () => {
    expect(isStockDocumentClosed('factura', PURCHASE_INVOICE_FINISHED)).toBe(true);
    expect(isStockDocumentClosed('factura', PURCHASE_INVOICE_STARTED)).toBe(false);
    for (const status of STORE_ORDER_CLOSED_STATUSES)
      expect(isStockDocumentClosed('guia-de-despacho', status)).toBe(true);
    expect(isStockDocumentClosed('guia-de-despacho', 'FINISHED_PURCHASE_INVOICE')).toBe(false);
  });

  it("ingress: Ingresar Stock saves an invoice's lines INICIADA, the close saves them finished", () => {
    expect(ingressStatus('enter')).toBe('INICIADA');
    expect(ingressStatus('close')).toBe('FINISHED_PURCHASE_INVOICE');
  });

  it('each kind: its type, its own endpoints, its texts; the invoice asks its number', () => {
    expect(STOCK_DOCUMENT_KINDS.map((k) => k.type)).toEqual(['factura', 'guia-de-despacho']);
    for (const kind of STOCK_DOCUMENT_KINDS) expect(stockDocumentKind(kind.type)).toBe(kind);
    const [invoice, guide] = STOCK_DOCUMENT_KINDS;
    expect(invoice).toMatchObject({
      endpoints: 'purchase-invoice',
      name: 'Factura',
      closeLabel: 'Cerrar Factura',
      closeFailedMessage: 'Ha ocurrido un error cerrando la factura',
      needsInvoiceNumber: true,
    });
    expect(invoice!.closedMessage('F-1')).toBe('Se cerró la factura F-1 exitosamente');
    expect(guide).toMatchObject({
      endpoints: 'store-order',
      name: 'Guía de Despacho',
      closeLabel: 'Cerrar Guía de Despacho',
      closeFailedMessage: 'Ha ocurrido un error cerrando la guía de despacho',
      needsInvoiceNumber: false,
    });
    expect(guide!.closedMessage('G-1')).toBe('Se cerró la guía de despacho G-1 exitosamente');
  });

  it('the reprint is offered when a failed entry says the invoice is finished, only then', () => {
    expect(offersReprint('FINISHED_PURCHASE_INVOICE')).toBe(true);
    expect(offersReprint('INICIADA')).toBe(false);
    expect(offersReprint(null)).toBe(false);
    expect(offersReprint(undefined)).toBe(false);
  });

  it('success false is a refusal; true or missing is done', () => {
    expect(isStockRefusal({ success: false })).toBe(true);
    expect(isStockRefusal({ success: true })).toBe(false);
    expect(isStockRefusal({})).toBe(false);
    expect(isStockRefusal({ success: null })).toBe(false);
  });

  it("a refusal's text: the server's errorMessage, else the screen's (blank counts as none)", () => {
    expect(stockRefusalText({ success: false, errorMessage: 'Sin cupo' }, 'x')).toBe('Sin cupo');
    expect(stockRefusalText({ success: false, errorMessage: '  ' }, 'x')).toBe('x');
    expect(stockRefusalText({ success: false, errorMessage: null }, 'x')).toBe('x');
    expect(stockRefusalText({ success: false }, 'x')).toBe('x');
  });
});
