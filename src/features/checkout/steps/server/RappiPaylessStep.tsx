import { useRef, useState } from 'react';
import { CodeEntry } from '@/components/pos/CodeEntry.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { validatePaylessBarcode } from '@/domain/checkoutCodes.ts';
import { SERVER_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { useBarcodeWedge } from '@/terminal/useBarcodeWedge.ts';
import type { StepProps } from '../types.ts';
import { ServerStepCard } from './ServerStepCard.tsx';
import { useServerSettle } from './useServerSettle.ts';

/**
 * RAPPI PAYLESS: the customer's barcode, typed, read by the handheld scanner (anywhere on the
 * page) or by the camera where the machine has one; POST /api/rappi-payless/new-order {barcode,
 * storeId, orderId}. A refusal shows the server's errorMessage and the PIN it sent for the
 * customer ("PIN: 4321").
 */
export function RappiPaylessStep({ sale, payment, head, terminal, onApproved, onBusyChange }: StepProps) {
  const settle = useServerSettle({ sale, payment, kind: 'rappiPayless', onApproved, onBusyChange });
  const [barcode, setBarcode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const pay = (value: string = barcode) => {
    const invalid = validatePaylessBarcode(value);
    setError(invalid);
    if (invalid) return;
    void settle.settle(value);
  };
  const scanned = (code: string) => {
    setBarcode(code);
    settle.clearFailure();
    pay(code);
  };

  // The handheld scanner types the code and Enter wherever the focus is: the code is taken whole.
  // Into the barcode field, the keys are the field's, and its Enter pays what it holds.
  useBarcodeWedge(scanned, { enabled: settle.phase === 'ready', ownField: field });

  const scanWithCamera = async () => {
    setScanning(true);
    try {
      const code = await terminal.scanBarcode();
      if (code) scanned(code);
    } finally {
      setScanning(false);
    }
  };

  return (
    <ServerStepCard
      head={head}
      settle={settle}
      primary={{ label: SERVER_STEP_MESSAGES.pay, onPress: () => pay() }}
    >
      {(disabled) => (
        <CodeEntry
          autoFocus
          disabled={disabled}
          onSubmit={() => pay()}
          fields={[
            {
              name: 'barcode',
              label: SERVER_STEP_MESSAGES.barcode,
              value: barcode,
              onChange: (value) => {
                setBarcode(value);
                setError(null);
                settle.clearFailure();
              },
              error,
              ref: field,
            },
          ]}
        >
          {terminal.hasCamera && (
            <Button
              variant="secondary"
              loading={scanning}
              disabled={disabled}
              onClick={() => void scanWithCamera()}
            >
              {SERVER_STEP_MESSAGES.scanWithCamera}
            </Button>
          )}
        </CodeEntry>
      )}
    </ServerStepCard>
  );
}
