import type { QueryClient } from '@tanstack/react-query';
import { isNotSent } from '@/api/errors.ts';
import type { AnnulmentOutcome, CardTransaction } from '@/domain/cardRefund.ts';
import type { AttemptPhase, PaymentAttempt } from '@/session/attempts.ts';
import type { TerminalAdapter } from '@/terminal/types.ts';
import type { CheckoutPayment, StepComponent, StepSale } from '../steps/types.ts';
import type { AttemptFailure, Reconciled } from './machine.ts';

/**
 * One way to pay, declared once (in the spirit of Odoo's PaymentInterface): its kind, its step
 * view and what it does for one attempt. The engine (engine.ts) drives every provider the same
 * way; the registry (registry.ts) holds one line per provider. docs/DECISIONS.md "The payment
 * engine".
 *
 * - `start`: the ONE call that may charge, sent with the attempt's `requestId` as its
 *   Idempotency-Key and the attempt's `input`. Throws with the outcome rule (src/api/outcome.ts):
 *   refused for sure (a 4xx) or unknown (anything else).
 * - `resume`: after a reload, where the persisted attempt stands (default: `resumeByPhase`).
 * - `wait`: polls (or waits for the machine's answer) until approved, refused or unknown. Absent
 *   when the provider holds nothing open.
 * - `cancel`: the machine FIRST, then the server. Absent when nothing is held open to cancel.
 * - `reconcile`: "what does the machine or the server say about this attempt?". A read that does
 *   not show the charge is `unknown`, never a refusal.
 * - `record`: a machine's approval recorded on the server, never charged again.
 * - `authorize`: a code that settles the charge held (Redelcom's authorization code).
 * - `annul`: a charge this provider took, annulled where this machine can; absent (or
 *   `annulsHere` false): the charge is handed over by name (`handOver`).
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
  /** Aborted once the attempt's step is gone or the attempt ended: waits stop without answering. */
  signal: AbortSignal;
  /** The engine's clock: resolves after `ms` (never once `signal` aborts). */
  sleep: (ms: number) => Promise<void>;
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

/** A refusal the step shows. */
export interface Refusal {
  failure: AttemptFailure;
}

/** What `wait` found: approved (on the server), approved by the provider only, refused, unknown. */
export type WaitAnswer =
  | { kind: 'approved' }
  | { kind: 'providerApproved'; result: Record<string, unknown> }
  | ({ kind: 'refused' } & Refusal)
  | { kind: 'unknown' };

/**
 * What one poll said while the charge waits: whether it failed, whether it was only not sent (no
 * network: the wait goes on by itself when it is back), and the machine's display text.
 */
export interface PollReport {
  failed: boolean;
  offline: boolean;
  display: string | null;
}

/** A poll that answered (with the machine's display text, if any). */
export const polledOk = (display: string | null = null): PollReport => ({
  failed: false,
  offline: false,
  display,
});

/** A poll that failed: not sent (offline) or failed on the way; the next poll goes on. */
export const pollFailed = (error: unknown): PollReport => ({
  failed: true,
  offline: isNotSent(error),
  display: null,
});

/**
 * What a cancel did: cancelled (refused for sure, the step offers the charge again), approved (the
 * charge was paid first), or waiting (the machine took the cancel; its pending payment answers).
 */
export type CancelAnswer = ({ kind: 'cancelled' } & Refusal) | { kind: 'approved' } | { kind: 'waiting' };

/** What a reconcile found; a charge still held comes with its id. */
export type ReconcileAnswer = { found: Reconciled; charge?: HeldCharge };

/** What a code sent for the charge held answered. */
export type AuthorizeAnswer = { kind: 'approved' } | ({ kind: 'refused' } & Refusal);

export interface PaymentProvider<Input = unknown> {
  kind: string;
  /** The step's body; null for a provider that is another step's fallback (the Transbank code). */
  view: StepComponent | null;
  /** The persisted phase the attempt begins in ('charging' for a native call). */
  beginsIn: AttemptPhase;
  /** A start whose outcome is unknown may go again with the same key (the server answers once). */
  resendable: boolean;
  /** Its start attests a charge already taken elsewhere (a code typed from a POS's voucher). */
  attestsCharge?: boolean;
  /** Ms after the start before a held charge may be cancelled from here (default: at once). */
  cancelAfterMs?: number;
  start(context: ProviderContext, input: Input): Promise<StartAnswer>;
  resume?(context: ProviderContext): Promise<ReconcileAnswer>;
  wait?(context: ProviderContext, polled: (report: PollReport) => void): Promise<WaitAnswer>;
  cancel?(context: ProviderContext): Promise<CancelAnswer>;
  reconcile(context: ProviderContext): Promise<ReconcileAnswer>;
  record?(context: ProviderContext, result: Record<string, unknown>): Promise<void>;
  authorize?(context: ProviderContext, code: string, key: string): Promise<AuthorizeAnswer>;
  annulsHere?(terminal: TerminalAdapter): boolean;
  annul?(terminal: TerminalAdapter, transactionId: string): Promise<AnnulmentOutcome>;
  /** What the seller needs to annul the charge on the machine that took it. */
  handOver?(context: Pick<ProviderContext, 'payment' | 'attempt'>): CardTransaction;
}

/**
 * The resume most providers share: a charge held is waited on, a provider approval is recorded,
 * a start whose answer was never read is reconciled.
 */
export async function resumeByPhase(
  provider: Pick<PaymentProvider<never>, 'reconcile'>,
  context: ProviderContext,
): Promise<ReconcileAnswer> {
  const { phase } = context.attempt;
  if (phase === 'charging') return { found: 'charging' };
  if (phase === 'recording') return { found: 'recording' };
  return provider.reconcile(context);
}

/**
 * Resolves after `ms`, or never once `signal` aborts (the waiting loop then stops). An interval
 * stopped at its first tick, as React Query's refetchInterval polls: tests that fake intervals
 * move the polls with them. The engine's default clock.
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
 * unless `canRetry` is false. `refusedForSure`: the server said no (a 4xx), not an unknown.
 */
export class ProviderFailure extends Error {
  readonly canRetry: boolean;
  readonly refusedForSure: boolean;
  constructor(message: string, canRetry: boolean, refusedForSure = false) {
    super(message);
    this.name = 'ProviderFailure';
    this.canRetry = canRetry;
    this.refusedForSure = refusedForSure;
  }
}
