import { startDemoServer } from '@mocks/node.ts';
import { ean13 } from '@mocks/world/catalogue.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { STOCK_LABELS } from '@/domain/storeOpsMessages.ts';
import { session } from '@/session/session.ts';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { tapInDialog } from '@/test/taps.ts';
import { StockDocumentScreen } from './StockDocumentScreen.tsx';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => demo.reset());
afterAll(() => demo.close());
beforeEach(() => logInDemoSeller());

const eanOf = (productId: number) => ean13(`7801000000${String(productId).padStart(2, '0')}`);
const guideLine = (productId: number) =>
  demo.world.state.storeOrders.find((g) => g.id === 1)!.lines.find((l) => l.product_id === productId)!;
const productName = (id: number) => demo.world.state.products.find((p) => p.id === id)!.name;

/** The product names in the table, in order. */
const shownNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

async function openGuide() {
  function Document() {
    return (
      <>
        <h1>POS Ingreso Guía de Despacho</h1>
        <StockDocumentScreen type="guia-de-despacho" id={1} />
      </>
    );
  }
  await renderScreen({
    path: '/ingresar-stock/guia-de-despacho/1',
    screens: { '/ingresar-stock/$type/$id': Document },
  });
  await screen.findByText(`Guía ingresada: ${DEMO.storeOrders.open}`);
  await waitFor(() => expect(screen.queryByRole('table', { busy: true })).toBeNull());
}

// Guide 45871 of the demo world: Coca-Cola (5), Agua Mineral Cachantún (10) and Red Bull (15).
describe('"Filtrar productos" on an open guide', () => {
  it('narrows what the table shows, never the guide: a line it hides is still added and entered', async () => {
    await openGuide();
    const user = userEvent.setup({ delay: null });
    expect(screen.getByText('3 de 3 productos')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: STOCK_LABELS.filter }), 'cachantun');
    expect(shownNames()).toEqual([productName(10)]);
    expect(screen.getByText('1 de 3 productos')).toBeInTheDocument();

    // Coca-Cola, hidden by the filter, is still a line of the guide.
    await user.type(screen.getByLabelText('Ingresar código de barra'), eanOf(5));
    await user.type(
      within(screen.getByRole('group', { name: 'Cantidad a ingresar' })).getByRole('textbox'),
      '2',
    );
    await user.click(screen.getByRole('button', { name: 'Agregar Producto' }));
    await tapInDialog(user, 'Aceptar');
    await waitFor(() => expect(guideLine(5).stock_to_enter).toBe(2));
    expect(shownNames()).toEqual([productName(10)]);

    await user.click(screen.getByRole('button', { name: 'Ingresar Stock' }));
    await waitFor(() => expect(guideLine(5)).toMatchObject({ stock_to_enter: 0, current_stock: 2 }));

    await user.clear(screen.getByRole('searchbox', { name: STOCK_LABELS.filter }));
    expect(shownNames()).toEqual([productName(5), productName(10), productName(15)]);
    expect(await screen.findByRole('row', { name: new RegExp(`${productName(5)} 0 2`) })).toBeInTheDocument();
  });
});
