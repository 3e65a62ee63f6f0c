import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { useToast } from '@/components/ui/Toast.tsx';
import type { StockDocumentKind } from '@/domain/stockDocumentKind.ts';
import { hasStockToEnter, type StockLineInput } from '@/domain/stockEntry.ts';
import { STOCK_LABELS } from '@/domain/storeOpsMessages.ts';
import type { StockDocument } from './stockDocumentApi.ts';
import {
  useStockDocumentClose,
  useStockDocumentEnter,
  useStockDocumentPrint,
} from './useStockDocumentMutations.ts';

/**
 * The document's actions (spec 001 §7): "Ingresar Stock"; the close with its question, its
 * success text and then the non-dismissible print question (Sí prints and leaves, No leaves);
 * "Re imprimir lo ingresado" on a closed document. Each press is single-flight, and a failed
 * Ingresar Stock or close holds the press until the document has been read again.
 */
export function useStockDocumentActions(
  kind: StockDocumentKind,
  id: number,
  { document, lines }: { document: StockDocument | null; lines: StockLineInput[] },
) {
  const navigate = useNavigate();
  const toast = useToast();
  const [confirmClose, setConfirmClose] = useState(false);
  const [askPrint, setAskPrint] = useState(false);
  const warn = (message: string) => toast.show({ message, tone: 'error' });
  const entering = useStockDocumentEnter(kind, id);
  const closing = useStockDocumentClose(kind, id);
  const printing = useStockDocumentPrint(kind);

  const enterStock = useSingleFlight(async () => {
    if (!document) return;
    if (!hasStockToEnter(lines)) {
      warn(STOCK_LABELS.nothingToEnter);
      return;
    }
    // A failure is said by the mutation, before the document is read again.
    await entering.mutateAsync({ document, lines }).catch(() => undefined);
  });

  const close = useSingleFlight(async () => {
    if (!document) return;
    try {
      await closing.mutateAsync({ document, lines });
    } catch {
      return; // Said by the mutation, before the document is read again.
    }
    toast.show({ message: kind.closedMessage(document.number), tone: 'success' });
    setAskPrint(true);
  });

  const print = useSingleFlight(async (then: 'stay' | 'leave') => {
    if (!document) return;
    const failure = await printing.mutateAsync(document.printTarget);
    if (failure) {
      warn(failure);
      return;
    }
    toast.show({ message: STOCK_LABELS.printed, tone: 'success' });
    if (then === 'leave') {
      setAskPrint(false);
      await navigate({ to: '/ingresar-stock' });
    }
  });

  return {
    enterStock: () => void enterStock.run(),
    entering: entering.isPending,
    /** The close's question is open. */
    confirmClose,
    askClose: () => setConfirmClose(true),
    cancelClose: () => setConfirmClose(false),
    close: () => {
      setConfirmClose(false);
      void close.run();
    },
    closing: closing.isPending,
    /** The print question after a close is open. */
    askPrint,
    reprint: () => void print.run('stay'),
    printAndLeave: () => void print.run('leave'),
    leaveWithoutPrint: () => {
      setAskPrint(false);
      void navigate({ to: '/ingresar-stock' });
    },
    printing: printing.isPending,
  };
}
