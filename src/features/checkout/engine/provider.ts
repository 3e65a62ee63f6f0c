import type { QueryClient } from '@tanstack/react-query';
import type { TerminalAdapter } from '@/terminal/types.ts';
import type { AttemptKind, AttemptPhase, PaymentAttempt } from '../attempts.ts';
import type { CheckoutPayment, StepFailure, StepSale } from '../steps/types.ts';
import type { AttemptFailure, Reconciled } from './machine.ts';

/**
 * One payment provider, for one payment attempt (in the spirit of Odoo's PaymentInterface): the
 * engine (useAttemptEngine.ts) drives every provider the same way through the attempt reducer
 * (machine.ts) and the persisted attempt (../attempts.ts). docs/DECISIONS.md "The payment engine".
 *
 * - `start`: the ONE call that may charge, sent with the attempt's id as its Idempotency-Key.
 *   Throws with the outcome rule (src/api/outcome.ts): refused for sure (a 4xx) or unknown.
 * - `resume`: after a reload, where the persisted attempt stands (wait on it, record it, or ask).
 * - `wait`: polls (or waits for the native answer) until approved, refused or unknown.
 * - `cancel`: the machine FIRST (engine/cancel.ts); rejects when the machine cannot cancel.
 * - `reconcile`: "what does the machine or the server say about this attempt?".
 * - `record`: a provider approval recorded on the server (SmartPOS, Mercado Pago), never charged
 *   again: the attempt's id is the record's Idempotency-Key.
 */

/** What a provider works with: the sale, its payment, the terminal and the persisted attempt. */
export interface ProviderContext {
  sale: StepSale;
  payment: CheckoutPayment;
  terminal: TerminalAdapter;
  queryClient: QueryClient;
  /** The persisted attempt; its `requestId` is the Idempotency-Key of `start` and `record`. */
  attempt: PaymentAttempt;
  /** The terminal id when the machine's approval carries none (the session's). */
  terminalId: string | null;
}

/** A charge the provider holds: its id (the attempt's externalId) and what to keep of it. */
export interface HeldCharge {
  externalId: string | null;
  result?: Record<string, unknown> | null;
}

/** What `start` answered (it throws for a refusal or an unknown outcome). */
export type StartAnswer =
  | ({ kind: 'started' } & HeldCharge)
  | { kind: 'providerApproved'; result: Record<string, unknown> }
  | { kind: 'approved' };

/** A refusal the step shows, with the status the screen records. */
export interface Refusal {
  failure: AttemptFailure;
  status: StepFailure['status'];
}

/** What `wait` found: approved (on the server), approved by the provider only, refused, unknown. */
export type WaitAnswer =
  | { kind: 'approved' }
  | { kind: 'providerApproved'; result: Record<string, unknown> }
  | ({ kind: 'refused' } & Refusal)
  | { kind: 'unknown' };

/** What one poll said while the charge waits: whether it failed, and the machine's display text. */
export interface PollReport {
  failed: boolean;
  display: string | null;
}

export interface WaitOptions {
  /** Aborted when the step goes away or the attempt ends: the wait stops without answering. */
  signal: AbortSignal;
  /** Each poll's report (a failed poll says so; the next poll goes on by itself). */
  polled: (report: PollReport) => void;
  /** Between two polls (the provider's own unless a test shortens it). */
  pollMs: number;
}

/**
 * What a cancel did: cancelled (refused for sure, the step offers the charge again), approved (the
 * charge was paid first), or waiting (the machine took the cancel; its pending payment answers).
 */
export type CancelAnswer =
  | { kind: 'cancelled'; failure: Refusal }
  | { kind: 'approved' }
  | { kind: 'waiting' };

/** What a reconcile found; a charge still held comes with its id. */
export type ReconcileAnswer = { found: Reconciled; charge?: HeldCharge };

export interface PaymentProvider<Input = void> {
  kind: AttemptKind;
  /** The persisted phase `beginAttempt` writes before `start` ('charging' for a native call). */
  beginsIn: AttemptPhase;
  /** Between two polls of `wait`. */
  pollMs: number;
  /** Whether `start` may be sent again with the same key after an unknown outcome (idempotent). */
  resendable: boolean;
  start(context: ProviderContext, input: Input): Promise<StartAnswer>;
  resume(context: ProviderContext): Promise<ReconcileAnswer>;
  wait(context: ProviderContext, options: WaitOptions): Promise<WaitAnswer>;
  cancel(context: ProviderContext): Promise<CancelAnswer>;
  reconcile(context: ProviderContext): Promise<ReconcileAnswer>;
  /** `signal`: aborted once the step is gone; a record trying again stops then. */
  record?(context: ProviderContext, result: Record<string, unknown>, signal: AbortSignal): Promise<void>;
}

/**
 * The resume most providers share: a charge held is waited on, a provider approval is recorded,
 * a start whose answer was never read is reconciled.
 */
export function resumeByPhase(provider: Pick<PaymentProvider<never>, 'reconcile'>) {
  return async (context: ProviderContext): Promise<ReconcileAnswer> => {
    const { phase } = context.attempt;
    if (phase === 'charging') return { found: 'charging' };
    if (phase === 'recording') return { found: 'recording' };
    return provider.reconcile(context);
  };
}

/**
 * Resolves after `ms`, or never once `signal` aborts (the waiting loop then stops). An interval
 * stopped at its first tick, as React Query's refetchInterval polls: tests that fake intervals
 * move the polls with them.
 */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return;
    const timer = setInterval(() => {
      clearInterval(timer);
      resolve();
    }, ms);
    signal.addEventListener('abort', () => clearInterval(timer), { once: true });
  });
}

/**
 * A failure a provider words itself (Mercado Pago's record): shown as it is, with Reintentar
 * unless `canRetry` is false.
 */
export class ProviderFailure extends Error {
  readonly canRetry: boolean;
  constructor(message: string, canRetry: boolean) {
    super(message);
    this.name = 'ProviderFailure';
    this.canRetry = canRetry;
  }
}

/** A wait that never answers (a provider with nothing to wait on). */
export const neverAnswers = (): Promise<WaitAnswer> => new Promise<WaitAnswer>(() => {});
