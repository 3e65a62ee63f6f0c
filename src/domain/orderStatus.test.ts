import { describe, expect, it } from 'vitest';
import { isBillingStarted, isPaidOrBilling } from './orderStatus';

describe('isPaidOrBilling', () => {
  it('is true while the bill is being made and once billed', () => {
    expect(isPaidOrBilling('BILLING PROCESSING')).toBe(true);
    expect(isPaidOrBilling('FINISHED')).toBe(true);
  });

  it('is false before every payment is approved, and after a failed billing', () => {
    for (const status of ['PENDIENTE', 'PAGANDO', 'RECHAZADO', 'CANCELADO', 'ERROR', ''])
      expect(isPaidOrBilling(status)).toBe(false);
  });
});

describe('isBillingStarted', () => {
  it('is true once a bill request arrived, a failed billing included', () => {
    for (const status of ['BILLING PROCESSING', 'FINISHED', 'ERROR'])
      expect(isBillingStarted(status)).toBe(true);
  });

  it('is false before the bill is requested', () => {
    for (const status of ['PENDIENTE', 'PAGANDO', 'RECHAZADO']) expect(isBillingStarted(status)).toBe(false);
  });
});
