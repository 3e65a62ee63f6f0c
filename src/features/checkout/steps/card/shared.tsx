import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createTransbankPayment } from '@/api/generated/endpoints/payments/payments.ts';
import { idempotencyKey } from '@/api/idempotency.ts';
import { isRefusedForSure } from '@/api/outcome.ts';
import { AuthCodeForm } from '@/components/pos/AuthCodeForm.tsx';
import type { PaymentStepStatus } from '@/components/pos/StepCard.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { CARD_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { attemptFor, beginAttempt, endAttempt } from '../../attempts.ts';
import { serverPayment } from '../../engine/server.ts';
import type { StepProps } from '../types.ts';
import { failureOf, type ShownFailure } from '../useStepAction.ts';
import styles from './CardStep.module.css';

/** A failure a card step shows, with the card's status word. */
export interface CardFailure extends ShownFailure {
  status: PaymentStepStatus;
}

/**
 * The fallback of every card step (docs/DECISIONS.md "Checkout: card payments"): a card charged on
 * a standalone Transbank POS is recorded with its authorization code, POST
 * /api/payments/transbank/new {order_id, payment_id, transbank_code}. Offered only while no charge
 * of this payment is in flight.
 */
export function TransbankCodeAction({
  sale,
  payment,
  onApproved,
  onOpenChange,
}: Pick<StepProps, 'sale' | 'payment'> & { onApproved: () => void; onOpenChange?: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server answered errorAction "reset" to a code: the code is not sent again (that is its
  // Reintentar); its message stays and everything else of the step does too.
  const [locked, setLocked] = useState<string | null>(null);
  const toggle = (value: boolean) => {
    setOpen(value);
    setError(null);
    onOpenChange?.(value);
  };
  if (locked !== null) {
    return (
      <p className={styles.locked} role="alert">
        {locked}
      </p>
    );
  }
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => toggle(true)}>
        {CARD_STEP_MESSAGES.authCodeOpen}
      </Button>
    );
  }
  const send = async (code: string) => {
    if (pending) return;
    setPending(true);
    setError(null);
    // The last code's answer was lost (its attempt is still here): it may have been recorded, so
    // the server is asked before the code is sent again.
    if (attemptFor(payment.id)?.kind === 'transbank') {
      try {
        const current = await serverPayment(queryClient, sale.orderId, payment.id);
        if (current?.status === 'APROBADO') return onApproved();
      } catch (cause) {
        setError(failureOf(cause, CHECKOUT_MESSAGES.pollingFailed).message);
        setPending(false);
        return;
      }
    }
    const started = beginAttempt({
      orderId: sale.orderId,
      paymentId: payment.id,
      kind: 'transbank',
      phase: 'recording',
    });
    try {
      await createTransbankPayment(
        { order_id: sale.orderId, payment_id: payment.id, transbank_code: code },
        idempotencyKey(started.requestId),
      );
      onApproved();
    } catch (cause) {
      // Refused for sure: nothing was recorded. Unknown (no answer, a 5xx even with its message):
      // the attempt stays, and the next send asks the server first.
      if (isRefusedForSure(cause)) endAttempt(payment.id);
      const shown = failureOf(cause, CHECKOUT_MESSAGES.pollingFailed);
      setPending(false);
      if (!shown.canRetry) {
        onOpenChange?.(false);
        setLocked(shown.message);
        return;
      }
      setError(shown.message);
    }
  };
  return (
    <AuthCodeForm
      onSubmit={(code) => void send(code)}
      onCancel={() => toggle(false)}
      pending={pending}
      error={error}
    />
  );
}
