import * as v from 'valibot';
import type { InvoiceData } from '@/domain/invoice.ts';
import { createPersistedStore } from '@/session/persisted.ts';

/**
 * What the seller typed on /factura and has not confirmed yet (Continuar stores it in the sale's
 * `invoiceData`). Persisted so a reload, a closed tab or a crash never makes a seller type the six
 * fields again; it belongs to one sale (its `saleId`), so another sale starts from its own data.
 */
const draftSchema = v.nullable(
  v.object({
    saleId: v.string(),
    data: v.object({
      rut: v.string(),
      company: v.string(),
      activity: v.string(),
      city: v.string(),
      commune: v.string(),
      address: v.string(),
    }),
  }),
);

export const INVOICE_DRAFT_KEY = 'pos.invoiceDraft';

export const invoiceDraft = createPersistedStore({
  key: INVOICE_DRAFT_KEY,
  version: 1,
  schema: draftSchema,
  initial: () => null,
});

/** The draft typed in this sale, if any. */
export function draftFor(saleId: string): InvoiceData | null {
  const draft = invoiceDraft.get();
  return draft !== null && draft.saleId === saleId ? draft.data : null;
}

export function saveDraft(saleId: string, data: InvoiceData): void {
  invoiceDraft.set(() => ({ saleId, data }));
}

/** Continuar stored the data in the sale: the draft is done. */
export function clearDraft(): void {
  invoiceDraft.reset();
}
