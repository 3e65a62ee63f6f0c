import { useState } from 'react';
import { StepCard } from '@/components/pos/StepCard.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { smartPosBlocker } from '@/domain/cardPayment.ts';
import { CARD_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { ACTION_LABELS } from '@/domain/messages.ts';
import { hasSmartPosKeys } from '@/terminal/cookies.ts';
import type { AttemptFailure } from '../../engine/machine.ts';
import type { StepProps } from '../types.ts';
import type { NativeProvider } from './nativeRecord.ts';
import { cardFailure, TransbankCodeAction } from './shared.tsx';

/**
 * An approved card being recorded; Reintentar records it again unless the server said "reset". A
 * record not sent (offline) is still being recorded: it goes again by itself when the network is
 * back (the engine), never a second charge.
 */
export function RecordingCard({
  head,
  failure,
  onRecordAgain,
}: {
  head: StepProps['head'];
  failure: AttemptFailure | null;
  /** Null when nothing is kept to record again. */
  onRecordAgain: (() => void) | null;
}) {
  const { refusal, offline } = cardFailure(failure);
  return (
    <StepCard
      {...head}
      status={refusal ? 'error' : 'paying'}
      progress={refusal ? null : { kind: 'polling', label: CARD_STEP_MESSAGES.recording }}
      {...(refusal ? { message: refusal.message } : {})}
      offline={offline}
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
 * Reintentar after a failure the server did not answer with "reset"; a call not sent keeps the
 * step's own button, with its note), and the Transbank code.
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
  failure: AttemptFailure | null;
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
  const { refusal, offline } = cardFailure(failure);
  const shown = refusal ?? (blocker ? { message: blocker, canRetry: true, status: 'error' as const } : null);
  return (
    <StepCard
      {...head}
      status={shown?.status ?? 'pending'}
      {...(shown ? { message: shown.message } : {})}
      offline={blocker ? null : offline}
      actions={
        <>
          {!codeOpen &&
            (blocker ? (
              <Button onClick={() => recheck((n) => n + 1)} data-main-action>
                {ACTION_LABELS.retry}
              </Button>
            ) : refusal === null ? (
              <Button onClick={onStart} data-main-action>
                {CARD_STEP_MESSAGES.pay}
              </Button>
            ) : (
              refusal.canRetry && (
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
