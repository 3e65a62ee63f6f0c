import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createRedelcomPayment } from '@/api/generated/endpoints/payments/payments.ts';
import { isRefusedForSure } from '@/api/outcome.ts';
import { queries } from '@/api/queries.ts';
import { StepCard } from '@/components/pos/StepCard.tsx';
import { Button } from '@/components/ui/Button.tsx';
import {
  CARD_TIMING,
  redelcomMayCancel,
  redelcomPollOutcome,
  redelcomTriesSince,
} from '@/domain/cardPayment.ts';
import { CARD_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { ACTION_LABELS, CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { isTerminalError } from '@/terminal/errors.ts';
import { attemptFor, beginAttempt, endAttempt, updateAttempt, useAttempt } from '../../attempts.ts';
import { useApproveOnce, useBusy } from '../../engine/approve.ts';
import { cancelAttempt } from '../../engine/cancel.ts';
import { serverPayment } from '../../engine/server.ts';
import type { StepProps } from '../types.ts';
import { failureOf } from '../useStepAction.ts';
import { RedelcomWaitActions } from './RedelcomWaitActions.tsx';
import { type CardFailure, TransbankCodeAction } from './shared.tsx';

/**
 * A card on a Redelcom machine (spec 001 §7, §8, §9): POST /api/payments/redelcom/new, then GET
 * /api/payments/redelcom/{txId} every 1 s (204 keeps waiting, the display text shows live;
 * APROBADO, RECHAZADO, ERROR). After 90 tries the seller may cancel ("no abre la aplicación de
 * pago") or type the authorization code. The attempt is persisted before the request: a reload
 * keeps polling the same txId, and a lost answer is checked with the server before any retry.
 */
export function RedelcomStep({ sale, payment, head, terminal, onApproved, onBusyChange }: StepProps) {
  const queryClient = useQueryClient();
  const attempt = useAttempt(payment.id);
  const [approve, approved] = useApproveOnce(payment.id, onApproved);
  const [failure, setFailure] = useState<CardFailure | null>(null);
  const [starting, setStarting] = useState(false);
  const [visor, setVisor] = useState<string | null>(null);
  const [codeOpen, setCodeOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [checkFailed, setCheckFailed] = useState(false);
  const [machineNotice, setMachineNotice] = useState<string | null>(null);
  const [machineCannotCancel, setMachineCannotCancel] = useState(false);
  const flight = useRef(false);

  const txId =
    attempt?.kind === 'redelcom' && attempt.phase === 'charging' ? (attempt.externalId ?? null) : null;
  useBusy(attempt !== null || starting, onBusyChange);

  const fail = useCallback(
    (next: CardFailure) => {
      endAttempt(payment.id);
      setVisor(null);
      setCodeOpen(false);
      setFailure(next);
    },
    [payment.id],
  );

  const start = async () => {
    if (flight.current) return;
    flight.current = true;
    setStarting(true);
    setFailure(null);
    setVisor(null);
    // The attempt (and its id, the Idempotency-Key) is on storage before the request is sent.
    const started = beginAttempt({ orderId: sale.orderId, paymentId: payment.id, kind: 'redelcom' });
    try {
      const answer = await createRedelcomPayment(
        {
          order_id: sale.orderId,
          machine_id: sale.machineNumber ?? '',
          amount: payment.amount,
          payment_type: payment.payment_type,
          payment_id: payment.id,
        },
        { headers: { 'Idempotency-Key': started.requestId } },
      );
      const tx = answer.data.payment.rdc_transaction_id;
      if (tx) updateAttempt(payment.id, { phase: 'charging', externalId: tx, startedAt: Date.now() });
      else endAttempt(payment.id);
    } catch (error) {
      // Refused for sure: nothing started. Unknown (no answer, a 5xx even with its message): the
      // server is asked (below) before anything else, while its message shows.
      if (isRefusedForSure(error)) endAttempt(payment.id);
      setFailure({ ...failureOf(error, CHECKOUT_MESSAGES.pollingFailed), status: 'error' });
    } finally {
      flight.current = false;
      setStarting(false);
    }
  };

  // Resume: an attempt whose answer is unknown ('starting' after a reload or a lost answer, or a
  // code sent without answer) is checked with the server before the seller may charge again.
  // While the Transbank code form is open it owns its attempt (it shows its own failure, and asks
  // the server before sending again): unmounting it here would lose what the seller must see.
  const formOwnsAttempt = codeOpen && attempt?.kind === 'transbank';
  const unknown = attempt !== null && !starting && !txId && !formOwnsAttempt;
  const check = useCallback(async () => {
    setCheckFailed(false);
    try {
      const current = await serverPayment(queryClient, sale.orderId, payment.id);
      if (current?.status === 'APROBADO') return approve();
      if (attempt?.kind === 'redelcom' && current?.status === 'PENDIENTE' && current.rdc_transaction_id) {
        updateAttempt(payment.id, { phase: 'charging', externalId: current.rdc_transaction_id });
        return;
      }
      endAttempt(payment.id);
    } catch {
      setCheckFailed(true);
    }
  }, [queryClient, sale.orderId, payment.id, approve, attempt?.kind]);
  useEffect(() => {
    if (unknown) void check();
  }, [unknown, check]);

  const poll = useQuery({
    ...queries.redelcomTransaction(txId ?? ''),
    enabled: txId !== null,
    refetchInterval: CARD_TIMING.redelcomPollMs,
    refetchIntervalInBackground: true,
  });
  useEffect(() => {
    if (txId === null || poll.status !== 'success' || poll.isFetching) return;
    const outcome = redelcomPollOutcome(poll.data || undefined);
    if (outcome.kind === 'approved') approve();
    else if (outcome.kind === 'failed') {
      fail({
        message: outcome.message,
        canRetry: true,
        status: outcome.status === 'ERROR' ? 'error' : 'rejected',
      });
    } else if (outcome.text) setVisor(outcome.text);
  }, [txId, poll.status, poll.data, poll.isFetching, approve, fail]);

  const lastPoll = Math.max(poll.dataUpdatedAt, poll.errorUpdatedAt, Date.now());
  const tries = attempt ? redelcomTriesSince(attempt.startedAt, lastPoll) : 0;
  const mayCancel = txId !== null && redelcomMayCancel(tries);

  // The machine first (docs/decisions/h-engine.md "Cancel order"): a payment the machine may still
  // approve is never marked off on the server alone. A machine that cannot cancel says so, and the
  // step keeps polling until the machine answers (a late approval pays this same payment).
  const cancel = async () => {
    if (cancelling) return;
    setCancelling(true);
    setMachineNotice(null);
    try {
      await cancelAttempt(attemptFor(payment.id), { terminal });
      fail({ message: CHECKOUT_MESSAGES.operationCancelled, canRetry: true, status: 'cancelled' });
    } catch (error) {
      const cannot = isTerminalError(error) && error.code === 'unsupported';
      setMachineNotice(cannot ? CHECKOUT_MESSAGES.machineCannotCancel : CHECKOUT_MESSAGES.cancelFailed);
      setMachineCannotCancel(cannot);
    } finally {
      setCancelling(false);
    }
  };

  // --- what the seller sees ------------------------------------------------------------------
  if (approved) return <StepCard {...head} status="approved" />;
  if (txId !== null) {
    // A poll that failed says so (spec 001 §8 "bad payment polling"); the next poll goes on by itself.
    const message =
      machineNotice ??
      failure?.message ??
      (poll.isError ? CHECKOUT_MESSAGES.pollingFailed : undefined) ??
      (mayCancel ? CHECKOUT_MESSAGES.redelcomNoApp : undefined);
    return (
      <StepCard
        {...head}
        status="paying"
        progress={{ kind: 'polling', ...(visor ? { label: visor } : {}) }}
        {...(message ? { message } : {})}
        actions={
          mayCancel && (
            <RedelcomWaitActions
              txId={txId}
              mayCancel={!machineCannotCancel}
              cancelling={cancelling}
              onCancel={() => void cancel()}
              onApproved={approve}
              onRejected={() =>
                fail({ message: CHECKOUT_MESSAGES.rejected, canRetry: true, status: 'rejected' })
              }
            />
          )
        }
      />
    );
  }
  if (starting || unknown) {
    return (
      <StepCard
        {...head}
        status="paying"
        progress={checkFailed ? null : { kind: 'polling', label: CARD_STEP_MESSAGES.checking }}
        {...(checkFailed ? { message: CHECKOUT_MESSAGES.pollingFailed } : {})}
        actions={checkFailed && <Button onClick={() => void check()}>{ACTION_LABELS.retry}</Button>}
      />
    );
  }
  return (
    <StepCard
      {...head}
      status={failure?.status ?? 'pending'}
      {...(failure ? { message: failure.message } : {})}
      actions={
        <>
          {!codeOpen &&
            (failure === null ? (
              <Button onClick={() => void start()}>{CARD_STEP_MESSAGES.pay}</Button>
            ) : (
              failure.canRetry && <Button onClick={() => void start()}>{ACTION_LABELS.retry}</Button>
            ))}
          <TransbankCodeAction
            sale={sale}
            payment={payment}
            onApproved={approve}
            onOpenChange={setCodeOpen}
          />
        </>
      }
    />
  );
}
