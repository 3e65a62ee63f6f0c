import { useCallback, useState } from 'react';
import { errorText, isApiError } from '@/api/errors.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
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

/**
 * A step's action (pay, send a code, confirm): single-flight (a second press while it runs is
 * ignored synchronously), with its pending flag for the button's spinner and the failure to show.
 * The action throws to fail; `fallback` is the text when the error carries none.
 */
export function useStepAction<A extends unknown[]>(action: (...args: A) => Promise<void>, fallback: string) {
  const [failure, setFailure] = useState<ShownFailure | null>(null);
  const flight = useSingleFlight(async (...args: A) => {
    setFailure(null);
    try {
      await action(...args);
    } catch (error) {
      setFailure(failureOf(error, fallback));
    }
  });
  const clearFailure = useCallback(() => setFailure(null), []);
  return { run: flight.run, pending: flight.pending, failure, setFailure, clearFailure };
}
