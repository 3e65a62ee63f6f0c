import { describe, expect, it } from 'vitest';
import { validateInvoiceData } from './codes';
import {
  emptyInvoiceData,
  fillFromBilling,
  type InvoiceData,
  invoiceDataToShow,
  invoiceDataToStore,
  invoiceProblem,
  missingInvoiceFields,
} from './invoice';

const ANDES: InvoiceData = {
  rut: '76.543.210-3',
  company: 'Comercial Andes SpA',
  activity: 'Venta al por menor de bebidas alcohólicas',
  city: 'Santiago',
  commune: 'Providencia',
  address: 'Av. Providencia 1234, of. 501',
};

describe('invoice data', () => {
  it('lists the blank fields in screen order (spaces only is blank)', () => {
    expect(missingInvoiceFields(emptyInvoiceData())).toEqual([
      'rut',
      'company',
      'activity',
      'city',
      'commune',
      'address',
    ]);
    expect(missingInvoiceFields({ ...ANDES, city: '  ', address: '' })).toEqual(['city', 'address']);
    expect(missingInvoiceFields(ANDES)).toEqual([]);
  });

  it('says "Debe rellenar todos los campos" before the RUT, then "Debe ingresar un rut válido"', () => {
    expect(invoiceProblem({ ...ANDES, company: '', rut: '1-1' })).toEqual({
      message: 'Debe rellenar todos los campos',
      fields: ['company'],
    });
    expect(invoiceProblem({ ...ANDES, rut: '76.543.210-4' })).toEqual({
      message: 'Debe ingresar un rut válido',
      fields: ['rut'],
    });
    expect(invoiceProblem({ ...ANDES, rut: '76.543.210-3 ' })?.message).toBe('Debe ingresar un rut válido');
    expect(invoiceProblem(ANDES)).toBeNull();
  });

  it('agrees with validateInvoiceData', () => {
    const cases: InvoiceData[] = [
      emptyInvoiceData(),
      ANDES,
      { ...ANDES, rut: '765432103' },
      { ...ANDES, rut: '76543210-3' },
      { ...ANDES, rut: '76.543.210-K' },
      { ...ANDES, rut: '76.543.210-3a' },
      { ...ANDES, activity: ' ' },
      { ...ANDES, rut: '', city: '' },
    ];
    for (const data of cases) expect(invoiceProblem(data)?.message ?? null).toBe(validateInvoiceData(data));
  });

  it('stores trimmed texts and the cleaned RUT; shows the RUT formatted again', () => {
    const stored = invoiceDataToStore({ ...ANDES, company: '  Comercial Andes SpA ', rut: '76.543.210-3' });
    expect(stored).toEqual({ ...ANDES, rut: '765432103' });
    expect(invoiceDataToShow(stored)).toEqual(ANDES);
    expect(invoiceDataToStore({ ...ANDES, rut: '15.022.790-k' }).rut).toBe('15022790K');
    // A stored RUT that is not valid is shown as it is (the form then says why).
    expect(invoiceDataToShow({ ...ANDES, rut: 'abc' }).rut).toBe('abc');
  });

  it("fills the five fields from the search's answer and keeps the RUT as typed", () => {
    const typed = { ...emptyInvoiceData(), rut: '76.543.210-3', company: 'old' };
    const { rut: _rut, ...billing } = { ...ANDES, rut: '76543210-3' };
    expect(fillFromBilling(typed, billing)).toEqual(ANDES);
    expect(fillFromBilling(typed, { ...billing, commune: '' }).commune).toBe('');
  });
});
