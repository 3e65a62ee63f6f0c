import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './Field.module.css';
import vh from './VisuallyHidden.module.css';

export { styles as fieldStyles };

export interface FieldProps {
  id: string;
  label: ReactNode;
  /** Hide the label visually (it still names the control). */
  hideLabel?: boolean;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * Label + control + one reserved message line (error wins over hint). The error line has
 * id `${id}-message`; controls point aria-describedby at it.
 */
export function Field({ id, label, hideLabel, error, hint, className, children }: FieldProps) {
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={cx(styles.label, hideLabel && vh.root)}>
        {label}
      </label>
      {children}
      <div id={`${id}-message`} className={cx(styles.message, error && styles.error)} aria-live="polite">
        {error ? (
          <>
            <span aria-hidden="true">⚠ </span>
            {error}
          </>
        ) : (
          hint
        )}
      </div>
    </div>
  );
}
