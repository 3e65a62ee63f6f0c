import type { QueryClient } from '@tanstack/react-query';
import { clearSessionOnLogout } from '@/session/reset.ts';
import { clearSmartPosKeys } from '@/terminal/cookies.ts';

/**
 * Logout (spec 001 §4 "Session"): the server is told (GET /api/logout, best effort, with the
 * token still attached), the session and the sale are cleared, the SmartPOS keys cookie is
 * removed and cached server data is dropped. Navigation is the caller's.
 *
 * After a 401 the server has already ended the session: pass `{ notifyServer: false }`, or the
 * logout call would answer 401 again and start over.
 */
export function createLogout({
  queryClient,
  notifyServer,
}: {
  queryClient: QueryClient;
  notifyServer?: () => Promise<unknown>;
}) {
  return ({ notifyServer: tellServer = true }: { notifyServer?: boolean } = {}) => {
    // Called before the session is cleared, so the request still carries the token.
    const pending = tellServer ? notifyServer?.() : undefined;
    pending?.catch(() => {
      // The seller is logged out locally whatever the server answers.
    });
    clearSessionOnLogout();
    clearSmartPosKeys();
    queryClient.clear();
  };
}
