import { clearAllCookies } from './cookies.ts';
import { resetPersistedStores } from './persisted.ts';
import { initialSale, sale } from './sale.ts';
import { clearAuth, expireAuth, session } from './session.ts';

/** A seller's own logout (spec 001 §4): who is logged in and the sale in progress are cleared. */
export function clearSessionOnLogout(): void {
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
 * After a successful login: the same seller whose session expired gets the kept sale and the
 * path to return to; a different seller starts with a clean sale (and null).
 */
export function claimKeptSale(sellerId: number): string | null {
  const { lastSellerId, resumePath } = session.get();
  const sameSeller = lastSellerId === sellerId;
  if (lastSellerId !== null && !sameSeller) sale.set(() => initialSale());
  session.set((prev) => ({ ...prev, lastSellerId: null, resumePath: null, expired: false }));
  return sameSeller ? resumePath : null;
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
