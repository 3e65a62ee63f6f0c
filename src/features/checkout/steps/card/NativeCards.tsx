import { useState } from 'react';
import { StepCard } from '@/components/pos/StepCard.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { smartPosBlocker } from '@/domain/cardPayment.ts';
import { CARD_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { ACTION_LABELS } from '@/domain/messages.ts';
import { hasSmartPosKeys } from '@/terminal/cookies.ts';
import type { StepProps } from '../types.ts';
import type { NativeProvider } from './nativeRecord.ts';
import { type CardFailure, TransbankCodeAction } from './shared.tsx';

/** An approved card being recorded; Reintentar records it again unless the server said "reset". */
export function RecordingCard({
  head,
  failure,
  onRecordAgain,
}: {
  head: StepProps['head'];
  failure: CardFailure | null;
  /** Null when nothing is kept to record again. */
  onRecordAgain: (() => void) | null;
}) {
  return (
    <StepCard
      {...head}
      status={failure ? 'error' : 'paying'}
      progress={failure ? null : { kind: 'polling', label: CARD_STEP_MESSAGES.recording }}
      {...(failure ? { message: failure.message } : {})}
      actions={
        failure?.canRetry &&
        onRecordAgain && (
          <Button onClick={onRecordAgain} data-main-action>
            {ACTION_LABELS.retry}
          </Button>
        )
      }
    />
  );
}

/** The card waiting on the machine, with its "Cancelar pago" once offered. */
export function WaitingMachineCard({
  head,
  cancel,
}: {
  head: StepProps['head'];
  cancel: { shown: boolean; cancelling: boolean; notice: string | null; cancel: () => void };
}) {
  return (
    <StepCard
      {...head}
      status="paying"
      progress={{ kind: 'polling', label: CARD_STEP_MESSAGES.waitingMachine }}
      {...(cancel.notice ? { message: cancel.notice } : {})}
      actions={
        cancel.shown && (
          <Button variant="danger" loading={cancel.cancelling} onClick={cancel.cancel}>
            {CARD_STEP_MESSAGES.cancelPayment}
          </Button>
        )
      }
    />
  );
}

/**
 * The card before a charge: SmartPOS keys and store checked first, "Cobrar con tarjeta" (or
 * Reintentar after a failure the server did not answer with "reset"), and the Transbank code.
 */
export function PayCard({
  provider,
  sale,
  head,
  failure,
  codeOpen,
  onStart,
  code,
}: Pick<StepProps, 'sale' | 'head'> & {
  provider: NativeProvider;
  failure: CardFailure | null;
  codeOpen: boolean;
  onStart: () => void;
  code: Parameters<typeof TransbankCodeAction>[0];
}) {
  const [, recheck] = useState(0);
  const blocker =
    provider === 'smartPos'
      ? smartPosBlocker({
          keysLoaded: hasSmartPosKeys(),
          storeEnabled: sale.store.tbk_smart_pos_active === true,
        })
      : null;
  const shown = failure ?? (blocker ? { message: blocker, canRetry: true, status: 'error' as const } : null);
  return (
    <StepCard
      {...head}
      status={shown?.status ?? 'pending'}
      {...(shown ? { message: shown.message } : {})}
      actions={
        <>
          {!codeOpen &&
            (blocker ? (
              <Button onClick={() => recheck((n) => n + 1)} data-main-action>
                {ACTION_LABELS.retry}
              </Button>
            ) : failure === null ? (
              <Button onClick={onStart} data-main-action>
                {CARD_STEP_MESSAGES.pay}
              </Button>
            ) : (
              failure.canRetry && (
                <Button onClick={onStart} data-main-action>
                  {ACTION_LABELS.retry}
                </Button>
              )
            ))}
          <TransbankCodeAction {...code} />
        </>
      }
    />
  );
}
