import { useCallback, useRef, useState } from 'react';

/**
 * One request at a time for a mutating action (buy, save, update, add, delete, coupon, send
 * code, every payment step). A second call while the first is in flight is ignored at once,
 * synchronously, before React re-renders: a double or triple tap on a card terminal lands all
 * its taps before `isPending` becomes true, so a flag in state alone lets the second through.
 *
 * `run` returns the action's result, or `undefined` for an ignored call. `pending` is for the
 * button's spinner; the guard itself is the ref.
 */
export function useSingleFlight<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
): { run: (...args: A) => Promise<R | undefined>; pending: boolean } {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const latest = useRef(action);
  latest.current = action;

  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setPending(true);
    try {
      return await latest.current(...args);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);

  return { run, pending };
}

/**
 * useSingleFlight per key: one run at a time for each key (e.g. each offer product's "Agregar"),
 * so a double tap on one button acts once while another button still works. A call for a key
 * already in flight is ignored at once, synchronously.
 */
export function useSingleFlightByKey<K, A extends unknown[], R>(
  keyOf: (...args: A) => K,
  action: (...args: A) => Promise<R>,
): (...args: A) => Promise<R | undefined> {
  const inFlight = useRef(new Set<K>());
  const latest = useRef({ keyOf, action });
  latest.current = { keyOf, action };

  return useCallback(async (...args: A): Promise<R | undefined> => {
    const key = latest.current.keyOf(...args);
    if (inFlight.current.has(key)) return undefined;
    inFlight.current.add(key);
    try {
      return await latest.current.action(...args);
    } finally {
      inFlight.current.delete(key);
    }
  }, []);
}
