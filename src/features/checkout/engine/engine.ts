import type { CardTransaction } from '@/domain/cardRefund.ts';
import { MONEY_MESSAGES } from '@/domain/checkoutMessages.ts';
import { newId } from '@/domain/ids.ts';
import { annulmentErrorMessage, CHECKOUT_MESSAGES, sentences } from '@/domain/messages.ts';
import { endAttempt, updateAttempt } from '@/session/attempts.ts';
import { isTerminalError } from '@/terminal/errors.ts';
import { failureOf } from '../steps/useStepAction.ts';
import { EngineCore } from './engineCore.ts';
import type { EngineEnv } from './engineState.ts';
import { notRead, refusedForSure, shownFailure } from './failures.ts';
import type { CancelAnswer } from './provider.ts';

export { type EngineEnv, type EngineSnapshot, NO_POLL } from './engineState.ts';

/** What "Cancelar compra" may do with this payment's open attempt. */
export type SaleCancelVerdict =
  | { kind: 'clear' }
  | { kind: 'paid'; message: string }
  | { kind: 'blocked'; message: string };

/** A charge being reversed: whether this machine annuls it, and what a hand-over names. */
export interface Reversal {
  canAnnul: boolean;
  charge: CardTransaction;
}

/**
 * The payment engine of one payment: the core flows (engineCore.ts) and the exits that must not
 * leave a charge behind — the step's cancel (the machine first), a code for the charge held, the
 * reversal of a charge the server refused after the card was taken (annulled here, or handed over
 * by name), and "Cancelar compra", which stops at the first provider that answers "paid" or
 * "cannot cancel yet".
 */
export class PaymentEngine extends EngineCore {
  private reversalInfo: Reversal | null = null;

  constructor(env: EngineEnv) {
    super(env);
    if (this.attempt()?.phase === 'reversing') void this.describeReversal();
  }

  /** What the reversing step shows (null until its provider is loaded). */
  reversal(): Reversal | null {
    return this.reversalInfo;
  }

  private async describeReversal(): Promise<void> {
    const attempt = this.attempt();
    if (attempt === null) return;
    const provider = await this.provider(attempt.kind);
    const { payment } = this.env;
    this.reversalInfo = {
      canAnnul: Boolean(provider.annul && provider.annulsHere?.(this.env.terminal)),
      charge: provider.handOver?.({ payment, attempt }) ?? {
        paymentId: payment.id,
        amount: payment.amount,
        authorizationCode: null,
        transactionId: attempt.externalId ?? null,
        provider: null,
      },
    };
    this.set({});
  }

  protected override reverse(message: string): void {
    this.stopWaiting();
    updateAttempt(this.paymentId, { phase: 'reversing', reversal: { message, annulAsked: false } });
    this.send({ type: 'reverse', refusal: message });
    void this.describeReversal().then(() => {
      if (this.reversalInfo?.canAnnul) this.annul();
    });
  }

  protected override resumeReversal(): void {
    void this.describeReversal().then(() => {
      const asked = this.attempt()?.reversal?.annulAsked === true;
      if (this.reversalInfo?.canAnnul && !asked) this.annul();
    });
  }

  /** The charge refused by the server is annulled on this machine (asked once per tap). */
  annul(): void {
    const state = this.state;
    const attempt = this.attempt();
    const transactionId = this.reversalInfo?.charge.transactionId;
    if (this.inFlight || state.phase !== 'reversing' || state.annul === 'asking' || !attempt) return;
    if (!this.reversalInfo?.canAnnul || !transactionId) return;
    // Marked before the machine is asked: a reload meanwhile does not annul it blindly again.
    updateAttempt(this.paymentId, { reversal: { message: state.refusal, annulAsked: true } });
    this.send({ type: 'annulAsk' });
    void this.guarded(async (signal) => {
      const provider = await this.provider(attempt.kind);
      let outcome: Awaited<ReturnType<NonNullable<typeof provider.annul>>> | null;
      try {
        outcome = (await provider.annul?.(this.env.terminal, transactionId)) ?? null;
      } catch {
        outcome = null;
      }
      if (signal.aborted) return;
      if (outcome === null)
        return this.send({ type: 'annulFailed', notice: MONEY_MESSAGES.annulUnknown, unknown: true });
      if (outcome.kind === 'failed') {
        // The machine answered: nothing was annulled, the seller may ask again.
        updateAttempt(this.paymentId, { reversal: { message: state.refusal, annulAsked: false } });
        return this.send({ type: 'annulFailed', notice: annulmentErrorMessage(outcome.glosa, outcome.code) });
      }
      this.reversed(MONEY_MESSAGES.annulled, state.refusal);
    });
  }

  /** The seller handed the charge over to be annulled on the machine that took it. */
  handedOver(): void {
    const state = this.state;
    if (this.inFlight || state.phase !== 'reversing' || state.annul === 'asking') return;
    this.reversed(MONEY_MESSAGES.handedOverDone, state.refusal);
  }

  private reversed(outcome: string, refusal: string): void {
    endAttempt(this.paymentId);
    this.reversalInfo = null;
    // What follows is the step's own (charge again), whichever provider took the charge.
    this.set({ kind: null });
    this.send({
      type: 'reversed',
      failure: { message: sentences(refusal, outcome), canRetry: true, status: 'rejected' },
    });
  }

  /** "Cancelar pago": the provider's cancel (the machine first). */
  cancel(): Promise<CancelAnswer | 'failed' | null> {
    const now = this.state;
    const ctx = this.context();
    if (now.phase !== 'charging' || now.cancel !== 'none' || ctx === null) return Promise.resolve(null);
    const signal = this.life.signal;
    this.send({ type: 'cancel' });
    return this.provider(ctx.attempt.kind).then(async (provider) => {
      if (!provider.cancel) {
        this.send({
          type: 'cancelRefused',
          notice: CHECKOUT_MESSAGES.machineCannotCancel,
          unsupported: true,
        });
        return 'failed' as const;
      }
      try {
        const answer = await provider.cancel(ctx);
        // What the provider answered is the charge's truth, shown or not.
        if (answer.kind === 'approved') this.approve();
        else if (answer.kind === 'cancelled') this.refuse(answer);
        return answer;
      } catch (error) {
        const cannot = isTerminalError(error) && error.code === 'unsupported';
        const notice = cannot
          ? CHECKOUT_MESSAGES.machineCannotCancel
          : failureOf(error, CHECKOUT_MESSAGES.cancelFailed).message;
        // Said whether shown or not: the charge is still held, its cancel may be asked again.
        this.send({ type: 'cancelRefused', notice, unsupported: cannot });
        // It may have been paid meanwhile (that is why a cancel fails): ask at once.
        if (!signal.aborted) void this.wait(signal);
        return 'failed' as const;
      }
    });
  }

  /**
   * Whether the server or the provider says this payment is approved now (after a cancel that
   * failed: it may have been paid first); an approval found is applied.
   */
  async approvedNow(): Promise<boolean> {
    const ctx = this.context();
    if (ctx === null) return this.getSnapshot().approved;
    const provider = await this.provider(ctx.attempt.kind);
    const answer = await provider.reconcile(ctx).catch(() => null);
    if (answer?.found !== 'approved') return false;
    this.approve();
    return true;
  }

  /** The notice a held charge shows (a cancel refused), else `fallback`. */
  noticeOr(fallback: string): string {
    const state = this.state;
    return state.phase === 'charging' && state.notice ? state.notice : fallback;
  }

  /**
   * A code for the charge held (Redelcom's authorization code after the 90 tries): its own key,
   * persisted with the code before it is sent; an unknown answer sends the same again.
   */
  authorize(code: string): void {
    if (this.inFlight || this.state.phase !== 'charging') return;
    void this.guarded((signal) => this.sendCode(code, signal));
  }

  protected override async sendCode(code: string, signal: AbortSignal): Promise<void> {
    const ctx = this.context(signal);
    if (!ctx) return;
    const provider = await this.provider(ctx.attempt.kind);
    if (!provider.authorize) return;
    const waiting = ctx.attempt.followUp;
    // A code whose answer was lost goes first, as it was: a new code only once it is settled.
    if (waiting && waiting.input !== code && typeof waiting.input === 'string') {
      await this.sendCode(waiting.input, signal);
      if (this.attempt()?.followUp || this.state.phase !== 'charging') return;
    }
    const resend = waiting !== null && waiting.input === code;
    const followUp = resend && waiting ? waiting : { key: newId('code'), input: code };
    updateAttempt(this.paymentId, { followUp });
    this.set({ codeFailure: null });
    try {
      const answer = await provider.authorize(ctx, code, followUp.key);
      updateAttempt(this.paymentId, { followUp: null });
      if (answer.kind === 'approved') return this.approve();
      this.refuse(answer);
    } catch (error) {
      const failure = shownFailure(error, CHECKOUT_MESSAGES.pollingFailed);
      // A resend the server never read (offline, 401) says nothing of the first send.
      const unread = resend && notRead(error);
      if (refusedForSure(error) && !unread) {
        // The machine took the card and the server refused its code for sure: reversed (the
        // code stays with the attempt, for the hand-over).
        if (!failure.canRetry) return this.reverse(failure.message);
        updateAttempt(this.paymentId, { followUp: null });
      }
      this.set({ codeFailure: failure });
    }
  }
}
