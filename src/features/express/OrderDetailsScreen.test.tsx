import { startDemoServer } from '@mocks/node.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { session } from '@/session/session.ts';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { OrderDetailsScreen } from './OrderDetailsScreen.tsx';
import { verificationMemory } from './verificationMemory.ts';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => {
  demo.reset();
  verificationMemory.reset();
});
afterAll(() => demo.close());

beforeEach(() => logInDemoSeller());

const firstEan = (productId: number) => {
  const p = demo.world.state.products.find((x) => x.id === productId);
  const ean = p?.ean?.split(',')[0]?.trim();
  if (!ean) throw new Error(`no EAN for product ${productId}`);
  return ean;
};
const expressOrder = (type: 'immediate' | 'pickup' | 'programmed' | 'delivery') => {
  const order = demo.world.state.orders.find((o) => o.delivery_type === type);
  if (!order) throw new Error(`no ${type} order in the seed`);
  return order;
};
/** The seeded immediate order: 6 Cristal and one pack of 6 Cristal (SKU 999…). */
const immediateOrder = () => expressOrder('immediate');

function open(orderId: number) {
  function Screen() {
    return (
      <>
        <h1>Detalle del pedido</h1>
        <OrderDetailsScreen orderId={orderId} />
      </>
    );
  }
  return renderScreen({
    path: '/orden-detalles',
    screens: { '/orden-detalles': Screen, '/entrega-inmediata': () => <h1>stub:/entrega-inmediata</h1> },
  });
}

const field = () => screen.getByLabelText('EAN del producto');
/**
 * Typed by hand and sent with Verificar (no Enter: a fast burst ending in Enter is what the
 * handheld scanner sends, which the browser tests cover).
 */
async function typeEan(ean: string, times = 1) {
  for (let i = 0; i < times; i += 1) {
    await userEvent.type(field(), ean);
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
  }
}

describe('/orden-detalles', () => {
  it('a pack is verified through its children; twelve Cristal scans verify both lines; Preparado readies the order once', async () => {
    const order = immediateOrder();
    const { unmount } = await open(order.id);
    expect(await screen.findByRole('heading', { name: `Orden ${order.order_number}` })).toBeInTheDocument();
    // The pack's line is its child, six cans for one pack.
    await screen.findByText(/^en Pack Cerveza Cristal 6 Latas/);
    expect(screen.getByRole('status')).toHaveTextContent('0 de 12 productos verificados');

    const cristal = firstEan(1);
    await typeEan(cristal, 7);
    expect(screen.getByRole('status')).toHaveTextContent('7 de 12 productos verificados');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Verificado', { selector: 'span' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Incompleto')).toBeInTheDocument();

    // Preparado too early: the spec's text, nothing sent.
    await userEvent.click(screen.getByRole('button', { name: 'Preparado' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ERROR: Hay 5 productos faltantes');
    expect(demo.world.state.requestCounts.updateDeliveryStatus ?? 0).toBe(0);

    // A reload keeps what was scanned.
    unmount();
    await open(order.id);
    expect(await screen.findByRole('status')).toHaveTextContent('7 de 12 productos verificados');
    await typeEan(cristal, 5);
    expect(screen.getByRole('status')).toHaveTextContent('12 de 12 productos verificados');

    // A double tap sends one status change.
    const prepared = screen.getByRole('button', { name: 'Preparado' });
    await userEvent.dblClick(prepared);
    expect(await screen.findByText(`Orden ${order.order_number} lista para entregar`)).toBeInTheDocument();
    expect(demo.world.state.requestCounts.updateDeliveryStatus).toBe(1);
    expect(order.delivery_status).toBe('POR ENTREGAR');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Preparado' })).not.toBeInTheDocument());
    // Prepared: it says so, every line verified (never "0 de 12" and "Pendiente").
    expect(screen.getByRole('status')).toHaveTextContent('Pedido preparado: 12 de 12 productos verificados');
    expect(screen.queryByText('Pendiente')).not.toBeInTheDocument();
    await waitFor(() => expect(verificationMemory.get()[String(order.id)]).toBeUndefined());
  });

  it('an order already por entregar, opened on another machine: prepared, every line verified, no scanning', async () => {
    const order = immediateOrder();
    order.delivery_status = 'POR ENTREGAR';
    await open(order.id);
    await screen.findByText(/^en Pack Cerveza Cristal 6 Latas/);
    expect(screen.getByRole('status')).toHaveTextContent('Pedido preparado: 12 de 12 productos verificados');
    const rows = screen.getAllByRole('row').slice(1);
    for (const row of rows)
      expect(within(row).getByText('Verificado', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByText('Pendiente')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('EAN del producto')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Borrar/ })).not.toBeInTheDocument();
  });

  it('one unit too many: "sobrantes"; Borrar sets the line back to scan it again', async () => {
    const order = immediateOrder();
    await open(order.id);
    await screen.findByText(/^en Pack Cerveza Cristal/);
    await typeEan(firstEan(1), 13);
    await userEvent.click(screen.getByRole('button', { name: 'Preparado' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ERROR: Hay 1 productos sobrantes');
    // Both lines are full: the extra unit lands on the first line holding the EAN.
    const [plain, pack] = screen.getAllByRole('row').slice(1);
    expect(within(plain!).getByText('Sobrante')).toBeInTheDocument();
    expect(within(pack!).getByText('Verificado', { selector: 'span' })).toBeInTheDocument();
    await userEvent.click(within(plain!).getByRole('button', { name: /^Borrar / }));
    expect(screen.getByRole('status')).toHaveTextContent('6 de 12 productos verificados');
  });

  it('a product not in the order: "EAN INVALIDO: {product}"; a code of no product: "Producto no encontrado"', async () => {
    const order = immediateOrder();
    await open(order.id);
    await screen.findByText(/^en Pack Cerveza Cristal/);
    await typeEan(firstEan(7));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'EAN INVALIDO: Whisky Johnnie Walker Red Label 750 cc',
    );
    await typeEan('7800000000000');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Producto no encontrado'));
    expect(screen.getByRole('status')).toHaveTextContent('0 de 12 productos verificados');
  });

  it('the status change failing: "Problema al intentar cambiar el estado", the order and the scans kept', async () => {
    const order = immediateOrder();
    await open(order.id);
    await screen.findByText(/^en Pack Cerveza Cristal/);
    await typeEan(firstEan(1), 12);
    demo.useScenario('server-error:updateDeliveryStatus');
    await userEvent.click(screen.getByRole('button', { name: 'Preparado' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Problema al intentar cambiar el estado');
    expect(order.delivery_status).toBe('PENDIENTE');
    expect(screen.getByRole('status')).toHaveTextContent('12 de 12 productos verificados');
  });

  it('a failed read: "Error cargando pedido. Por favor recargar." and Recargar', async () => {
    demo.useScenario('server-error:getExpressOrderDetails');
    const order = immediateOrder();
    await open(order.id);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error cargando pedido. Por favor recargar.');
    demo.useScenario(null);
    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(await screen.findByRole('heading', { name: `Orden ${order.order_number}` })).toBeInTheDocument();
  });

  it('Preparado prints the receipt; a failed print still readies the order and says so', async () => {
    const order = immediateOrder();
    demo.useScenario('printer-error');
    await open(order.id);
    await screen.findByText(/^en Pack Cerveza Cristal/);
    await typeEan(firstEan(1), 12);
    await userEvent.click(screen.getByRole('button', { name: 'Preparado' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Error al imprimir la boleta. Orden ${order.order_number} lista para entregar`,
    );
    expect(order.delivery_status).toBe('POR ENTREGAR');
    expect(demo.world.state.requestCounts.printBill).toBe(1);
  });
});

describe('the hand-over of an order por entregar', () => {
  it('immediate: Entregar sets ENTREGADO once, "Entrega exitosa!", then the list', async () => {
    const order = immediateOrder();
    order.delivery_status = 'POR ENTREGAR';
    await open(order.id);
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Entregar' }));
    expect(await screen.findByText('Entrega exitosa!')).toBeInTheDocument();
    expect(order.delivery_status).toBe('ENTREGADO');
    expect(demo.world.state.requestCounts.updateDeliveryStatus).toBe(1);
    expect(await screen.findByText('stub:/entrega-inmediata')).toBeInTheDocument();
  });

  it('programmed: Enviar en ruta sets EN RUTA; a failure says "Problema al cambiar el estado del delivery"', async () => {
    const order = expressOrder('programmed');
    order.delivery_status = 'POR ENTREGAR';
    await open(order.id);
    demo.useScenario('server-error:updateDeliveryStatus');
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar en ruta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Problema al cambiar el estado del delivery');
    expect(order.delivery_status).toBe('POR ENTREGAR');
    demo.useScenario(null);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar en ruta' }));
    expect(await screen.findByText('Entrega exitosa!')).toBeInTheDocument();
    expect(order.delivery_status).toBe('EN RUTA');
  });

  it("pickup: the code is required, must be this order's, a failed lookup says so; the right one delivers", async () => {
    const order = expressOrder('pickup');
    await open(order.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Entregar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Código de pickup' });
    const code = within(dialog).getByLabelText('Código de pickup');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Debe ingresar un codigo de pickup')).toBeInTheDocument();

    // Another order's code, then a code of no order.
    await userEvent.type(code, `${DEMO.pickupCodes.immediate}{Enter}`);
    expect(await within(dialog).findByText('Codigo invalido')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, 'ZZ0000{Enter}');
    expect(await within(dialog).findByText('Codigo invalido')).toBeInTheDocument();

    demo.useScenario('server-error:getOrderByPickupCode');
    await userEvent.clear(code);
    await userEvent.type(code, `${DEMO.pickupCodes.pickup}{Enter}`);
    expect(await within(dialog).findByText('Problema al intentar obtener el código')).toBeInTheDocument();
    expect(order.delivery_status).toBe('POR ENTREGAR');

    demo.useScenario(null);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Entrega exitosa!')).toBeInTheDocument();
    expect(order.delivery_status).toBe('ENTREGADO');
  });
});
