/**
 * Test helper: renders one feature screen inside a small router (not the app's route tree: the
 * screen under test, and every other path of the app as a stub that shows "stub:<path>"), with
 * the providers the app has, the terminal simulator and the app's own query client policy
 * (src/app/queryClient.ts: the same retries, only the retry delay is 1 ms). Shared by every
 * feature's screen tests.
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { FunctionComponent } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '@/app/queryClient.ts';
import { ToastProvider } from '@/components/ui/Toast.tsx';
import { TerminalProvider } from '@/terminal/react.tsx';
import { createSimulatorTerminal, type SimulatorCreateOptions } from '@/terminal/simulator.ts';
import type { TerminalAdapter } from '@/terminal/types.ts';

/** The app's router context (src/routes/-context.ts), restated: features do not import routes. */
interface TestRouterContext {
  queryClient: QueryClient;
  terminal: TerminalAdapter;
  now: () => Date;
  logout: (options?: { expired?: boolean }) => void;
}

const APP_PATHS = [
  '/',
  '/login',
  '/404',
  '/maquina',
  '/inicio',
  '/ingreso',
  '/perfil',
  '/compra',
  '/carro',
  '/guardados',
  '/delivery',
  '/tipo-devolucion',
  '/entrega-inmediata',
  '/ingresar-stock',
  '/opciones-smartpos',
  '/pago-final',
  '/orden-delivery/$deliveryType',
];

/**
 * A toast stays until another replaces it or it is closed, as in stories run as tests
 * (.storybook/preview.tsx): a test waits for a toast as a state, and a loaded machine pausing the
 * test for 2.5 s must not hide it first. Toast.test.tsx proves the 2.5 s hide with fake timers.
 * A day, not Infinity: a timer of Infinity ms fires at once.
 */
const KEPT_TOAST_MS = 86_400_000;

export interface RenderScreenOptions {
  /** The URL to open. */
  path: string;
  /** The screens under test by route path; every other app path is a stub. */
  screens: Record<string, FunctionComponent>;
  terminal?: SimulatorCreateOptions;
  now?: () => Date;
  /**
   * What a route does on entry (its beforeLoad), by path; not run on preloads. A promise holds the
   * navigation until it settles (a slow screen to open).
   */
  onEnter?: Record<string, () => unknown>;
  /**
   * The app's logout behind the router context's (e.g. src/app/logout.ts's createLogout, given
   * this screen's query client); by default the context's logout only records its calls.
   */
  logoutWith?: (queryClient: QueryClient) => (options?: { expired?: boolean }) => void;
}

export async function renderScreen({
  path,
  screens,
  terminal,
  now,
  onEnter = {},
  logoutWith,
}: RenderScreenOptions) {
  const queryClient = createQueryClient({ retryBaseDelayMs: 1 });
  const simulator = createSimulatorTerminal({ kind: 'browser', ...terminal });
  const logout = vi.fn<(options?: { expired?: boolean }) => void>(logoutWith?.(queryClient));
  const root = createRootRouteWithContext<TestRouterContext>()({ component: Outlet });
  const paths = [...new Set([...APP_PATHS, ...Object.keys(screens)])];
  const routes = paths.map((p) =>
    createRoute({
      getParentRoute: () => root,
      path: p,
      beforeLoad: async ({ preload }: { preload: boolean }) => {
        if (!preload) await onEnter[p]?.();
      },
      component: screens[p] ?? (() => <h1>{`stub:${p}`}</h1>),
    }),
  );
  const router = createRouter({
    routeTree: root.addChildren(routes),
    context: {
      queryClient,
      terminal: simulator,
      // As the app's router composes it (src/app/router.tsx): the seller's own logout opens /login.
      logout: (options?: { expired?: boolean }) => {
        logout(options);
        if (!options?.expired) void router.navigate({ to: '/login', replace: true });
      },
      now: now ?? (() => new Date()),
    },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <TerminalProvider adapter={simulator}>
        <ToastProvider duration={KEPT_TOAST_MS}>
          {/* biome-ignore lint/suspicious/noExplicitAny: a test router, not the app's registered one */}
          <RouterProvider router={router as any} />
        </ToastProvider>
      </TerminalProvider>
    </QueryClientProvider>,
  );
  // The screen (or a stub) is on the page before the test goes on.
  await screen.findByRole('heading', { level: 1, hidden: true });
  return {
    ...view,
    router,
    queryClient,
    logout,
    terminal: simulator,
    pathname: () => router.state.location.pathname,
  };
}
