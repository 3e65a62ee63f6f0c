import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/errors.ts';
import { createTransbankPayment } from '@/api/generated/endpoints/payments/payments.ts';
import { queries } from '@/api/queries.ts';
import { AuthCodeForm } from '@/components/pos/AuthCodeForm.tsx';
import type { PaymentStepStatus } from '@/components/pos/StepCard.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { CARD_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { attemptFor, beginAttempt, endAttempt } from '../../attempts.ts';
import type { StepProps } from '../types.ts';
import { failureOf, type ShownFailure } from '../useStepAction.ts';

/** A failure a card step shows, with the card's status word. */
export interface CardFailure extends ShownFailure {
  status: PaymentStepStatus;
}

/**
 * Whether the server answered a request for sure (so nothing was started when it failed): an
 * HTTP answer below 500, or a 5xx carrying the server's errorMessage. A lost answer (network,
 * timeout, a bare 5xx) leaves the outcome unknown: the attempt stays and is checked first.
 */
export function serverAnswered(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'http') return false;
  return error.status < 500 || error.errorMessage !== null;
}

/** The payment as the server has it now (GET /api/payments/order/{orderId}). */
export async function serverPayment(queryClient: QueryClient, orderId: number, paymentId: number) {
  const answer = await queryClient.fetchQuery(queries.orderPayments(orderId));
  return answer.data.payments.find((p) => p.id === paymentId) ?? null;
}

/**
 * `onApproved` once per payment (the screen refetches and shows the next step), after the
 * payment's attempt is forgotten; `approved` keeps the card APROBADO (no pay button) until the
 * screen moves on.
 */
export function useApproveOnce(paymentId: number, onApproved: () => void): [() => void, boolean] {
  const done = useRef(false);
  const [approved, setApproved] = useState(false);
  const approve = useCallback(() => {
    if (done.current) return;
    done.current = true;
    endAttempt(paymentId);
    setApproved(true);
    onApproved();
  }, [paymentId, onApproved]);
  return [approve, approved];
}

/** Tells the screen while a charge is in flight (Cambiar and Cancelar wait); false on unmount. */
export function useBusy(busy: boolean, onBusyChange: StepProps['onBusyChange']): void {
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);
  useEffect(() => () => onBusyChange?.(false), [onBusyChange]);
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
  const toggle = (value: boolean) => {
    setOpen(value);
    setError(null);
    onOpenChange?.(value);
  };
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
    beginAttempt({ orderId: sale.orderId, paymentId: payment.id, kind: 'transbank', phase: 'recording' });
    try {
      await createTransbankPayment({ order_id: sale.orderId, payment_id: payment.id, transbank_code: code });
      onApproved();
    } catch (cause) {
      if (serverAnswered(cause)) endAttempt(payment.id);
      setError(failureOf(cause, CHECKOUT_MESSAGES.pollingFailed).message);
      setPending(false);
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
