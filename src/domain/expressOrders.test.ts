import { describe, expect, it } from 'vitest';
import {
  type ExpressOrderInput,
  expressOrderRow,
  expressOrderRows,
  formatDeliveryTime,
  handOverStatus,
  isToPrepare,
} from './expressOrders';

const order = (over: Partial<ExpressOrderInput>): ExpressOrderInput => ({
  order_id: 1,
  order_number: 100,
  delivery_type: 'immediate',
  delivery_time: 'immediate',
  delivery_status: 'PENDIENTE',
  Customer: { name: 'Javiera Muñoz', rut: '12.345.678-5' },
  ...over,
});

describe('express order cards', () => {
  it('the four delivery type labels of spec 001 §9', () => {
    expect(expressOrderRow(order({ delivery_type: 'delivery' })).typeLabel).toBe('Despacho');
    expect(expressOrderRow(order({ delivery_type: 'immediate' })).typeLabel).toBe('Inmediato');
    expect(expressOrderRow(order({ delivery_type: 'pickup' })).typeLabel).toBe('Retiro');
    expect(expressOrderRow(order({ delivery_type: 'programmed' })).typeLabel).toBe('Programado');
  });

  it('delivery time in Santiago time, summer (UTC-3) and winter (UTC-4); immediate reads Inmediato', () => {
    expect(formatDeliveryTime('2026-01-15T21:00:00Z')).toBe('15/01/2026 18:00');
    expect(formatDeliveryTime('2026-07-15T21:00:00Z')).toBe('15/07/2026 17:00');
    // After midnight in UTC, still the day before in Santiago.
    expect(formatDeliveryTime('2026-07-16T02:30:00Z')).toBe('15/07/2026 22:30');
    expect(formatDeliveryTime('immediate')).toBe('Inmediato');
    expect(formatDeliveryTime(null)).toBe('');
    expect(formatDeliveryTime('mañana')).toBe('mañana');
  });

  it('status in words with its tone; no status reads Pendiente; no customer is blank', () => {
    expect(expressOrderRow(order({ delivery_status: 'POR ENTREGAR' }))).toMatchObject({
      statusLabel: 'Por entregar',
      tone: 'pending',
    });
    expect(expressOrderRow(order({ delivery_status: 'EN RUTA' }))).toMatchObject({
      statusLabel: 'En ruta',
      tone: 'success',
    });
    expect(expressOrderRow(order({ delivery_status: null }))).toMatchObject({
      statusLabel: 'Pendiente',
      tone: 'warning',
    });
    expect(expressOrderRow(order({ Customer: null })).customerName).toBe('');
  });

  it('immediate orders first (oldest first), then by delivery time; handed-over ones left out', () => {
    const rows = expressOrderRows([
      order({
        order_id: 1,
        order_number: 105,
        delivery_type: 'programmed',
        delivery_time: '2026-07-16T21:00:00Z',
      }),
      order({ order_id: 2, order_number: 104, delivery_type: 'immediate', delivery_time: 'immediate' }),
      order({
        order_id: 3,
        order_number: 101,
        delivery_type: 'delivery',
        delivery_time: '2026-07-15T21:00:00Z',
      }),
      order({ order_id: 4, order_number: 102, delivery_type: 'pickup', delivery_time: 'immediate' }),
      order({ order_id: 5, order_number: 103, delivery_status: 'ENTREGADO' }),
      order({ order_id: 6, order_number: 106, delivery_status: 'NO ENTREGADO' }),
    ]);
    expect(rows.map((r) => r.id)).toEqual([4, 2, 3, 1]);
  });
});

describe('isToPrepare', () => {
  it('PENDIENTE, EN PROCESO and no status yet are to prepare; the rest are past "Preparado"', () => {
    expect(isToPrepare('PENDIENTE')).toBe(true);
    expect(isToPrepare('EN PROCESO')).toBe(true);
    expect(isToPrepare(null)).toBe(true);
    for (const status of ['PREPARADO', 'POR ENTREGAR', 'EN RUTA', 'ENTREGADO', 'NO ENTREGADO'] as const)
      expect(isToPrepare(status)).toBe(false);
  });
});

describe('handOverStatus', () => {
  it('programmed and dispatched orders go on their route; immediate and pickup ones are delivered', () => {
    expect(handOverStatus('programmed')).toBe('EN RUTA');
    expect(handOverStatus('delivery')).toBe('EN RUTA');
    expect(handOverStatus('immediate')).toBe('ENTREGADO');
    expect(handOverStatus('pickup')).toBe('ENTREGADO');
    expect(handOverStatus(null)).toBe('ENTREGADO');
  });
});
