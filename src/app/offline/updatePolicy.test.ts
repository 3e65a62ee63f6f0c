import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutMemory } from '@/session/attempts.ts';
import { sale } from '@/session/sale.ts';
import { appUpdate } from './appUpdate.ts';
import { isBetweenSales, whenBetweenSales } from './updatePolicy.ts';

const moment = fc.record({
  pathname: fc.constantFrom(
    '/inicio',
    '/compra',
    '/carro',
    '/pago-final',
    '/carro-devolucion',
    '/ingresar-stock/factura/3',
  ),
  orderId: fc.option(fc.integer({ min: 1, max: 9999 }), { nil: null }),
  openAttempts: fc.nat({ max: 3 }),
  returnOpen: fc.boolean(),
});

describe('isBetweenSales (when a waiting version may take over)', () => {
  it('only at /inicio with no order, no payment attempt and no return open', () => {
    fc.assert(
      fc.property(moment, (m) => {
        const expected =
          m.pathname === '/inicio' && m.orderId === null && m.openAttempts === 0 && !m.returnOpen;
        expect(isBetweenSales(m)).toBe(expected);
      }),
    );
  });

  it('at /inicio after a finished sale: yes', () => {
    expect(isBetweenSales({ pathname: '/inicio', orderId: null, openAttempts: 0, returnOpen: false })).toBe(
      true,
    );
  });

  it('at /inicio with an order still open (the seller went home mid-sale): no', () => {
    expect(isBetweenSales({ pathname: '/inicio', orderId: 12, openAttempts: 0, returnOpen: false })).toBe(
      false,
    );
  });
});

describe('appUpdate (the waiting version)', () => {
  afterEach(() => appUpdate.reset());

  it('is offered, then taken over once, however often it is applied', async () => {
    const apply = vi.fn(async () => {});
    const seen: boolean[] = [];
    const stop = appUpdate.subscribe(() => seen.push(appUpdate.isWaiting()));
    expect(appUpdate.isWaiting()).toBe(false);
    appUpdate.offer(apply);
    expect(appUpdate.isWaiting()).toBe(true);
    await Promise.all([appUpdate.applyNow(), appUpdate.applyNow()]);
    await appUpdate.applyNow();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(appUpdate.isWaiting()).toBe(false);
    expect(seen).toEqual([true, false]);
    stop();
  });

  it('with nothing waiting, applying does nothing', async () => {
    await expect(appUpdate.applyNow()).resolves.toBeUndefined();
    expect(appUpdate.isWaiting()).toBe(false);
  });
});

describe('whenBetweenSales (a waiting version at /inicio)', () => {
  afterEach(() => {
    sale.reset();
    checkoutMemory.reset();
  });

  it('takes over as soon as the sale that was still open is reset', () => {
    sale.set((s) => ({ ...s, orderId: 41 }));
    const ready = vi.fn();
    const stop = whenBetweenSales('/inicio', ready);
    expect(ready).not.toHaveBeenCalled();
    sale.set((s) => ({ ...s, orderId: null }));
    expect(ready).toHaveBeenCalledTimes(1);
    sale.set((s) => ({ ...s, lines: [] }));
    expect(ready).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never anywhere but /inicio, and not after it was stopped', () => {
    const elsewhere = vi.fn();
    whenBetweenSales('/carro', elsewhere)();
    expect(elsewhere).not.toHaveBeenCalled();
    sale.set((s) => ({ ...s, orderId: 7 }));
    const stopped = vi.fn();
    whenBetweenSales('/inicio', stopped)();
    sale.set((s) => ({ ...s, orderId: null }));
    expect(stopped).not.toHaveBeenCalled();
  });
});
