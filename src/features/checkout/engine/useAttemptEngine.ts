import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@tanstack/react-store';
import { useEffect, useRef, useState } from 'react';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { session } from '@/session/session.ts';
import { isTerminalError } from '@/terminal/errors.ts';
import { attemptFor, beginAttempt, endAttempt } from '../attempts.ts';
import type { StepProps } from '../steps/types.ts';
import { failureOf } from '../steps/useStepAction.ts';
import { useApproveOnce, useBusy } from './approve.ts';
import { attemptFlows, NO_POLL } from './flows.ts';
import {
  type AttemptEvent,
  type AttemptFailure,
  type AttemptState,
  attemptReducer,
  IDLE,
  isOpen,
  mayStart,
  resumedState,
} from './machine.ts';
import type { PaymentProvider, PollReport, ProviderContext, ReconcileAnswer, Refusal } from './provider.ts';

type EngineProps = Pick<StepProps, 'sale' | 'payment' | 'terminal' | 'onApproved' | 'onBusyChange'> & {
  /** Epoch ms of a new attempt's start (the route's clock: countdowns count from it). */
  now?: () => number;
  /** A charge the provider ended (a poll or a cancel said refused); not a start refused. */
  onRefused?: (refusal: Refusal) => void;
};

/**
 * The one engine of a payment attempt (docs/DECISIONS.md "The payment engine"): runs the attempt
 * reducer (machine.ts) over `provider`, persisting through ../attempts.ts: `beginAttempt` BEFORE
 * `start`, `updateAttempt` when the charge is held or the provider approved, `endAttempt` on
 * approval or a refusal for sure. Mounted on a persisted attempt it resumes it. A second press
 * while a start is out is ignored synchronously (a ref); approval runs `onApproved` once.
 */
export function useAttemptEngine<Input>(
  provider: PaymentProvider<Input>,
  { sale, payment, terminal, onApproved, onBusyChange, now, onRefused }: EngineProps,
) {
  const queryClient = useQueryClient();
  const terminalId = useSelector(session.store, (s) => s.smartPosTerminalId ?? null);
  const own = () => {
    const attempt = attemptFor(payment.id);
    return attempt?.kind === provider.kind ? attempt : null;
  };
  const [state, setState] = useState<AttemptState>(() => resumedState(own()?.phase ?? null));
  const current = useRef(state);
  const [poll, setPoll] = useState<PollReport>(NO_POLL);
  const [approveOnce, approved] = useApproveOnce(payment.id, onApproved);
  const flight = useRef(false);
  const life = useRef(new AbortController());
  const waiting = useRef<AbortController | null>(null);
  useBusy(isOpen(state), onBusyChange);

  const send = (event: AttemptEvent) => {
    const next = attemptReducer(current.current, event);
    if (next === current.current) return;
    current.current = next;
    setState(next);
  };
  const reset = () => {
    current.current = IDLE;
    setState(IDLE);
  };
  const context = (): ProviderContext | null => {
    const attempt = own();
    return attempt && { sale, payment, terminal, queryClient, attempt, terminalId };
  };
  const stopWaiting = () => {
    waiting.current?.abort();
    waiting.current = null;
  };
  const approve = () => {
    stopWaiting();
    send({ type: 'approved' });
    approveOnce();
  };
  const refuse = (refusal: Refusal) => {
    stopWaiting();
    endAttempt(payment.id);
    send({ type: 'failed', failure: refusal.failure });
    onRefused?.(refusal);
  };

  const { record, wait, reconcile, apply, run } = attemptFlows({
    provider,
    paymentId: payment.id,
    current,
    send,
    reset,
    context,
    approve,
    refuse,
    setPoll,
    waiting,
    stopWaiting,
  });

  const guarded = (work: (signal: AbortSignal) => Promise<void>) => {
    flight.current = true;
    const signal = life.current.signal;
    void work(signal).finally(() => {
      flight.current = false;
    });
  };

  // Mounted on a persisted attempt (a reload, a remount): resume it where it stands.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount
  useEffect(() => {
    const controller = new AbortController();
    life.current = controller;
    const ctx = context();
    if (ctx !== null && !flight.current) {
      send({ type: 'reconciling' });
      void provider
        .resume(ctx)
        .catch((): ReconcileAnswer => ({ found: 'unknown' }))
        .then((answer) => apply(answer, controller.signal));
    }
    return () => controller.abort();
  }, []);

  // Back online: an attempt whose outcome is unknown is asked about at once (never charged again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount; reads refs
  useEffect(
    () =>
      onlineManager.subscribe((online) => {
        if (online && !flight.current && current.current.phase === 'unknown') {
          guarded((signal) => reconcile(signal));
        }
      }),
    [],
  );

  return {
    state,
    approved,
    poll,
    /** Starts a charge (Cobrar, Reintentar, Generar QR); ignored while one is open or out. */
    start(input: Input) {
      if (flight.current || !mayStart(current.current) || own() !== null) return;
      send({ type: 'start' });
      setPoll(NO_POLL);
      beginAttempt({
        orderId: sale.orderId,
        paymentId: payment.id,
        kind: provider.kind,
        phase: provider.beginsIn,
        ...(now ? { now: now() } : {}),
      });
      guarded((signal) => run(input, signal));
    },
    /**
     * The seller sends something new (another code): the last failure, even one answered
     * errorAction "reset" (which hides Reintentar and nothing else), no longer holds the step.
     */
    dismissFailure() {
      if (!flight.current && current.current.phase === 'idle' && current.current.failure !== null) reset();
    },
    /** After an unknown outcome: the same attempt sent again with the same key (idempotent starts). */
    resend(input: Input) {
      if (flight.current || !provider.resendable || current.current.phase !== 'unknown') return;
      send({ type: 'reconciling' });
      guarded((signal) => run(input, signal));
    },
    /** The server said this payment is approved (a code recorded it beside the engine). */
    approveNow: approve,
    /** The provider refused it beside the engine (a Redelcom code answered RECHAZADO). */
    refuseNow: (failure: AttemptFailure) => refuse({ failure, status: 'RECHAZADO' }),
    /** "Cancelar pago": the provider's cancel (the machine first). */
    cancel() {
      const now = current.current;
      const ctx = context();
      if (now.phase !== 'charging' || now.cancel !== 'none' || ctx === null) return;
      send({ type: 'cancel' });
      const signal = life.current.signal;
      void provider.cancel(ctx).then(
        (answer) => {
          if (signal.aborted) return;
          if (answer.kind === 'approved') approve();
          else if (answer.kind === 'cancelled') refuse(answer.failure);
        },
        (error: unknown) => {
          if (signal.aborted) return;
          const cannot = isTerminalError(error) && error.code === 'unsupported';
          const notice = cannot
            ? CHECKOUT_MESSAGES.machineCannotCancel
            : failureOf(error, CHECKOUT_MESSAGES.cancelFailed).message;
          send({ type: 'cancelRefused', notice, unsupported: cannot });
          // It may have been paid meanwhile (that is why a cancel fails): ask at once.
          void wait(signal);
        },
      );
    },
    /** "Verificar de nuevo": what the machine or the server says about the open attempt. */
    reconcile() {
      if (!flight.current) guarded((signal) => reconcile(signal));
    },
    /** The approval is recorded again (Reintentar while recording; never a second charge). */
    recordAgain() {
      const now = current.current;
      if (flight.current || now.phase !== 'recording' || !now.failure?.canRetry) return;
      send({ type: 'providerApproved' });
      guarded((signal) => record(signal));
    },
    /** The seller confirms the card was not charged: the server is asked once, then it may start. */
    notCharged() {
      if (flight.current || current.current.phase !== 'unknown') return;
      guarded(async (signal) => {
        const ctx = context();
        const answer = ctx && (await provider.reconcile(ctx).catch(() => null));
        if (signal.aborted) return;
        if (answer?.found === 'approved') return approve();
        endAttempt(payment.id);
        send({ type: 'notCharged' });
      });
    },
  };
}
