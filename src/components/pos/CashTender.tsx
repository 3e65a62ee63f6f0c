import type { Ref } from 'react';
import { SERVER_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { formatClp } from '@/domain/money';
import { Button } from '../ui/Button';
import { Money } from '../ui/Money';
import styles from './CashTender.module.css';
import { MoneyInput } from './MoneyInput';

export interface CashTenderProps {
  /** The amount typed, integer CLP (0: nothing typed yet, the field shows `placeholder`). */
  given: number;
  /** What the change is counted from (the typed amount, or the exact one when none); null: none. */
  received?: number | null;
  /** Shown in the empty field: the amount taken when nothing is typed. */
  placeholder?: string;
  onGivenChange: (given: number) => void;
  /** The typed text is not an amount (MoneyInput's message); `given` was not changed. */
  onInvalid?: (message: string) => void;
  /** The change to hand back (domain `cashChange`: given minus amount, never below 0). */
  change: number;
  /**
   * One tap each (domain `quickCashAmounts`): the exact amount first ("Monto exacto"), then the
   * common notes above it. The one equal to `received` shows pressed.
   */
  quickAmounts?: readonly number[];
  /** E.g. "El monto recibido es menor al monto a pagar". */
  error?: string | null;
  disabled?: boolean;
  /** Enter in the field: confirm the payment. */
  onEnter?: () => void;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A cash payment: the amount given (CLP with dots), the one-tap amounts, and the change, large,
 * below them.
 */
export function CashTender({
  given,
  received = given,
  placeholder,
  onGivenChange,
  onInvalid,
  change,
  quickAmounts = [],
  error,
  disabled,
  onEnter,
  autoFocus,
  ref,
}: CashTenderProps) {
  return (
    <div className={styles.root}>
      <MoneyInput
        ref={ref}
        label={SERVER_STEP_MESSAGES.cashGiven}
        value={given}
        onValueChange={onGivenChange}
        onInvalid={onInvalid}
        error={error ?? null}
        disabled={disabled}
        autoFocus={autoFocus}
        placeholder={placeholder}
        onEnter={onEnter}
      />
      {quickAmounts.length > 0 && (
        <div className={styles.quick} role="group" aria-label={SERVER_STEP_MESSAGES.cashQuickAmounts}>
          {quickAmounts.map((amount, i) => (
            <Button
              key={amount}
              variant={amount === received ? 'primary' : 'secondary'}
              className={styles.quickButton}
              aria-pressed={amount === received}
              onClick={() => onGivenChange(amount)}
              disabled={disabled}
            >
              {i === 0 ? SERVER_STEP_MESSAGES.cashExact : formatClp(amount)}
            </Button>
          ))}
        </div>
      )}
      <output className={styles.change} aria-live="polite" aria-label={SERVER_STEP_MESSAGES.change}>
        <span className={styles.changeLabel}>{SERVER_STEP_MESSAGES.change}</span>
        <Money amount={change} size="xl" />
      </output>
    </div>
  );
}
