import type { QueryClient } from '@tanstack/react-query';
import { isOnline, onNetworkBack } from '@/api/network.ts';
import { attemptFor, endAttempt, type PaymentAttempt } from '@/session/attempts.ts';
import type { TerminalAdapter } from '@/terminal/types.ts';
import type { CheckoutPayment, StepSale } from '../steps/types.ts';
import {
  type AttemptEvent,
  type AttemptFailure,
  type AttemptState,
  attemptReducer,
  notSent,
  resumedState,
} from './machine.ts';
import type { PaymentProvider, PollReport, ProviderContext, Refusal } from './provider.ts';
import { loadProvider } from './registry.ts';

/** What an engine works with: the sale and payment, the machine, the cache and the clock. */
export interface EngineEnv {
  sale: StepSale;
  payment: CheckoutPayment;
  terminal: TerminalAdapter;
  queryClient: QueryClient;
  /** The terminal id when the machine's approval carries none (the session's). */
  terminalId: string | null;
  /** Epoch ms now: a new attempt's start (countdowns count from it). */
  now: () => number;
  /** The clock of polls and retries: resolves after `ms`, never once `signal` aborts. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  /** The server approved the payment: the screen reads the order again (once per payment). */
  afterApproval: () => unknown;
}

export interface EngineSnapshot {
  state: AttemptState;
  /** The payment is approved (the step shows APROBADO). */
  approved: boolean;
  /** The last poll of a held charge (a failed poll, the machine's display text). */
  poll: PollReport;
  /** A call of this payment is out: a second press is ignored. */
  busy: boolean;
  /** The provider of the open (or last) attempt: which part of the step it belongs to. */
  kind: string | null;
  /** Why the last code for the charge held did not settle it (Redelcom's authorization code). */
  codeFailure: AttemptFailure | null;
}

export const NO_POLL: PollReport = { failed: false, offline: false, display: null };

/**
 * The state of one payment's engine (docs/DECISIONS.md "The payment engine"): the attempt
 * reducer's state (machine.ts) with the last poll and whether a call is out, kept for whoever shows
 * it (`subscribe`, `getSnapshot`); the persisted attempt (src/session/attempts.ts) it works on; the
 * one call in flight (`guarded`: a second press meanwhile is ignored, synchronously); approval once
 * per payment. The flows are engineFlows.ts, the seller's actions engineCore.ts, the exits engine.ts.
 */
export abstract class EngineState {
  env: EngineEnv;
  private snapshot: EngineSnapshot;
  private readonly listeners = new Set<() => void>();
  protected flight = false;
  private views = 0;
  /** While a view shows the payment: what was not sent clears when the network is back. */
  private offNetwork: (() => void) | null = null;
  /** Aborted when the page goes away (`stop`): no answer lands after it. */
  protected life = new AbortController();
  /** While a view shows the payment (see `attach`). */
  private watch: AbortController | null = null;
  protected waiting: AbortController | null = null;
  private approvedOnce = false;

  constructor(env: EngineEnv) {
    this.env = env;
    const attempt = attemptFor(env.payment.id);
    this.snapshot = {
      state: resumedState(attempt?.phase ?? null, attempt?.reversal),
      approved: false,
      poll: NO_POLL,
      busy: false,
      kind: attempt?.kind ?? null,
      codeFailure: null,
    };
  }

  get paymentId(): number {
    return this.env.payment.id;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): EngineSnapshot => this.snapshot;

  get state(): AttemptState {
    return this.snapshot.state;
  }

  /** The persisted attempt of this payment, if any. */
  attempt(): PaymentAttempt | null {
    const attempt = attemptFor(this.paymentId);
    return attempt !== null && attempt.orderId === this.env.sale.orderId ? attempt : null;
  }

  /**
   * A view shows this payment: the first one resumes a persisted attempt where it stands. The
   * last one gone stops what loops (the polls, Mercado Pago's record tries: nobody watches); a
   * call already out still lands, and the attempt is resumed when a view shows it again.
   */
  attach(): () => void {
    this.views += 1;
    if (this.views === 1) {
      this.watch = new AbortController();
      this.offNetwork = onNetworkBack(() => this.networkBack());
      // Shown again with the network back meanwhile: what was not sent no longer holds the step.
      if (isOnline() && this.state.phase === 'idle' && notSent(this.state.failure)) this.reset();
      this.resume();
    }
    return () => {
      this.views -= 1;
      if (this.views > 0) return;
      this.watch?.abort();
      this.watch = null;
      this.offNetwork?.();
      this.offNetwork = null;
      this.stopWaiting();
    };
  }

  /** The page went away (or a test's reload): nothing more lands here; the persisted attempt stays. */
  stop(): void {
    this.life.abort();
    this.watch?.abort();
    this.offNetwork?.();
    this.offNetwork = null;
    this.stopWaiting();
  }

  /** Aborted once no view shows the payment (or the page is gone): what loops stops. */
  protected watched(): AbortSignal | null {
    return this.watch?.signal ?? null;
  }

  // --- state ---

  protected send(event: AttemptEvent): void {
    const next = attemptReducer(this.snapshot.state, event);
    if (next !== this.snapshot.state) this.set({ state: next });
  }

  protected set(patch: Partial<EngineSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  protected reset(failure: AttemptFailure | null = null): void {
    this.set({ state: { phase: 'idle', failure } });
  }

  protected context(signal: AbortSignal = this.life.signal): ProviderContext | null {
    const attempt = this.attempt();
    if (attempt === null) return null;
    const { sale, payment, terminal, queryClient, terminalId, sleep } = this.env;
    return {
      sale,
      payment,
      terminal,
      queryClient,
      terminalId,
      attempt,
      signal,
      sleep: (ms) => sleep(ms, signal),
    };
  }

  /** The provider of `kind`; never answers once the page is gone (nothing more is sent). */
  protected async provider(kind: string): Promise<PaymentProvider> {
    const provider = await loadProvider(kind);
    if (this.life.signal.aborted) return new Promise<PaymentProvider>(() => {});
    return provider;
  }

  protected stopWaiting(): void {
    this.waiting?.abort();
    this.waiting = null;
  }

  /** Runs `work` as the payment's one call in flight (a second press meanwhile is ignored). */
  protected guarded(work: (signal: AbortSignal) => Promise<void>): Promise<void> {
    this.flight = true;
    this.set({ busy: true });
    const signal = this.life.signal;
    return work(signal)
      .catch(() => undefined)
      .finally(() => {
        this.flight = false;
        this.set({ busy: false });
      });
  }

  get inFlight(): boolean {
    return this.flight;
  }

  protected approve(): void {
    this.stopWaiting();
    endAttempt(this.paymentId);
    this.send({ type: 'approved' });
    if (!this.snapshot.approved) this.set({ approved: true, poll: NO_POLL });
    if (this.approvedOnce) return;
    this.approvedOnce = true;
    void this.env.afterApproval();
  }

  protected refuse(refusal: Refusal): void {
    this.stopWaiting();
    endAttempt(this.paymentId);
    this.set({ poll: NO_POLL });
    this.send({ type: 'failed', failure: refusal.failure });
  }

  /** Where a persisted attempt stands, asked when the first view shows it (engineFlows.ts). */
  protected abstract resume(): void;

  /** The network is back while a view shows the payment (engineCore.ts). */
  protected abstract networkBack(): void;
}
