import { useCallback, useEffect, useRef, useState } from 'react';
import { endAttempt } from '../attempts.ts';

/**
 * "Approve once", the one copy: the payment's attempt is forgotten, the step shows APROBADO, and
 * `onApproved` (the screen refetches and moves on) runs once per payment however many answers
 * (a poll, a native answer, a reconcile, a late approval after a cancel) say approved.
 */
export function useApproveOnce(paymentId: number, onApproved: () => void): [() => void, boolean] {
  const done = useRef(false);
  const latest = useRef(onApproved);
  latest.current = onApproved;
  const [approved, setApproved] = useState(false);
  const approve = useCallback(() => {
    endAttempt(paymentId);
    setApproved(true);
    if (done.current) return;
    done.current = true;
    latest.current();
  }, [paymentId]);
  return [approve, approved];
}

/** Tells the screen while an attempt is open (Cambiar and Cancelar wait); false on unmount. */
export function useBusy(busy: boolean, onBusyChange: ((busy: boolean) => void) | undefined): void {
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);
  useEffect(() => () => onBusyChange?.(false), [onBusyChange]);
}
