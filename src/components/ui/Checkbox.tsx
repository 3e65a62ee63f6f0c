import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './Checkbox.module.css';
import { cx } from './cx';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  label: ReactNode;
  onChange?: (checked: boolean) => void;
  ref?: Ref<HTMLInputElement>;
}

/** Native checkbox with a 48 px tall clickable label. */
export function Checkbox({ label, onChange, className, disabled, ref, ...rest }: CheckboxProps) {
  return (
    <label className={cx(styles.root, disabled && styles.disabled, className)}>
      <input
        ref={ref}
        type="checkbox"
        className={styles.input}
        disabled={disabled}
        onChange={(e) => onChange?.(e.target.checked)}
        {...rest}
      />
      <span>{label}</span>
    </label>
  );
}
