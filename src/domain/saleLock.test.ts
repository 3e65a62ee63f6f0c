import { describe, expect, it } from 'vitest';
import { cannotBeRewritten, orderPaymentsLock, saleLock } from './saleLock';

describe('cannotBeRewritten', () => {
  it('holds an approved payment and a Redelcom charge still pending', () => {
    expect(cannotBeRewritten({ id: 1, status: 'APROBADO' })).toBe(true);
    expect(cannotBeRewritten({ id: 1, status: 'PENDIENTE', rdc_transaction_id: 'RDC-1' })).toBe(true);
  });

  it('frees a payment never started, a rejected one and one that failed on the machine', () => {
    expect(cannotBeRewritten({ id: 1, status: 'PENDIENTE' })).toBe(false);
    expect(cannotBeRewritten({ id: 1, status: 'PENDIENTE', rdc_transaction_id: null })).toBe(false);
    expect(cannotBeRewritten({ id: 1, status: 'RECHAZADO', rdc_transaction_id: 'RDC-1' })).toBe(false);
    expect(cannotBeRewritten({ id: 1, status: 'ERROR', rdc_transaction_id: 'RDC-1' })).toBe(false);
  });
});

describe('orderPaymentsLock', () => {
  it('is paid as soon as one payment is approved, whatever the others', () => {
    expect(
      orderPaymentsLock([
        { id: 1, status: 'APROBADO' },
        { id: 2, status: 'PENDIENTE', rdc_transaction_id: 'RDC-2' },
      ]),
    ).toBe('paid');
  });

  it('is charging while a provider charge is pending, and free otherwise', () => {
    expect(orderPaymentsLock([{ id: 1, status: 'PENDIENTE', rdc_transaction_id: 'RDC-1' }])).toBe('charging');
    expect(
      orderPaymentsLock([
        { id: 1, status: 'PENDIENTE' },
        { id: 2, status: 'RECHAZADO' },
      ]),
    ).toBeNull();
    expect(orderPaymentsLock([])).toBeNull();
  });
});

describe('saleLock', () => {
  it('is free without an order, whatever is remembered', () => {
    expect(saleLock({ orderId: null, serverLock: 'paid', openAttempts: 2 })).toBeNull();
  });

  it('is charging while an attempt is open on this device, even after an approved step', () => {
    expect(saleLock({ orderId: 7, serverLock: 'paid', openAttempts: 1 })).toBe('charging');
    expect(saleLock({ orderId: 7, serverLock: null, openAttempts: 1 })).toBe('charging');
  });

  it('is what the server said otherwise', () => {
    expect(saleLock({ orderId: 7, serverLock: 'paid', openAttempts: 0 })).toBe('paid');
    expect(saleLock({ orderId: 7, serverLock: 'charging', openAttempts: 0 })).toBe('charging');
    expect(saleLock({ orderId: 7, serverLock: null, openAttempts: 0 })).toBeNull();
  });
});
