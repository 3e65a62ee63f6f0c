/**
 * The stock screens on the real app (route tree, loaders, screens) and the demo world: opened
 * directly, each gets its read from its route's loader, and the screen does not ask again; opened
 * again, the read is asked again (stock reads are fresh on every open). docs/SERVER-STATE.md.
 */
import { startDemoServer } from '@mocks/node.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { App } from '@/app/App.tsx';
import { createQueryClient } from '@/app/queryClient.ts';
import { createAppRouter } from '@/app/router.tsx';
import { session } from '@/session/session.ts';
import { createSimulatorTerminal } from '@/terminal/simulator.ts';
import { logInDemoSeller } from '@/test/demoSession.ts';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
afterEach(() => {
  demo.reset();
  session.reset();
});
afterAll(() => demo.close());

const counts = () => demo.world.state.requestCounts;

/** The demo seller on machine 7; only what the app asks from here on counts. */
async function seller() {
  configureApi({ baseUrl: '', getToken: () => session.get().accessToken, onUnauthorized: () => {} });
  await logInDemoSeller();
  demo.world.state.requestCounts = {};
}

/** Opens `path`: first the router alone (guards and loaders, no screen), then the screen. */
async function openApp(path: string, loaderAsked: Record<string, number>) {
  const queryClient = createQueryClient({ retryBaseDelayMs: 1 });
  const terminal = createSimulatorTerminal({ kind: 'browser' });
  const router = createAppRouter({
    queryClient,
    terminal,
    logout: () => {},
    now: () => new Date('2026-06-03T14:00:00Z'),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  // Before any screen exists, the loader has asked for the screen's data.
  await waitFor(() => expect(counts()).toMatchObject(loaderAsked));
  render(<App router={router} queryClient={queryClient} terminal={terminal} />);
  return router;
}

describe('stock loaders fill the screen opened directly, and the screen does not ask again', () => {
  it('/ingresar-stock: the purchase orders, asked once', async () => {
    await seller();
    await openApp('/ingresar-stock', { listPurchaseOrdersForEntry: 1 });
    const list = await screen.findByLabelText('Orden de compra');
    await waitFor(() => expect(list).toBeEnabled());
    expect(counts().listPurchaseOrdersForEntry).toBe(1);
  });

  it('/ingresar-stock/guia-de-despacho/1: the guide, asked once; opened again, asked again', async () => {
    await seller();
    const router = await openApp('/ingresar-stock/guia-de-despacho/1', { getStoreOrderDetail: 1 });
    expect(await screen.findByText(`Guía ingresada: ${DEMO.storeOrders.open}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table', { busy: true })).toBeNull());
    expect(counts().getStoreOrderDetail).toBe(1);

    // Back to the start and into the guide again: another terminal may have entered stock since.
    await router.navigate({ to: '/ingresar-stock' });
    await screen.findByLabelText('Orden de compra');
    await router.navigate({ to: '/ingresar-stock/$type/$id', params: { type: 'guia-de-despacho', id: 1 } });
    expect(await screen.findByText(`Guía ingresada: ${DEMO.storeOrders.open}`)).toBeInTheDocument();
    await waitFor(() => expect(counts().getStoreOrderDetail).toBe(2));
    await waitFor(() => expect(screen.queryByRole('table', { busy: true })).toBeNull());
    expect(counts().getStoreOrderDetail).toBe(2);
  });
});
