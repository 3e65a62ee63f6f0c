/**
 * Test helper for the sale screens: renders /compra and /carro inside a small router (features
 * may not import src/app) with the app's providers, the terminal simulator and every other path
 * as a stub ("stub:<path>"), on the demo world (mocks/node.ts). `startSaleAs` logs the demo
 * seller in through the world and sets the sale's buy type and customer, as /ingreso would.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
import { getCustomerByRut } from '@/api/generated/endpoints/customers/customers.ts';
import { login } from '@/api/generated/endpoints/session/session.ts';
import { ToastProvider } from '@/components/ui/Toast.tsx';
import { initialSale, type SaleState, sale } from '@/session/sale.ts';
import { initialSession, session } from '@/session/session.ts';
import { TerminalProvider } from '@/terminal/react.tsx';
import { createSimulatorTerminal, type SimulatorCreateOptions } from '@/terminal/simulator.ts';
import type { TerminalAdapter } from '@/terminal/types.ts';
import { enterCatalogue } from './cartActions.ts';

/** The app's router context (src/routes/-context.ts), restated: features do not import routes. */
interface RouterContext {
  queryClient: QueryClient;
  terminal: TerminalAdapter;
  now: () => Date;
  logout: () => void;
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
  '/pago-final',
  '/factura',
];

/** Demo world people (mocks/world/seed.ts). */
export const DEMO = {
  seller: { rut: '111111111', password: 'demo1234' },
  member: '123456785',
  nonMember: '98765433',
} as const;

/** Logs the demo seller in (session) and starts a sale for a member or non-member. */
export async function startSaleAs(kind: 'socio' | 'no-socio', extra: Partial<SaleState> = {}): Promise<void> {
  const answer = await login(DEMO.seller);
  session.set(() => ({
    ...initialSession(),
    user: answer.data.user as never,
    accessToken: answer.data.accessToken,
    machineNumber: '7',
  }));
  const rut = kind === 'socio' ? DEMO.member : DEMO.nonMember;
  const customer = (await getCustomerByRut(rut, { type: kind })).data.customer;
  sale.set(() => ({ ...initialSale(), buyType: kind, customer: customer as never, ...extra }));
}

export interface RenderSaleOptions {
  path: '/compra' | '/carro';
  screens: Record<string, FunctionComponent>;
  terminal?: SimulatorCreateOptions;
  now?: () => Date;
}

export async function renderSale({ path, screens, terminal, now }: RenderSaleOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  const simulator = createSimulatorTerminal({ kind: 'browser', ...terminal });
  const logout = vi.fn();
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const paths = [...new Set([...APP_PATHS, ...Object.keys(screens)])];
  const routes = paths.map((p) =>
    createRoute({
      getParentRoute: () => root,
      path: p,
      ...(p === '/compra'
        ? {
            beforeLoad: ({ preload }: { preload: boolean }) => {
              if (!preload) enterCatalogue();
            },
          }
        : {}),
      component: screens[p] ?? (() => <h1>{`stub:${p}`}</h1>),
    }),
  );
  const router = createRouter({
    routeTree: root.addChildren(routes),
    context: { queryClient, terminal: simulator, logout, now: now ?? (() => new Date()) },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <TerminalProvider adapter={simulator}>
        <ToastProvider>
          {/* biome-ignore lint/suspicious/noExplicitAny: a test router, not the app's registered one */}
          <RouterProvider router={router as any} />
        </ToastProvider>
      </TerminalProvider>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1, hidden: true });
  return {
    ...view,
    router,
    queryClient,
    terminal: simulator,
    pathname: () => router.state.location.pathname,
  };
}
