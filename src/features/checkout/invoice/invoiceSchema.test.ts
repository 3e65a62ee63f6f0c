import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emptyInvoiceData, type InvoiceData, invoiceProblem } from '@/domain/invoice.ts';
import { invoiceFormSchema } from './invoiceSchema.ts';

const ANDES: InvoiceData = {
  rut: '76.543.210-3',
  company: 'Comercial Andes SpA',
  activity: 'Venta al por menor de bebidas alcohólicas',
  city: 'Santiago',
  commune: 'Providencia',
  address: 'Av. Providencia 1234, of. 501',
};

/** The first issue's message, as the form's onSubmit validator reports it. */
const firstMessage = (data: InvoiceData) => {
  const result = v.safeParse(invoiceFormSchema, data);
  return result.success ? null : result.issues[0].message;
};

describe('invoiceFormSchema', () => {
  it('lets Continuar through exactly when the domain finds no problem, with the same first message', () => {
    const cases: InvoiceData[] = [
      emptyInvoiceData(),
      ANDES,
      { ...ANDES, rut: '765432103' },
      { ...ANDES, rut: '76.543.210-4' },
      { ...ANDES, rut: '76.543.210-3x' },
      { ...ANDES, address: '   ' },
      { ...ANDES, rut: '', company: '' },
      { ...ANDES, rut: '1-9', city: '' },
    ];
    for (const data of cases) expect(firstMessage(data)).toBe(invoiceProblem(data)?.message ?? null);
  });

  it('does not check the RUT while it is blank', () => {
    const result = v.safeParse(invoiceFormSchema, { ...ANDES, rut: '' });
    expect(result.issues?.map((i) => i.message)).toEqual(['Debe rellenar todos los campos']);
  });
});
