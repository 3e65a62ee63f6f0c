import { errorText, isApiError, isNotSent } from '@/api/errors.ts';
import { NETWORK_MESSAGES } from '@/domain/messages.ts';
import { isTerminalError } from '@/terminal/errors.ts';

/** A failure a step shows: the text, and whether "Reintentar" is offered. */
export interface ShownFailure {
  message: string;
  /** False when the server answered errorAction "reset" (spec 001 §4 "Errors with an action"). */
  canRetry: boolean;
  /** Not sent (the machine offline): not a refusal; it clears when the network is back. */
  offline?: boolean;
}

/**
 * The failure of any error: a call not sent says so ("Sin conexión: no se envió"), else the
 * server's errorMessage or the terminal's text, else `fallback`.
 */
export function failureOf(error: unknown, fallback: string): ShownFailure {
  if (isNotSent(error)) return { message: NETWORK_MESSAGES.notSent, canRetry: true, offline: true };
  if (isApiError(error)) return { message: errorText(error, fallback), canRetry: error.canRetry };
  if (isTerminalError(error)) return { message: error.message || fallback, canRetry: true };
  return { message: fallback, canRetry: true };
}
