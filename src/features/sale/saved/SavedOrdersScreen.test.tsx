import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListSavedOrdersMockHandler } from '@/api/generated/endpoints/orders/orders.msw.ts';
import type { SavedOrder } from '@/api/generated/model/index.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { initialSession, session } from '@/session/session.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { tapInDialog } from '@/test/taps.ts';
import { SavedOrdersScreen } from './SavedOrdersScreen.tsx';

const product = (id: number, name: string) => ({
  id,
  sku: `SKU${id}`,
  name,
  stock: 50,
  pack: false,
  childs: [],
  prices: [{ price_list_id: 1, price: 1990 }],
  sellout: null,
  recommended_price: null,
  recommended_price_list_id: null,
  max_recommended_quantity: null,
  customer_discount: null,
  customer_limit_discount: null,
  customer_days_discount: null,
  bulk_amount: null,
});

const memberOrder: SavedOrder = {
  id: 301,
  order_number: 10301,
  buy_type: 'socio',
  created_at: '2026-11-20T14:05:00-03:00',
  total_amount: 12345,
  Customer: { id: 11, name: 'Camila Rojas', email: null, rut: '12345678-5', subscription: true },
  OrderProducts: [
    { product_id: 1, amount: 2, Product: product(1, 'Cerveza Lager 350 ml'), total_unit_price: 1990 },
    { product_id: 2, amount: 1, Product: product(2, 'Agua mineral 1,5 L'), total_unit_price: 990 },
  ],
  coupon: null,
  doc_type: 'boleta',
};
const rappiOrder: SavedOrder = {
  ...memberOrder,
  id: 302,
  order_number: 10302,
  buy_type: 'rappi',
  created_at: '2026-11-21T09:30:00-03:00',
  total_amount: 4990,
  Customer: null,
};

let asked: string | null = null;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  asked = null;
  sale.set(() => initialSale());
  session.set(() => ({
    ...initialSession(),
    user: { id: 7, name: 'Vendedor Demo', rut: '11111111-1', store_id: 1, Store: { id: 1 } },
    accessToken: 'token',
    machineNumber: '1',
  }));
});

const open = () => renderScreen({ path: '/guardados', screens: { '/guardados': SavedOrdersScreen } });
const answer = (savedOrders: SavedOrder[]) =>
  server.use(
    getListSavedOrdersMockHandler(({ request }) => {
      asked = new URL(request.url).pathname;
      return { data: { savedOrders } };
    }),
  );

describe('/guardados', () => {
  it("lists the seller's saved orders, newest first, in Santiago time", async () => {
    answer([memberOrder, rappiOrder]);
    await open();
    const table = screen.getByRole('table', { name: 'Pedidos guardados' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Creación', 'Total', 'Cliente', 'Retomar']);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('21/11/2026 09:30');
    expect(first).toHaveTextContent('Rappi');
    expect(second).toHaveTextContent('20/11/2026 14:05');
    expect(second).toHaveTextContent('$12.345');
    expect(second).toHaveTextContent('Camila Rojas');
    expect(asked).toBe('/api/orders/saved/7');
  });

  it('Retomar restores buy type, customer, lines, order id and number, and opens /carro', async () => {
    answer([memberOrder]);
    await open();
    await userEvent.click(await screen.findByRole('button', { name: /Retomar pedido 10301/ }));
    expect(await screen.findByText('stub:/carro')).toBeInTheDocument();
    const state = sale.get();
    expect(state).toMatchObject({
      buyType: 'socio',
      customer: { id: 11, name: 'Camila Rojas' },
      orderId: 301,
      orderNumber: 10301,
    });
    expect(state.lines.map((l) => [l.product.name, l.amount])).toEqual([
      ['Cerveza Lager 350 ml', 2],
      ['Agua mineral 1,5 L', 1],
    ]);
  });

  it('shows an empty list when the fetch fails', async () => {
    server.use(
      http.get('*/api/orders/saved/:id', () => HttpResponse.json({ errorMessage: 'x' }, { status: 500 })),
    );
    await open();
    expect(await screen.findByText('No hay pedidos guardados')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows skeleton rows while loading', async () => {
    server.use(http.get('*/api/orders/saved/:id', () => delay('infinite')));
    await open();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByText('No hay pedidos guardados')).not.toBeInTheDocument();
  });

  it('goes back to /inicio', async () => {
    answer([]);
    await open();
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Volver' }));
    expect(await screen.findByText('stub:/inicio')).toBeInTheDocument();
  });
});

describe('Retomar over an unfinished sale', () => {
  const unfinished = (orderId: number | null = null) =>
    sale.set(
      () =>
        ({
          ...initialSale(),
          buyType: 'no-socio',
          customer: { id: 2, rut: '98765433' },
          lines: [{ product: product(9, 'Cerveza Cristal Lata 470 cc'), amount: 3, recommended: false }],
          orderId,
          step: '/compra',
        }) as never,
    );

  it('asks first: "Volver a la venta" keeps the sale, "Descartar y empezar otra" resumes the saved order', async () => {
    answer([memberOrder]);
    unfinished();
    const view = await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Retomar pedido 10301/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Hay una venta sin terminar' });
    expect(dialog).toHaveTextContent('Carro con 1 producto');
    expect(sale.get()).toMatchObject({ buyType: 'no-socio', orderId: null, lines: [{ amount: 3 }] });
    await tapInDialog(user, 'Volver a la venta');
    expect(await screen.findByText('stub:/compra')).toBeInTheDocument();
    expect(sale.get()).toMatchObject({ buyType: 'no-socio', orderId: null, lines: [{ amount: 3 }] });

    view.unmount();
    await open();
    await user.click(await screen.findByRole('button', { name: /Retomar pedido 10301/ }));
    await tapInDialog(user, 'Descartar y empezar otra');
    expect(await screen.findByText('stub:/carro')).toBeInTheDocument();
    expect(sale.get()).toMatchObject({ buyType: 'socio', orderId: 301, orderNumber: 10301 });
    expect(sale.get().lines.map((l) => l.amount)).toEqual([2, 1]);
  });

  it('Retomar of the order the sale already is goes back to it as it is, without asking', async () => {
    answer([memberOrder]);
    unfinished(memberOrder.id);
    await open();
    await userEvent.click(await screen.findByRole('button', { name: /Retomar pedido 10301/ }));
    expect(await screen.findByText('stub:/compra')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sale.get()).toMatchObject({ orderId: 301, lines: [{ amount: 3 }] });
  });
});
