import { type FormEvent, type RefObject, useId, useState } from 'react';
import { Button } from '@/components/ui/Button.tsx';
import fieldStyles from '@/components/ui/Field.module.css';
import { ACTION_LABELS, SCAN_WITH_CAMERA, STOCK_ENTRY_LABELS } from '@/domain/messages.ts';
import { stepStockQuantity, typedStockQuantity } from '@/domain/stockEntry.ts';
import { STOCK_LABELS } from '@/domain/storeOpsMessages.ts';
import { useTerminal } from '@/terminal/react.tsx';
import styles from './StockEntry.module.css';

export interface StockEntryFormProps {
  field: RefObject<HTMLInputElement | null>;
  barcode: string;
  onBarcode: (code: string) => void;
  quantity: number | null;
  onQuantity: (update: (previous: number | null) => number | null) => void;
  onErase: () => void;
  onSubmit: () => void;
  /** "Agregar Producto" is asking the product by EAN. */
  adding: boolean;
  /** Another action of the document is in flight. */
  busy: boolean;
}

/**
 * The entry form of an open stock document (spec 001 §5, §7): the barcode (typed, the camera),
 * the quantity with its − and + (below 100000), "Borrar", and "Agregar Producto".
 */
export function StockEntryForm({
  field,
  barcode,
  onBarcode,
  quantity,
  onQuantity,
  onErase,
  onSubmit,
  adding,
  busy,
}: StockEntryFormProps) {
  const terminal = useTerminal();
  const [scanning, setScanning] = useState(false);
  const barcodeId = useId();
  const quantityId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className={styles.entryForm} onSubmit={submit} noValidate>
      {/* No message line under it (a wrong code is a toast): the form keeps to its height. */}
      <div className={styles.formField}>
        <label htmlFor={barcodeId} className={fieldStyles.label}>
          {STOCK_ENTRY_LABELS.barcode}
        </label>
        <input
          ref={field}
          id={barcodeId}
          className={fieldStyles.input}
          value={barcode}
          inputMode="numeric"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the seller's next step on this screen is a scan into this field
          autoFocus
          onChange={(event) => onBarcode(event.target.value.trim())}
        />
      </div>
      <div className={styles.formField}>
        <label htmlFor={quantityId} className={fieldStyles.label}>
          {STOCK_LABELS.quantity}
        </label>
        <div className={styles.quantity} role="group" aria-label={STOCK_LABELS.quantity}>
          <Button
            type="button"
            variant="secondary"
            aria-label={STOCK_LABELS.decrease}
            onClick={() => onQuantity((q) => stepStockQuantity(q, -1))}
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
              onQuantity((q) => typedStockQuantity(text, q));
            }}
          />
          <Button
            type="button"
            variant="secondary"
            aria-label={STOCK_LABELS.increase}
            onClick={() => onQuantity((q) => stepStockQuantity(q, 1))}
          >
            +
          </Button>
        </div>
      </div>
      <div className={styles.formActions}>
        <Button type="button" variant="ghost" size="sm" onClick={onErase}>
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
                  if (code) onBarcode(code.trim());
                })
                .finally(() => setScanning(false));
            }}
          >
            {SCAN_WITH_CAMERA}
          </Button>
        )}
        <Button type="submit" loading={adding} disabled={busy && !adding}>
          {STOCK_ENTRY_LABELS.addProduct}
        </Button>
      </div>
    </form>
  );
}
