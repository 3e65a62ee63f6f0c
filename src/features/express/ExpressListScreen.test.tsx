import { startDemoServer } from '@mocks/node.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { session } from '@/session/session.ts';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { ExpressListScreen } from './ExpressListScreen.tsx';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => demo.reset());
afterAll(() => demo.close());

beforeEach(() => logInDemoSeller());

function Screen() {
  return (
    <>
      <h1>Pedidos por Entregar</h1>
      <ExpressListScreen />
    </>
  );
}

const open = () =>
  renderScreen({
    path: '/entrega-inmediata',
    screens: { '/entrega-inmediata': Screen, '/orden-detalles': () => <h1>stub:/orden-detalles</h1> },
  });
const cards = async () => {
  await screen.findAllByRole('article');
  return screen.getAllByRole('article');
};

describe('/entrega-inmediata', () => {
  it("lists the store's open express orders: immediate first, each with customer, type, time and status", async () => {
    await open();
    const list = await cards();
    const seeded = demo.world.state.orders.filter((o) => o.delivery_type !== null);
    expect(list).toHaveLength(seeded.length);
    // Immediate and pickup-now first, then the ones for tomorrow 18:00 (Santiago).
    expect(list.map((c) => within(c).getAllByRole('definition')[1]?.textContent)).toEqual([
      'Inmediato',
      'Retiro',
      'Programado',
      'Despacho',
    ]);
    const first = within(list[0]!);
    expect(first.getByRole('heading', { name: /^Orden \d+$/ })).toBeInTheDocument();
    expect(first.getByText(DEMO.member.name)).toBeInTheDocument();
    expect(first.getByText('Pendiente')).toBeInTheDocument();
    expect(within(list[1]!).getByText(DEMO.nonMember.name)).toBeInTheDocument();
    expect(within(list[1]!).getByText('Por entregar')).toBeInTheDocument();
    expect(within(list[2]!).getByText('04/06/2026 17:00')).toBeInTheDocument();
    expect(within(list[3]!).getByText('En proceso')).toBeInTheDocument();
  });

  it('a delivered order leaves the list', async () => {
    const delivered = demo.world.state.orders.find((o) => o.delivery_type === 'immediate');
    if (!delivered) throw new Error('no immediate order in the seed');
    delivered.delivery_status = 'ENTREGADO';
    await open();
    const list = await cards();
    expect(list).toHaveLength(3);
    expect(
      screen.queryByRole('heading', { name: `Orden ${delivered.order_number}` }),
    ).not.toBeInTheDocument();
  });

  it('"Ver detalle" opens /orden-detalles with the order id', async () => {
    const { router } = await open();
    const list = await cards();
    const number = within(list[0]!).getByRole('heading').textContent?.replace('Orden ', '');
    await userEvent.click(
      within(list[0]!).getByRole('button', { name: `Ver detalle de la orden ${number}` }),
    );
    const order = demo.world.state.orders.find((o) => String(o.order_number) === number);
    expect(await screen.findByText('stub:/orden-detalles')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orden-detalles');
    expect(router.state.location.search).toEqual({ id: order?.id });
  });

  it('no open orders: says so', async () => {
    for (const o of demo.world.state.orders) if (o.delivery_type !== null) o.delivery_status = 'ENTREGADO';
    await open();
    expect(await screen.findByRole('status')).toHaveTextContent('No hay pedidos por entregar.');
  });

  it('a failed read: "Error cargando pedido. Por favor recargar.", and Recargar reads again', async () => {
    demo.useScenario('server-error:listExpressOrders');
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error cargando pedido. Por favor recargar.');
    demo.useScenario(null);
    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(await cards()).toHaveLength(4);
  });
});
