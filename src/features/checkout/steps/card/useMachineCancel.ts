import { useCallback, useEffect, useRef, useState } from 'react';
import { smartPosCancelDelay } from '@/domain/cardPayment.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { isTerminalError } from '@/terminal/errors.ts';
import type { TerminalAdapter } from '@/terminal/types.ts';
import { attemptFor } from '../../attempts.ts';
import { cancelAttempt } from '../../engine/cancel.ts';

/**
 * "Cancelar pago" of a card charged on the machine: offered 10 s after the payment started (also
 * counted across a reload), sent through the provider's cancel (the machine first). The pending
 * payment then settles through its own answer ('cancelled', or 'approved' when the card went
 * through first: recorded on the same payment). A cancel the machine refuses says why.
 */
export function useMachineCancel(
  terminal: TerminalAdapter,
  paymentId: number,
  charging: { startedAt: number } | null,
) {
  const [shown, setShown] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const mounted = useRef(true);
  // Set again on every mount: React's StrictMode (dev, Storybook) unmounts and mounts once more.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const startedAt = charging?.startedAt ?? null;
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setTimeout(() => setShown(true), smartPosCancelDelay(startedAt, Date.now()));
    return () => clearTimeout(timer);
  }, [startedAt]);

  const cancel = async () => {
    if (cancelling) return;
    setCancelling(true);
    setNotice(null);
    try {
      await cancelAttempt(attemptFor(paymentId), { terminal });
    } catch (error) {
      const cannot = isTerminalError(error) && error.code === 'unsupported';
      if (mounted.current)
        setNotice(cannot ? CHECKOUT_MESSAGES.machineCannotCancel : CHECKOUT_MESSAGES.cancelFailed);
    } finally {
      if (mounted.current) setCancelling(false);
    }
  };
  /** The payment answered: the cancel and its notice are gone. */
  const reset = useCallback(() => {
    setShown(false);
    setNotice(null);
  }, []);
  return { shown, cancelling, notice, cancel, reset };
}
