import { cx } from '../ui/cx';
import { PRICE_BADGE_LABELS, type PriceBadgeKind } from './labels';
import styles from './PriceBadge.module.css';

export interface PriceBadgeProps {
  kind: PriceBadgeKind | 'pack';
  /** Overrides the default label. */
  children?: string;
}

/** Small label for a price kind (club, mayorista, sellout, recomendado) or a pack. */
export function PriceBadge({ kind, children }: PriceBadgeProps) {
  const text = children ?? (kind === 'pack' ? 'Pack' : PRICE_BADGE_LABELS[kind]);
  return <span className={cx(styles.root, styles[kind])}>{text}</span>;
}
