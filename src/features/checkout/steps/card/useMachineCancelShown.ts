import { useEffect, useState } from 'react';
import { smartPosCancelDelay } from '@/domain/cardPayment.ts';

/**
 * Whether "Cancelar pago" of a card charged on the machine is offered: 10 s after the payment
 * started (also counted across a reload, from the persisted `startedAt`); hidden again once the
 * payment answered (`startedAt` null). The cancel itself is the engine's (the machine first).
 */
export function useMachineCancelShown(startedAt: number | null): boolean {
  const [shownFor, setShownFor] = useState<number | null>(null);
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setTimeout(() => setShownFor(startedAt), smartPosCancelDelay(startedAt, Date.now()));
    return () => clearTimeout(timer);
  }, [startedAt]);
  return startedAt !== null && shownFor === startedAt;
}
