import { isApiError, isNotSent } from '@/api/errors.ts';
import { isRefusedForSure } from '@/api/outcome.ts';
import { NETWORK_MESSAGES } from '@/domain/messages.ts';
import { failureOf } from '../steps/useStepAction.ts';
import type { AttemptFailure } from './machine.ts';
import { ProviderFailure } from './provider.ts';

/** What a call not sent (the machine offline) leaves on the step: not a refusal, it clears itself. */
export const NOT_SENT: AttemptFailure = {
  message: NETWORK_MESSAGES.notSent,
  canRetry: true,
  status: 'offline',
};

/**
 * The failure a step shows for any error: a call not sent says so (NOT_SENT), a provider words
 * its own, else the one rule's text.
 */
export function shownFailure(error: unknown, fallback: string): AttemptFailure {
  if (isNotSent(error)) return NOT_SENT;
  if (error instanceof ProviderFailure)
    return { message: error.message, canRetry: error.canRetry, status: 'error' };
  const pinCode = isApiError(error) ? error.pinCode : null;
  return { ...failureOf(error, fallback), status: 'error', ...(pinCode ? { pinCode } : {}) };
}

/**
 * A call the server never read: not sent (offline) or refused before being looked at (401). For a
 * resend it says nothing of the first send, whose outcome stays unknown.
 */
export const notRead = (error: unknown): boolean =>
  isApiError(error) && (error.kind === 'offline' || error.status === 401);

/** Refused for sure: a 4xx the server meant (or a provider failure that says so). */
export const refusedForSure = (error: unknown): boolean =>
  error instanceof ProviderFailure ? error.refusedForSure : isRefusedForSure(error);
