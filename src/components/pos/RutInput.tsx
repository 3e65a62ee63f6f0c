import { type KeyboardEvent, type ReactNode, type Ref, useId } from 'react';
import { formatRutTyping } from '@/domain/rut';
import { TextField } from '../ui/TextField';

export interface RutInputProps {
  label?: ReactNode;
  hideLabel?: boolean;
  /** The formatted RUT ("12.345.678-5") or the partial text while typing. */
  value: string;
  /** Called with the formatted text on every keystroke. */
  onChange: (formatted: string) => void;
  /** Enter key submits. */
  onEnter?: () => void;
  /** Error text slot, e.g. "Rut inválido" or "El RUT ingresado no es válido". */
  error?: string | null;
  /** Marks the field invalid without a message of its own (the form shows one message). */
  invalid?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  id?: string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * RUT field that formats as the seller types (dots and dash) with the domain's `formatRutTyping`.
 * It never drops or cuts what was typed: a stray character stays visible, and the screen's
 * validation (`isValidRut`, the same for login, entry and invoice) rejects it with its message.
 */
export function RutInput({
  label = 'RUT',
  hideLabel,
  value,
  onChange,
  onEnter,
  error,
  invalid,
  hint,
  disabled,
  autoFocus,
  id,
  name,
  ref,
}: RutInputProps) {
  const autoId = useId();
  return (
    <TextField
      ref={ref}
      id={id ?? autoId}
      name={name}
      label={label}
      hideLabel={hideLabel}
      value={value}
      placeholder="12.345.678-5"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      inputMode="text"
      autoFocus={autoFocus}
      disabled={disabled}
      error={error}
      {...(invalid ? { 'aria-invalid': true } : {})}
      hint={hint}
      onChange={(e) => onChange(formatRutTyping(e.target.value, value))}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Enter' && onEnter) {
          e.preventDefault();
          onEnter();
        }
      }}
    />
  );
}
