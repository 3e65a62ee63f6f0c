import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { errorText } from '@/api/errors.ts';
import { queries } from '@/api/queries.ts';
import { useToast } from '@/components/ui/Toast.tsx';
import { STOCK_ENTRY_MESSAGES } from '@/domain/messages.ts';
import { isStockDocumentClosed, type StockDocumentKind } from '@/domain/stockDocumentKind.ts';
import type { StockLineInput } from '@/domain/stockEntry.ts';
import { type StockDocument, stockDocumentOf } from './stockDocumentApi.ts';

const NO_LINES: StockLineInput[] = [];

/**
 * The stock document's read (GET /api/purchase-invoice/detail/{id} or /api/store-order/detail/{id},
 * by its kind; the same options as the route's loader): the document with its calls, its lines,
 * whether it is closed, and a failure (spec 001 §8: one of the stock toasts, not a screen of its
 * own; the page stays and, without a document, offers Recargar).
 */
export function useStockDocumentRead(kind: StockDocumentKind, id: number) {
  const toast = useToast();
  // One of the two reads, by the document's kind (the other stays idle).
  const invoiceRead = useQuery({
    ...queries.purchaseInvoiceDetail(id),
    enabled: kind.endpoints === 'purchase-invoice',
  });
  const guideRead = useQuery({ ...queries.storeOrderDetail(id), enabled: kind.endpoints === 'store-order' });
  const read = kind.endpoints === 'purchase-invoice' ? invoiceRead : guideRead;

  const invoice = invoiceRead.data?.data.document;
  const guide = guideRead.data?.data.document;
  const document: StockDocument | null = useMemo(
    () => stockDocumentOf(kind, { invoice, guide }),
    [kind, invoice, guide],
  );
  const lines = read.data?.data.products ?? NO_LINES;
  const closed = document !== null && isStockDocumentClosed(kind.type, document.status);

  const failure = read.isError ? errorText(read.error, STOCK_ENTRY_MESSAGES.detailFailed) : null;
  const showToast = toast.show;
  useEffect(() => {
    if (failure !== null && read.errorUpdatedAt > 0) showToast({ message: failure, tone: 'error' });
  }, [failure, read.errorUpdatedAt, showToast]);

  return {
    document,
    lines,
    closed,
    /** Open for entry: read, and not closed. */
    open: document !== null && !closed,
    failure,
    reloading: read.isFetching,
    reload: read.refetch,
  };
}
