import type { InvoiceData } from '@/domain/invoice.ts';
import { sale } from '@/session/sale.ts';

/**
 * What the seller typed on /factura and has not confirmed yet, kept in the sale
 * (`SaleState.invoiceDraft`): a reload, a closed tab or a crash never makes a seller type the six
 * fields again, and it ends with its sale (a new sale, a cancel, a logout start from none).
 */

/** The draft typed in this sale, if any. */
export function draftFor(saleId: string): InvoiceData | null {
  const current = sale.get();
  return current.saleId === saleId ? current.invoiceDraft : null;
}

export function saveDraft(saleId: string, data: InvoiceData): void {
  sale.set((prev) => (prev.saleId === saleId ? { ...prev, invoiceDraft: { ...data } } : prev));
}

/** Continuar stored the data in the sale: the draft is done. */
export function clearDraft(): void {
  sale.set((prev) => (prev.invoiceDraft === null ? prev : { ...prev, invoiceDraft: null }));
}
