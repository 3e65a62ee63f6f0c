import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSale, type SaleState, sale } from '@/session/sale.ts';
import { initialSession, session } from '@/session/session.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { tapInDialog } from '@/test/taps.ts';
import { EntryScreen } from './EntryScreen.tsx';
import { RUT_LOOKUP_PAUSE_MS } from './useRutLookup.ts';

const camila = { id: 11, name: 'Camila Rojas', email: null, rut: '12345678-5', subscription: true };
const pedro = { id: 12, name: 'Pedro Soto', email: null, rut: '9876543-3', subscription: false };

const requests: string[] = [];
let created: unknown = null;
const server = setupServer(
  http.get('*/api/customer-by-rut/:rut', ({ params, request }) => {
    requests.push(`${params.rut}?${new URL(request.url).searchParams}`);
    if (params.rut === '123456785') return HttpResponse.json({ code: 200, data: { customer: camila } });
    if (params.rut === '98765433') return HttpResponse.json({ code: 200, data: { customer: pedro } });
    return HttpResponse.json({ errorMessage: 'Cliente no encontrado' }, { status: 404 });
  }),
  http.post('*/api/customers/new', async ({ request }) => {
    created = await request.json();
    return HttpResponse.json({
      data: { customer: { id: 99, name: '', email: null, rut: '15555555-6', subscription: false } },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  requests.length = 0;
  created = null;
  session.set(() => ({
    ...initialSession(),
    user: { id: 7, name: 'Vendedor Demo', rut: '11111111-1', store_id: 1, Store: { id: 1 } },
    accessToken: 'token',
    machineNumber: '1',
  }));
});

async function open(state: Partial<SaleState>) {
  sale.set(() => ({ ...initialSale(), ...state }));
  return renderScreen({ path: '/ingreso', screens: { '/ingreso': EntryScreen } });
}

async function typeRut(rut: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('RUT del cliente'), `${rut}{Enter}`);
  return user;
}

describe('/ingreso, member sale', () => {
  it('resets the previous customer, coupon, cart and order, keeping the buy type', async () => {
    await open({
      buyType: 'socio',
      customer: { id: 1, name: 'Otro', rut: '1-9' },
      lines: [{ product: { id: 1, name: 'Cerveza' }, amount: 2 }] as SaleState['lines'],
      coupon: { id: 1, code: 'X' } as SaleState['coupon'],
      orderId: 5,
      orderNumber: 500,
      orderStatus: 'PAGANDO',
    });
    await waitFor(() => expect(sale.get().customer).toBeNull());
    expect(sale.get()).toMatchObject({
      buyType: 'socio',
      lines: [],
      coupon: null,
      orderId: null,
      orderNumber: null,
    });
    expect(sale.get().orderStatus).toBe('PENDIENTE');
  });

  it('confirms a member in the popup and goes to /perfil', async () => {
    await open({ buyType: 'socio' });
    expect(screen.getByText('Venta socio')).toBeInTheDocument();
    const user = await typeRut('123456785');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Camila Rojas, RUT 12.345.678-5, es socio del club.');
    expect(requests).toEqual(['123456785?type=socio']);
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('stub:/perfil')).toBeInTheDocument();
    expect(sale.get().customer).toMatchObject({ id: 11, name: 'Camila Rojas' });
  });

  it('says "Rut inválido" under the field', async () => {
    await open({ buyType: 'socio' });
    await typeRut('123456789');
    expect(await screen.findByText('Rut inválido')).toBeInTheDocument();
    expect(requests).toEqual([]);
    expect(screen.getByLabelText('RUT del cliente')).toHaveFocus();
  });

  it('says "Cliente no es socio" for a non-member and for an unknown RUT', async () => {
    await open({ buyType: 'socio' });
    const user = await typeRut('98765433');
    expect(await screen.findByText('Cliente no es socio')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('RUT del cliente'));
    expect(screen.queryByText('Cliente no es socio')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('RUT del cliente'), '155555556{Enter}');
    expect(await screen.findByText('Cliente no es socio')).toBeInTheDocument();
  });

  it('has a back link to /inicio', async () => {
    await open({ buyType: 'socio' });
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Volver' }));
    expect(await screen.findByText('stub:/inicio')).toBeInTheDocument();
  });

  it("shows the server's message when the lookup fails", async () => {
    server.use(
      http.get('*/api/customer-by-rut/:rut', () =>
        HttpResponse.json({ errorMessage: 'Servicio no disponible' }, { status: 500 }),
      ),
    );
    await open({ buyType: 'socio' });
    await typeRut('123456785');
    expect(await screen.findByText('Servicio no disponible')).toBeInTheDocument();
  });

  it('shows a spinner on Continuar while looking up', async () => {
    server.use(http.get('*/api/customer-by-rut/:rut', () => delay('infinite')));
    await open({ buyType: 'socio' });
    await typeRut('123456785');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Continuar' })).toHaveAttribute('aria-busy', 'true'),
    );
  });
});

describe('/ingreso, non-member sale', () => {
  it('confirms a non-member who does not belong to the club and goes to /compra', async () => {
    await open({ buyType: 'no-socio' });
    expect(
      within(screen.getByRole('banner')).queryByRole('button', { name: 'Volver' }),
    ).not.toBeInTheDocument();
    const user = await typeRut('98765433');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Pedro Soto, RUT 9.876.543-3, no pertenece al club.');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('stub:/compra')).toBeInTheDocument();
    expect(sale.get()).toMatchObject({ buyType: 'no-socio', customer: { id: 12 } });
  });

  it('creates a customer whose RUT does not exist', async () => {
    await open({ buyType: 'no-socio' });
    const user = await typeRut('155555556');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('El RUT 15.555.555-6 no existe.');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('stub:/compra')).toBeInTheDocument();
    expect(created).toEqual({ rut: '155555556', registerAdmin: 7 });
    expect(sale.get().customer).toMatchObject({ id: 99, rut: '15555555-6' });
  });

  it('offers a member found in a non-member sale to continue as member', async () => {
    await open({ buyType: 'no-socio' });
    const user = await typeRut('123456785');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('es socio del club');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('stub:/perfil')).toBeInTheDocument();
    expect(sale.get().buyType).toBe('socio');
  });

  it('cancelling the popup keeps the seller on the field', async () => {
    await open({ buyType: 'no-socio' });
    const user = await typeRut('98765433');
    await tapInDialog(user, 'Cancelar');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sale.get().customer).toBeNull();
    expect(screen.getByLabelText('RUT del cliente')).toHaveValue('9.876.543-3');
  });

  it('shows "Rut inválido" as a toast, with no error line', async () => {
    await open({ buyType: 'no-socio' });
    await typeRut('98765432');
    // The toast region exists before its text: wait for the message itself.
    await waitFor(() =>
      expect(screen.getAllByRole('status').some((el) => el.textContent?.includes('Rut inválido'))).toBe(true),
    );
    expect(screen.getByLabelText('RUT del cliente')).not.toHaveAttribute('aria-invalid');
  });
});

describe('/ingreso, delivery-platform sale', () => {
  it('goes straight to /compra', async () => {
    await open({ buyType: 'rappi' });
    expect(await screen.findByText('stub:/compra')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

describe('/ingreso, the RUT looked up by itself', () => {
  const field = () => screen.getByLabelText('RUT del cliente');

  it('has the focus on the RUT field when the screen opens', async () => {
    await open({ buyType: 'socio' });
    expect(field()).toHaveFocus();
  });

  it('a complete RUT opens the popup without Continuar, focused on the popup: Enter accepts no one', async () => {
    await open({ buyType: 'socio' });
    const user = userEvent.setup();
    await user.type(field(), '123456785');
    const dialog = await screen.findByRole('dialog', { name: 'Cliente socio' });
    expect(dialog).toHaveTextContent('Camila Rojas, RUT 12.345.678-5, es socio del club.');
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Aceptar' })).not.toHaveFocus();
    // The Enter of a seller used to sending the RUT, and a key still typed: nothing happens.
    await user.keyboard('{Enter}5');
    expect(screen.getByRole('dialog', { name: 'Cliente socio' })).toBeInTheDocument();
    expect(sale.get().customer).toBeNull();
    expect(field()).toHaveValue('12.345.678-5');
    expect(requests).toEqual(['123456785?type=socio']);
    await tapInDialog(user, 'Aceptar');
    expect(await screen.findByText('stub:/perfil')).toBeInTheDocument();
    expect(sale.get().customer).toMatchObject({ id: 11, name: 'Camila Rojas' });
  });

  it('Enter while the lookup by itself is out sends no second request', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('*/api/customer-by-rut/:rut', async ({ params, request }) => {
        requests.push(`${params.rut}?${new URL(request.url).searchParams}`);
        await answered;
        return HttpResponse.json({ code: 200, data: { customer: camila } });
      }),
    );
    await open({ buyType: 'socio' });
    const user = userEvent.setup();
    await user.type(field(), '123456785');
    const submit = screen.getByRole('button', { name: 'Continuar' });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await user.keyboard('{Enter}');
    answer();
    expect(await screen.findByRole('dialog', { name: 'Cliente socio' })).toBeInTheDocument();
    expect(requests).toEqual(['123456785?type=socio']);
  });

  /** Keys typed at the end of the field, one change each (user-event waits on the real clock). */
  const typeKeys = (keys: string) => {
    for (const key of keys) {
      const input = field();
      if (!(input instanceof HTMLInputElement)) throw new Error('no RUT field');
      fireEvent.change(input, { target: { value: input.value + key } });
    }
  };

  it('a RUT of fewer digits waits for a pause, so only the RUT the seller ends on is looked up', async () => {
    await open({ buyType: 'no-socio' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // "1.234.567-4" is a valid RUT on the way to 12.345.674-2.
      typeKeys('12345674');
      expect(field()).toHaveValue('1.234.567-4');
      await act(() => vi.advanceTimersByTimeAsync(RUT_LOOKUP_PAUSE_MS - 1));
      typeKeys('2');
      expect(field()).toHaveValue('12.345.674-2');
      await act(() => vi.advanceTimersByTimeAsync(RUT_LOOKUP_PAUSE_MS));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('dialog')).toHaveTextContent('El RUT 12.345.674-2 no existe.');
    expect(requests).toEqual(['123456742?type=no-socio']);
  });

  it('a valid RUT of 7 digits is looked up after the pause, with no Continuar', async () => {
    await open({ buyType: 'no-socio' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      typeKeys('98765433');
      await act(() => vi.advanceTimersByTimeAsync(RUT_LOOKUP_PAUSE_MS - 1));
      expect(requests).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(1));
    } finally {
      vi.useRealTimers();
    }
    const dialog = await screen.findByRole('dialog', { name: 'Cliente no socio' });
    expect(dialog).toHaveTextContent('Pedro Soto, RUT 9.876.543-3, no pertenece al club.');
    expect(requests).toEqual(['98765433?type=no-socio']);
  });

  it('an answer for a RUT the seller has changed since opens nothing', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('*/api/customer-by-rut/:rut', async ({ params, request }) => {
        requests.push(`${params.rut}?${new URL(request.url).searchParams}`);
        await answered;
        return HttpResponse.json({ code: 200, data: { customer: camila } });
      }),
    );
    const view = await open({ buyType: 'socio' });
    const user = userEvent.setup();
    await user.type(field(), '123456785');
    await waitFor(() => expect(requests).toEqual(['123456785?type=socio']));
    await user.type(field(), '9', { skipClick: true });
    expect(field()).toHaveValue('123.456.785-9');
    answer();
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field()).toHaveFocus();
    // Continuar still says why the text on screen is not a RUT.
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Rut inválido')).toBeInTheDocument();
    expect(requests).toEqual(['123456785?type=socio']);
  });

  it('an incomplete or invalid RUT does nothing until Continuar', async () => {
    await open({ buyType: 'socio' });
    const user = userEvent.setup();
    await user.type(field(), '123456789');
    expect(screen.queryByText('Rut inválido')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Rut inválido')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
