import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@tanstack/react-store';
import { useCallback, useEffect, useRef, useState } from 'react';
import { StepCard } from '@/components/pos/StepCard.tsx';
import { cardTypeFor } from '@/domain/cardPayment.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { session } from '@/session/session.ts';
import { isTerminalError } from '@/terminal/errors.ts';
import type { CardPaymentResult } from '@/terminal/types.ts';
import { attemptFor, beginAttempt, endAttempt, updateAttempt, useAttempt } from '../../attempts.ts';
import { useApproveOnce, useBusy } from '../../engine/approve.ts';
import { serverPayment } from '../../engine/server.ts';
import type { StepProps } from '../types.ts';
import { failureOf } from '../useStepAction.ts';
import { PayCard, RecordingCard, WaitingMachineCard } from './NativeCards.tsx';
import { type KeptApproval, keep, kept, type NativeProvider, recordApproval } from './nativeRecord.ts';
import type { CardFailure } from './shared.tsx';
import { UnknownOutcomeCard } from './UnknownOutcomeCard.tsx';
import { useMachineCancel } from './useMachineCancel.ts';

type Provider = NativeProvider;

/**
 * A card on the machine itself (spec 001 §7, §8, §9): the native payment through the terminal
 * adapter, then the server records it: SmartPOS POST /api/payments/transbank-smartpos/new,
 * Mercado Pago PUT /api/payments/mercadopago/machine (up to 10 tries at 1 s). The attempt is
 * persisted before the machine is asked; after a reload the machine's answer for the same request
 * id is still applied, an approval not yet recorded is only recorded again, and when the answer is
 * unknown the seller must confirm that the card was not charged before charging again.
 */
function NativeCardStep({
  provider,
  sale,
  payment,
  head,
  terminal,
  onApproved,
  onBusyChange,
}: StepProps & { provider: Provider }) {
  const queryClient = useQueryClient();
  const attempt = useAttempt(payment.id);
  const [approve, approved] = useApproveOnce(payment.id, onApproved);
  const sessionTerminalId = useSelector(session.store, (s) => s.smartPosTerminalId ?? null);
  const [failure, setFailure] = useState<CardFailure | null>(null);
  const [unknown, setUnknown] = useState(false);
  const [recording, setRecording] = useState(false);
  const [codeOpen, setCodeOpen] = useState(false);
  const resumed = useRef<string | null>(null);
  const startedHere = useRef<string | null>(null);
  const mounted = useRef(true);
  // Set again on every mount: React's StrictMode (dev, Storybook) unmounts and mounts once more.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const charging = attempt !== null && attempt.kind === provider && attempt.phase !== 'recording';
  // While the Transbank code form is open it owns its attempt (its failure shows in the form, and
  // it asks the server before sending again); it is checked here once the form is closed.
  const formOwnsAttempt = codeOpen && attempt?.kind === 'transbank';
  useBusy(attempt !== null, onBusyChange);
  const machineCancel = useMachineCancel(terminal, payment.id, charging ? attempt : null);
  const resetCancel = machineCancel.reset;

  const record = useCallback(
    async (approval: KeptApproval) => {
      if (!mounted.current) return;
      // The approval is kept with its attempt: the attempt's id is the record's Idempotency-Key.
      const key = attemptFor(payment.id)?.requestId;
      if (key === undefined) return setUnknown(true);
      setRecording(true);
      setFailure(null);
      try {
        await recordApproval({
          provider,
          orderId: sale.orderId,
          paymentId: payment.id,
          approval,
          key,
          terminalId: terminal.terminalId ?? sessionTerminalId ?? '',
          stillShown: () => mounted.current,
        });
        approve();
      } catch (error) {
        const shown = failureOf(error, CHECKOUT_MESSAGES.pollingFailed);
        // The card is charged: Reintentar only records it again (never a second charge). The one
        // rule holds here too: errorAction "reset" hides Reintentar (a reload records it again).
        setFailure({
          ...shown,
          ...(provider === 'mercadoPago' ? { message: CHECKOUT_MESSAGES.mercadoPagoUpdate } : {}),
          status: 'error',
        });
      } finally {
        if (mounted.current) setRecording(false);
      }
    },
    [provider, sale.orderId, payment.id, terminal, sessionTerminalId, approve],
  );

  const settle = useCallback(
    (result: CardPaymentResult | null) => {
      if (!mounted.current) return;
      if (result === null) {
        setUnknown(true);
        return;
      }
      resetCancel();
      if (result.outcome === 'approved') {
        const approval = keep(result);
        updateAttempt(payment.id, { phase: 'recording', result: { ...approval } });
        void record(approval);
        return;
      }
      endAttempt(payment.id);
      if (result.outcome === 'rejected') {
        setFailure({ message: result.message, canRetry: true, status: 'rejected' });
      } else {
        setFailure({ message: result.message, canRetry: true, status: 'cancelled' });
      }
    },
    [payment.id, record, resetCancel],
  );

  const failedToStart = useCallback(
    (error: unknown) => {
      if (!mounted.current) return;
      // The machine refused to start (busy, missing SDK): nothing was charged. Anything else
      // (timeout, the page going away) leaves the outcome unknown.
      if (isTerminalError(error) && ['busy', 'unavailable', 'unsupported', 'failed'].includes(error.code)) {
        endAttempt(payment.id);
        const fallback =
          provider === 'mercadoPago' ? CHECKOUT_MESSAGES.mercadoPagoStart : CHECKOUT_MESSAGES.pollingFailed;
        setFailure({ message: error.message || fallback, canRetry: true, status: 'error' });
      } else setUnknown(true);
    },
    [payment.id, provider],
  );

  // Resume after a reload: the machine's answer for the persisted request id, or record again.
  useEffect(() => {
    if (attempt === null || resumed.current === attempt.requestId || formOwnsAttempt) return;
    resumed.current = attempt.requestId;
    if (attempt.kind === 'transbank') {
      void serverPayment(queryClient, sale.orderId, payment.id)
        .then((p) => (p?.status === 'APROBADO' ? approve() : endAttempt(payment.id)))
        .catch(() => setUnknown(true));
      return;
    }
    if (attempt.phase === 'recording') {
      const approval = kept(attempt);
      if (approval === null) return setUnknown(true);
      void serverPayment(queryClient, sale.orderId, payment.id)
        .then((p) => (p?.status === 'APROBADO' ? approve() : record(approval)))
        .catch(() => void record(approval));
      return;
    }
    if (startedHere.current === attempt.requestId) return;
    terminal.resumeCardPayment(attempt.requestId).then(settle, failedToStart);
  }, [
    attempt,
    formOwnsAttempt,
    queryClient,
    sale.orderId,
    payment.id,
    approve,
    record,
    terminal,
    settle,
    failedToStart,
  ]);

  const start = () => {
    if (attempt !== null) return;
    setFailure(null);
    setUnknown(false);
    const started = beginAttempt({
      orderId: sale.orderId,
      paymentId: payment.id,
      kind: provider,
      phase: 'charging',
    });
    startedHere.current = started.requestId;
    resumed.current = started.requestId;
    terminal
      .startCardPayment({
        requestId: started.requestId,
        amount: payment.amount,
        paymentId: payment.id,
        orderId: sale.orderId,
        cardType: cardTypeFor(payment.payment_type),
      })
      .then(settle, failedToStart);
  };

  const notCharged = async () => {
    try {
      const current = await serverPayment(queryClient, sale.orderId, payment.id);
      if (current?.status === 'APROBADO') return approve();
    } catch {
      // the seller's word stands: the machine did not charge
    }
    endAttempt(payment.id);
    resumed.current = null;
    setUnknown(false);
    setFailure(null);
  };

  // --- what the seller sees ------------------------------------------------------------------
  if (approved) return <StepCard {...head} status="approved" />;
  if (unknown && attempt !== null)
    return <UnknownOutcomeCard head={head} onNotCharged={() => void notCharged()} />;
  if ((attempt?.phase === 'recording' && !formOwnsAttempt) || recording) {
    const approval = kept(attempt);
    return (
      <RecordingCard
        head={head}
        failure={failure}
        onRecordAgain={approval && (() => void record(approval))}
      />
    );
  }
  if (charging) return <WaitingMachineCard head={head} cancel={machineCancel} />;
  return (
    <PayCard
      provider={provider}
      sale={sale}
      payment={payment}
      head={head}
      failure={failure}
      codeOpen={codeOpen}
      onStart={start}
      onApproved={approve}
      onCodeOpenChange={setCodeOpen}
    />
  );
}

/** A card on the Transbank SmartPOS: keys and store checked first, cancel after 10 s. */
export function SmartPosStep(props: StepProps) {
  return <NativeCardStep {...props} provider="smartPos" />;
}

/** A card on the Mercado Pago machine: the machine update retried up to 10 times. */
export function MercadoPagoStep(props: StepProps) {
  return <NativeCardStep {...props} provider="mercadoPago" />;
}
