import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@tanstack/react-store';
import { invalidateStockDocument, setStockDocumentLines } from '@/api/queries.ts';
import { useToast } from '@/components/ui/Toast.tsx';
import { STOCK_ENTRY_MESSAGES } from '@/domain/messages.ts';
import type { StockDocumentKind } from '@/domain/stockDocumentKind.ts';
import { hasStockToEnter, type StockLineInput } from '@/domain/stockEntry.ts';
import { session } from '@/session/session.ts';
import { useTerminal } from '@/terminal/react.tsx';
import { printEntered } from './printEntered.ts';
import { accepted, acceptedData, stockFailureText } from './stockAnswer.ts';
import type { StockDocument } from './stockDocumentApi.ts';

/**
 * The writes of a stock document (spec 001 §7), one mutation each. The quantities to enter live
 * on the server, so each write leaves the document's read (its detail) as the server has it: an
 * accepted write is written into the read, and a failed one — refused, or sent with its answer
 * lost — asks the read again, so the next press sends the server's own figures. Stock calls answer
 * 200 with `success: false` when they refuse: that is the mutation's error (stockAnswer.ts).
 */

interface Lines {
  document: StockDocument;
  lines: StockLineInput[];
}

const readOf = (kind: StockDocumentKind, id: number) => ({ endpoints: kind.endpoints, id });

/** POST …/stock-entry-left: a line's quantity to enter becomes `amount` (replaces, never adds). */
export function useStockDocumentSetToEnter(kind: StockDocumentKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      document,
      productId,
      amount,
    }: {
      document: StockDocument;
      productId: number;
      amount: number;
    }) => {
      accepted(await document.setToEnter(productId, amount));
    },
    onSuccess: (_, { productId, amount }) =>
      setStockDocumentLines(queryClient, readOf(kind, id), (lines) =>
        lines.map((l) => (l.id === productId ? { ...l, stock_to_enter: amount } : l)),
      ),
    onError: () => {
      void invalidateStockDocument(queryClient, readOf(kind, id));
    },
  });
}

/**
 * "Ingresar Stock": POST …/ingress with the document and the server's own lines, both as last
 * read: what is entered is what it says. The answer's lines replace the read's; a failure is said
 * ("Ha ocurrido un error ingresando las cantidades", or the server's text).
 */
export function useStockDocumentEnter(kind: StockDocumentKind, id: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: async ({ document, lines }: Lines) =>
      acceptedData(await document.ingress(lines, 'enter')).products,
    onSuccess: (products) => setStockDocumentLines(queryClient, readOf(kind, id), () => products),
    onError: (error) => {
      // Said at once, while the document is read again.
      toast.show({ message: stockFailureText(error, STOCK_ENTRY_MESSAGES.quantitiesFailed), tone: 'error' });
      // The answer may be lost after the server entered them: its figures, not ours, go next time.
      // Returned, so the mutation (and the press's single flight) lasts until the read has
      // answered: a quick second press cannot send the old figures.
      return invalidateStockDocument(queryClient, readOf(kind, id));
    },
  });
}

/**
 * The close (spec 001 §7): the quantities still to enter saved with status finished, then the
 * document closed (a purchase invoice entered finished, a guide closed). Either way the document
 * is read again: closed, or as the server left it after a failure (said at once, then awaited, as
 * for Ingresar Stock).
 */
export function useStockDocumentClose(kind: StockDocumentKind, id: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: async ({ document, lines }: Lines) => {
      if (hasStockToEnter(lines)) {
        const products = acceptedData(await document.ingress(lines, 'close')).products;
        setStockDocumentLines(queryClient, readOf(kind, id), () => products);
      }
      accepted(await document.close());
    },
    onSuccess: () => {
      void invalidateStockDocument(queryClient, readOf(kind, id));
    },
    onError: (error) => {
      toast.show({ message: stockFailureText(error, kind.closeFailedMessage), tone: 'error' });
      return invalidateStockDocument(queryClient, readOf(kind, id));
    },
  });
}

/**
 * "Re imprimir lo ingresado" and "¿Desea imprimir lo ingresado?" (spec 001 §7): POST
 * …/print/entered by the kind's endpoints, then the terminal. It changes no read of this app, so
 * it invalidates nothing. Its data is null when printed, else the text to show.
 */
export function useStockDocumentPrint(kind: StockDocumentKind) {
  const terminal = useTerminal();
  const machineNumber = useSelector(session.store, (s) => s.machineNumber);
  return useMutation({
    mutationFn: (target: { id: number; number: string }) =>
      printEntered(terminal, kind, target, machineNumber),
  });
}
