import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { errorText, isNotFound } from '@/api/errors.ts';
import { askNow, queries } from '@/api/queries.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import type { LastEntered } from '@/components/pos/StockTable.tsx';
import { useToast } from '@/components/ui/Toast.tsx';
import {
  productByEanNotFoundMessage,
  productIdNotInLinesMessage,
  STOCK_ENTRY_MESSAGES,
} from '@/domain/messages.ts';
import type { StockDocumentKind } from '@/domain/stockDocumentKind.ts';
import { checkAddProduct, type StockLineInput } from '@/domain/stockEntry.ts';
import { useBarcodeWedge } from '@/terminal/useBarcodeWedge.ts';
import { stockFailureText } from './stockAnswer.ts';
import type { StockDocument } from './stockDocumentApi.ts';
import { useStockDocumentSetToEnter } from './useStockDocumentMutations.ts';

/** The product to enter, waiting for "Ingresar x{qty} de {product} (EAN: {ean})". */
export interface PendingAdd {
  productId: number;
  name: string;
  ean: string;
  quantity: number;
}

/**
 * The entry form of an open stock document (spec 001 §5, §7): the barcode (typed, the handheld
 * scanner or the camera) and the quantity; "Agregar Producto" with its checks in order (the EAN
 * in the lines, a quantity, the product by EAN, the product in the lines) and its question;
 * Aceptar saves the line's quantity to enter; a row's Borrar saves 0. Each write is
 * single-flight: a double tap saves once.
 */
export function useStockDocumentAdd(
  kind: StockDocumentKind,
  id: number,
  { document, lines, scans }: { document: StockDocument | null; lines: StockLineInput[]; scans: boolean },
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [barcode, setBarcode] = useState('');
  const [quantity, setQuantity] = useState<number | null>(null);
  const [pendingAdd, setPendingAdd] = useState<PendingAdd | null>(null);
  // The line the last Aceptar saved: the table shows it (a long guide's line may be far down).
  const [lastEntered, setLastEntered] = useState<LastEntered | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const warn = (message: string) => toast.show({ message, tone: 'error' });
  // Two of the same write: Aceptar and a row's Borrar each have their own pending state.
  const saveAdded = useStockDocumentSetToEnter(kind, id);
  const saveCleared = useStockDocumentSetToEnter(kind, id);

  /** "Agregar Producto": the line, the quantity, the product by EAN, then the question. */
  const add = useSingleFlight(async () => {
    const check = checkAddProduct(lines, barcode, quantity);
    if (!check.ok) {
      warn(check.message);
      return;
    }
    try {
      const found = await queryClient.fetchQuery(askNow(queries.unitaryProductByEan(check.ean)));
      if (found.code !== 200) {
        warn(productByEanNotFoundMessage(check.ean));
        return;
      }
      const product = found.data.product;
      if (!lines.some((l) => l.id === product.id)) {
        warn(productIdNotInLinesMessage(product.id));
        return;
      }
      setPendingAdd({ productId: product.id, name: product.name, ean: check.ean, quantity: check.quantity });
    } catch (error) {
      warn(
        isNotFound(error)
          ? productByEanNotFoundMessage(check.ean)
          : errorText(error, STOCK_ENTRY_MESSAGES.eanFailed),
      );
    }
  });

  const confirm = useSingleFlight(async (pending: PendingAdd) => {
    if (!document) return;
    try {
      await saveAdded.mutateAsync({ document, productId: pending.productId, amount: pending.quantity });
      setLastEntered({ id: pending.productId });
      setPendingAdd(null);
      setBarcode('');
      setQuantity(null);
    } catch (error) {
      setPendingAdd(null);
      warn(stockFailureText(error, STOCK_ENTRY_MESSAGES.eanFailed));
    }
  });

  const clearRow = useSingleFlight(async (productId: number) => {
    if (!document) return;
    try {
      await saveCleared.mutateAsync({ document, productId, amount: 0 });
    } catch (error) {
      warn(stockFailureText(error, STOCK_ENTRY_MESSAGES.eanFailed));
    }
  });
  const clearRun = clearRow.run;
  // Stable: the memoised table is not re-rendered by a key in the barcode field.
  const onClear = useCallback((rowId: number | string) => void clearRun(Number(rowId)), [clearRun]);

  useBarcodeWedge(
    (code) => {
      setBarcode(code);
      field.current?.focus();
    },
    { enabled: scans && pendingAdd === null },
  );

  return {
    field,
    barcode,
    setBarcode,
    quantity,
    setQuantity,
    erase: () => {
      setBarcode('');
      setQuantity(null);
    },
    submit: () => void add.run(),
    adding: add.pending,
    pendingAdd,
    cancelAdd: () => setPendingAdd(null),
    confirmAdd: () => pendingAdd && void confirm.run(pendingAdd),
    confirming: saveAdded.isPending,
    onClear,
    lastEntered,
  };
}
