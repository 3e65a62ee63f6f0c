import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEW_SALE_MESSAGES } from '@/components/pos/NewSaleQuestion.tsx';
import { beginAttempt, clearCheckoutMemory } from '@/session/attempts.ts';
import { initialSale, type SaleState, sale } from '@/session/sale.ts';
import { initialSession, session } from '@/session/session.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { tapInDialog } from '@/test/taps.ts';
import { HomeScreen } from './HomeScreen.tsx';

function loggedIn(store: Record<string, unknown> = {}) {
  session.set(() => ({
    ...initialSession(),
    user: {
      id: 7,
      name: 'Vendedor Demo',
      rut: '11111111-1',
      store_id: 1,
      Store: { id: 1, name: 'Tienda Demo', ...store },
    },
    accessToken: 'token',
    machineNumber: '3',
  }));
}

const open = (terminal?: Parameters<typeof renderScreen>[0]['terminal']) =>
  renderScreen({ path: '/inicio', screens: { '/inicio': HomeScreen }, terminal });

const entries = () => screen.getAllByRole('listitem').map((li) => within(li).getByRole('button').textContent);

beforeEach(() => {
  sale.set(() => ({ ...initialSale(), lines: [{ product: { id: 1, name: 'Old' }, amount: 1 }] }) as never);
});

describe('/inicio', () => {
  it('shows the seller, the store and machine, and the entries of a plain store', async () => {
    loggedIn();
    await open();
    expect(screen.getByText('Vendedor Demo')).toBeInTheDocument();
    expect(screen.getByText('Tienda Demo · Máquina 3')).toBeInTheDocument();
    expect(entries()).toEqual([
      'Venta socio',
      'Venta no socio',
      'Devoluciones',
      'Pedidos guardados',
      'Pedidos por Entregar',
      'Ingreso de stock',
    ]);
  });

  it('offers Delivery when the store has a platform, and the SmartPOS options in the SmartPOS app', async () => {
    loggedIn({ pedidosya_active: true });
    await open({ kind: 'smartPos', isTerminalApp: true });
    expect(entries()).toContain('Delivery');
    expect(entries()).toContain('Opciones SmartPOS');
    expect(screen.queryByText(/Máquina/)).not.toBeInTheDocument();
  });

  it('starts a member sale from scratch and goes to /ingreso', async () => {
    loggedIn();
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Venta socio' }));
    expect(await screen.findByText('stub:/ingreso')).toBeInTheDocument();
    expect(sale.get().buyType).toBe('socio');
    expect(sale.get().lines).toEqual([]);
  });

  it('starts a non-member sale', async () => {
    loggedIn();
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Venta no socio' }));
    expect(await screen.findByText('stub:/ingreso')).toBeInTheDocument();
    expect(sale.get().buyType).toBe('no-socio');
  });

  it.each([
    ['Devoluciones', '/tipo-devolucion'],
    ['Pedidos guardados', '/guardados'],
    ['Pedidos por Entregar', '/entrega-inmediata'],
    ['Ingreso de stock', '/ingresar-stock'],
  ])('%s opens %s', async (label, path) => {
    loggedIn();
    await open();
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(await screen.findByText(`stub:${path}`)).toBeInTheDocument();
  });

  it('opens the delivery selection', async () => {
    loggedIn({ rappi_active: true, tbk_smart_pos_active: true });
    await open({ kind: 'smartPos', isTerminalApp: true });
    await userEvent.click(screen.getByRole('button', { name: 'Delivery' }));
    expect(await screen.findByText('stub:/delivery')).toBeInTheDocument();
  });

  it('logs out', async () => {
    loggedIn();
    const view = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(view.logout).toHaveBeenCalledOnce();
    expect(await screen.findByText('stub:/login')).toBeInTheDocument();
  });
});

/** A non-member's cart of two products, last seen on /carro. */
function unfinished(extra: Partial<SaleState> = {}) {
  const line = (id: number, name: string) => ({ product: { id, name }, amount: 1 });
  sale.set(
    () =>
      ({
        ...initialSale(),
        buyType: 'no-socio',
        customer: { id: 2, rut: '98765433', name: 'Pedro Soto' },
        lines: [line(1, 'Cerveza Cristal Lata 470 cc'), line(2, 'Pisco Mistral 35° 750 cc')],
        step: '/carro',
        ...extra,
      }) as never,
  );
}

describe('/inicio with an unfinished sale', () => {
  afterEach(() => clearCheckoutMemory());

  /** /inicio opened over the unfinished sale and `entry` tapped: the question that opens. */
  async function askOverUnfinished(entry: string) {
    const view = await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: entry }));
    const dialog = await screen.findByRole('dialog', { name: 'Hay una venta sin terminar' });
    return { view, user, dialog };
  }

  /** The question offers no discard; "Volver a la venta" opens the sale's payment, kept whole. */
  async function onlyBackToPayment({ view, user, dialog }: Awaited<ReturnType<typeof askOverUnfinished>>) {
    expect(
      within(dialog).queryByRole('button', { name: 'Descartar y empezar otra' }),
    ).not.toBeInTheDocument();
    await tapInDialog(user, 'Volver a la venta');
    expect(await screen.findByText('stub:/pago-final')).toBeInTheDocument();
    expect(view.pathname()).toBe('/pago-final');
  }

  it.each(['Venta socio', 'Venta no socio'])(
    '%s asks first; "Volver a la venta" goes back to it whole',
    async (entry) => {
      loggedIn();
      unfinished();
      const { view, user, dialog } = await askOverUnfinished(entry);
      expect(dialog).toHaveTextContent('Carro con 2 productos');
      expect(within(dialog).getByRole('button', { name: 'Volver a la venta' })).toHaveFocus();
      await tapInDialog(user, 'Volver a la venta');
      expect(await screen.findByText('stub:/carro')).toBeInTheDocument();
      expect(view.pathname()).toBe('/carro');
      expect(sale.get()).toMatchObject({ buyType: 'no-socio', customer: { rut: '98765433' } });
      expect(sale.get().lines).toHaveLength(2);
    },
  );

  it('"Descartar y empezar otra" starts the new sale from scratch', async () => {
    loggedIn();
    unfinished();
    const { user } = await askOverUnfinished('Venta socio');
    await tapInDialog(user, 'Descartar y empezar otra');
    expect(await screen.findByText('stub:/ingreso')).toBeInTheDocument();
    expect(sale.get()).toMatchObject({ buyType: 'socio', customer: null, lines: [], step: null });
  });

  it('closing the question (Escape) changes nothing and stays on /inicio', async () => {
    loggedIn();
    unfinished();
    const { view, user } = await askOverUnfinished('Venta no socio');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.pathname()).toBe('/inicio');
    expect(sale.get().lines).toHaveLength(2);
  });

  it('a sale sent to payment (its order PAGANDO, nothing charged) is cancelled in the payment, never discarded here', async () => {
    loggedIn();
    // Sent with REALIZAR COMPRA, then back on /carro: the server has the order as paying.
    unfinished({ orderId: 1015, orderStatus: 'PAGANDO', step: '/carro' });
    const asked = await askOverUnfinished('Venta socio');
    expect(asked.dialog).toHaveTextContent(NEW_SALE_MESSAGES.sentToPayment);
    await onlyBackToPayment(asked);
    expect(sale.get()).toMatchObject({ orderId: 1015, orderStatus: 'PAGANDO', buyType: 'no-socio' });
    expect(sale.get().lines).toHaveLength(2);
  });

  it('a saved order resumed (PENDIENTE) is discarded as any unfinished sale: it stays saved', async () => {
    loggedIn();
    unfinished({ orderId: 1015, orderStatus: 'PENDIENTE', step: '/carro' });
    const { user } = await askOverUnfinished('Venta socio');
    await tapInDialog(user, 'Descartar y empezar otra');
    expect(await screen.findByText('stub:/ingreso')).toBeInTheDocument();
    expect(sale.get()).toMatchObject({ buyType: 'socio', orderId: null, lines: [] });
  });

  it('a sale that holds money is never discarded here: only "Volver a la venta"', async () => {
    loggedIn();
    unfinished({ orderId: 1015, orderStatus: 'PAGANDO', step: '/pago-final' });
    beginAttempt({ orderId: 1015, paymentId: 7017, kind: 'redelcom' });
    const asked = await askOverUnfinished('Venta no socio');
    expect(asked.dialog).toHaveTextContent('Esta venta tiene un pago en curso y no se puede descartar');
    await onlyBackToPayment(asked);
    expect(sale.get()).toMatchObject({ orderId: 1015, buyType: 'no-socio' });
  });
});
