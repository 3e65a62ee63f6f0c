import type { DiscountSummary } from '@/domain/cart';
import { SALE_LABELS } from '@/domain/messages.ts';
import { formatThousands } from '@/domain/money';
import { Money } from '../ui/Money';
import { Skeleton } from '../ui/Skeleton';
import styles from './CartSummary.module.css';
import { DiscountBreakdown } from './DiscountBreakdown';

export interface CartSummaryProps {
  subtotal: number;
  discounts: DiscountSummary;
  total: number;
  /** Usable points of a member (cash + points - reserved); null/undefined hides the row. */
  availablePoints?: number | null;
  /** Amounts are being recalculated: skeletons of the same size. */
  loading?: boolean;
}

/** Subtotal, discount breakdown, large total and available points. */
export function CartSummary({ subtotal, discounts, total, availablePoints, loading }: CartSummaryProps) {
  return (
    <section className={styles.root} aria-label="Resumen de la compra" aria-busy={loading || undefined}>
      <div className={styles.row}>
        <span>Subtotal</span>
        {loading ? <Skeleton width="8ch" /> : <Money amount={subtotal} />}
      </div>
      <DiscountBreakdown discounts={discounts} />
      <div className={`${styles.row} ${styles.totalRow}`}>
        <span className={styles.totalLabel}>{SALE_LABELS.total}</span>
        {loading ? (
          <Skeleton width="6em" height="var(--font-size-3xl)" />
        ) : (
          <Money amount={total} size="xl" />
        )}
      </div>
      {availablePoints !== undefined && availablePoints !== null && (
        <div className={`${styles.row} ${styles.points}`}>
          <span>Puntos disponibles</span>
          <span className={styles.pointsValue}>{formatThousands(availablePoints)}</span>
        </div>
      )}
    </section>
  );
}
