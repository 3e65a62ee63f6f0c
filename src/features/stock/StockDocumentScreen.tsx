import { memo, useMemo } from 'react';
import { StockLines } from '@/components/pos/StockLines.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { cx } from '@/components/ui/cx.ts';
import { Skeleton } from '@/components/ui/Skeleton.tsx';
import {
  ACTION_LABELS,
  confirmAddStockMessage,
  STOCK_ENTRY_LABELS,
  STOCK_ENTRY_MESSAGES,
} from '@/domain/messages.ts';
import { stockDocumentKind } from '@/domain/stockDocumentKind.ts';
import type { StockDocumentType } from '@/domain/stockEntry.ts';
import styles from './StockEntry.module.css';
import { StockEntryForm } from './StockEntryForm.tsx';
import { useStockDocumentActions } from './useStockDocumentActions.ts';
import { useStockDocumentAdd } from './useStockDocumentAdd.ts';
import { useStockDocumentRead } from './useStockDocumentRead.ts';

/**
 * The lines (filter and table) re-render only when the lines change or the filter is typed in,
 * not on every key of the barcode field.
 */
const Lines = memo(StockLines);

/**
 * /ingresar-stock/:type/:id (spec 001 §2, §5, §7, §8): the document and its lines (GET
 * …/detail/{id}); closed: "(Cerrada)" and "Re imprimir lo ingresado"; open: the entry form
 * (StockEntryForm, useStockDocumentAdd), the Producto / Por ingresar / Ingresado table with a
 * per-row Borrar and a filter over it (StockLines), "Ingresar Stock", and the close with its
 * question, success text and the non-dismissible print question (useStockDocumentActions). The
 * screen fits the window: the lines scroll in their own region under their column headers, while
 * the entry form, the filter and the actions stay in place. The quantities to enter live on the
 * server (stock_to_enter replaces, never adds), so a reload loses nothing and a repeated
 * "Ingresar Stock" sends the server's own figures: nothing is entered twice.
 */
export function StockDocumentScreen({ type, id }: { type: StockDocumentType; id: number }) {
  const kind = stockDocumentKind(type);
  const { document, lines, closed, open, failure, reloading, reload } = useStockDocumentRead(kind, id);
  const actions = useStockDocumentActions(kind, id, { document, lines });
  const entry = useStockDocumentAdd(kind, id, {
    document,
    lines,
    scans: open && !actions.askPrint && !actions.confirmClose,
  });
  const busy = entry.adding || entry.confirming || actions.entering || actions.closing || actions.printing;

  // The same rows (by reference) until the lines change: the memoised table skips a keystroke.
  const rows = useMemo(
    () =>
      lines.map((l) => ({
        id: l.id,
        name: l.name,
        ean: l.ean,
        toEnter: l.stock_to_enter,
        current: l.current_stock,
      })),
    [lines],
  );
  const pendingAdd = entry.pendingAdd;

  return (
    <div className={cx(styles.document, open && styles.documentOpen)}>
      <header className={styles.head}>
        <h2 className={styles.title}>
          {kind.enteredLabel} {document ? document.number : failure === null && <Skeleton width="8ch" />}
          {closed && <span className={styles.closed}> {STOCK_ENTRY_MESSAGES.closed}</span>}
        </h2>
        {open && (
          // Closing cannot be undone: it sits with the document it closes, away from "Ingresar
          // Stock" and smaller, and asks first (spec 001 §5).
          <Button
            size="sm"
            variant="secondary"
            className={styles.closeButton}
            loading={actions.closing}
            disabled={busy}
            onClick={actions.askClose}
          >
            {kind.closeLabel}
          </Button>
        )}
      </header>

      {closed && (
        <Button variant="secondary" loading={actions.printing} onClick={actions.reprint}>
          {STOCK_ENTRY_MESSAGES.reprint}
        </Button>
      )}

      {failure !== null && document === null && (
        <div className={styles.readFailed}>
          <p className={styles.readFailedText}>{failure}</p>
          <Button loading={reloading} onClick={() => void reload()}>
            {ACTION_LABELS.reload}
          </Button>
        </div>
      )}

      {open && (
        <StockEntryForm
          field={entry.field}
          barcode={entry.barcode}
          onBarcode={entry.setBarcode}
          quantity={entry.quantity}
          onQuantity={entry.setQuantity}
          onErase={entry.erase}
          onSubmit={entry.submit}
          adding={entry.adding}
          busy={busy}
        />
      )}

      {failure === null || document !== null ? (
        <Lines
          className={styles.lines}
          rows={rows}
          onClear={entry.onClear}
          loading={document === null}
          disabled={!open || busy}
          lastEntered={entry.lastEntered}
        />
      ) : null}

      {open && (
        // The primary action, at the bottom of the screen whatever the number of lines.
        <div className={styles.actionBar}>
          <Button
            size="lg"
            fullWidth
            loading={actions.entering}
            disabled={busy}
            onClick={actions.enterStock}
            data-main-action
          >
            {STOCK_ENTRY_LABELS.enterStock}
          </Button>
        </div>
      )}

      <ConfirmDialog
        open={pendingAdd !== null}
        message={
          pendingAdd ? confirmAddStockMessage(pendingAdd.quantity, pendingAdd.name, pendingAdd.ean) : ''
        }
        loading={entry.confirming}
        onCancel={entry.cancelAdd}
        onConfirm={entry.confirmAdd}
        // Answered either way, the barcode field is where the seller scans (or corrects) next.
        returnFocus={() => entry.field.current}
      />
      <ConfirmDialog
        open={actions.confirmClose}
        message={kind.closeQuestion}
        onCancel={actions.cancelClose}
        onConfirm={actions.close}
      />
      <ConfirmDialog
        open={actions.askPrint}
        message={STOCK_ENTRY_MESSAGES.printQuestion}
        confirmLabel={ACTION_LABELS.yes}
        cancelLabel={ACTION_LABELS.no}
        dismissible={false}
        loading={actions.printing}
        onCancel={actions.leaveWithoutPrint}
        onConfirm={actions.printAndLeave}
      />
    </div>
  );
}
