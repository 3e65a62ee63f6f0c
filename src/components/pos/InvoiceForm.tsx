import type { KeyboardEvent } from 'react';
import { INVOICE_FORM_LABELS } from '@/domain/checkoutMessages';
import type { InvoiceData, InvoiceField } from '@/domain/invoice';
import { ACTION_LABELS } from '@/domain/messages';
import { Button } from '../ui/Button';
import { cx } from '../ui/cx';
import { TextField } from '../ui/TextField';
import styles from './InvoiceForm.module.css';
import { RutInput } from './RutInput';

/** The five company fields in screen order (the RUT is above them, with its search). */
const COMPANY_FIELDS = ['company', 'activity', 'city', 'commune', 'address'] as const;

export interface InvoiceFormProps {
  /** The form element's id: a submit button elsewhere (the action bar) points at it. */
  id: string;
  values: InvoiceData;
  /** Called with the field's new text (the RUT already formatted as the seller types). */
  onChange: (field: InvoiceField, value: string) => void;
  /** "Buscar" (or Enter in the RUT field): look the RUT up. */
  onSearch: () => void;
  /** Continuar (or Enter in a company field). */
  onSubmit: () => void;
  /** The RUT search is in flight: the search button spins and ignores taps. */
  searching?: boolean;
  /** Under the RUT field: its error ("Debe ingresar un rut válido") or the search's failure. */
  rutError?: string | null;
  /** Under the RUT field when there is no error (e.g. the search filled the fields). */
  rutHint?: string | null;
  /** The form's message above the fields' end ("Debe rellenar todos los campos"). */
  message?: string | null;
  /** Fields marked invalid (red border, aria-invalid). */
  invalid?: readonly InvoiceField[];
  /** Each input, for the screen to move the focus. */
  inputRef?: (field: InvoiceField, element: HTMLInputElement | null) => void;
  /** Focus the RUT field on mount. */
  autoFocus?: boolean;
}

/**
 * Invoice data (spec 001 §2 /factura, §3 "Invoice data"): the RUT with its search button, then
 * company name, activity, city, commune and address. Presentational: the screen owns the values,
 * the validation and the search. Enter in the RUT field searches; Enter in any other field submits.
 */
export function InvoiceForm({
  id,
  values,
  onChange,
  onSearch,
  onSubmit,
  searching = false,
  rutError,
  rutHint,
  message,
  invalid = [],
  inputRef,
  autoFocus,
}: InvoiceFormProps) {
  const submitOnEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onSubmit();
    }
  };
  return (
    <form
      id={id}
      className={styles.card}
      noValidate
      aria-label={INVOICE_FORM_LABELS.title}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <div className={styles.rutRow}>
        <RutInput
          ref={(el) => inputRef?.('rut', el)}
          id={`${id}-rut`}
          name="rut"
          value={values.rut}
          onChange={(formatted) => onChange('rut', formatted)}
          onEnter={onSearch}
          error={rutError}
          invalid={invalid.includes('rut')}
          hint={rutHint}
          autoFocus={autoFocus}
        />
        <div className={styles.search}>
          <Button
            variant="secondary"
            loading={searching}
            aria-label={INVOICE_FORM_LABELS.searchRut}
            onClick={onSearch}
          >
            {ACTION_LABELS.search}
          </Button>
        </div>
      </div>
      <div className={styles.fields}>
        {COMPANY_FIELDS.map((field) => (
          <TextField
            key={field}
            ref={(el) => inputRef?.(field, el)}
            id={`${id}-${field}`}
            name={field}
            className={cx(field === 'address' && styles.wide)}
            label={INVOICE_FORM_LABELS[field]}
            value={values[field]}
            autoComplete="off"
            aria-invalid={invalid.includes(field) || undefined}
            onChange={(e) => onChange(field, e.target.value)}
            onKeyDown={submitOnEnter}
          />
        ))}
      </div>
      <div className={styles.alert} aria-live="polite">
        {message && (
          <p role="alert" className={styles.alertBox}>
            {message}
          </p>
        )}
      </div>
    </form>
  );
}
