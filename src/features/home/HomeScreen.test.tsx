import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSale, sale } from '@/session/sale.ts';
import { initialSession, session } from '@/session/session.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
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
