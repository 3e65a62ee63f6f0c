import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getGetCustomerPointsMockHandler } from '@/api/generated/endpoints/customers/customers.msw.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { ProfileScreen } from './ProfileScreen.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  sale.set(() => ({
    ...initialSale(),
    buyType: 'socio',
    customer: { id: 11, name: 'Camila Rojas', rut: '12345678-5' },
  }));
});

const points = (p: number, cash: number, reserved: number) =>
  server.use(getGetCustomerPointsMockHandler({ data: { points: p, cash, reserved } }));
const open = () => renderScreen({ path: '/perfil', screens: { '/perfil': ProfileScreen } });

describe('/perfil', () => {
  it('greets the member, gives the text to read and the usable points with dot thousands', async () => {
    points(10_000, 3_000, 655);
    await open();
    expect(screen.getByRole('heading', { name: '¡Hola, Camila Rojas!' })).toBeInTheDocument();
    expect(screen.getByText(/Gracias por ser socio del club/)).toBeInTheDocument();
    expect(await screen.findByText('Puede utilizar 12.345 puntos en esta compra')).toBeInTheDocument();
  });

  it('says nothing about points at 500 or below', async () => {
    points(400, 100, 0);
    await open();
    await waitFor(() => expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument());
    expect(screen.queryByText(/puntos/)).not.toBeInTheDocument();
  });

  it('tells 501 points', async () => {
    points(501, 0, 0);
    await open();
    expect(await screen.findByText('Puede utilizar 501 puntos en esta compra')).toBeInTheDocument();
  });

  it('counts a failed points fetch as 0', async () => {
    server.use(
      http.get('*/api/customers/:id/points', () => HttpResponse.json({ errorMessage: 'x' }, { status: 500 })),
    );
    await open();
    await waitFor(() => expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument());
    expect(screen.queryByText(/puntos/)).not.toBeInTheDocument();
  });

  it('Continuar goes to /compra', async () => {
    points(0, 0, 0);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('stub:/compra')).toBeInTheDocument();
  });

  it('shows the member footer (Ingreso, Perfil, Compra) with Perfil current', async () => {
    points(0, 0, 0);
    await open();
    const nav = screen.getByRole('navigation', { name: 'Navegación de la venta' });
    expect(nav).toHaveTextContent(/Ingreso.*Perfil.*Compra/);
    expect(screen.getByRole('button', { name: 'Perfil' })).toHaveAttribute('aria-current', 'page');
  });
});
