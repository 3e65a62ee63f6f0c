import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSale, sale } from '@/session/sale.ts';
import { initialSession, session } from '@/session/session.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { SaleLayout } from './SaleLayout.tsx';

const Screen = () => (
  <SaleLayout title="Compra" back="/ingreso" actionBar={<button type="button">Ver Carrito</button>}>
    <p>contenido</p>
  </SaleLayout>
);

beforeEach(() => {
  session.set(() => ({
    ...initialSession(),
    user: { id: 7, name: 'Vendedor Demo', rut: '11111111-1', store_id: 1, Store: { id: 1 } },
    accessToken: 'token',
    machineNumber: '1',
  }));
});

const open = (buyType: 'socio' | 'no-socio') => {
  sale.set(() => ({ ...initialSale(), buyType }));
  return renderScreen({ path: '/compra', screens: { '/compra': Screen } });
};
const footer = () => within(screen.getByRole('navigation', { name: 'Navegación de la venta' }));

describe('SaleLayout', () => {
  it('shows the title, the seller, the action bar and the member tabs with Compra current', async () => {
    await open('socio');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('heading', { name: 'Compra' })).toBeInTheDocument();
    expect(header.getByText('Vendedor Demo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver Carrito' })).toBeInTheDocument();
    expect(
      footer()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Volver', 'Ingreso', 'Perfil', 'Compra', 'Inicio']);
    expect(footer().getByRole('button', { name: 'Compra' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides Perfil for non-members', async () => {
    await open('no-socio');
    expect(footer().queryByRole('button', { name: 'Perfil' })).not.toBeInTheDocument();
  });

  it.each([
    ['Ingreso', '/ingreso'],
    ['Perfil', '/perfil'],
    ['Inicio', '/inicio'],
    ['Volver', '/ingreso'],
  ])('footer %s goes to %s', async (label, path) => {
    await open('socio');
    await userEvent.click(footer().getByRole('button', { name: label }));
    expect(await screen.findByText(`stub:${path}`)).toBeInTheDocument();
  });

  it('Cerrar sesión logs out and goes to /login', async () => {
    const view = await open('socio');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(view.logout).toHaveBeenCalledOnce();
    expect(await screen.findByText('stub:/login')).toBeInTheDocument();
  });

  it('backBlocked: Volver shown but off, described by the visible reason; the footer back does nothing', async () => {
    const Blocked = () => (
      <SaleLayout title="POS Pago" backBlocked="Hay un cobro en curso">
        <p>contenido</p>
      </SaleLayout>
    );
    sale.set(() => ({ ...initialSale(), buyType: 'socio' }));
    const view = await renderScreen({ path: '/compra', screens: { '/compra': Blocked } });
    const back = within(screen.getByRole('banner')).getByRole('button', { name: 'Volver' });
    expect(back).toBeDisabled();
    expect(back).toHaveAccessibleDescription('Hay un cobro en curso');
    expect(screen.getByRole('status')).toHaveTextContent('Hay un cobro en curso');
    await userEvent.click(footer().getByRole('button', { name: 'Volver' }));
    expect(view.pathname()).toBe('/compra');
  });
});
