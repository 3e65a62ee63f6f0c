import { useId, useMemo, useState } from 'react';
import { formatThousands } from '@/domain/money';
import { filterStockLines } from '@/domain/stockLineFilter';
import { STOCK_LABELS } from '@/domain/storeOpsMessages';
import { cx } from '../ui/cx';
import fieldStyles from '../ui/Field.module.css';
import styles from './StockLines.module.css';
import { type LastEntered, type StockRow, StockTable } from './StockTable';

export interface StockLineRow extends StockRow {
  /** The product's barcodes, comma-separated (the filter finds a line by any of them). */
  ean?: string | null;
}

export interface StockLinesProps {
  rows: readonly StockLineRow[];
  /** "Borrar": set this row's quantity to enter to 0. */
  onClear: (id: StockRow['id']) => void;
  loading?: boolean;
  disabled?: boolean;
  /** Its place in the screen (the screen gives it its height). */
  className?: string;
  /** The row the last entry counted on: marked and scrolled into view (StockTable). */
  lastEntered?: LastEntered | null;
}

/**
 * The lines of a stock document with a filter over them: "Filtrar productos" (by name or barcode,
 * whatever the accents and capitals), "N de M productos", and the table of the lines that match,
 * which scroll in their own region under their column headers. The filter only narrows what the
 * table shows: the rows given are never changed, and "Borrar" acts on the row it is in.
 */
export function StockLines({ rows, onClear, loading, disabled, className, lastEntered }: StockLinesProps) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterStockLines(rows, query), [rows, query]);
  const fieldId = useId();
  const countId = useId();
  const filtering = query.trim() !== '';

  return (
    <div className={cx(styles.lines, className)}>
      <div className={styles.filter}>
        <div className={styles.filterHead}>
          <label htmlFor={fieldId} className={fieldStyles.label}>
            {STOCK_LABELS.filter}
          </label>
          {!loading && (
            <span id={countId} className={styles.count} role="status">
              {STOCK_LABELS.filterCount(formatThousands(shown.length), formatThousands(rows.length))}
            </span>
          )}
        </div>
        <input
          id={fieldId}
          type="search"
          className={fieldStyles.input}
          value={query}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={loading ? undefined : countId}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <StockTable
        rows={shown}
        onClear={onClear}
        loading={loading}
        disabled={disabled}
        regionLabel={STOCK_LABELS.lines}
        emptyText={filtering ? STOCK_LABELS.filterNoMatch : undefined}
        lastEntered={lastEntered}
      />
    </div>
  );
}
