import { useId, useState } from 'react';
import type { DiscountSummary } from '@/domain/cart';
import { SALE_LABELS } from '@/domain/messages.ts';
import { formatThousands } from '@/domain/money';
import { DisclosureButton } from '../ui/DisclosureButton';
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
  /**
   * The amounts shown may still move (the server's promotions of the cart on screen have not
   * answered): the region says it is busy (aria-busy), with nothing drawn differently.
   */
  settling?: boolean;
}

/**
 * The large total, always shown; subtotal and discount breakdown behind a toggle that shows the
 * discounts' sum (the cart's block above the actions stays short on the terminal); available
 * points.
 */
export function CartSummary({
  subtotal,
  discounts,
  total,
  availablePoints,
  loading,
  settling,
}: CartSummaryProps) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const discounted = discounts.total > 0;
  const points = availablePoints !== undefined && availablePoints !== null;
  return (
    <section
      className={styles.root}
      aria-label="Resumen de la compra"
      aria-busy={loading || settling || undefined}
    >
      <div className={`${styles.row} ${styles.totalRow}`}>
        <span className={styles.totalLabel}>{SALE_LABELS.total}</span>
        {loading ? (
          <Skeleton width="6em" height="var(--font-size-3xl)" />
        ) : (
          <Money amount={total} size="xl" />
        )}
      </div>
      {(discounted || points) && (
        <div className={styles.extras}>
          {discounted && (
            <DisclosureButton expanded={open} controls={detailId} onToggle={() => setOpen((o) => !o)}>
              <span className={styles.word}>Descuentos</span>{' '}
              <Money amount={discounts.total} size="sm" tone="discount" />
            </DisclosureButton>
          )}
          {points && (
            <p className={styles.points}>
              <span>Puntos disponibles</span>
              <span className={styles.pointsValue}>{formatThousands(availablePoints)}</span>
            </p>
          )}
        </div>
      )}
      {/* In the page while closed (hidden): opening it moves only what is below it. */}
      <div id={detailId} className={styles.detail} hidden={!(open && discounted)}>
        <div className={styles.row}>
          <span>Subtotal</span>
          {loading ? <Skeleton width="8ch" /> : <Money amount={subtotal} />}
        </div>
        <DiscountBreakdown discounts={discounts} />
      </div>
    </section>
  );
}
