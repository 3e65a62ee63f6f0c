import type { DiscountSummary } from '@/domain/cart';
import { Money } from '../ui/Money';
import styles from './DiscountBreakdown.module.css';
import { DISCOUNT_LABELS, DISCOUNT_ORDER } from './labels';

export interface DiscountBreakdownProps {
  discounts: DiscountSummary;
  /** Hide the "Total descuentos" row (e.g. when a single kind applies). */
  hideTotal?: boolean;
}

/**
 * Discounts of the cart, one row per kind, amounts as "-$1.000". Zero rows are hidden; with no
 * discount at all nothing is rendered.
 */
export function DiscountBreakdown({ discounts, hideTotal }: DiscountBreakdownProps) {
  const rows = DISCOUNT_ORDER.filter((k) => discounts[k] > 0);
  if (rows.length === 0 && discounts.total <= 0) return null;
  return (
    <dl className={styles.root} aria-label="Descuentos">
      {rows.map((k) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt className={styles.label}>{DISCOUNT_LABELS[k]}</dt>
          <dd>
            <Money amount={discounts[k]} tone="discount" />
          </dd>
        </div>
      ))}
      {!hideTotal && (
        <div style={{ display: 'contents' }}>
          <dt className={`${styles.label} ${styles.total}`}>{DISCOUNT_LABELS.total}</dt>
          <dd className={styles.total}>
            <Money amount={discounts.total} tone="discount" />
          </dd>
        </div>
      )}
    </dl>
  );
}
