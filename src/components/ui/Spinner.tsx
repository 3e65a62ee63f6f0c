import { cx } from './cx';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible text; defaults to "Cargando". Pass null when a parent already announces the wait. */
  label?: string | null;
  className?: string;
}

/** Indeterminate progress. With a label it is a live status; with label null it is decorative. */
export function Spinner({ size = 'md', label = 'Cargando', className }: SpinnerProps) {
  if (label === null) {
    return <span aria-hidden="true" className={cx(styles.root, styles[size], className)} />;
  }
  return <span role="status" aria-label={label} className={cx(styles.root, styles[size], className)} />;
}
