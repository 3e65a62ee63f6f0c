import { startDemoServer } from '@mocks/node.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/api/http.ts';
import type { DeliveryPlatform } from '@/domain/deliveryPlatforms.ts';
import { session } from '@/session/session.ts';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { DeliveryOrderScreen } from './DeliveryOrderScreen.tsx';
import { deliveryOrderMemory, forgetDeliveryOrder } from './deliveryOrderMemory.ts';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => {
  demo.reset();
  forgetDeliveryOrder();
});
afterAll(() => demo.close());
beforeEach(async () => {
  await logInDemoSeller();
  forgetDeliveryOrder();
});

function open(platform: DeliveryPlatform = 'ubereats') {
  function Screen() {
    return (
      <>
        <h1>Pedido {platform.toUpperCase()}</h1>
        <DeliveryOrderScreen platform={platform} />
      </>
    );
  }
  return renderScreen({
    path: `/orden-delivery/${platform}`,
    screens: { '/orden-delivery/$deliveryType': Screen },
  });
}

async function find(code: string) {
  const field = screen.getByLabelText('Código');
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
}

const delivery = () => demo.world.state.deliveryOrders.find((d) => d.code === DEMO.uberEatsCode)!;

describe('/orden-delivery/:deliveryType', () => {
  it('"Código incompleto" under 5 characters; an unknown code says the server\'s text', async () => {
    await open();
    expect(screen.getByText('Ingrese el código del pedido')).toBeInTheDocument();
    await find('UE-1');
    expect(screen.getByText('Código incompleto')).toBeInTheDocument();
    expect(demo.world.state.requestCounts.getDeliveryOrder ?? 0).toBe(0);
    await find('UE-00000');
    expect(await screen.findByText('Pedido no encontrado')).toBeInTheDocument();
  });

  it('the order: its number, status, products with the short stock highlighted; Actualizar reads it again', async () => {
    await open();
    await find(DEMO.uberEatsCode);
    expect(await screen.findByRole('heading', { name: `Pedido ${delivery().id}` })).toBeInTheDocument();
    expect(screen.getByText('Estado: Pendiente de preparación')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'SKU',
      'Nombre',
      'Cantidad',
      'Stock',
    ]);
    const wine = screen.getByRole('row', { name: /Vino Santa Rita/ });
    const stock = within(wine).getAllByRole('cell').at(-1)!;
    expect(stock).toHaveAttribute('data-short', 'true');
    expect(stock).toHaveTextContent('3 (stock insuficiente)');
    expect(
      within(screen.getByRole('row', { name: /Red Bull/ }))
        .getAllByRole('cell')
        .at(-1),
    ).not.toHaveAttribute('data-short');
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await screen.findByRole('button', { name: 'Actualizar' });
    expect(demo.world.state.requestCounts.refreshDeliveryOrder).toBe(1);
  });

  it("Actualizar once per double tap: the platform's new status is shown without asking for the order again", async () => {
    await open();
    await find(DEMO.uberEatsCode);
    expect(await screen.findByText('Estado: Pendiente de preparación')).toBeInTheDocument();
    const reads = demo.world.state.requestCounts.getDeliveryOrder;
    delivery().platform_status = 'Listo para retirar';
    // The answer is held until both taps have landed: the second meets the first still in flight.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent = 0;
    demo.server.use(
      http.get('*/api/:type/order/update/:id', async () => {
        sent += 1;
        await held;
        // Nothing returned: the demo world answers.
      }),
    );
    await userEvent.dblClick(screen.getByRole('button', { name: 'Actualizar' }));
    release();
    expect(await screen.findByText('Estado: Listo para retirar')).toBeInTheDocument();
    expect(sent).toBe(1);
    expect(demo.world.state.requestCounts.refreshDeliveryOrder).toBe(1);
    expect(demo.world.state.requestCounts.getDeliveryOrder).toBe(reads);
  });

  it('Generar boleta once per double tap, then "Imprimir boleta" prints the receipt and opens /inicio', async () => {
    const { terminal, pathname } = await open();
    await find(DEMO.uberEatsCode);
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Generar boleta' }));
    const printButton = await screen.findByRole('button', { name: 'Imprimir boleta' });
    expect(demo.world.state.requestCounts.acceptDeliveryOrder).toBe(1);
    expect(delivery().bill_id).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Actualizar' })).not.toBeInTheDocument();
    await userEvent.click(printButton);
    expect(await screen.findByText('stub:/inicio')).toBeInTheDocument();
    expect(pathname()).toBe('/inicio');
    expect(terminal.calls.filter((c) => c.operation === 'print')).toHaveLength(1);
    expect(deliveryOrderMemory.get().code).toBeNull();
  });

  it('the print buttons print on a tap of their own, not on the second tap of a double tap on Generar boleta', async () => {
    // The browser counts a tap at the same place right after the first as click 2, whatever
    // button is there by then (Chromium, mouse and touch alike); a keyboard press is click 0.
    const { terminal, pathname } = await open();
    await find(DEMO.uberEatsCode);
    fireEvent.click(await screen.findByRole('button', { name: 'Generar boleta' }), { detail: 1 });
    const printButton = await screen.findByRole('button', { name: 'Imprimir boleta' });
    await waitFor(() => expect(printButton).toBeEnabled());
    fireEvent.click(printButton, { detail: 2 });
    fireEvent.click(printButton, { detail: 3 });
    // A print started would show at once: the button busy (its spinner) while the printer works.
    expect(printButton).not.toHaveAttribute('aria-busy');
    expect(terminal.calls.filter((c) => c.operation === 'print')).toHaveLength(0);
    expect(pathname()).not.toBe('/inicio');
    fireEvent.click(printButton, { detail: 1 });
    expect(await screen.findByText('stub:/inicio')).toBeInTheDocument();
    expect(terminal.calls.filter((c) => c.operation === 'print')).toHaveLength(1);
  });

  it('a failed billing offers "Imprimir comprobante" (the voucher), also after a reload', async () => {
    await open();
    demo.useScenario('billing-failure');
    await find(DEMO.uberEatsCode);
    await userEvent.click(await screen.findByRole('button', { name: 'Generar boleta' }));
    expect(await screen.findByRole('button', { name: 'Imprimir comprobante' })).toBeInTheDocument();
    cleanup();
    const { terminal } = await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Imprimir comprobante' }));
    expect(await screen.findByText('stub:/inicio')).toBeInTheDocument();
    const printed = terminal.calls.find((c) => c.operation === 'print');
    expect(printed?.operation === 'print' && printed.lines.join('\n')).toMatch(/COMPROBANTE/i);
  });

  it('accepted but not read again: "Ha ocurrido un error. Por favor ingrese el código nuevamente", back to the code', async () => {
    await open();
    await find(DEMO.uberEatsCode);
    demo.useScenario('server-error:refreshDeliveryOrder');
    await userEvent.click(await screen.findByRole('button', { name: 'Generar boleta' }));
    expect(
      await screen.findByText('Ha ocurrido un error. Por favor ingrese el código nuevamente'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Código')).toBeInTheDocument();
    demo.useScenario(null);
    await find(DEMO.uberEatsCode);
    expect(await screen.findByRole('button', { name: 'Imprimir boleta' })).toBeInTheDocument();
  });

  it('an order without a platform status: "Estado: Sin estado"', async () => {
    await open('rappi');
    await find(DEMO.rappiCode);
    expect(await screen.findByText('Estado: Sin estado')).toBeInTheDocument();
  });
});
