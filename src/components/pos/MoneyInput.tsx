import { type KeyboardEvent, type ReactNode, type Ref, useId, useState } from 'react';
import { formatClp, formatThousands, parseClp } from '@/domain/money';
import { TextField } from '../ui/TextField';

/** Error texts of MoneyInput (the spec shows none; chosen by this project). */
export const MONEY_INPUT_MESSAGES = {
  'not-a-number': 'Ingrese un monto válido',
  negative: 'El monto no puede ser negativo',
  'too-large': 'El monto es demasiado grande',
} as const;

/** Hint shown when the typed amount was lowered to `max`. */
export function cappedHint(max: number): string {
  return `Monto ajustado al máximo de ${formatClp(max)}`;
}

export interface MoneyInputProps {
  label: ReactNode;
  hideLabel?: boolean;
  /** Integer CLP; 0 shows an empty field with the placeholder "0". */
  value: number;
  /** Called with an integer CLP on every valid edit (empty = 0), already capped to `max`. */
  onValueChange: (value: number) => void;
  /** Called with the error text when the typed text is not an amount (value is not changed). */
  onInvalid?: (message: string) => void;
  /** Upper bound; a larger amount is lowered to it and a hint says so. */
  max?: number;
  /** An error from outside (wins over the hint). */
  error?: string | null;
  hint?: ReactNode;
  disabled?: boolean;
  /** Enter key: e.g. submit the screen. */
  onEnter?: () => void;
  id?: string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  /** Shown while the field is empty; "0" by default. */
  placeholder?: string;
}

/**
 * Money typed by a seller, decimal comma allowed ("12.345", "12345,5"). While focused it keeps
 * the text as typed; on blur it shows the amount with dot thousands. Invalid text keeps the
 * previous value and shows an error under the field.
 */
export function MoneyInput({
  label,
  hideLabel,
  value,
  onValueChange,
  onInvalid,
  max,
  error,
  hint,
  disabled,
  onEnter,
  id,
  name,
  ref,
  autoFocus,
  placeholder = '0',
}: MoneyInputProps) {
  const autoId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [capped, setCapped] = useState(false);
  // The amount changed from outside (a row paying the rest follows the total, a one-tap amount):
  // the field shows the new amount, not the text typed for the old one. While the field has the
  // focus, text that is not an amount stays, with its message.
  const [focused, setFocused] = useState(false);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    const typed = draft === null ? null : parseClp(draft);
    const invalid = typed !== null && !typed.ok && typed.reason !== 'empty';
    const typedAmount = typed === null || invalid ? value : typed.ok ? typed.value : 0;
    if (invalid && !focused) {
      setDraft(null);
      setLocalError(null);
    } else if (typedAmount !== value) {
      setDraft(focused ? formatThousands(value) : null);
      setCapped(false);
    }
  }
  const shown = draft ?? (value === 0 ? '' : formatThousands(value));

  const handleChange = (text: string) => {
    setDraft(text);
    const parsed = parseClp(text);
    if (!parsed.ok && parsed.reason !== 'empty') {
      const message = MONEY_INPUT_MESSAGES[parsed.reason];
      setLocalError(message);
      setCapped(false);
      onInvalid?.(message);
      return;
    }
    setLocalError(null);
    const amount = parsed.ok ? parsed.value : 0;
    if (max !== undefined && amount > max) {
      setCapped(true);
      setDraft(formatThousands(max));
      onValueChange(max);
      return;
    }
    setCapped(false);
    onValueChange(amount);
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && onEnter) {
      e.preventDefault();
      onEnter();
    }
  };

  return (
    <TextField
      ref={ref}
      id={id ?? autoId}
      name={name}
      label={label}
      hideLabel={hideLabel}
      value={shown}
      placeholder={placeholder}
      prefix="$"
      numeric
      inputMode="decimal"
      autoComplete="off"
      autoFocus={autoFocus}
      disabled={disabled}
      error={error || localError}
      hint={capped && max !== undefined ? cappedHint(max) : hint}
      onChange={(e) => handleChange(e.target.value)}
      onFocus={() => {
        setFocused(true);
        setDraft(shown);
      }}
      onBlur={() => {
        setFocused(false);
        if (!localError) setDraft(null);
      }}
      onKeyDown={handleKeyDown}
    />
  );
}
