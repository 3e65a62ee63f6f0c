import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './StatusBadge.module.css';

export type StatusTone = 'success' | 'warning' | 'error' | 'pending' | 'neutral';

/**
 * One mark per tone, beside the word. Pending is a clock, not an ellipsis: "… PENDIENTE" read as
 * a text cut short.
 */
const ICONS: Record<StatusTone, string> = {
  success: '✓',
  warning: '!',
  error: '✕',
  pending: '◷',
  neutral: '•',
};

export interface StatusBadgeProps {
  status: StatusTone;
  /** The status in words; required, so the status never relies on colour alone. */
  children: ReactNode;
  className?: string;
}

/** Coloured pill with an icon and text. */
export function StatusBadge({ status, children, className }: StatusBadgeProps) {
  return (
    <span className={cx(styles.root, styles[status], className)} data-status={status}>
      <span className={styles.icon} aria-hidden="true">
        {ICONS[status]}
      </span>
      {children}
    </span>
  );
}
