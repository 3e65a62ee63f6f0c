import { useId } from 'react';
import { DOCUMENT_TYPE, SALE_LABELS } from '@/domain/messages.ts';
import styles from './DocumentTypeToggle.module.css';

export type DocumentType = 'boleta' | 'factura';

export interface DocumentTypeToggleProps {
  /** null: not chosen yet ("Falta elegir tipo de documento"). */
  value: DocumentType | null;
  onChange: (value: DocumentType) => void;
  disabled?: boolean;
  /** Group label; "Tipo de documento". */
  label?: string;
}

const OPTIONS: Array<{ value: DocumentType; label: string }> = [
  { value: 'boleta', label: SALE_LABELS.boleta },
  { value: 'factura', label: SALE_LABELS.factura },
];

/** Boleta / Factura as a two-option radio group (arrow keys move between them). */
export function DocumentTypeToggle({
  value,
  onChange,
  disabled,
  label = DOCUMENT_TYPE,
}: DocumentTypeToggleProps) {
  const name = useId();
  return (
    <fieldset className={styles.root} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.options}>
        {OPTIONS.map((o) => (
          <div key={o.value} className={styles.option}>
            <input
              id={`${name}-${o.value}`}
              className={styles.input}
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            <label htmlFor={`${name}-${o.value}`} className={styles.label}>
              <span className={styles.check} aria-hidden="true">
                ✓
              </span>
              {o.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
