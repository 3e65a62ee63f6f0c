import { RETURN_LABELS } from '@/domain/returnsMessages.ts';
import { Checkbox } from '../ui/Checkbox';
import styles from './CashMovementChoice.module.css';

export interface CashMovementChoiceProps {
  /** true: cash goes back to the customer; false: no cash movement; null: not chosen yet. */
  value: boolean | null;
  onChange: (value: boolean | null) => void;
  /** "Debe seleccionar una opción de movimiento de efectivo". */
  error?: string | null;
  disabled?: boolean;
}

/** The return's cash movement: two checkboxes, at most one ticked (spec 000 §5). */
export function CashMovementChoice({ value, onChange, error, disabled }: CashMovementChoiceProps) {
  return (
    <fieldset
      className={styles.root}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'cash-movement-error' : undefined}
    >
      <legend className={styles.legend}>{RETURN_LABELS.cashMovement}</legend>
      <Checkbox
        label={RETURN_LABELS.cashYes}
        checked={value === true}
        disabled={disabled}
        onChange={(checked) => onChange(checked ? true : null)}
      />
      <Checkbox
        label={RETURN_LABELS.cashNo}
        checked={value === false}
        disabled={disabled}
        onChange={(checked) => onChange(checked ? false : null)}
      />
      {error && (
        <p id="cash-movement-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
