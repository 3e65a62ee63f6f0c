import { isUnfinished, returnFlow } from '@/features/returns/returnFlow.ts';
import { checkoutMemory, openAttempts } from '@/session/attempts.ts';
import { sale } from '@/session/sale.ts';

/** What decides whether a new version may take over now. */
export interface UpdateMoment {
  /** The screen on show. */
  pathname: string;
  /** The sale's order, while one is open (the sale is reset when it ends). */
  orderId: number | null;
  /** Payment attempts kept on this machine (a charge started, not yet recorded). */
  openAttempts: number;
  /** A return whose credit note or annulments are not finished. */
  returnOpen: boolean;
}

/**
 * A new version takes over only at /inicio, between sales: no order, no payment attempt and no
 * return open (a stock document is open only on its own screen). Money never meets a version
 * change; a reload in the middle of a sale keeps the version that started it.
 */
export function isBetweenSales(moment: UpdateMoment): boolean {
  return (
    moment.pathname === '/inicio' &&
    moment.orderId === null &&
    moment.openAttempts === 0 &&
    !moment.returnOpen
  );
}

/** The moment as this machine's stores say it is now. */
export function currentMoment(pathname: string): UpdateMoment {
  return {
    pathname,
    orderId: sale.get().orderId,
    openAttempts: openAttempts().length,
    returnOpen: isUnfinished(returnFlow.get()),
  };
}

/**
 * Calls `ready` once the moment is between sales at `pathname`: now, or as soon as the sale, the
 * payment attempts or the return change so that it is (arriving at /inicio from a finished sale,
 * the sale is reset around the same moment). Returns the stop.
 */
export function whenBetweenSales(pathname: string, ready: () => void): () => void {
  let done = false;
  const subscriptions: { unsubscribe: () => void }[] = [];
  const stop = () => {
    done = true;
    for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
  };
  const check = () => {
    if (done || !isBetweenSales(currentMoment(pathname))) return;
    stop();
    ready();
  };
  for (const store of [sale.store, checkoutMemory.store, returnFlow.store])
    subscriptions.push(store.subscribe(check));
  check();
  return stop;
}
