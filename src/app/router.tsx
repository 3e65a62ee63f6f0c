import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen.ts';
import { saleHoldsMoney } from '@/session/reset.ts';
import { recordSaleStep } from '@/session/saleResume.ts';
import type { TerminalAdapter } from '@/terminal/types.ts';

export interface AppRouterOptions {
  queryClient: QueryClient;
  terminal: TerminalAdapter;
  /**
   * Ends the session (src/app/logout.ts); `{ expired: true }` from the expired-token guard keeps
   * the sale. Navigation is not its business: the router adds it (see createAppRouter).
   */
  logout: (options?: { expired?: boolean }) => void;
  /** The seller is asked before logging out of a sale that holds money (src/app/LogoutQuestion.tsx). */
  askLogout?: () => void;
  now?: () => Date;
  history?: RouterHistory;
}

/**
 * The app's router. Its context's `logout` is the one logout-and-leave of the app: the seller's
 * own logout (every "Cerrar sesión") ends the session and opens /login, replacing the screen so
 * Back does not return to it; while the sale holds money it asks first (`askLogout`). An expired
 * session (`{ expired: true }`, from the guard) only ends the session: the guard's own redirect
 * goes to /login.
 * Every screen shown that belongs to a sale is remembered as the sale's step, where a start of
 * the app resumes it (src/session/saleResume.ts).
 */
export function createAppRouter(options: AppRouterOptions) {
  const leave = { toLogin: () => {} };
  const shown = { any: () => false };
  const router = createRouter({
    routeTree,
    context: {
      queryClient: options.queryClient,
      terminal: options.terminal,
      logout: (logoutOptions?: { expired?: boolean; anyway?: boolean }) => {
        // The seller's own logout of a sale that holds money asks first (it keeps the sale).
        if (!logoutOptions?.expired && !logoutOptions?.anyway && options.askLogout && saleHoldsMoney()) {
          options.askLogout();
          return;
        }
        options.logout(logoutOptions?.expired ? { expired: true } : {});
        if (!logoutOptions?.expired) leave.toLogin();
      },
      now: options.now ?? (() => new Date()),
      starting: () => !shown.any(),
    },
    ...(options.history ? { history: options.history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
  leave.toLogin = () => void router.navigate({ to: '/login', replace: true });
  shown.any = () => router.state.resolvedLocation !== undefined;
  router.subscribe('onResolved', ({ toLocation }) => recordSaleStep(toLocation.pathname));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
