import { checkoutMemory } from '@/features/checkout/attempts.ts';
import { isUnfinished, returnFlow } from '@/features/returns/returnFlow.ts';
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
    openAttempts: Object.keys(checkoutMemory.get().attempts).length,
    returnOpen: isUnfinished(returnFlow.get()),
  };
}
