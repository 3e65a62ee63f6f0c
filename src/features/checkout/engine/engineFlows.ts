import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { endAttempt, updateAttempt } from '@/session/attempts.ts';
import { EngineState, NO_POLL } from './engineState.ts';
import { notRead, refusedForSure, shownFailure } from './failures.ts';
import { resumedState } from './machine.ts';
import { type ReconcileAnswer, resumeByPhase, type StartAnswer, type WaitAnswer } from './provider.ts';

/**
 * The engine's flows over a provider: resume, reconcile, wait, record and the start itself, each
 * applying the provider's answers to the reducer and the persisted attempt. Every flow takes the
 * page's life signal: an answer that arrives while no view shows the payment still lands (it is
 * the charge's truth); only what loops waits for a view (`watched`).
 */
export abstract class EngineFlows extends EngineState {
  /** Where a persisted attempt stands after a reload or a remount: asked, then waited on. */
  protected resume(): void {
    const attempt = this.attempt();
    // A call already out lands by itself; a wait already running goes on.
    if (attempt === null || this.flight || this.waiting !== null) return;
    // An attempt this engine did not see begin (another view, a reload's store): taken as it is.
    if (this.state.phase === 'idle')
      this.set({ state: resumedState(attempt.phase, attempt.reversal), kind: attempt.kind });
    if (attempt.phase === 'reversing') return void this.resumeReversal();
    this.send({ type: 'reconciling' });
    void this.guarded(async (signal) => {
      const ctx = this.context(signal);
      if (!ctx) return;
      const provider = await this.provider(ctx.attempt.kind);
      const answer = await (provider.resume ? provider.resume(ctx) : resumeByPhase(provider, ctx)).catch(
        (): ReconcileAnswer => ({ found: 'unknown' }),
      );
      this.apply(answer, signal);
      const followUp = this.attempt()?.followUp;
      if (followUp && this.state.phase === 'charging' && typeof followUp.input === 'string')
        await this.sendCode(followUp.input, signal);
    });
  }

  /** A reversal left by a reload (engine.ts). */
  protected abstract resumeReversal(): void;

  /** What a reconcile (or a resume) found, applied to the state and the persisted attempt. */
  protected apply({ found, charge }: ReconcileAnswer, signal: AbortSignal): void {
    if (signal.aborted) return;
    if (found === 'approved') {
      this.approve();
      return;
    }
    if (found === 'none') {
      endAttempt(this.paymentId);
      if (this.state.phase === 'unknown') this.send({ type: 'reconciled', found });
      else this.reset();
      return;
    }
    if (found === 'charging' && charge)
      updateAttempt(this.paymentId, {
        phase: 'charging',
        externalId: charge.externalId,
        result: charge.result ?? null,
      });
    if (found === 'recording') updateAttempt(this.paymentId, { phase: 'recording' });
    this.send({ type: 'reconciled', found });
    if (found === 'charging') void this.wait(signal);
    if (found === 'recording') void this.record(signal);
  }

  protected async reconcileNow(signal: AbortSignal): Promise<void> {
    const ctx = this.context(signal);
    if (!ctx || this.state.phase !== 'unknown') return;
    this.send({ type: 'reconciling' });
    const provider = await this.provider(ctx.attempt.kind);
    this.apply(await provider.reconcile(ctx).catch((): ReconcileAnswer => ({ found: 'unknown' })), signal);
  }

  protected async wait(signal: AbortSignal): Promise<void> {
    const ctx = this.context(signal);
    const watched = this.watched();
    // Nobody watches: no poll now; the view that shows it again resumes the wait.
    if (!ctx || watched === null) return;
    const provider = await this.provider(ctx.attempt.kind);
    if (!provider.wait) return;
    this.stopWaiting();
    const mine = new AbortController();
    this.waiting = mine;
    for (const stop of [signal, watched]) stop.addEventListener('abort', () => mine.abort(), { once: true });
    const answer = await provider.wait(
      { ...ctx, signal: mine.signal, sleep: (ms) => this.env.sleep(ms, mine.signal) },
      (report) => {
        if (!mine.signal.aborted) this.set({ poll: report });
      },
    );
    if (mine.signal.aborted) return;
    if (this.waiting === mine) this.waiting = null;
    await this.settle(answer, signal);
  }

  protected async settle(answer: WaitAnswer, signal: AbortSignal): Promise<void> {
    this.set({ poll: NO_POLL });
    if (answer.kind === 'approved') return this.approve();
    if (answer.kind === 'refused') return this.refuse(answer);
    if (answer.kind === 'unknown') {
      this.send({ type: 'lost', failure: null });
      return this.reconcileNow(signal);
    }
    updateAttempt(this.paymentId, { phase: 'recording', result: answer.result });
    this.send({ type: 'providerApproved' });
    await this.record(signal);
  }

  protected async record(signal: AbortSignal): Promise<void> {
    const ctx = this.context(signal);
    const result = ctx?.attempt.result;
    if (!ctx || !result) return this.send({ type: 'lost', failure: null });
    const provider = await this.provider(ctx.attempt.kind);
    if (!provider.record) return;
    // Its tries stop once no view shows the payment (the kept approval is recorded next time).
    const tries = new AbortController();
    const watched = this.watched();
    if (watched === null) tries.abort();
    for (const stop of [signal, watched])
      stop?.addEventListener('abort', () => tries.abort(), { once: true });
    try {
      await provider.record({ ...ctx, signal: tries.signal }, result);
      if (!signal.aborted) this.approve();
    } catch (error) {
      if (signal.aborted) return;
      const failure = shownFailure(error, CHECKOUT_MESSAGES.pollingFailed);
      // The card is charged and the server refused it for sure: it is annulled or handed over.
      if (refusedForSure(error) && !failure.canRetry) return this.reverse(failure.message);
      // Otherwise Reintentar only records it again (never a second charge).
      this.send({ type: 'recordFailed', failure });
    }
  }

  protected started(answer: StartAnswer, signal: AbortSignal): Promise<void> | void {
    if (answer.kind === 'approved') return signal.aborted ? undefined : this.approve();
    if (answer.kind === 'providerApproved') {
      updateAttempt(this.paymentId, { phase: 'recording', result: answer.result });
      if (signal.aborted) return;
      this.send({ type: 'providerApproved' });
      return this.record(signal);
    }
    updateAttempt(this.paymentId, {
      phase: 'charging',
      externalId: answer.externalId,
      result: answer.result ?? null,
    });
    if (signal.aborted) return;
    this.send({ type: 'started' });
    void this.wait(signal);
  }

  /** Sends the persisted attempt's start (its key and input); a refusal for sure ends it. */
  protected async run(signal: AbortSignal): Promise<void> {
    const ctx = this.context(signal);
    if (!ctx) return;
    const provider = await this.provider(ctx.attempt.kind);
    let answer: StartAnswer;
    try {
      answer = await provider.start(ctx, ctx.attempt.input);
    } catch (error) {
      const failure = shownFailure(error, CHECKOUT_MESSAGES.pollingFailed);
      // A resend the server never read (offline, the session ended) says nothing of the first
      // send: still unknown, sent again once the network or the seller is back.
      const resendUnread = this.state.phase !== 'starting' && notRead(error);
      if (refusedForSure(error) && !resendUnread) {
        // A code typed from a POS's voucher attests a charge taken there: refused with "reset",
        // that charge is handed over; any other refusal ends the attempt with nothing charged.
        if (provider.attestsCharge && !failure.canRetry) return this.reverse(failure.message);
        endAttempt(this.paymentId);
        return this.send({ type: 'refused', failure });
      }
      if (signal.aborted) return;
      // Unknown: the server (or the machine) is asked, while its message shows.
      this.send(
        this.state.phase === 'starting'
          ? { type: 'lost', failure }
          : { type: 'reconciled', found: 'unknown', failure },
      );
      return this.reconcileNow(signal);
    }
    await this.started(answer, signal);
  }

  /** Sends a code for the charge held: Redelcom's authorization code (engine.ts). */
  protected abstract sendCode(code: string, signal: AbortSignal): Promise<void>;

  /** Annuls or hands over a charge the server refused for sure (engine.ts). */
  protected abstract reverse(message: string): void;
}
