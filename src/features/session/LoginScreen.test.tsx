import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getLoginMockHandler } from '@/api/generated/endpoints/session/session.msw.ts';
import { configureApi, resetApiConfig } from '@/api/http.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { loginAnswer } from './fixtures.ts';
import { LoginScreen } from './LoginScreen.tsx';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The screen downloads the login call when the seller starts typing (README "Bundle"); warm
  // it here so the first test's timings measure the screen, not Vitest's first transform of zod.
  await import('@/api/generated/endpoints/session/session.ts');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => session.reset());

let sent: unknown = null;
function answerLogin(store: Parameters<typeof loginAnswer>[0] = {}) {
  server.use(
    getLoginMockHandler(async ({ request }) => {
      sent = await request.json();
      return loginAnswer(store);
    }),
  );
}

async function open(terminal?: Parameters<typeof renderScreen>[0]['terminal']) {
  return renderScreen({ path: '/login', screens: { '/login': LoginScreen }, terminal });
}

async function fillAndSubmit(rut: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('RUT'), rut);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  await user.keyboard('{Enter}');
  return user;
}

describe('/login', () => {
  it('shows the app version and focuses the RUT', async () => {
    await open();
    expect(screen.getByText('Versión 1.12.17')).toBeInTheDocument();
    expect(screen.getByLabelText('RUT')).toHaveFocus();
  });

  it("clears a field's error when the seller corrects it, and keeps the other's", async () => {
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('RUT'), '111111112');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('El RUT ingresado no es válido')).toBeInTheDocument();
    expect(screen.getByText('Ingrese su contraseña')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Contraseña'), 'd');
    expect(screen.queryByText('Ingrese su contraseña')).not.toBeInTheDocument();
    expect(screen.getByText('El RUT ingresado no es válido')).toBeInTheDocument();
  });

  it('rejects an invalid RUT without calling the server', async () => {
    await open();
    await fillAndSubmit('111111112', 'demo1234');
    expect(await screen.findByText('El RUT ingresado no es válido')).toBeInTheDocument();
    expect(sent).toBeNull();
    expect(screen.getByLabelText('RUT')).toHaveFocus();
  });

  it('moves from the RUT to the password on Enter, and asks for the password', async () => {
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('RUT'), '111111111{Enter}');
    expect(screen.getByLabelText('Contraseña')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Ingrese su contraseña')).toBeInTheDocument();
  });

  it('signs in with the cleaned RUT and goes to /maquina on a store machine', async () => {
    sent = null;
    answerLogin();
    const view = await open();
    await fillAndSubmit('11.111.111-1', 'demo1234');
    expect(await screen.findByText('stub:/maquina')).toBeInTheDocument();
    expect(sent).toEqual({ rut: '111111111', password: 'demo1234' });
    expect(session.get().user?.name).toBe('Vendedor Demo');
    expect(session.get().accessToken).toBe('token-abc');
    expect(view.pathname()).toBe('/maquina');
  });

  it('goes to /inicio inside the SmartPOS app when the store has SmartPOS', async () => {
    answerLogin({ tbk_smart_pos_active: true });
    await open({ kind: 'smartPos', isTerminalApp: true });
    await fillAndSubmit('111111111', 'demo1234');
    expect(await screen.findByText('stub:/inicio')).toBeInTheDocument();
  });

  it("shows the server's message on failure", async () => {
    server.use(
      http.post('*/api/login', () =>
        HttpResponse.json({ errorMessage: 'Usuario o contraseña incorrectos' }, { status: 400 }),
      ),
    );
    await open();
    await fillAndSubmit('111111111', 'malaclave');
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
    expect(session.get().user).toBeNull();
  });

  it('shows the default message when the server gives none', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.error()));
    await open();
    await fillAndSubmit('111111111', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ha ocurrido un error. Por favor intente nuevamente más tarde.',
    );
  });

  it('hands the focus back to the password after a failure, with what was typed kept', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.error()));
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('RUT'), '111111111');
    await user.type(screen.getByLabelText('Contraseña'), 'demo1234');
    // A tap on Ingresar leaves the focus on the button until the answer comes.
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Contraseña')).toHaveFocus());
    expect(screen.getByLabelText('Contraseña')).toHaveValue('demo1234');
    expect(screen.getByLabelText('RUT')).toHaveValue('11.111.111-1');
  });

  it.each([
    [
      'SmartPOS app, store without SmartPOS',
      { kind: 'smartPos' as const, isTerminalApp: true },
      {},
      'Este local no está habilitado para usar SmartPOS',
    ],
    [
      'Mercado Pago machine, store without Mercado Pago',
      { kind: 'mercadoPago' as const },
      {},
      'Este local no tiene Mercado Pago habilitado',
    ],
    [
      'franchise without Bsale token',
      { kind: 'browser' as const },
      { is_franchise: true, rdc_rut: '76.000.000-0', rdc_token: 't' },
      'Este local no tiene el token de Bsale configurado',
    ],
    [
      'franchise without Redelcom credentials',
      { kind: 'redelcom' as const },
      { is_franchise: true, bsale_api_token_name: 'bsale' },
      'Este local no tiene el rut o el token de Redelcom configurado',
    ],
  ])('blocks the login: %s', async (_, terminal, store, message) => {
    answerLogin(store);
    const view = await open(terminal);
    await fillAndSubmit('111111111', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(session.get().user).toBeNull();
    expect(view.pathname()).toBe('/login');
  });

  it('lets a complete franchise store in', async () => {
    answerLogin({
      is_franchise: true,
      bsale_api_token_name: 'bsale',
      rdc_rut: '76.000.000-0',
      rdc_token: 't',
    });
    await open();
    await fillAndSubmit('111111111', 'demo1234');
    await waitFor(() => expect(session.get().user).not.toBeNull());
  });
});

describe('/login when a call fails', () => {
  afterEach(() => resetApiConfig());

  it('ends a login with no answer at the time limit with the spec text, and the retry works', async () => {
    configureApi({ timeoutMs: 200 });
    server.use(http.post('*/api/login', () => delay('infinite')));
    await open();
    const user = await fillAndSubmit('111111111', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ha ocurrido un error. Por favor intente nuevamente más tarde.',
    );
    answerLogin();
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('stub:/maquina')).toBeInTheDocument();
  });

  it.each([
    ['a 200 with an HTML page', 200],
    ['a 500 with an HTML page', 500],
  ])('shows the spec text for %s', async (_, status) => {
    server.use(
      http.post(
        '*/api/login',
        () =>
          new HttpResponse('<html><body>Bad Gateway</body></html>', {
            status,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    await open();
    await fillAndSubmit('111111111', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ha ocurrido un error. Por favor intente nuevamente más tarde.',
    );
    expect(session.get().user).toBeNull();
  });

  it('sends one login for Enter and a tap on Ingresar together', async () => {
    let calls = 0;
    server.use(
      getLoginMockHandler(async () => {
        calls += 1;
        await delay(50);
        return loginAnswer();
      }),
    );
    await open();
    const user = await fillAndSubmit('111111111', 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('stub:/maquina')).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});

describe('/login after the session expired', () => {
  const expiredFor = (lastSellerId: number, resumePath: string | null) => {
    session.set((s) => ({ ...s, machineNumber: '7', expired: true, lastSellerId, resumePath }));
    sale.set(() => ({ ...initialSale(), buyType: 'socio', orderId: 1015 }));
  };

  it('says the session expired', async () => {
    expiredFor(7, '/carro');
    await open();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Su sesión expiró. Ingrese nuevamente para continuar.',
    );
  });

  it('says nothing of the kind after a logout or on a first visit', async () => {
    await open();
    expect(screen.queryByText(/Su sesión expiró/)).not.toBeInTheDocument();
  });

  it('takes the same seller back to the screen they were on, with the sale kept', async () => {
    expiredFor(7, '/carro');
    answerLogin();
    const view = await open();
    await fillAndSubmit('111111111', 'demo1234');
    expect(await screen.findByText('stub:/carro')).toBeInTheDocument();
    expect(view.pathname()).toBe('/carro');
    expect(sale.get()).toMatchObject({ buyType: 'socio', orderId: 1015 });
    expect(session.get()).toMatchObject({ expired: false, lastSellerId: null, resumePath: null });
  });

  it('an expiry with no screen kept (a start with an old token): the same seller goes to the unfinished sale', async () => {
    expiredFor(7, null);
    sale.set(
      (s) =>
        ({
          ...s,
          lines: [{ product: { id: 1, name: 'Cerveza Cristal Lata 470 cc' }, amount: 2 }],
          step: '/carro',
        }) as never,
    );
    answerLogin();
    const view = await open();
    await fillAndSubmit('111111111', 'demo1234');
    expect(await screen.findByText('stub:/carro')).toBeInTheDocument();
    expect(view.pathname()).toBe('/carro');
    expect(sale.get().lines).toHaveLength(1);
  });

  it('starts a different seller with a clean sale, at the usual first screen', async () => {
    expiredFor(99, '/carro');
    answerLogin();
    const view = await open();
    await fillAndSubmit('111111111', 'demo1234');
    expect(await screen.findByText('stub:/maquina')).toBeInTheDocument();
    expect(view.pathname()).toBe('/maquina');
    // A clean sale: the initial state (with a sale id of its own).
    expect(sale.get()).toEqual({ ...initialSale(), saleId: expect.any(String) });
    expect(session.get().expired).toBe(false);
  });
});
