import { useCallback, useRef } from 'react';

/**
 * A function whose identity never changes and that always calls the latest `fn`: a memoised
 * part of the cart (dialogs, the action bar) is not re-rendered by a new closure on every press.
 * Only for event handlers (never called during render).
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  latest.current = fn;
  return useCallback((...args: A) => latest.current(...args), []);
}
