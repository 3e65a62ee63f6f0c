/**
 * Faults of the network and the server on the sale screens, on the demo world's transport
 * faults (mocks/api/kit.ts): no answer (the client's time limit ends the wait), a 500 with an
 * HTML page, a 200 with an HTML page. Each failing call shows something a seller can act on,
 * the sale is kept, and the retry works once the fault is gone.
 */
import { startDemoServer } from '@mocks/node.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listProducts } from '@/api/generated/endpoints/products/products.ts';
import { configureApi } from '@/api/http.ts';
import { createQueryClient } from '@/app/queryClient.ts';
import { ToastProvider } from '@/components/ui/Toast.tsx';
import { initialSale, sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { tapInDialog } from '@/test/taps.ts';
import { renderSale, startSaleAs } from './cart/testing.tsx';
import { useCouponFlow } from './cart/useCouponFlow.ts';
import { CatalogueScreen } from './catalogue/CatalogueScreen.tsx';
import { EntryScreen } from './entry/EntryScreen.tsx';
import { ProfileScreen } from './profile/ProfileScreen.tsx';
import { SavedOrdersScreen } from './saved/SavedOrdersScreen.tsx';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
/** A short time limit so "no answer" fails fast here (15 s in the app). */
const TIME_LIMIT_MS = 300;
configureApi({ baseUrl: '', getToken: () => session.get().accessToken, timeoutMs: TIME_LIMIT_MS });

/** Requests the world received, as "METHOD /path". */
const requests: string[] = [];
demo.server.events.on('request:start', ({ request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
});
const count = (entry: string) => requests.filter((r) => r === entry).length;

afterEach(() => demo.reset());
afterAll(() => demo.close());
beforeEach(() => {
  requests.length = 0;
});

const GENERIC = 'Ha ocurrido un error';
const SERVER_500 = 'Error interno del servidor. Por favor intente nuevamente más tarde.';

async function typeRut(rut: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText('RUT del cliente');
  await user.clear(field);
  await user.type(field, `${rut}{Enter}`);
  return user;
}

describe('/ingreso under faults', () => {
  beforeEach(async () => {
    await startSaleAs('socio');
    sale.set(() => ({ ...initialSale(), buyType: 'socio' }));
  });

  it('a lookup with no answer ends at the time limit with the generic text under the field; the retry works', async () => {
    demo.useScenario('no-answer:getCustomerByRut');
    await renderScreen({ path: '/ingreso', screens: { '/ingreso': EntryScreen } });
    await typeRut('12.345.678-5');
    expect(await screen.findByText(GENERIC, {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).not.toHaveAttribute('aria-busy', 'true');

    demo.useScenario(null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Camila Rojas');
  });

  it('a lookup answered with an HTML page (200) is a failure, not a crash', async () => {
    demo.useScenario('html-answer:getCustomerByRut');
    await renderScreen({ path: '/ingreso', screens: { '/ingreso': EntryScreen } });
    await typeRut('12.345.678-5');
    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a 500 in a non-member sale is a toast with the server text, never the new-customer popup', async () => {
    sale.set(() => ({ ...initialSale(), buyType: 'no-socio' }));
    demo.useScenario('server-error:getCustomerByRut');
    await renderScreen({ path: '/ingreso', screens: { '/ingreso': EntryScreen } });
    await typeRut('15.555.555-6');
    expect(await screen.findByText(SERVER_500)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Spec 000 §2: no back link and no error line outside the member type.
    expect(
      within(screen.getByRole('banner')).queryByRole('button', { name: 'Volver' }),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText('RUT del cliente')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('a double tap on Aceptar in the new-customer popup sends one POST /api/customers/new', async () => {
    sale.set(() => ({ ...initialSale(), buyType: 'no-socio' }));
    const view = await renderScreen({ path: '/ingreso', screens: { '/ingreso': EntryScreen } });
    await typeRut('15.555.555-6');
    const accept = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceptar' });
    fireEvent.click(accept);
    fireEvent.click(accept);
    await waitFor(() => expect(view.pathname()).toBe('/compra'));
    expect(count('POST /api/customers/new')).toBe(1);
    expect(demo.world.state.customers.filter((c) => c.rut === '15555555-6')).toHaveLength(1);
  });

  it('a creation with no answer closes the popup with the generic text, and a new try creates it', async () => {
    sale.set(() => ({ ...initialSale(), buyType: 'no-socio' }));
    const view = await renderScreen({ path: '/ingreso', screens: { '/ingreso': EntryScreen } });
    await typeRut('15.555.555-6');
    demo.useScenario('no-answer:createCustomer');
    const user = userEvent.setup();
    await tapInDialog(user, 'Aceptar');
    expect(await screen.findByText(GENERIC, {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    demo.useScenario(null);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await tapInDialog(user, 'Aceptar');
    await waitFor(() => expect(view.pathname()).toBe('/compra'));
    expect(sale.get().customer?.rut).toBe('15555555-6');
  });
});

describe('/compra under faults', () => {
  beforeEach(async () => {
    await startSaleAs('socio');
    sale.set((s) => ({ ...s, lines: [] }));
  });

  it.each([['no-answer:listProducts'], ['html-answer:listProducts'], ['server-error-html:listProducts']])(
    '%s: the list says it failed with Recargar, which works once the fault is gone',
    async (fault) => {
      demo.useScenario(fault);
      await renderSale({ path: '/compra', screens: { '/compra': CatalogueScreen } });
      expect(
        await screen.findByText('Ha ocurrido un error cargando la información', {}, { timeout: 3_000 }),
      ).toBeInTheDocument();
      demo.useScenario(null);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Recargar' }));
      expect(await screen.findByRole('article', { name: 'Cerveza Cristal Lata 470 cc' })).toBeInTheDocument();
    },
  );

  it('a featured slider answered with HTML is left out, the list still works', async () => {
    demo.useScenario('html-answer:listPopularProducts');
    await renderSale({ path: '/compra', screens: { '/compra': CatalogueScreen } });
    expect(await screen.findByRole('article', { name: 'Cerveza Cristal Lata 470 cc' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Productos Destacados' })).not.toBeInTheDocument(),
    );
  });

  it('loading more with no answer says "Ha ocurrido un error al cargar más productos." and the retry loads', async () => {
    await renderSale({ path: '/compra', screens: { '/compra': CatalogueScreen } });
    await screen.findByRole('article', { name: 'Cerveza Cristal Lata 470 cc' });
    const before = screen.getAllByRole('article').length;
    demo.useScenario('no-answer:listProducts');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cargar más productos' }));
    expect(
      await screen.findByText('Ha ocurrido un error al cargar más productos.', {}, { timeout: 3_000 }),
    ).toBeInTheDocument();
    demo.useScenario(null);
    await user.click(screen.getByRole('button', { name: 'Cargar más productos' }));
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(before));
  });

  it.each([
    ['server-error:getProductByEan', SERVER_500],
    ['server-error-html:getProductByEan', GENERIC],
    ['no-answer:getProductByEan', GENERIC],
    ['html-answer:getProductByEan', GENERIC],
  ])('a scan under %s says "%s", never "No se encontró el producto"', async (fault, text) => {
    demo.useScenario(fault);
    await renderSale({ path: '/compra', screens: { '/compra': CatalogueScreen } });
    // Typed at a person's pace (the handheld scanner's burst is the wedge's, tested apart): a
    // loaded machine must not turn half of the typing into a scanner burst.
    const user = userEvent.setup({ delay: 60 });
    await user.click(screen.getByRole('button', { name: 'Lector de código de barras' }));
    await user.type(screen.getByLabelText('Código de barras'), '7801000000044{Enter}');
    expect(await screen.findByText(text, {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.queryByText(/No se encontró el producto/)).not.toBeInTheDocument();
    expect(sale.get().lines).toEqual([]);

    demo.useScenario(null);
    await user.type(screen.getByLabelText('Código de barras'), '7801000000044{Enter}');
    expect(
      await screen.findByText(
        '1 Vino Casillero del Diablo Cabernet Sauvignon 750 cc en carro!',
        {},
        { timeout: 3_000 },
      ),
    ).toBeInTheDocument();
  });

  it('an unknown code (404) still says "No se encontró el producto con EAN …"', async () => {
    await renderSale({ path: '/compra', screens: { '/compra': CatalogueScreen } });
    const user = userEvent.setup({ delay: 60 });
    await user.click(screen.getByRole('button', { name: 'Lector de código de barras' }));
    await user.type(screen.getByLabelText('Código de barras'), '7809999999999{Enter}');
    expect(
      await screen.findByText('No se encontró el producto con EAN 7809999999999', {}, { timeout: 3_000 }),
    ).toBeInTheDocument();
  });
});

describe('/perfil and /guardados under faults', () => {
  beforeEach(async () => {
    await startSaleAs('socio');
  });

  it.each([['no-answer'], ['html-answer'], ['server-error-html']])(
    'points under %s count as 0: the greeting stays, no points line, no endless skeleton',
    async (fault) => {
      demo.useScenario(`${fault}:getCustomerPoints`);
      await renderScreen({ path: '/perfil', screens: { '/perfil': ProfileScreen } });
      expect(screen.getByRole('heading', { name: '¡Hola, Camila Rojas!' })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument(), {
        timeout: 3_000,
      });
      expect(screen.queryByText(/Puede utilizar/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
    },
  );

  it.each([['no-answer'], ['html-answer'], ['server-error-html']])(
    'saved orders under %s are an empty list, not a crash or a spinner',
    async (fault) => {
      demo.useScenario(`${fault}:listSavedOrders`);
      await renderScreen({ path: '/guardados', screens: { '/guardados': SavedOrdersScreen } });
      expect(await screen.findByText('No hay pedidos guardados', {}, { timeout: 3_000 })).toBeInTheDocument();
    },
  );
});

describe('coupon under faults', () => {
  beforeEach(async () => {
    await startSaleAs('socio');
    const page = await listProducts({ store: 1, type: 'socio', query: '100012', offset: 0, limit: 20 });
    const product = page.data.products[0] as never;
    sale.set((s) => ({ ...s, lines: [{ product, amount: 20, recommended: false }] }));
  });

  const renderCoupon = () =>
    renderHook(() => useCouponFlow(1, () => 50_000), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={createQueryClient({ retryBaseDelayMs: 1 })}>
          <ToastProvider>{children}</ToastProvider>
        </QueryClientProvider>
      ),
    });

  it.each([['no-answer'], ['html-answer'], ['server-error-html']])(
    'a validation under %s says "Ha ocurrido un error" and the seller can apply again',
    async (fault) => {
      demo.useScenario(`${fault}:validateCoupon`);
      const { result } = renderCoupon();
      await act(() => result.current.submit('DESC5000'));
      expect(result.current.status).toBe('error');
      expect(result.current.errorMessage).toBe(GENERIC);
      demo.useScenario(null);
      await act(() => result.current.submit('DESC5000'));
      expect(result.current.status).toBe('success');
    },
  );

  it('a double tap on Aplicar validates once', async () => {
    const { result } = renderCoupon();
    await act(async () => {
      await Promise.all([result.current.submit('DESC5000'), result.current.submit('DESC5000')]);
    });
    expect(count('GET /api/coupon/validate')).toBe(1);
    expect(result.current.status).toBe('success');
  });
});
