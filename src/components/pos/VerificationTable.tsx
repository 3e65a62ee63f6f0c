import { EXPRESS_DETAIL_LABELS } from '@/domain/expressMessages.ts';
import { ACTION_LABELS } from '@/domain/messages.ts';
import { formatThousands } from '@/domain/money';
import { Button } from '../ui/Button';
import { Skeleton } from '../ui/Skeleton';
import { StatusBadge, type StatusTone } from '../ui/StatusBadge';
import vh from '../ui/VisuallyHidden.module.css';
import styles from './Table.module.css';

export type VerificationRowState = 'pending' | 'partial' | 'verified' | 'over';

export interface VerificationRow {
  key: string;
  name: string;
  /** The pack's name when the row is one of a pack's products. */
  packName: string | null;
  expected: number;
  counted: number;
  state: VerificationRowState;
}

export interface VerificationTableProps {
  rows: readonly VerificationRow[];
  /** "Borrar": the row's count back to 0, to scan it again. */
  onClear: (key: string) => void;
  loading?: boolean;
  disabled?: boolean;
  /** The row the last scan counted on (highlighted). */
  lastKey?: string | null;
  /** false: no "Borrar" at all (an order already prepared has nothing to scan again). */
  clearable?: boolean;
}

const TONES: Record<VerificationRowState, StatusTone> = {
  pending: 'neutral',
  partial: 'warning',
  verified: 'success',
  over: 'error',
};

/** An express order's products to verify by EAN: Producto, Pedido, Verificado, Estado, Borrar. */
export function VerificationTable({
  rows,
  onClear,
  loading,
  disabled,
  lastKey = null,
  clearable = true,
}: VerificationTableProps) {
  return (
    <div className={styles.wrap}>
      <table className={`${styles.table} ${styles.stack}`} aria-busy={loading || undefined}>
        <caption className={vh.root}>{EXPRESS_DETAIL_LABELS.title}</caption>
        <thead>
          <tr>
            <th scope="col">{EXPRESS_DETAIL_LABELS.product}</th>
            <th scope="col" className={styles.num}>
              {EXPRESS_DETAIL_LABELS.expected}
            </th>
            <th scope="col" className={styles.num}>
              {EXPRESS_DETAIL_LABELS.counted}
            </th>
            <th scope="col">{EXPRESS_DETAIL_LABELS.state}</th>
          </tr>
        </thead>
        <tbody>
          {loading
            ? [0, 1, 2].map((i) => (
                <tr key={i}>
                  <td>
                    <Skeleton width="24ch" />
                  </td>
                  <td className={styles.num}>
                    <Skeleton width="4ch" />
                  </td>
                  <td className={styles.num}>
                    <Skeleton width="4ch" />
                  </td>
                  <td>
                    <Skeleton width="10ch" />
                  </td>
                </tr>
              ))
            : rows.map((r) => (
                <tr key={r.key} data-state={r.state} aria-current={r.key === lastKey ? 'true' : undefined}>
                  <td className={styles.lead}>
                    {r.name}
                    {r.packName && (
                      <span className={styles.sub}>{EXPRESS_DETAIL_LABELS.inPack(r.packName)}</span>
                    )}
                  </td>
                  <td className={styles.num} data-label={EXPRESS_DETAIL_LABELS.expected}>
                    {formatThousands(r.expected)}
                  </td>
                  <td className={styles.num} data-label={EXPRESS_DETAIL_LABELS.counted}>
                    <span className={styles.cellWithAction}>
                      {formatThousands(r.counted)}
                      {clearable && r.counted > 0 && (
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={disabled}
                          aria-label={`${ACTION_LABELS.erase} ${r.name}`}
                          onClick={() => onClear(r.key)}
                        >
                          {ACTION_LABELS.erase}
                        </Button>
                      )}
                    </span>
                  </td>
                  <td>
                    <StatusBadge status={TONES[r.state]}>{EXPRESS_DETAIL_LABELS.states[r.state]}</StatusBadge>
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
