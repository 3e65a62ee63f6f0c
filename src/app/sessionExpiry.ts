import { DEFAULT_TIMEOUT_MS } from '@/api/http.ts';
import type { LogoutOptions } from './logout.ts';

/** Screens never worth returning to after logging in again. */
const NOT_RESUMABLE = new Set(['/', '/login', '/404']);

/** The screen to return to after the session expired on `href` (path + search), or null. */
export function resumePathFor(href: string | null | undefined): string | null {
  if (!href) return null;
  const path = href.split(/[?#]/)[0] ?? '';
  return NOT_RESUMABLE.has(path) ? null : href;
}

/**
 * The session ended by itself (a 401 from any call): log out keeping the sale and the current
 * screen, then /login, which says the session expired. Several 401s at once act once: the
 * first ends the session, the others find none and do nothing.
 */
export function createSessionExpiry({
  logout,
  currentHref,
  goToLogin,
}: {
  logout: (options: LogoutOptions) => boolean;
  currentHref: () => string | null;
  goToLogin: () => void;
}): () => void {
  return () => {
    if (logout({ expired: true, resumePath: resumePathFor(currentHref()) })) goToLogin();
  };
}

export const TIMEOUT_STORAGE_KEY = 'pos.timeoutMs';

/**
 * The time limit of every call. 15 s (DEFAULT_TIMEOUT_MS) for a real API. Only on the demo
 * backend, `?timeoutMs=2000` (kept in sessionStorage for the tab, `?timeoutMs=` clears it)
 * shortens it, so the e2e fault tests do not wait 15 s per call.
 */
export function apiTimeoutMs({
  demo,
  search,
  storage,
}: {
  demo: boolean;
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}): number {
  if (!demo) return DEFAULT_TIMEOUT_MS;
  const param = new URLSearchParams(search).get('timeoutMs');
  if (param !== null) {
    if (/^\d{1,6}$/.test(param) && Number(param) > 0) storage?.setItem(TIMEOUT_STORAGE_KEY, param);
    else storage?.removeItem(TIMEOUT_STORAGE_KEY);
  }
  const saved = storage?.getItem(TIMEOUT_STORAGE_KEY) ?? null;
  return saved !== null && /^\d{1,6}$/.test(saved) && Number(saved) > 0 ? Number(saved) : DEFAULT_TIMEOUT_MS;
}
