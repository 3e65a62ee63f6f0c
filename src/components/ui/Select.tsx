import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { cx } from './cx';
import { Field, fieldStyles } from './Field';

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<T extends string = string>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: ReactNode;
  hideLabel?: boolean;
  options: SelectOption<T>[];
  /** First option with an empty value, e.g. "SELECCIONAR ORDEN DE COMPRA". */
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
  /** The chosen option's value (one of `options`, typed as they are; the placeholder is ''). */
  onChange?: (value: T | '') => void;
  ref?: Ref<HTMLSelectElement>;
}

/** Native select (best on touch terminals) with label and error line. */
export function Select<T extends string = string>({
  label,
  hideLabel,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  onChange,
  ref,
  ...rest
}: SelectProps<T>) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <Field id={selectId} label={label} hideLabel={hideLabel} error={error} hint={hint} className={className}>
      <div className={fieldStyles.control}>
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${selectId}-message`}
          className={cx(fieldStyles.input, fieldStyles.select)}
          onChange={(e) => {
            const chosen = options.find((o) => o.value === e.target.value);
            onChange?.(chosen ? chosen.value : '');
          }}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </Field>
  );
}
