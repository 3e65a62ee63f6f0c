import { isRefusedForSure } from '@/api/outcome.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { endAttempt, updateAttempt } from '../attempts.ts';
import { failureOf } from '../steps/useStepAction.ts';
import type { AttemptEvent, AttemptFailure, AttemptState } from './machine.ts';
import {
  type PaymentProvider,
  type PollReport,
  type ProviderContext,
  ProviderFailure,
  type ReconcileAnswer,
  type Refusal,
  type StartAnswer,
  type WaitAnswer,
} from './provider.ts';

export const NO_POLL: PollReport = { failed: false, display: null };

/** The failure a step shows for any error (a provider's own words, else the one rule's). */
export function shownFailure(error: unknown, fallback: string): AttemptFailure {
  if (error instanceof ProviderFailure)
    return { message: error.message, canRetry: error.canRetry, status: 'error' };
  return { ...failureOf(error, fallback), status: 'error' };
}

/** What the engine's flows use of the hook: the reducer's state, the persisted attempt, the step. */
export interface FlowDeps<Input> {
  provider: PaymentProvider<Input>;
  paymentId: number;
  current: { current: AttemptState };
  send: (event: AttemptEvent) => void;
  reset: () => void;
  context: () => ProviderContext | null;
  approve: () => void;
  refuse: (refusal: Refusal) => void;
  setPoll: (report: PollReport) => void;
  waiting: { current: AbortController | null };
  stopWaiting: () => void;
}

/**
 * The engine's flows (useAttemptEngine.ts): start, wait, record, reconcile, each applying the
 * provider's answers to the reducer and the persisted attempt. Every flow takes the step's life
 * signal: once the step is gone its answers change the persisted attempt only, never the state.
 */
export function attemptFlows<Input>(deps: FlowDeps<Input>) {
  const { provider, current, send, reset, context, approve, refuse, setPoll, waiting, stopWaiting } = deps;
  const payment = { id: deps.paymentId };
  const record = async (signal: AbortSignal) => {
    const ctx = context();
    const result = ctx?.attempt.result;
    if (!ctx || !result || !provider.record) return send({ type: 'lost', failure: null });
    try {
      await provider.record(ctx, result, signal);
      if (!signal.aborted) approve();
    } catch (error) {
      // The card is charged: Reintentar only records it again (never a second charge).
      if (!signal.aborted)
        send({ type: 'recordFailed', failure: shownFailure(error, CHECKOUT_MESSAGES.pollingFailed) });
    }
  };

  const wait = async (signal: AbortSignal) => {
    const ctx = context();
    if (!ctx) return;
    stopWaiting();
    const mine = new AbortController();
    waiting.current = mine;
    signal.addEventListener('abort', () => mine.abort(), { once: true });
    const answer = await provider.wait(ctx, {
      signal: mine.signal,
      pollMs: provider.pollMs,
      polled: (report) => {
        if (!mine.signal.aborted) setPoll(report);
      },
    });
    if (!mine.signal.aborted) settle(answer, signal);
  };

  const settle = (answer: WaitAnswer, signal: AbortSignal) => {
    setPoll(NO_POLL);
    if (answer.kind === 'approved') return approve();
    if (answer.kind === 'refused') return refuse(answer);
    if (answer.kind === 'unknown') {
      send({ type: 'lost', failure: null });
      return void reconcile(signal);
    }
    updateAttempt(payment.id, { phase: 'recording', result: answer.result });
    send({ type: 'providerApproved' });
    void record(signal);
  };

  /** What a reconcile (or a resume) found, applied: the reducer's `reconciled`, then what follows. */
  const apply = ({ found, charge }: ReconcileAnswer, signal: AbortSignal) => {
    if (signal.aborted) return;
    if (found === 'approved') return approve();
    if (found === 'none') {
      endAttempt(payment.id);
      if (current.current.phase === 'unknown') send({ type: 'reconciled', found });
      else reset();
      return;
    }
    if (found === 'charging' && charge)
      updateAttempt(payment.id, {
        phase: 'charging',
        externalId: charge.externalId,
        result: charge.result ?? null,
      });
    if (found === 'recording') updateAttempt(payment.id, { phase: 'recording' });
    if (current.current.phase === 'unknown') send({ type: 'reconciled', found });
    if (found === 'charging') void wait(signal);
    if (found === 'recording') void record(signal);
  };

  const reconcile = async (signal: AbortSignal) => {
    const ctx = context();
    if (!ctx || current.current.phase !== 'unknown') return;
    send({ type: 'reconciling' });
    apply(await provider.reconcile(ctx).catch((): ReconcileAnswer => ({ found: 'unknown' })), signal);
  };

  const started = (answer: StartAnswer, signal: AbortSignal) => {
    if (answer.kind === 'approved') return signal.aborted || approve();
    if (answer.kind === 'providerApproved') {
      updateAttempt(payment.id, { phase: 'recording', result: answer.result });
      if (signal.aborted) return;
      send({ type: 'providerApproved' });
      return void record(signal);
    }
    updateAttempt(payment.id, {
      phase: 'charging',
      externalId: answer.externalId,
      result: answer.result ?? null,
    });
    if (signal.aborted) return;
    send({ type: 'started' });
    void wait(signal);
  };

  /** Sends the one call that may charge; a refusal for sure ends the attempt, anything else asks. */
  const run = async (input: Input, signal: AbortSignal) => {
    const ctx = context();
    if (!ctx) return;
    let answer: StartAnswer;
    try {
      answer = await provider.start(ctx, input);
    } catch (error) {
      const failure = shownFailure(error, CHECKOUT_MESSAGES.pollingFailed);
      if (isRefusedForSure(error)) {
        endAttempt(payment.id);
        if (!signal.aborted)
          send(
            current.current.phase === 'starting' ? { type: 'refused', failure } : { type: 'failed', failure },
          );
        return;
      }
      if (signal.aborted) return;
      // Unknown: the server (or the machine) is asked before anything else, while its message shows.
      send(
        current.current.phase === 'starting'
          ? { type: 'lost', failure }
          : { type: 'reconciled', found: 'unknown', failure },
      );
      return reconcile(signal);
    }
    started(answer, signal);
  };

  return { record, wait, reconcile, apply, run };
}
