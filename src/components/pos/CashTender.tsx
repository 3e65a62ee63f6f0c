import type { Ref } from 'react';
import { SERVER_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { Money } from '../ui/Money';
import styles from './CashTender.module.css';
import { MoneyInput } from './MoneyInput';

export interface CashTenderProps {
  /** The amount the customer handed over, integer CLP (0: nothing typed yet). */
  given: number;
  onGivenChange: (given: number) => void;
  /** The typed text is not an amount (MoneyInput's message); `given` was not changed. */
  onInvalid?: (message: string) => void;
  /** The change to hand back (domain `cashChange`: given minus amount, never below 0). */
  change: number;
  /** E.g. "El monto recibido es menor al monto a pagar". */
  error?: string | null;
  disabled?: boolean;
  /** Enter in the field: confirm the payment. */
  onEnter?: () => void;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A cash payment: the amount given (CLP with dots) and the change, large, below it. */
export function CashTender({
  given,
  onGivenChange,
  onInvalid,
  change,
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
        onEnter={onEnter}
      />
      <output className={styles.change} aria-live="polite" aria-label={SERVER_STEP_MESSAGES.change}>
        <span className={styles.changeLabel}>{SERVER_STEP_MESSAGES.change}</span>
        <Money amount={change} size="xl" />
      </output>
    </div>
  );
}
