import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { type FormEvent, memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { errorText, isNotFound } from '@/api/errors.ts';
import {
  closeStoreOrder,
  enterPurchaseInvoice,
  enterPurchaseInvoiceStock,
  enterStoreOrderStock,
  getUnitaryProductByEan,
  setPurchaseOrderStockToEnter,
  setStoreOrderStockToEnter,
} from '@/api/generated/endpoints/stock/stock.ts';
import type { PurchaseInvoiceDocument, StoreOrderDocument } from '@/api/generated/model';
import { queries } from '@/api/queries.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { StockTable } from '@/components/pos/StockTable.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import fieldStyles from '@/components/ui/Field.module.css';
import { Skeleton } from '@/components/ui/Skeleton.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { useToast } from '@/components/ui/Toast.tsx';
import {
  ACTION_LABELS,
  closeDocumentFailedMessage,
  confirmAddStockMessage,
  guideClosedMessage,
  invoiceClosedMessage,
  productByEanNotFoundMessage,
  productIdNotInLinesMessage,
  SCAN_WITH_CAMERA,
  STOCK_ENTRY_LABELS,
  STOCK_ENTRY_MESSAGES,
} from '@/domain/messages.ts';
import {
  checkAddProduct,
  hasStockToEnter,
  isStockDocumentClosed,
  PURCHASE_INVOICE_FINISHED,
  PURCHASE_INVOICE_STARTED,
  type StockDocumentType,
  type StockLineInput,
  stepStockQuantity,
  typedStockQuantity,
} from '@/domain/stockEntry.ts';
import { STOCK_LABELS } from '@/domain/storeOpsMessages.ts';
import { session } from '@/session/session.ts';
import { useBarcodeWedge, useTerminal } from '@/terminal/react.tsx';
import { printEntered } from './printEntered.ts';
import styles from './StockEntry.module.css';
import { accepted, acceptedData, stockFailureText } from './stockAnswer.ts';

interface PendingAdd {
  productId: number;
  name: string;
  ean: string;
  quantity: number;
}

type StockDocument = PurchaseInvoiceDocument | StoreOrderDocument;

interface DetailAnswer {
  success?: boolean;
  data: { document: StockDocument; products: StockLineInput[] };
}

/** The document as the print call names it: a purchase invoice by its purchase order and number. */
const printTarget = (invoice: PurchaseInvoiceDocument | null, document: StockDocument) => ({
  id: invoice ? invoice.purchase_order_id : document.id,
  number: document.number,
});

/** The table re-renders only when its lines change, not on every key of the barcode field. */
const Lines = memo(StockTable);

/**
 * /ingresar-stock/:type/:id (spec 001 §2, §5, §7, §8): the document and its lines (GET
 * …/detail/{id}); closed: "(Cerrada)" and "Re imprimir lo ingresado"; open: the barcode (typed,
 * the handheld scanner or the camera), the quantity (below 100000), "Borrar", "Agregar Producto"
 * with its checks in order and "Ingresar x{qty} de {product} (EAN: {ean})", the Producto / Por
 * ingresar / Ingresado table with a per-row Borrar, "Ingresar Stock", and the close with its
 * question, success text and the non-dismissible print question. The quantities to enter live on
 * the server (stock_to_enter replaces, never adds), so a reload loses nothing and a repeated
 * "Ingresar Stock" sends the server's own figures: nothing is entered twice.
 */
export function StockDocumentScreen({ type, id }: { type: StockDocumentType; id: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const terminal = useTerminal();
  const toast = useToast();
  const machineNumber = useSelector(session.store, (s) => s.machineNumber);
  const options = type === 'factura' ? queries.purchaseInvoiceDetail(id) : queries.storeOrderDetail(id);
  // One of the two reads, by the document's type (the other stays idle).
  const invoiceRead = useQuery({ ...queries.purchaseInvoiceDetail(id), enabled: type === 'factura' });
  const guideRead = useQuery({ ...queries.storeOrderDetail(id), enabled: type !== 'factura' });
  const read = type === 'factura' ? invoiceRead : guideRead;
  // The document as read: a purchase invoice, or a dispatch guide (the other stays null).
  const invoice = type === 'factura' ? (invoiceRead.data?.data.document ?? null) : null;
  const guide = type === 'factura' ? null : (guideRead.data?.data.document ?? null);
  const document: StockDocument | null = invoice ?? guide;
  const lines = read.data?.data.products ?? [];
  const closed = document !== null && isStockDocumentClosed(type, document.status);

  const [barcode, setBarcode] = useState('');
  const [quantity, setQuantity] = useState<number | null>(null);
  const [pendingAdd, setPendingAdd] = useState<PendingAdd | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const [askPrint, setAskPrint] = useState(false);
  const [scanning, setScanning] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const quantityId = useId();

  const warn = (message: string) => toast.show({ message, tone: 'error' });
  // Spec 001 §8: a failed read is one of the stock toasts, not a screen of its own; the page
  // stays (title, back) and, without a document, offers Recargar in its place.
  const readFailure = read.isError ? errorText(read.error, STOCK_ENTRY_MESSAGES.detailFailed) : null;
  const showToast = toast.show;
  useEffect(() => {
    if (readFailure !== null && read.errorUpdatedAt > 0) showToast({ message: readFailure, tone: 'error' });
  }, [readFailure, read.errorUpdatedAt, showToast]);
  const readAgain = () => queryClient.invalidateQueries({ queryKey: options.queryKey });
  const setLines = (products: StockLineInput[]) => {
    const key: readonly unknown[] = options.queryKey;
    queryClient.setQueryData<DetailAnswer>(key, (prev) =>
      prev ? { ...prev, data: { ...prev.data, products } } : prev,
    );
  };

  /** POST …/stock-entry-left: the line's stock_to_enter becomes `amount` (replaces, never adds). */
  const setToEnter = async (productId: number, amount: number) => {
    if (!document) return;
    // Spec 001 §7: the answer gives success and errorMessage; success false changes nothing.
    accepted(
      invoice
        ? await setPurchaseOrderStockToEnter({
            purchase_order_id: invoice.purchase_order_id,
            product_id: productId,
            new_amount: amount,
          })
        : await setStoreOrderStockToEnter({
            store_order_id: document.id,
            product_id: productId,
            new_amount: amount,
          }),
    );
    setLines(lines.map((l) => (l.id === productId ? { ...l, stock_to_enter: amount } : l)));
  };

  /** "Agregar Producto": the line, the quantity, the product by EAN, then the question. */
  const add = useSingleFlight(async () => {
    const check = checkAddProduct(lines, barcode, quantity);
    if (!check.ok) {
      warn(check.message);
      return;
    }
    try {
      const found = await getUnitaryProductByEan(check.ean);
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

  const confirmAdd = useSingleFlight(async (pending: PendingAdd) => {
    try {
      await setToEnter(pending.productId, pending.quantity);
      setPendingAdd(null);
      setBarcode('');
      setQuantity(null);
      field.current?.focus();
    } catch (error) {
      setPendingAdd(null);
      warn(stockFailureText(error, STOCK_ENTRY_MESSAGES.eanFailed));
      void readAgain();
    }
  });

  const clearRow = useSingleFlight(async (productId: number) => {
    try {
      await setToEnter(productId, 0);
    } catch (error) {
      warn(stockFailureText(error, STOCK_ENTRY_MESSAGES.eanFailed));
      void readAgain();
    }
  });
  const clearRowRun = clearRow.run;
  const onClear = useCallback((rowId: number | string) => void clearRowRun(Number(rowId)), [clearRowRun]);

  /**
   * POST …/ingress with the document and the server's own lines, both as last read (spec 001 §7
   * `{document, products}`): what is entered is what it says. success false enters nothing.
   */
  const ingress = async (status: typeof PURCHASE_INVOICE_STARTED | typeof PURCHASE_INVOICE_FINISHED) => {
    if (!document) return;
    const answer = invoice
      ? await enterPurchaseInvoiceStock({ document: invoice, products: lines, status })
      : await enterStoreOrderStock({ document: guide ?? document, products: lines });
    setLines(acceptedData(answer).products);
  };

  const enterStock = useSingleFlight(async () => {
    if (!hasStockToEnter(lines)) {
      warn(STOCK_LABELS.nothingToEnter);
      return;
    }
    try {
      await ingress(PURCHASE_INVOICE_STARTED);
    } catch (error) {
      warn(stockFailureText(error, STOCK_ENTRY_MESSAGES.quantitiesFailed));
      // The answer may be lost after the server entered them: its figures, not ours, go next time.
      // Awaited inside the single flight, so a quick second press cannot send the old figures.
      await readAgain();
    }
  });

  const close = useSingleFlight(async () => {
    if (!document) return;
    try {
      // Spec 001 §7: the quantities saved with status finished, then the document closed.
      if (hasStockToEnter(lines)) await ingress(PURCHASE_INVOICE_FINISHED);
      accepted(
        invoice
          ? await enterPurchaseInvoice({
              invoice_number: invoice.number,
              status: PURCHASE_INVOICE_FINISHED,
              purchase_order_id: invoice.purchase_order_id,
            })
          : await closeStoreOrder(document.id),
      );
    } catch (error) {
      warn(
        stockFailureText(
          error,
          closeDocumentFailedMessage(type === 'factura' ? 'factura' : 'guía de despacho'),
        ),
      );
      await readAgain();
      return;
    }
    toast.show({
      message:
        type === 'factura' ? invoiceClosedMessage(document.number) : guideClosedMessage(document.number),
      tone: 'success',
    });
    void readAgain();
    setAskPrint(true);
  });

  const print = useSingleFlight(async (then: 'stay' | 'leave') => {
    if (!document) return;
    const failure = await printEntered(terminal, type, printTarget(invoice, document), machineNumber);
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

  const open = document !== null && !closed;
  // The same rows (by reference) until the lines change: the memoised table skips a keystroke.
  const rows = useMemo(
    () => lines.map((l) => ({ id: l.id, name: l.name, toEnter: l.stock_to_enter, current: l.current_stock })),
    [lines],
  );
  useBarcodeWedge(
    (code) => {
      setBarcode(code);
      field.current?.focus();
    },
    { enabled: open && pendingAdd === null && !askPrint && !confirmClose },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void add.run();
  };
  const busy = add.pending || confirmAdd.pending || enterStock.pending || close.pending || print.pending;

  return (
    <div className={styles.document}>
      <header className={styles.head}>
        <h2 className={styles.title}>
          {type === 'factura' ? STOCK_ENTRY_LABELS.invoiceEntered : STOCK_ENTRY_LABELS.guideEntered}{' '}
          {document ? document.number : readFailure === null && <Skeleton width="8ch" />}
          {closed && <span className={styles.closed}> {STOCK_ENTRY_MESSAGES.closed}</span>}
        </h2>
      </header>

      {closed && (
        <Button variant="secondary" loading={print.pending} onClick={() => void print.run('stay')}>
          {STOCK_ENTRY_MESSAGES.reprint}
        </Button>
      )}

      {readFailure !== null && document === null && (
        <div className={styles.readFailed}>
          <p className={styles.readFailedText}>{readFailure}</p>
          <Button loading={read.isFetching} onClick={() => void read.refetch()}>
            {ACTION_LABELS.reload}
          </Button>
        </div>
      )}

      <div className={open ? styles.work : styles.workTableOnly}>
        {open && (
          <form className={styles.entryForm} onSubmit={submit} noValidate>
            <TextField
              ref={field}
              label={STOCK_ENTRY_LABELS.barcode}
              value={barcode}
              inputMode="numeric"
              autoComplete="off"
              autoFocus
              onChange={(event) => setBarcode(event.target.value.trim())}
            />
            <div className={styles.quantityField}>
              <label htmlFor={quantityId} className={fieldStyles.label}>
                {STOCK_LABELS.quantity}
              </label>
              <div className={styles.quantity} role="group" aria-label={STOCK_LABELS.quantity}>
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={STOCK_LABELS.decrease}
                  onClick={() => setQuantity((q) => stepStockQuantity(q, -1))}
                >
                  −
                </Button>
                <input
                  id={quantityId}
                  className={fieldStyles.input}
                  value={quantity === null ? '' : String(quantity)}
                  inputMode="numeric"
                  autoComplete="off"
                  onChange={(event) => {
                    const text = event.target.value;
                    setQuantity((q) => typedStockQuantity(text, q));
                  }}
                />
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={STOCK_LABELS.increase}
                  onClick={() => setQuantity((q) => stepStockQuantity(q, 1))}
                >
                  +
                </Button>
              </div>
            </div>
            <div className={styles.formActions}>
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  setBarcode('');
                  setQuantity(null);
                }}
              >
                {ACTION_LABELS.erase}
              </Button>
              {terminal.hasCamera && (
                <Button
                  type="button"
                  variant="secondary"
                  loading={scanning}
                  onClick={() => {
                    setScanning(true);
                    void terminal
                      .scanBarcode()
                      .then((code) => {
                        if (code) setBarcode(code.trim());
                      })
                      .finally(() => setScanning(false));
                  }}
                >
                  {SCAN_WITH_CAMERA}
                </Button>
              )}
              <Button type="submit" loading={add.pending} disabled={busy && !add.pending}>
                {STOCK_ENTRY_LABELS.addProduct}
              </Button>
            </div>
          </form>
        )}

        {readFailure === null || document !== null ? (
          <Lines rows={rows} onClear={onClear} loading={document === null} disabled={!open || busy} />
        ) : null}
      </div>

      {open && (
        // Kept in view at the bottom of the screen (sticky): on a long guide the seller enters or
        // closes without scrolling to the last line.
        <div className={styles.actionBar}>
          <Button
            size="lg"
            loading={enterStock.pending}
            disabled={busy}
            onClick={() => void enterStock.run()}
          >
            {STOCK_ENTRY_LABELS.enterStock}
          </Button>
          <Button
            size="lg"
            variant="secondary"
            loading={close.pending}
            disabled={busy}
            onClick={() => setConfirmClose(true)}
          >
            {type === 'factura' ? STOCK_ENTRY_LABELS.closeInvoice : STOCK_ENTRY_LABELS.closeGuide}
          </Button>
        </div>
      )}

      <ConfirmDialog
        open={pendingAdd !== null}
        message={
          pendingAdd ? confirmAddStockMessage(pendingAdd.quantity, pendingAdd.name, pendingAdd.ean) : ''
        }
        loading={confirmAdd.pending}
        onCancel={() => setPendingAdd(null)}
        onConfirm={() => pendingAdd && void confirmAdd.run(pendingAdd)}
      />
      <ConfirmDialog
        open={confirmClose}
        message={
          type === 'factura'
            ? STOCK_ENTRY_MESSAGES.closeInvoiceQuestion
            : STOCK_ENTRY_MESSAGES.closeGuideQuestion
        }
        onCancel={() => setConfirmClose(false)}
        onConfirm={() => {
          setConfirmClose(false);
          void close.run();
        }}
      />
      <ConfirmDialog
        open={askPrint}
        message={STOCK_ENTRY_MESSAGES.printQuestion}
        confirmLabel={ACTION_LABELS.yes}
        cancelLabel={ACTION_LABELS.no}
        dismissible={false}
        loading={print.pending}
        onCancel={() => {
          setAskPrint(false);
          void navigate({ to: '/ingresar-stock' });
        }}
        onConfirm={() => void print.run('leave')}
      />
    </div>
  );
}
