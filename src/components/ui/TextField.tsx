import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cx } from './cx';
import { Field, fieldStyles } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  hideLabel?: boolean;
  /** Error text under the field; also sets aria-invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Text shown inside the field before the value (e.g. "$"). */
  prefix?: string;
  /** Right-aligned tabular digits. */
  numeric?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** Labelled text input with an error line below it. */
export function TextField({
  label,
  hideLabel,
  error,
  hint,
  prefix,
  numeric,
  id,
  className,
  ref,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field id={inputId} label={label} hideLabel={hideLabel} error={error} hint={hint} className={className}>
      <div className={cx(fieldStyles.control, prefix && fieldStyles.withPrefix)}>
        {prefix && (
          <span className={fieldStyles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-message`}
          className={cx(fieldStyles.input, numeric && fieldStyles.numeric)}
          {...rest}
        />
      </div>
    </Field>
  );
}
