import { useState } from 'react';
import { CodeEntry } from '@/components/pos/CodeEntry.tsx';
import { validateDepositCode } from '@/domain/checkoutCodes.ts';
import { SERVER_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import type { StepProps } from '../types.ts';
import { ServerStepCard } from './ServerStepCard.tsx';
import { useServerSettle } from './useServerSettle.ts';

function labelOf(type: StepProps['payment']['payment_type']): string {
  if (type === 'RAPPI TURBO') return SERVER_STEP_MESSAGES.rappiCode;
  if (type === 'NOTA DE CREDITO') return SERVER_STEP_MESSAGES.creditNoteCode;
  return SERVER_STEP_MESSAGES.depositCode;
}

/**
 * RAPPI TURBO, GOODMEAL, NOTA DE CREDITO: the platform's (or the credit note's) code once,
 * required; PATCH /api/payments/deposit/{id} {data: code, status: APROBADO}.
 */
export function DepositStep({ sale, payment, head, onApproved, onBusyChange }: StepProps) {
  const settle = useServerSettle({ sale, payment, kind: 'deposit', onApproved, onBusyChange });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const pay = () => {
    const invalid = validateDepositCode(payment.payment_type, code);
    setError(invalid);
    if (invalid) return;
    void settle.settle(code);
  };

  return (
    <ServerStepCard head={head} settle={settle} primary={{ label: SERVER_STEP_MESSAGES.pay, onPress: pay }}>
      {(disabled) => (
        <CodeEntry
          autoFocus
          disabled={disabled}
          onSubmit={pay}
          fields={[
            {
              name: 'code',
              label: labelOf(payment.payment_type),
              value: code,
              onChange: (value) => {
                setCode(value);
                setError(null);
                settle.clearFailure();
              },
              error,
            },
          ]}
        />
      )}
    </ServerStepCard>
  );
}
