import { useState } from 'react';
import { CashTender } from '@/components/pos/CashTender.tsx';
import { cashChange, quickCashAmounts, validateCashGiven } from '@/domain/checkoutCodes.ts';
import { SERVER_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { formatThousands } from '@/domain/money.ts';
import type { StepProps } from '../types.ts';
import { ServerStepCard } from './ServerStepCard.tsx';
import { useServerSettle } from './useServerSettle.ts';

/**
 * EFECTIVO: the amount the customer hands over and the change (paid minus total, never below 0);
 * settled with PATCH /api/payments/update/{id} {status: APROBADO}. An empty field is the exact
 * amount (its placeholder shows it, and Confirmar pago alone pays it); the exact amount and the
 * common notes above it are one tap each. An amount below the payment's, or text that is not an amount (the field's own
 * message), is refused here and nothing is sent.
 */
export function CashStep({ sale, payment, head, onApproved, onBusyChange }: StepProps) {
  const settle = useServerSettle({ sale, payment, kind: 'cash', onApproved, onBusyChange });
  const [given, setGiven] = useState(0);
  // Nothing typed (an empty field) is the exact amount: Confirmar pago alone pays it.
  const received = given > 0 ? given : payment.amount;
  const [error, setError] = useState<string | null>(null);
  // The field's text is not an amount ("3780x"): `given` still holds the last amount typed, which
  // must not be paid while the field shows something else.
  const [notAnAmount, setNotAnAmount] = useState<string | null>(null);

  const pay = () => {
    const invalid = notAnAmount ?? validateCashGiven(received, payment.amount);
    setError(invalid);
    if (invalid) return;
    void settle.settle(undefined);
  };

  return (
    <ServerStepCard head={head} settle={settle} primary={{ label: SERVER_STEP_MESSAGES.pay, onPress: pay }}>
      {(disabled) => (
        <CashTender
          given={given}
          onGivenChange={(value) => {
            setGiven(value);
            setNotAnAmount(null);
            setError(null);
            settle.clearFailure();
          }}
          onInvalid={(message) => {
            setNotAnAmount(message);
            setError(null);
            settle.clearFailure();
          }}
          change={notAnAmount ? 0 : cashChange(received, payment.amount)}
          received={notAnAmount ? null : received}
          placeholder={formatThousands(payment.amount)}
          quickAmounts={quickCashAmounts(payment.amount)}
          error={error}
          disabled={disabled}
          onEnter={pay}
          autoFocus
        />
      )}
    </ServerStepCard>
  );
}
