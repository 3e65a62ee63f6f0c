import { clearAllCookies, deleteCookie } from './cookies.ts';
import { initialSale, sale } from './sale.ts';
import { clearAuth, session } from './session.ts';

export const SMART_POS_KEYS_COOKIE = 'smart_pos_keys';

/** Logout (spec 001 §4): the session is cleared and so is the SmartPOS keys cookie. */
export function clearSessionOnLogout(): void {
  clearAuth();
  sale.set(() => initialSale());
  deleteCookie(SMART_POS_KEYS_COOKIE);
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
