import { useState } from 'react';
import { CodeEntry } from '@/components/pos/CodeEntry.tsx';
import { validateTransferCodes } from '@/domain/checkoutCodes.ts';
import { SERVER_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { CODE_MESSAGES } from '@/domain/messages.ts';
import type { StepProps } from '../types.ts';
import { ServerStepCard } from './ServerStepCard.tsx';
import { useServerSettle } from './useServerSettle.ts';

/**
 * TRANSFERENCIA BANCARIA and OTRO (a voucher of a payment taken outside the POS): the code typed
 * twice ("Los códigos no son iguales" when they differ); PATCH /api/payments/deposit/{id}
 * {data: code, status: APROBADO}.
 */
function RepeatedCodeStep({ kind, ...props }: StepProps & { kind: 'transfer' | 'voucher' }) {
  const { sale, payment, head, onApproved, onBusyChange } = props;
  const settle = useServerSettle({ sale, payment, kind, onApproved, onBusyChange });
  const [code, setCode] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);

  const pay = () => {
    const invalid = validateTransferCodes(code, repeat);
    setError(invalid);
    if (invalid) return;
    void settle.settle(code);
  };
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
    settle.clearFailure();
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
              label:
                kind === 'transfer' ? SERVER_STEP_MESSAGES.transferCode : SERVER_STEP_MESSAGES.voucherCode,
              value: code,
              onChange: edit(setCode),
              error: error === CODE_MESSAGES.authCodeRequired ? error : null,
            },
            {
              name: 'repeat',
              label: SERVER_STEP_MESSAGES.repeatCode,
              value: repeat,
              onChange: edit(setRepeat),
              error: error === CODE_MESSAGES.codesDiffer ? error : null,
            },
          ]}
        />
      )}
    </ServerStepCard>
  );
}

export function TransferStep(props: StepProps) {
  return <RepeatedCodeStep {...props} kind="transfer" />;
}

export function VoucherStep(props: StepProps) {
  return <RepeatedCodeStep {...props} kind="voucher" />;
}
