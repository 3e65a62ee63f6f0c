/**
 * Server state as a seller sees it (docs/SERVER-STATE.md), on the demo world: what an order
 * changed is fresh on the next screen without a reload (the order's mutation invalidates it),
 * and a read that fails once is retried without the seller noticing.
 */
import { startDemoServer } from '@mocks/node.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { listProducts } from '@/api/generated/endpoints/products/products.ts';
import { configureApi } from '@/api/http.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { CartScreen } from './cart/CartScreen.tsx';
import { renderSale, startSaleAs } from './cart/testing.tsx';
import { CatalogueScreen } from './catalogue/CatalogueScreen.tsx';
import { ProfileScreen } from './profile/ProfileScreen.tsx';
import { SavedOrdersScreen } from './saved/SavedOrdersScreen.tsx';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => demo.reset());
afterAll(() => demo.close());

/** Camila Rojas's sale with two units of product 1 ($1.780 for a member). */
async function memberSaleWithLines() {
  await startSaleAs('socio', { recommendedAutoShown: true });
  const page = await listProducts({ store: 1, type: 'socio', offset: 0, limit: 20 });
  const product = page.data.products.find((p) => p.id === 1);
  sale.set((s) => ({ ...s, lines: [{ product: product as never, amount: 2, recommended: false }] }));
}

const screens = { '/perfil': ProfileScreen, '/carro': CartScreen, '/guardados': SavedOrdersScreen };

/** On /carro: wait for the priced cart, then pay $1.780 in cash. */
async function payCash() {
  await screen.findByRole('article', { name: 'Cerveza Cristal Lata 470 cc' });
  await waitFor(() =>
    expect(screen.getByRole('region', { name: 'Resumen de la compra' })).not.toHaveAttribute('aria-busy'),
  );
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Método de pago 1'), 'EFECTIVO');
  const amount = screen.getByLabelText('Monto 1');
  await user.clear(amount);
  await user.type(amount, '1780');
  await user.tab();
}

const resumeButtons = () => screen.queryAllByRole('button', { name: /Retomar/ });

describe('fresh after an order, without a reload', () => {
  it("the profile shows the member's points as the server has them after the purchase", async () => {
    await memberSaleWithLines();
    const view = await renderScreen({ path: '/perfil', screens });
    expect(await screen.findByText('Puede utilizar 12.345 puntos en esta compra')).toBeInTheDocument();

    // The server's points change (as a purchase's points do); the app still holds 12.345.
    const camila = demo.world.state.customers.find((c) => c.id === 1);
    if (!camila) throw new Error('no Camila in the demo world');
    camila.points.points += 5_000;

    await view.router.navigate({ to: '/carro' });
    await payCash();
    await userEvent.setup().click(screen.getByRole('button', { name: 'REALIZAR COMPRA' }));
    await userEvent
      .setup()
      .click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Si' }));
    await waitFor(() => expect(view.pathname()).toBe('/pago-final'));

    await view.router.navigate({ to: '/perfil' });
    expect(await screen.findByText('Puede utilizar 17.345 puntos en esta compra')).toBeInTheDocument();
  });

  it('/guardados lists the order just saved', async () => {
    await memberSaleWithLines();
    const view = await renderScreen({ path: '/guardados', screens });
    await waitFor(() => expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy'));
    const before = resumeButtons().length;

    await view.router.navigate({ to: '/carro' });
    await payCash();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar Pedido' }));
    await waitFor(() => expect(view.pathname()).toBe('/guardados'));

    await waitFor(() => expect(resumeButtons()).toHaveLength(before + 1));
    expect(screen.getAllByText('Camila Rojas').length).toBeGreaterThan(0);
  });
});

describe('a flaky read', () => {
  it('one 500, then the answer: the catalogue shows its products and no error', async () => {
    await startSaleAs('socio');
    let failed = 0;
    demo.server.use(
      http.get(
        '*/api/products',
        () => {
          failed += 1;
          return HttpResponse.json({ errorMessage: 'Error interno del servidor.' }, { status: 500 });
        },
        { once: true },
      ),
    );
    await renderSale({ path: '/compra', screens: { '/compra': CatalogueScreen } });
    expect(await screen.findByRole('article', { name: 'Cerveza Cristal Lata 470 cc' })).toBeInTheDocument();
    expect(failed).toBe(1);
    expect(demo.world.state.requestCounts.listProducts).toBe(1);
    expect(screen.queryByRole('button', { name: 'Recargar' })).toBeNull();
    expect(screen.queryByText(/error/i)).toBeNull();
  });
});

describe('fire-and-forget mutations of the personalised offer', () => {
  it('a double tap on Agregar adds one unit and tells the server once; a double tap on Salir exits once', async () => {
    await memberSaleWithLines();
    await renderScreen({ path: '/carro', screens });
    await screen.findByRole('article', { name: 'Cerveza Cristal Lata 470 cc' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mostrar oferta personalizada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oferta personalizada' });
    const [add] = await within(dialog).findAllByRole('button', { name: /^Agregar / });
    if (!add) throw new Error('no offered product');
    // Two taps in one task, before React re-renders: what a double tap does on a terminal.
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(demo.world.state.requestCounts.addRecommendedProducts).toBe(1));
    const recommended = sale.get().lines.filter((l) => l.recommended);
    expect(recommended).toHaveLength(1);
    expect(recommended[0]?.amount).toBe(1);

    const exit = within(dialog).getByRole('button', { name: 'Salir' });
    fireEvent.click(exit);
    fireEvent.click(exit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(demo.world.state.requestCounts.exitRecommendations).toBe(1));
  });
});
