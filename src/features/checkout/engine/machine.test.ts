import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AttemptEvent,
  type AttemptFailure,
  type AttemptState,
  attemptReducer,
  IDLE,
  isOpen,
  mayStart,
  resumedState,
  retryShown,
} from './machine.ts';

const failure = (canRetry = true): AttemptFailure => ({ message: 'x', canRetry, status: 'rejected' });

/** One state of each phase (and the variants that change what may happen). */
const STATES: Record<string, AttemptState> = {
  idle: IDLE,
  idleFailed: { phase: 'idle', failure: failure() },
  idleReset: { phase: 'idle', failure: failure(false) },
  starting: { phase: 'starting' },
  charging: { phase: 'charging', notice: null, cancel: 'none' },
  cancelling: { phase: 'charging', notice: null, cancel: 'asking' },
  cannotCancel: { phase: 'charging', notice: 'n', cancel: 'unsupported' },
  recording: { phase: 'recording', failure: null },
  recordFailed: { phase: 'recording', failure: failure() },
  unknown: { phase: 'unknown', failure: null, checking: false },
  checking: { phase: 'unknown', failure: null, checking: true },
  reversing: { phase: 'reversing', refusal: 'r', annul: 'none', notice: null },
  annulling: { phase: 'reversing', refusal: 'r', annul: 'asking', notice: null },
  annulFailed: { phase: 'reversing', refusal: 'r', annul: 'failed', notice: 'n' },
  approved: { phase: 'approved' },
};

const EVENTS: Record<string, AttemptEvent> = {
  start: { type: 'start' },
  started: { type: 'started' },
  refused: { type: 'refused', failure: failure() },
  lost: { type: 'lost', failure: null },
  providerApproved: { type: 'providerApproved' },
  recordFailed: { type: 'recordFailed', failure: failure() },
  approved: { type: 'approved' },
  failed: { type: 'failed', failure: failure() },
  cancel: { type: 'cancel' },
  cancelRefused: { type: 'cancelRefused', notice: 'n', unsupported: true },
  notice: { type: 'notice', notice: 'n' },
  reconciling: { type: 'reconciling' },
  reconciledApproved: { type: 'reconciled', found: 'approved' },
  reconciledCharging: { type: 'reconciled', found: 'charging' },
  reconciledNone: { type: 'reconciled', found: 'none' },
  reconciledUnknown: { type: 'reconciled', found: 'unknown' },
  notCharged: { type: 'notCharged' },
  resumeCharging: { type: 'resume', phase: 'charging' },
  reverse: { type: 'reverse', refusal: 'r' },
  annulAsk: { type: 'annulAsk' },
  annulFailed: { type: 'annulFailed', notice: 'n' },
  reversed: { type: 'reversed', failure: failure() },
};

/**
 * The whole table: the phase each state goes to on each event ('=' stays the same state). Every
 * cell is written out, so a change of the machine shows here first.
 */
const TABLE: Record<string, Record<string, string>> = {
  idle: { start: 'starting', approved: 'approved', resumeCharging: 'charging' },
  idleFailed: { start: 'starting', approved: 'approved' },
  idleReset: { approved: 'approved' },
  starting: {
    reverse: 'reversing',
    started: 'charging',
    refused: 'idle',
    lost: 'unknown',
    providerApproved: 'recording',
    approved: 'approved',
    failed: 'idle',
  },
  charging: {
    reverse: 'reversing',
    providerApproved: 'recording',
    approved: 'approved',
    failed: 'idle',
    lost: 'unknown',
    cancel: 'charging*',
    cancelRefused: 'charging*',
    notice: 'charging*',
  },
  cancelling: {
    reverse: 'reversing',
    providerApproved: 'recording',
    approved: 'approved',
    failed: 'idle',
    lost: 'unknown',
    cancelRefused: 'charging*',
    notice: 'charging*',
  },
  cannotCancel: {
    reverse: 'reversing',
    providerApproved: 'recording',
    approved: 'approved',
    failed: 'idle',
    lost: 'unknown',
    cancelRefused: 'charging*',
    notice: 'charging*',
  },
  recording: { recordFailed: 'recording*', approved: 'approved', reverse: 'reversing' },
  recordFailed: {
    recordFailed: 'recording*',
    approved: 'approved',
    providerApproved: 'recording*',
    reverse: 'reversing',
  },
  unknown: {
    reverse: 'reversing',
    refused: 'idle',
    started: 'charging',
    providerApproved: 'recording',
    approved: 'approved',
    failed: 'idle',
    reconciling: 'unknown*',
    reconciledApproved: 'approved',
    reconciledCharging: 'charging',
    reconciledNone: 'idle',
    reconciledUnknown: 'unknown*',
    notCharged: 'idle',
  },
  checking: {
    reverse: 'reversing',
    refused: 'idle',
    started: 'charging',
    providerApproved: 'recording',
    approved: 'approved',
    failed: 'idle',
    reconciledApproved: 'approved',
    reconciledCharging: 'charging',
    reconciledNone: 'idle',
    reconciledUnknown: 'unknown*',
    notCharged: 'idle',
  },
  // A charge to reverse leaves only when it is annulled or handed over (or the server approves it).
  reversing: {
    reverse: 'reversing*',
    annulAsk: 'reversing*',
    annulFailed: 'reversing*',
    reversed: 'idle',
    approved: 'approved',
  },
  annulling: { reverse: 'reversing*', annulFailed: 'reversing*', reversed: 'idle', approved: 'approved' },
  annulFailed: {
    reverse: 'reversing*',
    annulAsk: 'reversing*',
    annulFailed: 'reversing*',
    reversed: 'idle',
    approved: 'approved',
  },
  approved: {},
};

describe('attemptReducer: every state on every event', () => {
  for (const [stateName, state] of Object.entries(STATES)) {
    for (const [eventName, event] of Object.entries(EVENTS)) {
      const expected = TABLE[stateName]?.[eventName] ?? '=';
      it(`${stateName} + ${eventName} -> ${expected}`, () => {
        const next = attemptReducer(state, event);
        if (expected === '=') expect(next).toBe(state);
        else if (expected.endsWith('*')) {
          expect(next.phase).toBe(expected.slice(0, -1));
          expect(next).not.toBe(state);
        } else expect(next.phase).toBe(expected);
      });
    }
  }
});

describe('what the step offers', () => {
  it('Reintentar only after a failure the server did not answer with "reset"', () => {
    expect(retryShown(STATES.idleFailed!)).toBe(true);
    expect(retryShown(STATES.idleReset!)).toBe(false);
    expect(retryShown(STATES.recordFailed!)).toBe(true);
    expect(retryShown({ phase: 'recording', failure: failure(false) })).toBe(false);
    expect(retryShown(STATES.idle!)).toBe(false);
    expect(retryShown(STATES.unknown!)).toBe(false);
  });

  it('"reset" hides Reintentar and nothing else: the failure still shows', () => {
    const next = attemptReducer(STATES.starting!, { type: 'refused', failure: failure(false) });
    expect(next).toEqual({ phase: 'idle', failure: failure(false) });
    expect(mayStart(next)).toBe(false);
  });

  it('a persisted attempt resumes: starting is unknown, charging waits, recording records again', () => {
    expect(resumedState(null)).toBe(IDLE);
    expect(resumedState('starting').phase).toBe('unknown');
    expect(resumedState('charging').phase).toBe('charging');
    expect(resumedState('recording').phase).toBe('recording');
  });

  it('a charge being reversed resumes as it was; an annulment asked before the reload is unknown', () => {
    expect(resumedState('reversing', { message: 'm', annulAsked: false })).toEqual({
      phase: 'reversing',
      refusal: 'm',
      annul: 'none',
      notice: null,
    });
    expect(resumedState('reversing', { message: 'm', annulAsked: true })).toMatchObject({ annul: 'unknown' });
  });

  it('a cancel the machine cannot do keeps waiting and says so', () => {
    const asked = attemptReducer(STATES.charging!, { type: 'cancel' });
    const refused = attemptReducer(asked, { type: 'cancelRefused', notice: 'no', unsupported: true });
    expect(refused).toEqual({ phase: 'charging', notice: 'no', cancel: 'unsupported' });
    // The late approval after it: recorded on the same attempt.
    expect(attemptReducer(refused, { type: 'providerApproved' }).phase).toBe('recording');
  });
});

const anyEvent = fc.constantFrom(...Object.values(EVENTS));

describe('properties over any sequence of events', () => {
  it('no sequence starts a second charge while an attempt is open or unknown', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 60 }), (events) => {
        let state: AttemptState = IDLE;
        for (const event of events) {
          const next = attemptReducer(state, event);
          if (next.phase === 'starting' && state.phase !== 'starting') {
            // A charge starts only from idle, never while one is open, unknown or recorded.
            expect(state.phase).toBe('idle');
            expect(event.type).toBe('start');
          }
          if (isOpen(state) && event.type === 'start') expect(next).toBe(state);
          state = next;
        }
      }),
    );
  });

  it('an unknown outcome ends only on an answer, a reconcile or the seller saying the card was not charged', () => {
    const ends = new Set([
      'approved',
      'started',
      'providerApproved',
      'failed',
      'refused',
      'reconciled',
      'notCharged',
      'reverse',
    ]);
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 60 }), (events) => {
        let state: AttemptState = { phase: 'unknown', failure: null, checking: false };
        for (const event of events) {
          const next = attemptReducer(state, event);
          if (state.phase === 'unknown' && next.phase !== 'unknown') expect(ends.has(event.type)).toBe(true);
          state = next;
        }
      }),
    );
  });

  it('a card the provider approved is back to idle only once its charge was reversed; approved is final', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 60 }), (events) => {
        let state: AttemptState = { phase: 'recording', failure: null };
        let reversing = false;
        for (const event of events) {
          const next = attemptReducer(state, event);
          if (next.phase === 'idle')
            expect(state.phase === 'reversing' && event.type === 'reversed').toBe(true);
          reversing ||= next.phase === 'reversing';
          state = next;
          if (state.phase === 'idle') break;
          expect(reversing ? ['recording', 'reversing', 'approved'] : ['recording', 'approved']).toContain(
            state.phase,
          );
        }
        const approved = attemptReducer(state, { type: 'approved' });
        for (const event of events) expect(attemptReducer(approved, event)).toBe(approved);
      }),
    );
  });

  it('Reintentar never shows for a "reset" failure', () => {
    const anyFailure = fc.record({
      message: fc.string(),
      canRetry: fc.boolean(),
      status: fc.constantFrom('rejected' as const, 'cancelled' as const, 'error' as const),
    });
    const withFailure = fc.oneof(
      anyEvent,
      anyFailure.map((f): AttemptEvent => ({ type: 'refused', failure: f })),
      anyFailure.map((f): AttemptEvent => ({ type: 'failed', failure: f })),
      anyFailure.map((f): AttemptEvent => ({ type: 'recordFailed', failure: f })),
    );
    fc.assert(
      fc.property(fc.array(withFailure, { maxLength: 40 }), (events) => {
        let state: AttemptState = IDLE;
        for (const event of events) {
          state = attemptReducer(state, event);
          if (retryShown(state) && 'failure' in state) expect(state.failure?.canRetry).toBe(true);
        }
      }),
    );
  });
});
