import { type KeyboardEvent, type ReactNode, type Ref, useId } from 'react';
import { cleanRut, formatRut } from '@/domain/rut';
import { TextField } from '../ui/TextField';

/** Longest formatted RUT: "12.345.678-5" (12 characters). */
const RUT_MAX_CLEAN = 9;

/** Formats what a seller types as a RUT: "123456785" -> "12.345.678-5"; keeps digits and K only. */
export function formatRutInput(text: string): string {
  return formatRut(cleanRut(text).slice(0, RUT_MAX_CLEAN));
}

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
  hint?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  id?: string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

/** RUT field that formats as the seller types (dots and dash), digits and K only. */
export function RutInput({
  label = 'RUT',
  hideLabel,
  value,
  onChange,
  onEnter,
  error,
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
      maxLength={12}
      autoFocus={autoFocus}
      disabled={disabled}
      error={error}
      hint={hint}
      onChange={(e) => onChange(formatRutInput(e.target.value))}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Enter' && onEnter) {
          e.preventDefault();
          onEnter();
        }
      }}
    />
  );
}
