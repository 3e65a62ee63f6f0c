import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_LABELS } from '@/domain/messages.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { initialSession, session } from '@/session/session.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { tapInDialog } from '@/test/taps.ts';
import { DeliverySelectScreen } from './DeliverySelectScreen.tsx';

function store(flags: Record<string, boolean>) {
  session.set(() => ({
    ...initialSession(),
    user: { id: 7, name: 'Vendedor Demo', rut: '11111111-1', store_id: 1, Store: { id: 1, ...flags } },
    accessToken: 'token',
    machineNumber: '1',
  }));
}

const open = () => renderScreen({ path: '/delivery', screens: { '/delivery': DeliverySelectScreen } });
const buttons = () =>
  within(screen.getByRole('list', { name: 'Plataformas de delivery' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

beforeEach(() => sale.set(() => initialSale()));

describe('/delivery "Seleccionar delivery"', () => {
  it('shows one button per platform the store enables', async () => {
    store({ rappi_active: true, ubereats_active: true, pedidosya_active: true, goodmeal_active: false });
    await open();
    expect(screen.getByRole('heading', { name: DELIVERY_LABELS.selectTitle })).toBeInTheDocument();
    expect(buttons()).toEqual(['Rappi', 'Uber Eats', 'PedidosYa']);
  });

  it('shows every platform when all flags are on', async () => {
    store({
      rappi_active: true,
      rappi_turbo_active: true,
      rappi_payless_active: true,
      ubereats_active: true,
      pedidosya_active: true,
      tbk_smart_pos_active: true,
      goodmeal_active: true,
    });
    await open();
    expect(buttons()).toEqual([
      'Rappi',
      'Rappi Turbo',
      'Rappi Payless',
      'Uber Eats',
      'PedidosYa',
      'Cornershop',
      'GoodMeal',
    ]);
  });

  it('Cornershop follows tbk_smart_pos_active; the invented cornershop_active shows nothing', async () => {
    store({ cornershop_active: true, rappi_active: true });
    const first = await open();
    expect(buttons()).toEqual(['Rappi']);
    first.unmount();
    store({ tbk_smart_pos_active: true });
    await open();
    expect(buttons()).toEqual(['Cornershop']);
    await userEvent.click(screen.getByRole('button', { name: 'Cornershop' }));
    expect(await screen.findByText('stub:/ingreso')).toBeInTheDocument();
    expect(sale.get().buyType).toBe('cornershop');
  });

  it('choosing a platform starts that sale and goes to /ingreso', async () => {
    store({ pedidosya_active: true });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'PedidosYa' }));
    expect(await screen.findByText('stub:/ingreso')).toBeInTheDocument();
    expect(sale.get().buyType).toBe('pedidosya');
  });

  it('Uber Eats without the integration goes to /ingreso too', async () => {
    store({ ubereats_active: true });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Uber Eats' }));
    expect(await screen.findByText('stub:/ingreso')).toBeInTheDocument();
  });

  it('Uber Eats with the integration opens /orden-delivery/ubereats', async () => {
    store({ ubereats_active: true, ubereats_active_integration: true });
    const view = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Uber Eats' }));
    expect(await screen.findByText('stub:/orden-delivery/$deliveryType')).toBeInTheDocument();
    expect(view.pathname()).toBe('/orden-delivery/ubereats');
    expect(sale.get().buyType).toBe('ubereats');
  });

  it('back goes to /ingreso', async () => {
    store({ rappi_active: true });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByText('stub:/ingreso')).toBeInTheDocument();
  });

  it('says so when the store has no platform', async () => {
    store({});
    await open();
    expect(screen.getByText('Este local no tiene plataformas de delivery habilitadas')).toBeInTheDocument();
  });
});

describe('/delivery over an unfinished sale', () => {
  const unfinished = () =>
    sale.set(
      () =>
        ({
          ...initialSale(),
          buyType: 'no-socio',
          customer: { id: 2, rut: '98765433' },
          lines: [{ product: { id: 1, name: 'Cerveza Cristal Lata 470 cc' }, amount: 3 }],
          step: '/compra',
        }) as never,
    );

  it('a platform asks first: "Volver a la venta" keeps the sale, "Descartar y empezar otra" starts the platform sale', async () => {
    store({ pedidosya_active: true });
    unfinished();
    const view = await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'PedidosYa' }));
    await screen.findByRole('dialog', { name: 'Hay una venta sin terminar' });
    await tapInDialog(user, 'Volver a la venta');
    expect(await screen.findByText('stub:/compra')).toBeInTheDocument();
    expect(sale.get()).toMatchObject({ buyType: 'no-socio', lines: [{ amount: 3 }] });

    view.unmount();
    await open();
    await user.click(screen.getByRole('button', { name: 'PedidosYa' }));
    await tapInDialog(user, 'Descartar y empezar otra');
    expect(await screen.findByText('stub:/ingreso')).toBeInTheDocument();
    expect(sale.get()).toMatchObject({ buyType: 'pedidosya', lines: [] });
  });
});
