import { clearAllCookies } from './cookies.ts';
import { initialSale, sale } from './sale.ts';
import { clearAuth, session } from './session.ts';

/** Logout (spec 001 §4): who is logged in and the sale in progress are cleared. */
export function clearSessionOnLogout(): void {
  clearAuth();
  sale.set(() => initialSale());
}

/** The error page's "Refrescar": clears local storage and every cookie (spec 001 §2). */
export function clearAllClientState(): void {
  try {
    localStorage.clear();
  } catch {
    // Unavailable storage: nothing to clear.
  }
  clearAllCookies();
  session.reset();
  sale.reset();
  // reset() writes the initial state back; the spec asks for empty storage.
  try {
    localStorage.clear();
  } catch {
    // ignore
  }
}
