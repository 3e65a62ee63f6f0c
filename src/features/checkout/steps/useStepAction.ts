import { errorText, isApiError } from '@/api/errors.ts';
import { isTerminalError } from '@/terminal/errors.ts';

/** A failure a step shows: the text, and whether "Reintentar" is offered. */
export interface ShownFailure {
  message: string;
  /** False when the server answered errorAction "reset" (spec 001 §4 "Errors with an action"). */
  canRetry: boolean;
}

/** The failure of any error: the server's errorMessage or the terminal's text, else `fallback`. */
export function failureOf(error: unknown, fallback: string): ShownFailure {
  if (isApiError(error)) return { message: errorText(error, fallback), canRetry: error.canRetry };
  if (isTerminalError(error)) return { message: error.message || fallback, canRetry: true };
  return { message: fallback, canRetry: true };
}
