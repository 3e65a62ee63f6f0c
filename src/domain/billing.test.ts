import { describe, expect, it } from 'vitest';
import {
  BILLING_TIMING,
  billingFailureMessage,
  billingOutcome,
  billingReadFailureMessage,
  billPayloadBilling,
  keepsPolling,
  printLinesText,
} from './billing';
import { CHECKOUT_FINAL_TEXTS } from './checkoutMessages';
import { CHECKOUT_MESSAGES } from './messages';
import { printOptions, taxCondition } from './payments';

const status = (
  s: string,
  extra: { sii_code?: string | null; bill_number?: number | null; billingSuccess?: boolean } = {},
) => ({
  sii_code: null,
  ...extra,
  Order: { status: s },
});

describe('billingOutcome (spec 001 §4: polled until the bill result is known)', () => {
  it('BILLING PROCESSING keeps polling', () => {
    expect(billingOutcome(status('BILLING PROCESSING'))).toEqual({ kind: 'processing' });
    expect(keepsPolling(billingOutcome(status('BILLING PROCESSING')))).toBe(true);
  });

  it('FINISHED with an SII code is a bill, with its number when given; billingSuccess defaults to true', () => {
    const outcome = billingOutcome(status('FINISHED', { sii_code: 'SII-100305', bill_number: 100305 }));
    expect(outcome).toEqual({
      kind: 'finished',
      billingSuccess: true,
      siiCode: 'SII-100305',
      billNumber: 100305,
    });
    expect(keepsPolling(outcome)).toBe(false);
    expect(billingOutcome(status('FINISHED', { sii_code: 'SII-100305' }))).toMatchObject({
      billNumber: null,
    });
  });

  it('FINISHED with billingSuccess false is finished with a voucher', () => {
    // A voucher is no document: no number, whatever the answer carries.
    expect(billingOutcome(status('FINISHED', { billingSuccess: false, bill_number: 100305 }))).toEqual({
      kind: 'finished',
      billingSuccess: false,
      siiCode: null,
      billNumber: null,
    });
  });

  it('an SII code ends the wait even before the status says FINISHED', () => {
    expect(billingOutcome(status('BILLING PROCESSING', { sii_code: 'SII-1' })).kind).toBe('finished');
  });

  it('ERROR (and a rejected order) is a failed billing', () => {
    expect(billingOutcome(status('ERROR', { billingSuccess: false }))).toEqual({ kind: 'failed' });
    expect(billingOutcome(status('RECHAZADO'))).toEqual({ kind: 'failed' });
    expect(keepsPolling({ kind: 'failed' })).toBe(false);
  });

  it('a paid order that is not billing has not started billing', () => {
    expect(billingOutcome(status('APROBADO'))).toEqual({ kind: 'notStarted' });
    expect(billingOutcome(status('PAGANDO'))).toEqual({ kind: 'notStarted' });
  });

  it('polls every 1.5 s (spec 001 §9)', () => {
    expect(BILLING_TIMING.pollMs).toBe(1500);
  });
});

describe('billing failure texts (spec 001 §8 Billing)', () => {
  it('a 400 is the billing system stock variant, anything else the generic text', () => {
    expect(billingFailureMessage(400)).toBe(CHECKOUT_FINAL_TEXTS.billingStockFailed);
    expect(billingFailureMessage(500)).toBe('Error generando boleta. Por favor intente nuevamente.');
    expect(billingFailureMessage(null)).toBe(CHECKOUT_MESSAGES.billingFailed);
    expect(CHECKOUT_FINAL_TEXTS.billingStockFailed).toMatch(/stock/);
  });

  it('a failed status read is "Error cargando la boleta" unless the billing system said 400', () => {
    expect(billingReadFailureMessage(500)).toBe('Error cargando la boleta');
    expect(billingReadFailureMessage(undefined)).toBe('Error cargando la boleta');
    expect(billingReadFailureMessage(400)).toBe(CHECKOUT_FINAL_TEXTS.billingStockFailed);
  });
});

describe('billPayloadBilling (spec 001 §7)', () => {
  const data = {
    company: 'Comercial Andes SpA',
    rut: '76.543.210-3',
    activity: 'Comercio',
    address: 'Av. Siempre Viva 123',
    commune: 'Providencia',
    city: 'Santiago',
  };
  it('invoice data for a factura, null for a boleta or without data', () => {
    expect(billPayloadBilling('factura', data)).toEqual(data);
    expect(billPayloadBilling('boleta', data)).toBeNull();
    expect(billPayloadBilling('factura', null)).toBeNull();
  });
});

describe('printLinesText (printFormat -> the terminal text lines)', () => {
  it('aligns within 32 characters and keeps long lines whole', () => {
    const long = 'x'.repeat(40);
    expect(
      printLinesText([
        { text: 'TOTAL', align: 'left', bold: true },
        { text: 'Club', align: 'center', bold: true },
        { text: '$1.000', align: 'right', bold: false },
        { text: long, align: 'center', bold: false },
        { text: '', align: 'left', bold: false },
      ]),
    ).toEqual(['TOTAL', `${' '.repeat(14)}Club`, `${' '.repeat(26)}$1.000`, long, '']);
  });
});

describe('the final screen rules of spec 001 §5 (domain payments.ts)', () => {
  it('tax condition: taxable when any product has taxes', () => {
    expect(taxCondition([{ taxes: false }, { taxes: true }])).toBe('PAYMENT_TAXABLE_IVA');
    expect(taxCondition([{ taxes: false }])).toBe('PAYMENT_EXEMPT_IVA');
    expect(taxCondition([])).toBe('PAYMENT_EXEMPT_IVA');
  });

  it('transfer and wallet hide print; the rappi buy type hides email', () => {
    expect(printOptions(['EFECTIVO'], 'socio')).toEqual({ print: true, email: true });
    expect(printOptions(['EFECTIVO', 'WALLET'], 'socio').print).toBe(false);
    expect(printOptions(['TRANSFERENCIA BANCARIA'], 'socio').print).toBe(false);
    expect(printOptions(['RAPPI'], 'rappi')).toEqual({ print: true, email: false });
  });
});
