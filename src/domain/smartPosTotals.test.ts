import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalsLabel, totalsRows } from './smartPosTotals';

describe('SmartPOS totals, readable', () => {
  it('labels from camelCase, snake_case and upper case', () => {
    expect(totalsLabel('montoVentas')).toBe('Monto ventas');
    expect(totalsLabel('cantidad_anulaciones')).toBe('Cantidad anulaciones');
    expect(totalsLabel('TOTAL')).toBe('Total');
  });

  it('amounts with $ and dots, counts with dots, plumbing and empty values left out, objects flattened', () => {
    expect(
      totalsRows({
        code: '0',
        requestId: 'r1',
        message: 'OK',
        cantidadVentas: 1234,
        montoVentas: 245300,
        montoAnulaciones: '5990',
        credito: { cantidad: 3, monto: 18000 },
        terminal: 'SIM-1',
        vacio: '',
        lista: [1, 2],
        nada: null,
        cerrado: false,
      }),
    ).toEqual([
      { label: 'Cantidad ventas', value: '1.234' },
      { label: 'Monto ventas', value: '$245.300' },
      { label: 'Monto anulaciones', value: '$5.990' },
      { label: 'Credito · Cantidad', value: '3' },
      { label: 'Credito · Monto', value: '$18.000' },
      { label: 'Terminal', value: 'SIM-1' },
      { label: 'Cerrado', value: 'No' },
    ]);
  });

  it('property: never throws and every row has a label and a value', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (raw) => {
        for (const row of totalsRows(raw as Record<string, unknown>)) {
          expect(row.label.length + row.value.length).toBeGreaterThan(0);
          expect(typeof row.value).toBe('string');
        }
      }),
    );
  });
});
