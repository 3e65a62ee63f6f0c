import { startDemoServer } from '@mocks/node.ts';
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { NETWORK_MESSAGES } from '@/domain/messages.ts';
import { type AnalyticsEvent, setAnalytics } from '@/session/analytics.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { networkBack, pullNetwork } from '@/test/network.ts';
import { renderSale, startSaleAs } from '../cart/testing.tsx';
import { CatalogueScreen } from './CatalogueScreen.tsx';
import { CATALOGUE_MESSAGES } from './LoadMore.tsx';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => demo.reset());
afterAll(() => demo.close());

const events: AnalyticsEvent[] = [];
beforeEach(async () => {
  events.length = 0;
  setAnalytics({ track: (e) => events.push(e) });
  await startSaleAs('socio');
});

const open = (terminal?: Parameters<typeof renderSale>[0]['terminal']) =>
  renderSale({ path: '/compra', screens: { '/compra': CatalogueScreen }, terminal });

/** A handheld scanner: the code's keys in a fast burst, then Enter, on whatever has the focus. */
/**
 * A handheld scanner's burst. Every event is made before any is dispatched: the wedge reads a
 * key's time from its event's timeStamp (its creation), and on a loaded machine the work each key
 * starts set a key made after it too far from the next, so the burst read as typing.
 */
/**
 * A handheld scanner's burst: the code's keys and Enter, 1 ms apart by their time stamps (the
 * wedge reads `event.timeStamp`), whatever the machine's load does to the test between them.
 */
function scan(code: string) {
  const target = document.activeElement ?? document.body;
  const start = performance.now();
  const events = [...code, 'Enter'].map((key, i) => {
    const event = createEvent.keyDown(target, { key });
    Object.defineProperty(event, 'timeStamp', { value: start + i });
    return event;
  });
  for (const event of events) fireEvent(target, event);
}

const card = (name: string) => screen.findByRole('article', { name });

describe('/compra', () => {
  it('a scanner burst into the code field adds the product and leaves the field empty for the next scan', async () => {
    await open();
    await card('Cerveza Cristal Lata 470 cc');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Lector de código de barras' }));
    const field = screen.getByLabelText('Código de barras');
    field.focus();
    // The scanner's characters land in the focused field, and its keys reach the wedge as a burst.
    fireEvent.change(field, { target: { value: '7801000000044' } });
    scan('7801000000044');
    expect(
      await screen.findByText(
        '1 Vino Casillero del Diablo Cabernet Sauvignon 750 cc en carro!',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('lists products with the customer price and adds with "{n} {product} en carro!"', async () => {
    await open();
    const cristal = await card('Cerveza Cristal Lata 470 cc');
    expect(within(cristal).getByText('$890')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(cristal).getByRole('button', { name: 'Aumentar cantidad' }));
    await user.click(
      within(cristal).getByRole('button', { name: 'Agregar Cerveza Cristal Lata 470 cc al carro' }),
    );
    expect(await screen.findByText('2 Cerveza Cristal Lata 470 cc en carro!')).toBeInTheDocument();
    expect(sale.get().lines).toEqual([expect.objectContaining({ amount: 2 })]);
    expect(screen.getByRole('button', { name: 'Carro, 1 producto' })).toBeInTheDocument();
    expect(events).toContainEqual(
      expect.objectContaining({ name: 'add_to_cart', productId: 1, quantity: 2 }),
    );
  });

  it('names the cart button in Spanish singular and plural: "Carro, 1 producto", "Carro, 2 productos"', async () => {
    await open();
    expect(screen.getByRole('button', { name: 'Carro, 0 productos' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(
      within(await card('Cerveza Cristal Lata 470 cc')).getByRole('button', {
        name: 'Agregar Cerveza Cristal Lata 470 cc al carro',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Carro, 1 producto' })).toBeInTheDocument();
    scan('7801000000044');
    expect(await screen.findByRole('button', { name: 'Carro, 2 productos' })).toBeInTheDocument();
  });

  it('shows "Productos Destacados" and adds from the slider', async () => {
    await open();
    const slider = await screen.findByRole('region', { name: 'Productos Destacados' });
    const first = await within(slider).findAllByRole('button', { name: /^Agregar / });
    await userEvent.setup().click(first[0] as HTMLElement);
    expect(await screen.findByText(/^1 .* en carro!$/)).toBeInTheDocument();
  });

  it('opens with the focus in the search box, and a scan leaves no character in it', async () => {
    await open();
    await card('Cerveza Cristal Lata 470 cc');
    expect(screen.getByLabelText('Buscar por nombre, SKU o EAN')).toHaveFocus();
    scan('7801000000013');
    expect(await screen.findByText('1 Cerveza Cristal Lata 470 cc en carro!')).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar por nombre, SKU o EAN')).toHaveValue('');
  });

  it('after Agregar the search box is empty with the focus; Enter adds the first result', async () => {
    await open();
    const user = userEvent.setup();
    const search = screen.getByLabelText('Buscar por nombre, SKU o EAN');
    await user.type(search, 'torobayo');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Cerveza Cristal Lata 470 cc' })).toBeNull(),
    );
    const torobayo = await card('Cerveza Kunstmann Torobayo 330 cc');
    await user.click(within(torobayo).getByRole('button', { name: /^Agregar .* al carro$/ }));
    expect(await screen.findByText('1 Cerveza Kunstmann Torobayo 330 cc en carro!')).toBeInTheDocument();
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    // Typed as a person types (a fast burst ending in Enter is a handheld scanner's).
    await userEvent.setup({ delay: 50 }).type(search, 'casillero{Enter}');
    expect(
      await screen.findByText('1 Vino Casillero del Diablo Cabernet Sauvignon 750 cc en carro!'),
    ).toBeInTheDocument();
    expect(search).toHaveValue('');
    expect(sale.get().lines.map((l) => [l.product.id, l.amount])).toEqual([
      [12, 1],
      [4, 1],
    ]);
  });

  it('says when a scanned product has no stock or no price, and when a code is unknown', async () => {
    await open();
    await card('Cerveza Cristal Lata 470 cc');
    scan('7801000000068');
    expect(
      await screen.findByText('Ron Havana Club Añejo Especial 750 cc no tiene stock suficiente!'),
    ).toBeInTheDocument();
    scan('7801000000075');
    expect(
      await screen.findByText('Whisky Johnnie Walker Red Label 750 cc no tiene precio'),
    ).toBeInTheDocument();
    scan('7809999999999');
    expect(await screen.findByText('No se encontró el producto con EAN 7809999999999')).toBeInTheDocument();
    expect(sale.get().lines).toEqual([]);
  });

  it('limits a pack by the stock of its children already in the cart', async () => {
    await open();
    const pack = await card('Pack Cerveza Cristal 6 Latas 470 cc');
    expect(within(pack).getByText('Stock: 40')).toBeInTheDocument();
    const cristal = await card('Cerveza Cristal Lata 470 cc');
    fireEvent.click(within(cristal).getByRole('button', { name: /^Agregar .* al carro$/ }));
    await waitFor(() => expect(sale.get().lines).toHaveLength(1));
    // 240 cans - 1 in the cart = 239 -> 39 packs of 6.
    expect(
      within(await card('Pack Cerveza Cristal 6 Latas 470 cc')).getByText('Stock: 39'),
    ).toBeInTheDocument();
  });

  it('searches by name with Limpiar, and hides "Cargar más productos" at the end of the list', async () => {
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Buscar por nombre, SKU o EAN'), 'torobayo');
    // Asked inside the wait: a card found in an earlier answer (the list before the search, or a
    // search while typing) is replaced by the next answer's.
    await waitFor(() => {
      expect(screen.getByRole('article', { name: 'Cerveza Kunstmann Torobayo 330 cc' })).toBeInTheDocument();
      expect(screen.queryByRole('article', { name: 'Cerveza Cristal Lata 470 cc' })).toBeNull();
    });
    expect(screen.queryByRole('button', { name: 'Cargar más productos' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(await card('Cerveza Cristal Lata 470 cc')).toBeInTheDocument();
  });

  it('a search with no network says "Sin conexión: no se pudo buscar" with Reintentar, not placeholder cards, and runs by itself when the network is back', async () => {
    await open();
    await card('Cerveza Cristal Lata 470 cc');
    pullNetwork();
    await userEvent.setup().type(screen.getByLabelText('Buscar por nombre, SKU o EAN'), 'torobayo');
    expect(await screen.findByText(NETWORK_MESSAGES.searchOffline)).toHaveAttribute('role', 'status');
    const list = screen.getByRole('region', { name: 'Productos' });
    expect(list).not.toHaveAttribute('aria-busy');
    expect(within(list).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(demo.world.state.requestCounts.listProducts).toBe(1);
    networkBack();
    expect(await card('Cerveza Kunstmann Torobayo 330 cc')).toBeInTheDocument();
    expect(screen.queryByText(NETWORK_MESSAGES.searchOffline)).toBeNull();
  });

  it('"Cargar más productos" with no network says so beside it, and loads by itself when the network is back', async () => {
    await open();
    await card('Cerveza Cristal Lata 470 cc');
    expect(screen.getAllByRole('article')).toHaveLength(20);
    pullNetwork();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cargar más productos' }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.loadMoreOffline)).toHaveAttribute('role', 'status');
    expect(screen.queryByText(CATALOGUE_MESSAGES.loadMoreFailed)).toBeNull();
    expect(demo.world.state.requestCounts.listProducts).toBe(1);
    networkBack();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));
    expect(screen.queryByText(CATALOGUE_MESSAGES.loadMoreOffline)).toBeNull();
  });

  it('loads 20 more, and says "Ha ocurrido un error al cargar más productos." when that fails', async () => {
    await open();
    await card('Cerveza Cristal Lata 470 cc');
    expect(screen.getAllByRole('article')).toHaveLength(20);
    demo.server.use(
      http.get('*/api/products', ({ request }) =>
        new URL(request.url).searchParams.get('offset') === '20'
          ? HttpResponse.json({ errorMessage: 'x' }, { status: 500 })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cargar más productos' }));
    expect(await screen.findByText('Ha ocurrido un error al cargar más productos.')).toBeInTheDocument();
    demo.server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Cargar más productos' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));
    expect(screen.queryByText('Ha ocurrido un error al cargar más productos.')).toBeNull();
  });

  it('shows the camera button only in the terminal app with a camera, and adds what it reads', async () => {
    await open();
    await card('Cerveza Cristal Lata 470 cc');
    expect(screen.queryByRole('button', { name: 'Escanear con la cámara' })).toBeNull();
  });

  it('reads a code with the camera of the terminal app', async () => {
    await open({ kind: 'smartPos', camera: '7801000000044' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Escanear con la cámara' }));
    expect(
      await screen.findByText('1 Vino Casillero del Diablo Cabernet Sauvignon 750 cc en carro!'),
    ).toBeInTheDocument();
  });

  it('goes to /carro with "Ver Carrito"', async () => {
    const view = await open();
    await userEvent.setup().click(screen.getByRole('button', { name: /Ver Carrito/ }));
    await waitFor(() => expect(view.pathname()).toBe('/carro'));
  });
});
