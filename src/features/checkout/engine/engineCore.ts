import { beginAttempt, endAttempt } from '@/session/attempts.ts';
import { EngineFlows } from './engineFlows.ts';
import { NO_POLL } from './engineState.ts';
import { mayStart, notSent } from './machine.ts';

/**
 * What a step does with its payment's engine: start a charge, send the same attempt again after
 * an unknown outcome, ask again, record again, confirm a card was not charged, drop a failure.
 * The exits (cancel, codes, reversal, "Cancelar compra") are engine.ts.
 */
export abstract class EngineCore extends EngineFlows {
  /** Starts a charge with `kind`'s provider (Cobrar, Reintentar, Generar QR, a code). */
  start(kind: string, input: unknown = null): void {
    if (this.flight || !mayStart(this.state) || this.attempt() !== null) return;
    this.send({ type: 'start' });
    this.set({ poll: NO_POLL, kind });
    void this.guarded(async (signal) => {
      const provider = await this.provider(kind);
      // Persisted BEFORE the call that may charge: a reload from here on resumes this attempt.
      beginAttempt({
        orderId: this.env.sale.orderId,
        paymentId: this.paymentId,
        kind,
        phase: provider.beginsIn,
        input,
        now: this.env.now(),
      });
      await this.run(signal);
    });
  }

  /** After an unknown outcome: the same attempt sent again, same key, same input. */
  resend(): void {
    if (this.flight || this.state.phase !== 'unknown' || this.attempt() === null) return;
    void this.guarded(async (signal) => {
      const provider = await this.provider(this.attempt()?.kind ?? '');
      if (!provider.resendable) return this.reconcileNow(signal);
      this.send({ type: 'reconciling' });
      await this.run(signal);
    });
  }

  /** "Verificar de nuevo": what the machine or the server says about the open attempt. */
  reconcile(): void {
    if (!this.flight) void this.guarded((signal) => this.reconcileNow(signal));
  }

  /** The approval is recorded again (Reintentar while recording; never a second charge). */
  recordAgain(): void {
    const now = this.state;
    if (this.flight || now.phase !== 'recording' || !now.failure?.canRetry) return;
    this.send({ type: 'providerApproved' });
    void this.guarded((signal) => this.record(signal));
  }

  /** The seller confirms the machine did not charge the card: the server is asked once, then idle. */
  notCharged(): void {
    if (this.flight || this.state.phase !== 'unknown') return;
    void this.guarded(async (signal) => {
      const ctx = this.context(signal);
      const provider = ctx && (await this.provider(ctx.attempt.kind));
      const answer = ctx && provider && (await provider.reconcile(ctx).catch(() => null));
      if (signal.aborted) return;
      if (answer?.found === 'approved') return this.approve();
      endAttempt(this.paymentId);
      this.send({ type: 'notCharged' });
    });
  }

  /**
   * The network is back (docs/OFFLINE.md): what was not sent clears by itself, so the step is
   * ready as before it was tapped; a wait's poll not sent stops saying so (its next poll goes
   * on); an approval whose record was not sent is recorded again (never charged again); an
   * outcome nobody knows is asked about.
   */
  protected override networkBack(): void {
    const { state, poll, codeFailure } = this.getSnapshot();
    if (poll.offline) this.set({ poll: NO_POLL });
    if (notSent(codeFailure)) this.set({ codeFailure: null });
    if (this.flight) return;
    if (state.phase === 'idle' && notSent(state.failure)) this.reset();
    else if (state.phase === 'recording' && notSent(state.failure)) this.recordAgain();
    else if (state.phase === 'unknown' && !state.checking) this.reconcile();
  }

  /** The seller sends something new (another code): the last failure no longer holds the step. */
  dismissFailure(): void {
    if (!this.flight && this.state.phase === 'idle' && this.state.failure !== null) this.reset();
  }
}
