import { startDemoServer } from '@mocks/node.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, DEFAULT_TIMEOUT_MS } from '@/api/http.ts';
import { createServerLogout } from '@/api/serverLogout.ts';
import { createLogout } from '@/app/logout.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { FAILURE_LIMIT_MS, SERVER_500_TEXT } from '@/test/failures.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { LoginScreen } from './LoginScreen.tsx';
import { MachineScreen } from './MachineScreen.tsx';

// Logging in and out with the server failing three ways (docs/ENDPOINT-FAILURES.md; the other calls use
// src/test/failures.ts, which needs a session to expire: these two are the session's edges).

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
const unauthorized = vi.fn();
beforeAll(async () => {
  await import('@/api/generated/endpoints/session/session.ts');
});
beforeEach(() => {
  session.reset();
  sale.set(() => initialSale());
  unauthorized.mockClear();
  configureApi({
    baseUrl: '',
    getToken: () => session.get().accessToken,
    timeoutMs: FAILURE_LIMIT_MS,
    onUnauthorized: unauthorized,
  });
});
afterEach(() => {
  demo.reset();
  configureApi({ timeoutMs: DEFAULT_TIMEOUT_MS, onUnauthorized: () => {} });
});
afterAll(() => demo.close());

const RUT = '11.111.111-1';

describe('the session calls failing', () => {
  it('login 500 timeout 401: a login that fails says why on /login, what was typed stays, and a new try logs in', async () => {
    const view = await renderScreen({ path: '/login', screens: { '/login': LoginScreen } });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('RUT'), RUT);
    await user.type(screen.getByLabelText('Contraseña'), DEMO.seller.password);
    const failures = [
      ['server-error:login', SERVER_500_TEXT],
      ['no-answer:login', 'Ha ocurrido un error. Por favor intente nuevamente más tarde.'],
      // A 401 to a login is a refusal of what was typed, not an expired session: no logout.
      ['session-expired:login', 'RUT o contraseña incorrectos'],
    ] as const;
    for (const [fault, text] of failures) {
      demo.world.setScenario(fault);
      await user.click(screen.getByRole('button', { name: 'Ingresar' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(view.pathname()).toBe('/login');
      expect(session.get()).toMatchObject({ user: null, accessToken: null, expired: false });
      expect(screen.getByLabelText('RUT')).toHaveValue(RUT);
      expect(screen.getByLabelText('Contraseña')).toHaveValue(DEMO.seller.password);
    }
    expect(unauthorized).not.toHaveBeenCalled();
    demo.world.setScenario(null);
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('stub:/maquina')).toBeInTheDocument();
    expect(session.get().user?.id).toBe(DEMO.seller.id);
  });

  it('logout 500 timeout 401: the seller is logged out on the machine whatever the server answers, and /login says nothing of an expiry', async () => {
    for (const fault of ['server-error:logout', 'no-answer:logout', 'session-expired:logout']) {
      await logInDemoSeller();
      sale.set((s) => ({ ...s, lines: [{ product: { id: 1 } as never, quantity: 2 } as never] }));
      const token = session.get().accessToken;
      const asked = demo.world.state.requestCounts.logout ?? 0;
      const view = await renderScreen({
        path: '/maquina',
        screens: { '/maquina': MachineScreen },
        logoutWith: (queryClient) =>
          createLogout({ queryClient, notifyServer: createServerLogout(() => session.get().accessToken) }),
      });
      expect(sale.get().lines).toHaveLength(1);
      demo.world.setScenario(fault);
      await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
      expect(await screen.findByText('stub:/login')).toBeInTheDocument();
      expect(view.pathname()).toBe('/login');
      expect(session.get()).toMatchObject({ user: null, accessToken: null, expired: false });
      // The seller's own logout ends the sale too (spec 001 §4; only an expiry keeps it).
      expect(sale.get().lines).toEqual([]);
      // The server was asked with the token the seller had, and its failure ran no expiry.
      await waitFor(() => expect(demo.world.state.requestCounts.logout ?? 0).toBe(asked + 1));
      expect(token).not.toBeNull();
      await new Promise((r) => setTimeout(r, FAILURE_LIMIT_MS + 100));
      expect(unauthorized).not.toHaveBeenCalled();
      expect(session.get().expired).toBe(false);
      view.unmount();
      demo.world.setScenario(null);
    }
  });
});
