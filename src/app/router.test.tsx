import { createMemoryHistory } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/queryClient.ts';
import { createAppRouter } from '@/app/router.tsx';
import { makeProduct } from '@/domain/test-fixtures.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { initialSession, session } from '@/session/session.ts';
import { createSimulatorTerminal } from '@/terminal/simulator.ts';

const now = new Date('2026-11-21T15:00:00Z');
const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = (exp: number) => `${part({ alg: 'HS256' })}.${part({ exp })}.sig`;
const user = { id: 1, name: 'Vendedor Demo', rut: '11111111-1', store_id: 1, Store: { id: 1 } };

async function visit(path: string, options: { isTerminalApp?: boolean } = {}) {
  const logout = vi.fn(() => session.set((s) => ({ ...s, user: null, accessToken: null })));
  const router = createAppRouter({
    queryClient: createQueryClient(),
    terminal: createSimulatorTerminal({
      kind: options.isTerminalApp ? 'smartPos' : 'browser',
      isTerminalApp: options.isTerminalApp ?? false,
    }),
    logout,
    now: () => now,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return { path: router.state.location.pathname, logout, router };
}

function loggedIn(extra: Partial<ReturnType<typeof initialSession>> = {}) {
  session.set(() => ({
    ...initialSession(),
    user,
    accessToken: token(now.getTime() / 1000 + 3600),
    ...extra,
  }));
}

beforeEach(() => {
  session.reset();
  sale.reset();
});

describe('routes and their guards', () => {
  it('sends a visitor to /login from any protected screen', async () => {
    for (const path of ['/inicio', '/carro', '/ingresar-stock', '/opciones-smartpos', '/maquina']) {
      expect((await visit(path)).path).toBe('/login');
    }
  });

  it('shows /login and /404 without a user', async () => {
    expect((await visit('/login')).path).toBe('/login');
    expect((await visit('/404')).path).toBe('/404');
  });

  it('logs out a seller whose token expired', async () => {
    loggedIn({ accessToken: token(now.getTime() / 1000 - 60), machineNumber: '3' });
    const result = await visit('/inicio');
    expect(result.path).toBe('/login');
    expect(result.logout).toHaveBeenCalledOnce();
  });

  it('sends / to /maquina on a store machine and to /inicio in the terminal app', async () => {
    loggedIn({ machineNumber: '3' });
    expect((await visit('/')).path).toBe('/maquina');
    expect((await visit('/', { isTerminalApp: true })).path).toBe('/inicio');
  });

  it('asks a store machine without a number for it, but not the terminal app', async () => {
    loggedIn();
    expect((await visit('/inicio')).path).toBe('/maquina');
    expect((await visit('/inicio', { isTerminalApp: true })).path).toBe('/inicio');
  });

  it('sends sale screens without a customer type to /inicio and member screens without a customer to /ingreso', async () => {
    loggedIn({ machineNumber: '3' });
    expect((await visit('/carro')).path).toBe('/inicio');
    sale.set(() => ({ ...initialSale(), buyType: 'socio' }));
    expect((await visit('/carro')).path).toBe('/ingreso');
    expect((await visit('/perfil')).path).toBe('/ingreso');
    sale.set(() => ({ ...initialSale(), buyType: 'rappi' }));
    expect((await visit('/carro')).path).toBe('/carro');
  });

  it('sends cart, entry, profile, returns and saved orders to /pago-final while billing', async () => {
    loggedIn({ machineNumber: '3' });
    sale.set(() => ({
      ...initialSale(),
      buyType: 'socio',
      customer: { id: 7, rut: '12345678-5', name: 'Camila Rojas' },
      orderId: 10,
      orderStatus: 'BILLING PROCESSING',
    }));
    for (const path of [
      '/carro',
      '/ingreso',
      '/perfil',
      '/tipo-devolucion',
      '/devolucion',
      '/carro-devolucion',
      '/guardados',
    ]) {
      expect((await visit(path)).path).toBe('/pago-final');
    }
  });

  it('validates typed params: unknown stock document types and delivery platforms leave', async () => {
    loggedIn({ machineNumber: '3' });
    expect((await visit('/ingresar-stock/factura/12')).path).toBe('/ingresar-stock/factura/12');
    expect((await visit('/ingresar-stock/boleta/12')).path).toBe('/ingresar-stock');
    expect((await visit('/ingresar-stock/factura/abc')).path).toBe('/ingresar-stock');
    expect((await visit('/orden-delivery/ubereats')).path).toBe('/orden-delivery/ubereats');
    expect((await visit('/orden-delivery/payments')).path).toBe('/inicio');
    expect((await visit('/orden-delivery')).path).toBe('/inicio');
    expect((await visit('/orden-delivery/')).path).toBe('/inicio');
  });

  it('keeps every route of both specs reachable', async () => {
    loggedIn({ machineNumber: '3' });
    sale.set(() => ({
      ...initialSale(),
      buyType: 'socio',
      customer: { id: 7, rut: '12345678-5', name: 'Camila Rojas' },
      orderId: 10,
      orderStatus: 'PAGANDO',
    }));
    // /inicio, opened as the app's start, resumes this unfinished sale (below); from a screen it
    // is reachable.
    const { router } = await visit('/carro');
    await router.navigate({ to: '/inicio' });
    expect(router.state.location.pathname).toBe('/inicio');
    const paths = [
      '/maquina',
      '/ingreso',
      '/perfil',
      '/compra',
      '/carro',
      '/pago-final',
      '/factura',
      '/tipo-devolucion',
      '/devolucion',
      '/carro-devolucion',
      '/final-devolucion',
      '/guardados',
      '/ingresar-stock',
      '/ingresar-stock/guia-de-despacho/4',
      '/entrega-inmediata',
      '/orden-detalles',
      '/delivery',
      '/orden-delivery/rappi',
      '/opciones-smartpos',
      '/404',
    ];
    for (const path of paths) expect((await visit(path)).path).toBe(path);
  });
});

/** A member's sale with two products in the cart, last seen on `step`. */
function unfinishedSale(extra: Partial<ReturnType<typeof initialSale>> = {}) {
  const product = (id: number, name: string) => ({
    product: makeProduct({ id, name }),
    amount: 1,
    recommended: false,
  });
  sale.set(() => ({
    ...initialSale(),
    buyType: 'socio',
    customer: { id: 7, rut: '12345678-5', name: 'Camila Rojas' },
    lines: [product(1, 'Cerveza Cristal Lata 470 cc'), product(2, 'Pisco Mistral 35° 750 cc')],
    ...extra,
  }));
}

describe('a start of the app with an unfinished sale', () => {
  it('a cold start at / or at /inicio resumes the sale on its screen, on both machines', async () => {
    loggedIn({ machineNumber: '3' });
    unfinishedSale({ step: '/compra' });
    expect((await visit('/')).path).toBe('/compra');
    expect((await visit('/inicio')).path).toBe('/compra');
    expect((await visit('/', { isTerminalApp: true })).path).toBe('/compra');
    expect((await visit('/inicio', { isTerminalApp: true })).path).toBe('/compra');
    expect(sale.get().lines).toHaveLength(2);
  });

  it('remembers the screen of the sale the seller is on, and a later start goes back there', async () => {
    loggedIn({ machineNumber: '3' });
    unfinishedSale({ step: '/compra' });
    const { router } = await visit('/compra');
    await router.navigate({ to: '/carro' });
    expect(sale.get().step).toBe('/carro');
    expect((await visit('/')).path).toBe('/carro');
  });

  it('from a screen, /inicio is shown: a new sale is asked for there', async () => {
    loggedIn({ machineNumber: '3' });
    unfinishedSale({ step: '/carro' });
    const { router } = await visit('/carro');
    await router.navigate({ to: '/inicio' });
    expect(router.state.location.pathname).toBe('/inicio');
  });

  it('without a session the seller logs in first; without a machine number it is asked first', async () => {
    unfinishedSale({ step: '/carro' });
    expect((await visit('/')).path).toBe('/login');
    loggedIn();
    expect((await visit('/')).path).toBe('/maquina');
  });

  it('a customer entered with an empty cart is not an unfinished sale: / and /inicio as usual', async () => {
    loggedIn({ machineNumber: '3' });
    sale.set(() => ({
      ...initialSale(),
      buyType: 'socio',
      customer: { id: 7, rut: '12345678-5', name: 'Camila Rojas' },
      step: '/perfil',
    }));
    expect((await visit('/')).path).toBe('/maquina');
    expect((await visit('/inicio')).path).toBe('/inicio');
  });
});

describe('back to /pago-final while the sale is being paid', () => {
  it('says why when a screen of the sale sent the seller there, not when /pago-final was asked for', async () => {
    loggedIn({ machineNumber: '3' });
    unfinishedSale({ orderId: 1015, orderStatus: 'PAGANDO', paymentLock: 'paid' });
    const bounced = await visit('/compra');
    expect(bounced.path).toBe('/pago-final');
    expect(bounced.router.state.location.state.paymentLock).toBe(true);
    const asked = await visit('/pago-final');
    expect(asked.path).toBe('/pago-final');
    expect(asked.router.state.location.state.paymentLock).toBeUndefined();
  });
});

describe("the seller's own logout", () => {
  it('asks first while the sale holds money; "Cerrar sesión igual" logs out and opens /login', async () => {
    loggedIn({ machineNumber: '3' });
    sale.set(() => ({ ...initialSale(), buyType: 'socio', orderId: 1015, paymentLock: 'paid' }));
    const askLogout = vi.fn();
    const logout = vi.fn(() => session.set((s) => ({ ...s, user: null, accessToken: null })));
    const router = createAppRouter({
      queryClient: createQueryClient(),
      terminal: createSimulatorTerminal({ kind: 'browser' }),
      logout,
      askLogout,
      now: () => now,
      history: createMemoryHistory({ initialEntries: ['/inicio'] }),
    });
    await router.load();
    router.options.context.logout();
    expect(askLogout).toHaveBeenCalledOnce();
    expect(logout).not.toHaveBeenCalled();
    router.options.context.logout({ anyway: true });
    expect(logout).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('logs out at once when the sale holds no money', async () => {
    loggedIn({ machineNumber: '3' });
    const askLogout = vi.fn();
    const logout = vi.fn(() => session.set((s) => ({ ...s, user: null, accessToken: null })));
    const router = createAppRouter({
      queryClient: createQueryClient(),
      terminal: createSimulatorTerminal({ kind: 'browser' }),
      logout,
      askLogout,
      now: () => now,
      history: createMemoryHistory({ initialEntries: ['/inicio'] }),
    });
    await router.load();
    router.options.context.logout();
    expect(askLogout).not.toHaveBeenCalled();
    expect(logout).toHaveBeenCalledOnce();
  });
});
