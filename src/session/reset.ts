import { saleLock } from '@/domain/saleLock.ts';
import { openAttempts } from './attempts.ts';
import { clearAllCookies } from './cookies.ts';
import { resetPersistedStores } from './persisted.ts';
import { initialSale, type SaleStep, sale } from './sale.ts';
import { saleResumePath } from './saleResume.ts';
import { clearAuth, expireAuth, session } from './session.ts';

/** Where a sale that holds money is finished, whoever logs in next on this machine. */
export const MONEY_RESUME_PATH = '/pago-final' satisfies SaleStep;

/**
 * The sale holds money no exit may forget (docs/DECISIONS.md "The payment engine"): a payment
 * attempt open on this machine, or a payment the server approved. It stays with the machine.
 */
export function saleHoldsMoney(): boolean {
  const { orderId, paymentLock } = sale.get();
  return saleLock({ orderId, serverLock: paymentLock, openAttempts: openAttempts(orderId).length }) !== null;
}

/**
 * The sale's order was sent to payment (REALIZAR COMPRA: PAGANDO on the server). A new sale does
 * not discard it: the order would be left paying on the server. "Cancelar compra" on /pago-final
 * rejects it, through the payments' engines (docs/DECISIONS.md "Sale").
 */
export function saleSentToPayment(): boolean {
  const { orderId, orderStatus } = sale.get();
  return orderId !== null && orderStatus === 'PAGANDO';
}

/**
 * Where a sale sent to payment is taken up again: its invoice data when it was left on them
 * (REALIZAR COMPRA leads a factura there, and they come before its payment), otherwise its
 * payment, where "Cancelar compra" is.
 */
function sentToPaymentPath(): SaleStep {
  return sale.get().step === '/factura' ? '/factura' : MONEY_RESUME_PATH;
}

/**
 * Where "Volver a la venta" takes the unfinished sale: a sale sent to payment to its invoice data
 * or its payment (`sentToPaymentPath`), otherwise the screen it was left on (the routes' guards
 * send a sale holding money on to /pago-final).
 */
export function backToUnfinishedSale(): SaleStep {
  if (saleSentToPayment()) return sentToPaymentPath();
  return saleResumePath(sale.get()) ?? '/carro';
}

/**
 * Where the sale resumes when it stays with the machine at a logout, or null when it does not: it
 * holds money (/pago-final), or its order was sent to payment, which only "Cancelar compra" or
 * the payment ends (`sentToPaymentPath`). Cleared, its order would be left paying on the server
 * with nobody to finish or cancel it.
 */
function pathKeptWithMachine(): SaleStep | null {
  if (saleHoldsMoney()) return MONEY_RESUME_PATH;
  if (saleSentToPayment()) return sentToPaymentPath();
  return null;
}

/**
 * A seller's own logout (spec 001 §4): who is logged in and the sale in progress are cleared. A
 * sale that holds money or was sent to payment is not (`pathKeptWithMachine`): it stays with the
 * machine, and the next login on it (this seller or another) goes straight to /pago-final, where
 * its attempt resumes or "Cancelar compra" ends it (a factura left on its invoice data, to
 * /factura).
 */
export function clearSessionOnLogout(): void {
  const resumePath = pathKeptWithMachine();
  if (resumePath !== null) {
    const owner = session.get().user?.id ?? session.get().lastSellerId;
    clearAuth();
    session.set((prev) => ({ ...prev, lastSellerId: owner, resumePath }));
    return;
  }
  clearAuth();
  sale.set(() => initialSale());
}

/**
 * The session ended by itself (a 401 mid-sale, an expired token): who is logged in is cleared,
 * the sale in progress (`pos.sale`) is kept for the seller who owned it, with the screen they
 * were on. Returns false when nobody was logged in (a second 401 of the same burst).
 */
export function expireSessionKeepingSale(resumePath: string | null): boolean {
  return expireAuth(resumePath);
}

/**
 * After a successful login: a sale that holds money or was sent to payment is kept for whoever
 * logs in, who goes straight to /pago-final (a sale sent to payment left on its invoice data, to
 * /factura); otherwise the same seller whose session expired gets the kept sale and the path
 * to return to, and a different seller starts with a clean sale. A kept sale that is unfinished
 * and has no path to return to resumes on its step (a session that expired at a start, a cold
 * start with no session: docs/DECISIONS.md "Sale"). Null: the usual way in (/inicio or /maquina).
 */
export function claimKeptSale(sellerId: number): string | null {
  const { lastSellerId, resumePath } = session.get();
  const holdsMoney = saleHoldsMoney();
  const sentToPayment = saleSentToPayment();
  const sameSeller = lastSellerId === sellerId;
  if (lastSellerId !== null && !sameSeller && !holdsMoney && !sentToPayment) sale.set(() => initialSale());
  session.set((prev) => ({ ...prev, lastSellerId: null, resumePath: null, expired: false }));
  if (holdsMoney) return MONEY_RESUME_PATH;
  const kept = sameSeller ? resumePath : null;
  return kept ?? (sentToPayment ? sentToPaymentPath() : saleResumePath(sale.get()));
}

/** The error page's "Refrescar": clears local storage and every cookie (spec 001 §2). */
export function clearAllClientState(): void {
  try {
    localStorage.clear();
  } catch {
    // Unavailable storage: nothing to clear.
  }
  clearAllCookies();
  // Every store, not only the session and the sale: a store's memory would write its value back.
  resetPersistedStores();
  // reset() writes the initial state back; the spec asks for empty storage.
  try {
    localStorage.clear();
  } catch {
    // ignore
  }
}
