import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/errors.ts';
import { isRefusedForSure } from '@/api/outcome.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { SERVER_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { type AttemptKind, attemptFor, beginAttempt, endAttempt } from '../../attempts.ts';
import { useApproveOnce } from '../../engine/approve.ts';
import { approvedOnServer } from '../../engine/server.ts';
import type { StepProps } from '../types.ts';
import { failureOf, type ShownFailure } from '../useStepAction.ts';

/**
 * - ready: the step's inputs and its button.
 * - checking: an earlier attempt's answer is unknown (a reload, a lost answer): the server's order
 *   says whether the payment went through before anything may be sent again.
 * - unverified: that check failed too; only "Verificar de nuevo" (the charge may exist).
 * - sending: the call that settles the payment is in flight.
 * - approved: the server approved it; the screen moves on.
 */
/** Request options carrying an attempt's id as the Idempotency-Key. */
export function idempotent(key: string): { headers: Record<string, string> } {
  return { headers: { 'Idempotency-Key': key } };
}

export type SettlePhase = 'ready' | 'checking' | 'unverified' | 'sending' | 'approved';

/** A failure to show, with the customer's PIN when Rappi Payless sent one. */
export interface SettleFailure extends ShownFailure {
  pinCode: string | null;
}

/**
 * The life of a step settled by one server call (cash, codes, platforms, wallet, nothing to
 * charge), with the reload safety of ../../attempts.ts:
 *
 * - `settle(call)`: single-flight; persists the attempt BEFORE the call, ends it when the server
 *   answers; approval calls `onApproved` once. `call` gets the attempt's id, the Idempotency-Key of
 *   the calls that create a payment (wallet, platforms, Rappi Payless).
 * - A refusal (4xx) ends the attempt and shows the server's errorMessage ("Reintentar" unless
 *   errorAction is "reset").
 * - Any other failure, and a step mounting with an attempt left by a reload, asks the server
 *   (GET /api/payments/order/{orderId}) whether this payment is APROBADO before the seller may send again: approved moves on
 *   (no second charge), not approved ends the attempt and offers the step again.
 */
export function useServerSettle({
  sale,
  payment,
  kind,
  onApproved,
  onBusyChange,
}: Pick<StepProps, 'sale' | 'payment' | 'onApproved' | 'onBusyChange'> & { kind: AttemptKind }) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SettlePhase>(() =>
    attemptFor(payment.id) === null ? 'ready' : 'checking',
  );
  const [failure, setFailure] = useState<SettleFailure | null>(null);
  const latest = useRef({ onBusyChange });
  latest.current = { onBusyChange };
  const busy = useRef(false);

  const setBusy = useCallback((value: boolean) => {
    if (busy.current === value) return;
    busy.current = value;
    latest.current.onBusyChange?.(value);
  }, []);

  const [approveOnce] = useApproveOnce(payment.id, onApproved);
  const approve = useCallback(() => {
    setPhase('approved');
    approveOnce();
  }, [approveOnce]);

  /** Whether the server has this payment APROBADO (the engine's one reconcile read; throws when unread). */
  const isApprovedOnServer = useCallback(
    () => approvedOnServer(queryClient, sale.orderId, payment.id),
    [queryClient, sale.orderId, payment.id],
  );

  /** The check of an attempt whose answer is unknown; `cause` is the failure to show if not approved. */
  const unverifiedCause = useRef<SettleFailure | null>(null);
  const verify = useSingleFlight(async (cause: SettleFailure | null) => {
    unverifiedCause.current = cause;
    setBusy(true);
    setPhase('checking');
    try {
      if (await isApprovedOnServer()) {
        approve();
        return;
      }
      endAttempt(payment.id);
      setFailure(cause);
      setPhase('ready');
    } catch {
      setFailure({ message: SERVER_STEP_MESSAGES.checkFailed, canRetry: true, pinCode: null });
      setPhase('unverified');
    } finally {
      setBusy(false);
    }
  });

  const settle = useSingleFlight(async (call: (key: string) => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    setPhase('sending');
    // The attempt's id is the call's Idempotency-Key (for the calls that create a payment).
    const attempt = beginAttempt({ orderId: sale.orderId, paymentId: payment.id, kind });
    try {
      await call(attempt.requestId);
    } catch (error) {
      const shown: SettleFailure = {
        ...failureOf(error, CHECKOUT_MESSAGES.pollingFailed),
        pinCode: isApiError(error) ? error.pinCode : null,
      };
      setBusy(false);
      if (isRefusedForSure(error)) {
        endAttempt(payment.id);
        setFailure(shown);
        setPhase('ready');
      } else {
        await verify.run(shown);
      }
      return;
    }
    approve();
    setBusy(false);
  });

  // A reload (or a remount) with an attempt of this payment left: check it before anything else.
  const verifyRun = verify.run;
  useEffect(() => {
    if (attemptFor(payment.id) !== null) void verifyRun(null);
  }, [payment.id, verifyRun]);

  // A step that leaves mid-flight does not keep Cambiar and Cancelar waiting.
  useEffect(() => () => setBusy(false), [setBusy]);

  return {
    phase,
    failure,
    /** Sends `call` (the one request that settles the payment, given the attempt's key) under the attempt's protection. */
    settle: settle.run,
    /** "Verificar de nuevo" after a failed check. */
    checkAgain: () => void verify.run(unverifiedCause.current),
    /** An input changed: the last failure no longer applies. */
    clearFailure: () => setFailure(null),
  };
}
