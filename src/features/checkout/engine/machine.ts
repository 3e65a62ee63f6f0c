import type { StepFailure } from '../steps/types.ts';

/**
 * The one attempt state machine of every payment step (docs/DECISIONS.md "The payment engine").
 * Pure: the engine (engine.ts) drives it with events; the persisted attempt (src/session
 * attempts.ts) is what survives a reload, and `resumedState` rebuilds this state from it.
 *
 * - idle: no open attempt. The step may start, unless its last failure came with errorAction
 *   "reset" (`canRetry` false), which hides Reintentar and nothing else.
 * - starting: the one call that may charge is out; its answer is not known yet.
 * - charging: the provider holds the charge (a txId, a QR, a native payment): wait, or cancel
 *   (the machine first).
 * - recording: the provider approved; the server's record of it is pending. Never charged again:
 *   only recorded again.
 * - unknown: the outcome is not known (no answer, a time limit, a 5xx even with its message, a
 *   reload mid-request, a read that does not show the charge yet). Nothing new starts: the same
 *   request goes again with the same key, the server or the machine is asked, or (a machine that
 *   forgot the request) the seller says the card was not charged.
 * - reversing: the card was charged and the server refused for sure to take it: the charge is
 *   annulled on the machine where it can be, or handed over by name; then the step opens again.
 * - approved: the server has it; the screen moves on. Nothing leaves it.
 */

export interface AttemptFailure {
  message: string;
  /** False when the server answered errorAction "reset": Reintentar is hidden, nothing else. */
  canRetry: boolean;
  /**
   * 'offline': the call was not sent (the machine had no network). Not a refusal: the step stays
   * ready, saying "Sin conexión: no se envió" until the network is back (the engine then clears it).
   */
  status: 'rejected' | 'cancelled' | 'error' | 'offline';
  /** The payment's status word when a provider ended the charge (RECHAZADO, EXPIRADO...). */
  word?: StepFailure['status'];
  /** The PIN a refusal carries for the customer (Rappi Payless). */
  pinCode?: string | null;
}

/** Where a cancel stands: not asked, being asked, or the machine said it cannot cancel. */
export type CancelState = 'none' | 'asking' | 'unsupported';

/** Where the annulment of a refused charge stands. */
export type AnnulState = 'none' | 'asking' | 'failed' | 'unknown';

export type AttemptState =
  | { phase: 'idle'; failure: AttemptFailure | null }
  | { phase: 'starting' }
  | { phase: 'charging'; notice: string | null; cancel: CancelState }
  | { phase: 'recording'; failure: AttemptFailure | null }
  | { phase: 'unknown'; failure: AttemptFailure | null; checking: boolean }
  | { phase: 'reversing'; refusal: string; annul: AnnulState; notice: string | null }
  | { phase: 'approved' };

/** What a reconcile found: approved, the open charge, no charge for sure, or still unknown. */
export type Reconciled = 'approved' | 'charging' | 'recording' | 'none' | 'unknown';

export type AttemptEvent =
  | { type: 'start' }
  | { type: 'started' }
  | { type: 'refused'; failure: AttemptFailure }
  | { type: 'lost'; failure: AttemptFailure | null }
  | { type: 'providerApproved' }
  | { type: 'recordFailed'; failure: AttemptFailure }
  | { type: 'approved' }
  | { type: 'failed'; failure: AttemptFailure }
  | { type: 'cancel' }
  | { type: 'cancelRefused'; notice: string; unsupported: boolean }
  | { type: 'notice'; notice: string | null }
  | { type: 'reconciling' }
  | { type: 'reconciled'; found: Reconciled; failure?: AttemptFailure | null }
  | { type: 'notCharged' }
  | { type: 'reverse'; refusal: string; annul?: AnnulState }
  | { type: 'annulAsk' }
  | { type: 'annulFailed'; notice: string; unknown?: boolean }
  | { type: 'reversed'; failure: AttemptFailure }
  | { type: 'resume'; phase: ResumablePhase };

export type AttemptEventType = AttemptEvent['type'];

/** The persisted phases an attempt resumes from. */
export type ResumablePhase = 'starting' | 'charging' | 'recording' | 'reversing';

export const IDLE: AttemptState = { phase: 'idle', failure: null };

const charging = (): AttemptState => ({ phase: 'charging', notice: null, cancel: 'none' });

/** The state a persisted attempt resumes in after a reload. */
export function resumedState(
  phase: ResumablePhase | null,
  reversal?: { message: string; annulAsked: boolean } | null,
): AttemptState {
  if (phase === null) return IDLE;
  if (phase === 'charging') return charging();
  if (phase === 'recording') return { phase: 'recording', failure: null };
  if (phase === 'reversing')
    return {
      phase: 'reversing',
      refusal: reversal?.message ?? '',
      // An annulment asked before the reload: its answer is lost, the seller checks first.
      annul: reversal?.annulAsked ? 'unknown' : 'none',
      notice: null,
    };
  // 'starting' after a reload: the request may have gone out; its outcome is unknown.
  return { phase: 'unknown', failure: null, checking: false };
}

export function attemptReducer(state: AttemptState, event: AttemptEvent): AttemptState {
  if (state.phase === 'approved') return state;
  if (event.type === 'approved') return { phase: 'approved' };
  if (event.type === 'reverse' && state.phase !== 'idle')
    return { phase: 'reversing', refusal: event.refusal, annul: event.annul ?? 'none', notice: null };
  switch (state.phase) {
    case 'idle':
      if (event.type === 'start') return mayStart(state) ? { phase: 'starting' } : state;
      if (event.type === 'resume' && state.failure === null) return resumedState(event.phase);
      return state;
    case 'starting':
      if (event.type === 'started') return charging();
      if (event.type === 'refused') return { phase: 'idle', failure: event.failure };
      if (event.type === 'lost') return { phase: 'unknown', failure: event.failure, checking: false };
      if (event.type === 'providerApproved') return { phase: 'recording', failure: null };
      if (event.type === 'failed') return { phase: 'idle', failure: event.failure };
      return state;
    case 'charging':
      if (event.type === 'providerApproved') return { phase: 'recording', failure: null };
      if (event.type === 'failed') return { phase: 'idle', failure: event.failure };
      if (event.type === 'lost') return { phase: 'unknown', failure: event.failure, checking: false };
      if (event.type === 'cancel')
        return state.cancel === 'none' ? { ...state, cancel: 'asking', notice: null } : state;
      if (event.type === 'cancelRefused')
        return { ...state, notice: event.notice, cancel: event.unsupported ? 'unsupported' : 'none' };
      if (event.type === 'notice') return { ...state, notice: event.notice };
      return state;
    case 'recording':
      // The card is charged: only recorded (again), never charged again, never back to idle.
      if (event.type === 'recordFailed') return { phase: 'recording', failure: event.failure };
      if (event.type === 'providerApproved')
        return state.failure === null ? state : { phase: 'recording', failure: null };
      return state;
    case 'unknown':
      if (event.type === 'reconciling') return state.checking ? state : { ...state, checking: true };
      if (event.type === 'reconciled') return reconciled(state, event.found, event.failure);
      if (event.type === 'notCharged') return IDLE;
      if (event.type === 'started') return charging();
      if (event.type === 'providerApproved') return { phase: 'recording', failure: null };
      if (event.type === 'failed' || event.type === 'refused')
        return { phase: 'idle', failure: event.failure };
      return state;
    case 'reversing':
      // The charge stays until it is annulled or handed over: nothing else leaves this phase.
      if (event.type === 'annulAsk')
        return state.annul === 'asking' ? state : { ...state, annul: 'asking', notice: null };
      if (event.type === 'annulFailed')
        return { ...state, annul: event.unknown ? 'unknown' : 'failed', notice: event.notice };
      if (event.type === 'reversed') return { phase: 'idle', failure: event.failure };
      return state;
  }
}

function reconciled(
  state: Extract<AttemptState, { phase: 'unknown' }>,
  found: Reconciled,
  failure: AttemptFailure | null | undefined,
): AttemptState {
  if (found === 'approved') return { phase: 'approved' };
  if (found === 'charging') return charging();
  if (found === 'recording') return { phase: 'recording', failure: null };
  if (found === 'none') return { phase: 'idle', failure: failure ?? state.failure };
  return { ...state, checking: false, failure: failure ?? state.failure };
}

/** The failure of a call not sent (no network): the step is ready again and says so. */
export function notSent(failure: AttemptFailure | null | undefined): boolean {
  return failure?.status === 'offline';
}

/** Whether the step may start a charge now (Cobrar / Reintentar / Generar QR). */
export function mayStart(state: AttemptState): boolean {
  return state.phase === 'idle' && (state.failure === null || state.failure.canRetry);
}

/** Reintentar is shown: a failure the server did not answer with "reset" (the one rule). */
export function retryShown(state: AttemptState): boolean {
  if (state.phase === 'idle' || state.phase === 'recording') return state.failure?.canRetry === true;
  return false;
}

/** An attempt is open (Cambiar waits; nothing starts). */
export function isOpen(state: AttemptState): boolean {
  return state.phase !== 'idle' && state.phase !== 'approved';
}

/** A request of the step is out (its answer is awaited): the screen's exits wait for it. */
export function isSending(state: AttemptState): boolean {
  return (
    state.phase === 'starting' ||
    (state.phase === 'unknown' && state.checking) ||
    (state.phase === 'charging' && state.cancel === 'asking') ||
    (state.phase === 'reversing' && state.annul === 'asking')
  );
}
