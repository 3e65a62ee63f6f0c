import { useState } from 'react';
import { sendRedelcomAuthCode } from '@/api/generated/endpoints/payments/payments.ts';
import { AuthCodeForm } from '@/components/pos/AuthCodeForm.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { CARD_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { failureOf } from '../useStepAction.ts';
import styles from './CardStep.module.css';

export interface RedelcomWaitActionsProps {
  txId: string;
  /** "Cancelar pago" is offered (the machine has not said it cannot cancel). */
  mayCancel: boolean;
  cancelling: boolean;
  onCancel: () => void;
  onApproved: () => void;
  onRejected: () => void;
}

/**
 * What a seller may do once a Redelcom charge waited 90 tries ("no abre la aplicación de pago"):
 * cancel it (the machine first) or type the authorization code of the same transaction
 * (POST /api/payments/redelcom/{txId}/authCode). A code answered errorAction "reset" is not sent
 * again (its Reintentar); its message stays, and the cancel too.
 */
export function RedelcomWaitActions({
  txId,
  mayCancel,
  cancelling,
  onCancel,
  onApproved,
  onRejected,
}: RedelcomWaitActionsProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState<string | null>(null);

  const send = async (code: string) => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const answer = await sendRedelcomAuthCode(txId, { authCode: code });
      if (answer.data.payment.status === 'APROBADO') onApproved();
      else onRejected();
    } catch (cause) {
      const shown = failureOf(cause, CHECKOUT_MESSAGES.pollingFailed);
      if (shown.canRetry) setError(shown.message);
      else {
        setOpen(false);
        setLocked(shown.message);
      }
    } finally {
      setPending(false);
    }
  };

  if (open) {
    return (
      <AuthCodeForm
        onSubmit={(code) => void send(code)}
        onCancel={() => setOpen(false)}
        pending={pending}
        error={error}
      />
    );
  }
  return (
    <>
      {locked !== null && (
        <p className={styles.locked} role="alert">
          {locked}
        </p>
      )}
      {mayCancel && (
        <Button variant="danger" loading={cancelling} onClick={onCancel}>
          {CARD_STEP_MESSAGES.cancelPayment}
        </Button>
      )}
      {locked === null && (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {CARD_STEP_MESSAGES.authCodeOpen}
        </Button>
      )}
    </>
  );
}
