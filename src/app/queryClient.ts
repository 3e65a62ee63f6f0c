import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { isApiError } from '@/api/errors.ts';

/** How many times a failed read is tried again (so at most 3 requests in all). */
export const READ_RETRIES = 2;
/** First wait before a retry, ms; it doubles each time (500, 1000), up to READ_RETRY_MAX_DELAY_MS. */
export const READ_RETRY_BASE_DELAY_MS = 500;
export const READ_RETRY_MAX_DELAY_MS = 4_000;

/**
 * Whether a failed read is worth sending again. Only a glitch is: no connection (`network`) or
 * a 5xx. A 4xx is an answer (404 "not found", 400 with the server's message, 401 "session
 * expired", which logs out in src/api/http.ts): asking again gives the same answer. A time-out
 * is not retried either (the seller already waited the whole limit; the screen offers the
 * retry), nor an answer outside the contract (it would come back the same), nor anything that
 * is not an ApiError (a bug, or a cancelled request).
 */
export function isRetryableReadError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.status >= 500;
}

/**
 * React Query's `retry` for reads. `retriesSoFar` is React Query's `failureCount` as it passes it:
 * 0 after the first failure, 1 after the first retry failed, and so on.
 */
export function retryRead(retriesSoFar: number, error: unknown): boolean {
  return retriesSoFar < READ_RETRIES && isRetryableReadError(error);
}

/** Wait before retry number `attempt + 1`: exponential backoff with a cap; `base` lets tests shorten it. */
export function readRetryDelay(attempt: number, base = READ_RETRY_BASE_DELAY_MS): number {
  return Math.min(base * 2 ** attempt, READ_RETRY_MAX_DELAY_MS);
}

export interface QueryClientPolicyOptions {
  /** First retry delay in ms (default READ_RETRY_BASE_DELAY_MS); tests pass 1. */
  retryBaseDelayMs?: number;
}

/**
 * The one retry and freshness policy (docs/SERVER-STATE.md), shared by the app, the stories and
 * the screen tests (src/test/renderScreen.tsx), so a test sees what a seller sees:
 * - reads retry by kind (`retryRead`) with backoff (`readRetryDelay`);
 * - mutations never retry on their own: a write sent twice may act twice (order writes carry an
 *   idempotency key, and the seller decides to send again);
 * - data is fresh for 30 s, and every mutation invalidates exactly what it changed
 *   (src/api/queries.ts), so freshness does not depend on the clock;
 * - a failed read is not asked again by a screen mounting (the loader asked already);
 * - no refetch on window focus: a card terminal switches to its payment app and back mid-sale;
 * - offline (src/app/offline/network.ts), reads pause and keep what they had, and go on by
 *   themselves when the network is back; writes fail at once.
 */
export function queryClientDefaults({
  retryBaseDelayMs = READ_RETRY_BASE_DELAY_MS,
}: QueryClientPolicyOptions = {}): NonNullable<QueryClientConfig['defaultOptions']> {
  return {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: retryRead,
      retryDelay: (attempt) => readRetryDelay(attempt, retryBaseDelayMs),
      // A read that failed (after its retries) is not sent again just because a screen mounts:
      // the route's loader asks on entry, and the screen offers its own retry (Recargar).
      retryOnMount: false,
    },
    // A write always runs at once: offline, the API refuses it at once ("Sin conexión: no se
    // envió", src/api/http.ts), and the seller decides to send it again. React Query's default
    // would pause it and send it by itself when the network is back, long after the tap.
    mutations: { retry: false, networkMode: 'always' },
  };
}

export function createQueryClient(options: QueryClientPolicyOptions = {}): QueryClient {
  return new QueryClient({ defaultOptions: queryClientDefaults(options) });
}
