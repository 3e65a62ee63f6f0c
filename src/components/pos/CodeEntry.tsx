import type { FormEvent, ReactNode, Ref } from 'react';
import { TextField } from '../ui/TextField';
import styles from './CodeEntry.module.css';

export interface CodeEntryField {
  /** Stable key and input name. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The error under this field (e.g. "Los códigos no son iguales"). */
  error?: string | null;
  /** "numeric" for codes made of digits (SMS code, authorisation code). */
  inputMode?: 'text' | 'numeric';
  ref?: Ref<HTMLInputElement>;
}

export interface CodeEntryProps {
  /** One field per code the step asks for, in order (e.g. the code and the code again). */
  fields: readonly CodeEntryField[];
  /** Enter in any field. */
  onSubmit: () => void;
  disabled?: boolean;
  /** Focus the first field when shown (the code is what the seller needs next). */
  autoFocus?: boolean;
  /** Extra controls after the fields (e.g. a camera button). */
  children?: ReactNode;
}

/**
 * The codes a payment step asks for (transfer code twice, platform code, barcode, SMS code):
 * labelled text fields with their own error line; Enter submits. Nothing is autocompleted or
 * spell-checked: codes are not words.
 */
export function CodeEntry({ fields, onSubmit, disabled, autoFocus, children }: CodeEntryProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) onSubmit();
  };
  return (
    <form className={styles.root} onSubmit={submit} noValidate>
      {fields.map((field, i) => (
        <TextField
          key={field.name}
          ref={field.ref}
          name={field.name}
          label={field.label}
          value={field.value}
          error={field.error ?? null}
          inputMode={field.inputMode ?? 'text'}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus={autoFocus && i === 0}
          disabled={disabled}
          onChange={(e) => field.onChange(e.target.value)}
        />
      ))}
      {children}
      {/* Enter submits the form from any field; the step's own button is outside the form. */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
    </form>
  );
}
