import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen.ts';
import type { TerminalAdapter } from '@/terminal/types.ts';

export interface AppRouterOptions {
  queryClient: QueryClient;
  terminal: TerminalAdapter;
  /** The seller's logout; `{ expired: true }` from the expired-token guard keeps the sale. */
  logout: (options?: { expired?: boolean }) => void;
  now?: () => Date;
  history?: RouterHistory;
}

export function createAppRouter(options: AppRouterOptions) {
  return createRouter({
    routeTree,
    context: {
      queryClient: options.queryClient,
      terminal: options.terminal,
      logout: options.logout,
      now: options.now ?? (() => new Date()),
    },
    ...(options.history ? { history: options.history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
