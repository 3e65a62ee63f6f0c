import type { QueryClient } from '@tanstack/react-query';
import { clearSessionOnLogout, expireSessionKeepingSale } from '@/session/reset.ts';
import { clearSmartPosKeys } from '@/terminal/cookies.ts';

export interface LogoutOptions {
  /** Tell the server (GET /api/logout). Default true; false after a 401. */
  notifyServer?: boolean;
  /**
   * The session ended by itself (a 401, an expired token), not by the seller: the sale in
   * progress is kept for the same seller, with `resumePath`, and /login says the session
   * expired. The server is not told (it already ended the session).
   */
  expired?: boolean;
  /** The screen to return to after logging in again (with `expired`). */
  resumePath?: string | null;
}

/**
 * Logout (spec 001 §4 "Session"): the server is told (GET /api/logout, best effort, with the
 * token still attached), the session and the sale are cleared, the SmartPOS keys cookie is
 * removed and cached server data is dropped. Navigation is the caller's.
 *
 * After a 401 the server has already ended the session: pass `{ notifyServer: false }`, or the
 * logout call would answer 401 again and start over. An automatic logout (`{ expired: true }`)
 * keeps the sale (`pos.sale`); only the seller's own logout clears it. It returns false when
 * there was no session left to end (several 401s at once end it once).
 */
export function createLogout({
  queryClient,
  notifyServer,
}: {
  queryClient: QueryClient;
  notifyServer?: () => Promise<unknown>;
}) {
  return ({
    notifyServer: tellServer = true,
    expired = false,
    resumePath = null,
  }: LogoutOptions = {}): boolean => {
    if (expired) {
      if (!expireSessionKeepingSale(resumePath)) return false;
    } else {
      // Called before the session is cleared, so the request still carries the token.
      const pending = tellServer ? notifyServer?.() : undefined;
      pending?.catch(() => {
        // The seller is logged out locally whatever the server answers.
      });
      clearSessionOnLogout();
    }
    clearSmartPosKeys();
    queryClient.clear();
    return true;
  };
}
