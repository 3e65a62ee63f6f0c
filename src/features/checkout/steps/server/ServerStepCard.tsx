import type { ReactNode } from 'react';
import { type PaymentStepStatus, StepCard } from '@/components/pos/StepCard.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { MONEY_MESSAGES, SERVER_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { ACTION_LABELS, sentences } from '@/domain/messages.ts';
import type { StepCardHead } from '../types.ts';
import styles from './ServerStepCard.module.css';
import type { SettleFailure, SettlePhase } from './useServerSettle.ts';

export interface ServerStepCardProps {
  head: StepCardHead;
  settle: { phase: SettlePhase; failure: SettleFailure | null; checkAgain: () => void; resend: () => void };
  /** The step's button ("Confirmar pago", "Continuar"); none when the step has nothing to send. */
  primary?: { label: string; onPress: () => void } | null;
  /** The step's inputs; `disabled` while the payment is being sent. */
  children?: (disabled: boolean) => ReactNode;
  /** A message of the step itself, shown when there is no failure. */
  note?: string | null;
  /** Another call of the step not sent, the machine offline (the wallet's code send). */
  offline?: string | null;
}

function statusOf(phase: SettlePhase, failure: SettleFailure | null): PaymentStepStatus {
  if (phase === 'approved') return 'approved';
  if (phase === 'checking' || phase === 'sending') return 'paying';
  if (phase === 'unverified') return 'error';
  // Not sent (offline) is no refusal: the step is as ready as before the tap.
  return failure && !failure.offline ? 'rejected' : 'pending';
}

/**
 * The card of a step settled by one server call: its inputs, its one button (spinner while it
 * sends, "Reintentar" after a failure; after errorAction "reset" the step's own label), the server's
 * errorMessage, the Rappi Payless PIN, and the check of an unknown earlier attempt. A call not sent
 * (offline) leaves the step ready with its own button and "Sin conexión: no se envió" beside it.
 */
export function ServerStepCard({
  head,
  settle,
  primary,
  children,
  note,
  offline: other,
}: ServerStepCardProps) {
  const { phase } = settle;
  const offline = settle.failure?.offline ? settle.failure.message : (other ?? null);
  const failure = offline ? null : settle.failure;
  const showInputs = phase === 'ready' || phase === 'sending';
  const sending = phase === 'sending';
  let actions: ReactNode = null;
  if (phase === 'unverified') {
    // Nobody knows yet whether it went through: the same request again (the server answers it
    // once), or the server asked again. Nothing else may be sent meanwhile.
    actions = (
      <>
        <Button onClick={settle.resend} data-main-action>
          {ACTION_LABELS.retry}
        </Button>
        <Button variant="secondary" onClick={settle.checkAgain}>
          {SERVER_STEP_MESSAGES.checkAgain}
        </Button>
      </>
    );
  } else if (showInputs && primary) {
    // One rule for errorAction "reset" (spec 001 §4): it hides Reintentar and nothing else. The
    // step's own button stays, so the seller can send another code (or use Cambiar, Cancelar compra).
    actions = (
      <Button loading={sending} onClick={primary.onPress} data-main-action>
        {failure?.canRetry ? ACTION_LABELS.retry : primary.label}
      </Button>
    );
  }
  const message =
    phase === 'approved'
      ? SERVER_STEP_MESSAGES.approved
      : phase === 'unverified'
        ? sentences(failure?.message, MONEY_MESSAGES.unknownResend)
        : (failure?.message ?? (showInputs ? note : null));
  return (
    <StepCard
      {...head}
      status={statusOf(phase, failure)}
      progress={phase === 'checking' ? { kind: 'polling', label: SERVER_STEP_MESSAGES.checking } : null}
      message={message ?? undefined}
      offline={showInputs ? offline : null}
      actions={actions}
    >
      {showInputs && children?.(sending)}
      {failure?.pinCode && (
        <p className={styles.pin} role="status">
          {SERVER_STEP_MESSAGES.pin(failure.pinCode)}
        </p>
      )}
    </StepCard>
  );
}
