import { useEffect, useRef } from 'react';
import { ACTION_LABELS, STOCK_ENTRY_LABELS } from '@/domain/messages.ts';
import { formatThousands } from '@/domain/money';
import { Button } from '../ui/Button';
import { cx } from '../ui/cx';
import { Skeleton } from '../ui/Skeleton';
import styles from './Table.module.css';

export interface StockRow {
  id: number | string;
  name: string;
  /** stock_to_enter */
  toEnter: number;
  /** current_stock */
  current: number;
}

export interface StockTableProps {
  rows: readonly StockRow[];
  /** "Borrar": set this row's quantity to enter to 0. */
  onClear: (id: StockRow['id']) => void;
  loading?: boolean;
  disabled?: boolean;
  /**
   * The lines scroll in their own region, named so, under column headers that stay in place: the
   * region takes the height its parent gives it (a long document on a screen that fits the window).
   */
  regionLabel?: string;
  /** Shown in place of the rows when there are none ("Sin productos" by default). */
  emptyText?: string;
  /**
   * The row the seller's last entry counted on: marked (`aria-current`) and scrolled into view in
   * its region. A new object for each entry, so the same line entered again is shown again even
   * after the seller scrolled away.
   */
  lastEntered?: LastEntered | null;
}

/** See StockTableProps.lastEntered. */
export interface LastEntered {
  id: StockRow['id'];
}

/** Lines of a stock document: Producto, Por ingresar (with "Borrar" when non-zero), Ingresado. */
export function StockTable({
  rows,
  onClear,
  loading,
  disabled,
  regionLabel,
  emptyText,
  lastEntered,
}: StockTableProps) {
  const body = useRef<HTMLTableSectionElement>(null);
  // Once per entry (not when the rows change for another reason, a Borrar, a filter): the row is
  // brought into view the least the region allows, below its column headers (scroll-margin).
  useEffect(() => {
    if (!lastEntered) return;
    body.current?.querySelector('tr[aria-current="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [lastEntered]);

  return (
    <div
      className={cx(styles.wrap, styles.contained, regionLabel !== undefined && styles.scroller)}
      // A region that scrolls is reached by the keyboard too, even when no row has a button.
      {...(regionLabel !== undefined && { role: 'region', 'aria-label': regionLabel, tabIndex: 0 })}
    >
      <table className={styles.table} aria-busy={loading || undefined}>
        <thead>
          <tr>
            <th scope="col">{STOCK_ENTRY_LABELS.product}</th>
            <th scope="col" className={styles.num}>
              {STOCK_ENTRY_LABELS.toEnter}
            </th>
            <th scope="col" className={styles.num}>
              {STOCK_ENTRY_LABELS.entered}
            </th>
          </tr>
        </thead>
        <tbody ref={body}>
          {loading
            ? [0, 1, 2, 3].map((i) => (
                <tr key={i}>
                  <td>
                    <Skeleton width="24ch" />
                  </td>
                  <td className={styles.num}>
                    <Skeleton width="6ch" />
                  </td>
                  <td className={styles.num}>
                    <Skeleton width="6ch" />
                  </td>
                </tr>
              ))
            : rows.map((r) => (
                <tr key={r.id} aria-current={r.id === lastEntered?.id || undefined}>
                  <td>{r.name}</td>
                  <td className={styles.num}>
                    <span className={styles.cellWithAction}>
                      {formatThousands(r.toEnter)}
                      <span className={styles.actionSlot}>
                        {r.toEnter !== 0 && (
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() => onClear(r.id)}
                            disabled={disabled}
                            aria-label={`Borrar cantidad por ingresar de ${r.name}`}
                          >
                            {ACTION_LABELS.erase}
                          </Button>
                        )}
                      </span>
                    </span>
                  </td>
                  <td className={styles.num}>{formatThousands(r.current)}</td>
                </tr>
              ))}
        </tbody>
      </table>
      {!loading && rows.length === 0 && <p className={styles.empty}>{emptyText ?? 'Sin productos'}</p>}
    </div>
  );
}
