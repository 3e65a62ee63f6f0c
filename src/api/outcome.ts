import { isApiError } from './errors.ts';

/**
 * The one rule that reads a failed write (docs/DECISIONS.md "Faults and the network"):
 *
 * - `refused`: the server answered a 4xx it meant, or any answer with errorAction "reset" (the
 *   server's own word that this request is over and must not be sent again), or the write was
 *   never sent (the machine was offline, src/api/http.ts): the write certainly did not happen, so
 *   the seller may change the request or try again.
 * - `unknown`: anything else. No answer, the time limit, a lost connection, a 5xx (with or without
 *   an errorMessage: the server may have done the work before failing), an answer that is not the
 *   contract's, and the 4xx a proxy or a busy server sends without reading the request (408
 *   Request Timeout, 429 Too Many Requests: nothing says the request was not taken before). An
 *   unknown outcome never starts a new charge: the same request is sent again with the same
 *   Idempotency-Key, or the server or the machine is asked what became of it.
 */
export type FailedOutcome = 'refused' | 'unknown';

/** What a request ended as: approved (it answered 2xx), or how it failed. */
export type RequestOutcome = 'approved' | FailedOutcome;

const NOT_READ = new Set([408, 429]);

export function outcomeOf(error: unknown): FailedOutcome {
  if (isApiError(error) && error.kind === 'offline') return 'refused';
  if (!isApiError(error) || error.kind !== 'http') return 'unknown';
  if (!error.canRetry) return 'refused';
  if (error.status >= 400 && error.status < 500 && !NOT_READ.has(error.status)) return 'refused';
  return 'unknown';
}

/** The write certainly did not happen (see `outcomeOf`). */
export function isRefusedForSure(error: unknown): boolean {
  return outcomeOf(error) === 'refused';
}

/** The write may have happened: ask or resend with the same key, never start another. */
export function isOutcomeUnknown(error: unknown): boolean {
  return outcomeOf(error) === 'unknown';
}
