import { useState } from 'react';
import { CodeEntry } from '@/components/pos/CodeEntry.tsx';
import {
  type CornershopErrors,
  type PlatformEndpoint,
  platformEndpoint,
  validateCornershop,
  validatePlatformStepCode,
} from '@/domain/checkoutCodes.ts';
import { SERVER_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import type { StepProps } from '../types.ts';
import { ServerStepCard } from './ServerStepCard.tsx';
import { useServerSettle } from './useServerSettle.ts';

const LABEL: Record<PlatformEndpoint, string> = {
  rappi: SERVER_STEP_MESSAGES.rappiCode,
  ubereats: SERVER_STEP_MESSAGES.uberEatsCode,
  pedidosya: SERVER_STEP_MESSAGES.pedidosYaCode,
};

/** The body every platform call carries (spec 001 §7). */

/**
 * RAPPI, UBEREATS, PEDIDOSYA: the platform's order code ("Por favor ingrese Código Rappi" when
 * empty, "Código incompleto" under 8 for Rappi and 10 for PedidosYa); POST
 * /api/payments/{platform}/new.
 */
export function PlatformStep(props: StepProps) {
  const { sale, payment, head, onApproved, onBusyChange } = props;
  const settle = useServerSettle({ sale, payment, kind: 'platform', onApproved, onBusyChange });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const endpoint = platformEndpoint(payment.payment_type) ?? 'rappi';

  const pay = () => {
    const invalid = validatePlatformStepCode(payment.payment_type, code);
    setError(invalid);
    if (invalid) return;
    void settle.settle({ code, provider: props.terminal.provider });
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
              label: LABEL[endpoint],
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

/**
 * CORNERSHOP: its order code ("Por favor ingrese Código Cornershop") and the Transbank code
 * ("Debe ingresar un codigo"); POST /api/payments/cornershop/new with transbank_code.
 */
export function CornershopStep(props: StepProps) {
  const { sale, payment, head, onApproved, onBusyChange } = props;
  const settle = useServerSettle({ sale, payment, kind: 'cornershop', onApproved, onBusyChange });
  const [code, setCode] = useState('');
  const [transbankCode, setTransbankCode] = useState('');
  const [errors, setErrors] = useState<CornershopErrors | null>(null);

  const pay = () => {
    const invalid = validateCornershop(code, transbankCode);
    setErrors(invalid);
    if (invalid) return;
    void settle.settle({ code, transbankCode, provider: props.terminal.provider });
  };
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors(null);
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
              label: SERVER_STEP_MESSAGES.cornershopCode,
              value: code,
              onChange: edit(setCode),
              error: errors?.code ?? null,
            },
            {
              name: 'transbank_code',
              label: SERVER_STEP_MESSAGES.authorizationCode,
              value: transbankCode,
              onChange: edit(setTransbankCode),
              error: errors?.transbankCode ?? null,
              inputMode: 'numeric',
            },
          ]}
        />
      )}
    </ServerStepCard>
  );
}
