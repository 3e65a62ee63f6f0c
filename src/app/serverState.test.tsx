/**
 * The server-state pattern on the real app (route tree, loaders, guards, screens) and the demo
 * world: a screen opened directly gets its data from its route's loader without asking twice,
 * and 401s answered at once end the session once, with the seller on /login told why.
 * docs/SERVER-STATE.md.
 */
import { startDemoServer } from '@mocks/node.ts';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { getCustomerByRut } from '@/api/generated/endpoints/customers/customers.ts';
import { listProducts } from '@/api/generated/endpoints/products/products.ts';
import { login } from '@/api/generated/endpoints/session/session.ts';
import { configureApi } from '@/api/http.ts';
import { App } from '@/app/App.tsx';
import { createLogout } from '@/app/logout.ts';
import { createQueryClient } from '@/app/queryClient.ts';
import { type AppRouter, createAppRouter } from '@/app/router.tsx';
import { createSessionExpiry, resumePathFor } from '@/app/sessionExpiry.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { initialSession, session } from '@/session/session.ts';
import { createSimulatorTerminal } from '@/terminal/simulator.ts';

/** A Thursday, 10:00 in Santiago: inside the seller-orders window, so /carro reads past orders too. */
const NOW = '2026-06-04T14:00:00Z';
const demo = startDemoServer({ now: NOW });
afterEach(() => {
  demo.reset();
  session.reset();
  sale.reset();
});
afterAll(() => demo.close());

/** The demo seller logged in on machine 7, with a member sale of two units of product 1. */
async function memberSale() {
  configureApi({ baseUrl: '', getToken: () => session.get().accessToken, onUnauthorized: () => {} });
  const answer = await login({ rut: '111111111', password: 'demo1234' });
  session.set(() => ({
    ...initialSession(),
    user: answer.data.user as never,
    accessToken: answer.data.accessToken,
    machineNumber: '7',
  }));
  const customer = (await getCustomerByRut('123456785', { type: 'socio' })).data.customer;
  const page = await listProducts({ store: 1, type: 'socio', offset: 0, limit: 20 });
  const product = page.data.products.find((p) => p.id === 1);
  sale.set(() => ({
    ...initialSale(),
    buyType: 'socio',
    customer: customer as never,
    recommendedAutoShown: true,
    lines: [{ product: product as never, amount: 2, recommended: false }],
  }));
  // Only what the app asks from here on counts.
  demo.world.state.requestCounts = {};
}

/**
 * The app as src/main.tsx composes it (logout, 401 -> session expiry), at `path`; `show()` renders
 * it (the router may load first, without any screen).
 */
function createApp(path: string) {
  const queryClient = createQueryClient({ retryBaseDelayMs: 1 });
  let router: AppRouter | null = null;
  const logout = vi.fn(createLogout({ queryClient, notifyServer: () => Promise.resolve() }));
  const currentHref = () => router?.latestLocation.href ?? null;
  const goToLogin = vi.fn(() => void router?.navigate({ to: '/login', replace: true }));
  configureApi({
    baseUrl: '',
    getToken: () => session.get().accessToken,
    onUnauthorized: createSessionExpiry({ logout, currentHref, goToLogin }),
  });
  const terminal = createSimulatorTerminal({ kind: 'browser' });
  router = createAppRouter({
    queryClient,
    terminal,
    logout: (options) => {
      logout(options?.expired ? { expired: true, resumePath: resumePathFor(currentHref()) } : {});
    },
    now: () => new Date(NOW),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const shown = router;
  return {
    router: shown,
    logout,
    goToLogin,
    show: () => render(<App router={shown} queryClient={queryClient} terminal={terminal} />),
  };
}

/** Opens `path`: first the router alone (guards and loaders, no screen), then the screen. */
async function openApp(path: string, loaderAsked: Record<string, number>) {
  const app = createApp(path);
  await app.router.load();
  // Before any screen exists, the loader has asked for the screen's data.
  await waitFor(() => expect(counts()).toMatchObject(loaderAsked));
  app.show();
  return app;
}

const counts = () => demo.world.state.requestCounts;

describe('loaders fill the screen opened directly, and the screen does not ask again', () => {
  it('/guardados: the saved orders, asked once', async () => {
    await memberSale();
    await openApp('/guardados', { listSavedOrders: 1 });
    expect(await screen.findByRole('heading', { name: 'Pedidos guardados' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table', { busy: true })).toBeNull());
    expect(counts().listSavedOrders).toBe(1);
  });

  it('/compra: the first page of products and the featured products, each asked once', async () => {
    await memberSale();
    await openApp('/compra', { listProducts: 1, listPopularProducts: 1 });
    expect(await screen.findByRole('article', { name: 'Cerveza Cristal Lata 470 cc' })).toBeInTheDocument();
    await waitFor(() => expect(counts().listPopularProducts).toBe(1));
    expect(counts().listProducts).toBe(1);
  });

  it('/perfil: the member points, asked once', async () => {
    await memberSale();
    await openApp('/perfil', { getCustomerPoints: 1 });
    expect(await screen.findByText('Puede utilizar 12.345 puntos en esta compra')).toBeInTheDocument();
    expect(counts().getCustomerPoints).toBe(1);
  });

  it('/carro: points, past orders and promotions, each asked once', async () => {
    await memberSale();
    const asked = { getCustomerPoints: 1, listCustomerOrders: 1, getCartPromotions: 1 };
    await openApp('/carro', asked);
    expect(await screen.findByRole('article', { name: 'Cerveza Cristal Lata 470 cc' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Resumen de la compra' })).not.toHaveAttribute('aria-busy'),
    );
    expect(await screen.findByText('12.345')).toBeInTheDocument();
    expect(counts()).toMatchObject(asked);
  });
});

describe('a 401 on any call', () => {
  it('several calls answering 401 at once log out once, and /login says the session expired', async () => {
    await memberSale();
    // The server ended the session: every call of /carro's loader (points, past orders,
    // promotions, all at once) answers 401.
    demo.world.state.revokedTokens.push(session.get().accessToken ?? '');
    const app = createApp('/carro');
    app.show();
    expect(
      await screen.findByText('Su sesión expiró. Ingrese nuevamente para continuar.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/login');
    // Three 401s at once (and whatever is asked without a token afterwards): one logout that
    // ended the session, one trip to /login.
    expect(counts().getCustomerPoints).toBeGreaterThanOrEqual(1);
    expect(counts().listCustomerOrders).toBeGreaterThanOrEqual(1);
    expect(counts().getCartPromotions).toBeGreaterThanOrEqual(1);
    expect(app.logout.mock.results.filter((r) => r.value === true)).toHaveLength(1);
    expect(app.goToLogin).toHaveBeenCalledOnce();
    // The sale is kept for the same seller: a 401 ends the session, not the sale
    // (docs/DECISIONS.md "Session and login").
    expect(sale.get().lines).toHaveLength(1);
  });
});
