import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import styles from './Button.module.css';
import { cx } from './cx';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner in place of the label (same size), disables the button and sets aria-busy. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The button and the label the first tap of the current run of taps landed on. */
let firstTap: { button: HTMLButtonElement; label: string } | null = null;

/**
 * Whether a click is a tap the seller aimed at this button. The browser counts quick taps at one
 * place as one run (click 2, 3... in `detail`), on whatever is there when each lands: when a tap's
 * answer puts another button in the place tapped (Generar boleta, then Imprimir boleta; Imprimir,
 * then Iniciar nueva venta), the second tap of a double tap lands on a button the seller never
 * saw. A later tap of a run counts only on the button, with the label, its first tap hit; a first
 * tap (1) and a click from the keyboard (0) always count.
 */
export function tapIsAimed(button: HTMLButtonElement, clickCount: number): boolean {
  const label = button.textContent ?? '';
  if (clickCount <= 1) {
    firstTap = { button, label };
    return true;
  }
  return firstTap !== null && firstTap.button === button && firstTap.label === label;
}

/**
 * Button with a touch target of at least 48 px. type defaults to "button". The second tap of a
 * double tap whose first tap hit another button (or this one with another label) is ignored
 * (`tapIsAimed`).
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  disabled,
  className,
  children,
  type = 'button',
  ref,
  onClick,
  ...rest
}: ButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (!tapIsAimed(event.currentTarget, event.detail)) {
      // Not submitted either: a submit button's default action is the form's.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(
        styles.root,
        styles[variant],
        size !== 'md' && styles[size],
        fullWidth && styles.fullWidth,
        loading && styles.loading,
        className,
      )}
      {...rest}
      onClick={click}
    >
      <span className={styles.label}>
        {icon}
        {children}
      </span>
      {loading && (
        <span className={styles.spinner}>
          <Spinner size="sm" label={null} />
        </span>
      )}
    </button>
  );
}
