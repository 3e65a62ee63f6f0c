import { STOCK_REFUSED } from '@mocks/api/stock.ts';
import { startDemoServer } from '@mocks/node.ts';
import { ean13 } from '@mocks/world/catalogue.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEventDefault from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { loadToastViewport } from '@/components/ui/Toast.tsx';
import { CHECKOUT_MESSAGES, STOCK_ENTRY_MESSAGES } from '@/domain/messages.ts';
import type { StockDocumentType } from '@/domain/stockEntry.ts';
import { session } from '@/session/session.ts';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { tapInDialog } from '@/test/taps.ts';
import { StockDocumentScreen } from './StockDocumentScreen.tsx';
import { StockEntryStartScreen } from './StockEntryStartScreen.tsx';

// What the stock calls answer (spec 001 §7: success and errorMessage; §4 the reprint after a
// failed entry; §8 the stock toasts): a 200 with success false is a failure that changes nothing.

const userEvent = userEventDefault.setup({ delay: null });

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => demo.reset());
afterAll(() => demo.close());
beforeAll(async () => {
  await loadToastViewport();
});
beforeEach(() => logInDemoSeller());

const eanOf = (productId: number) => ean13(`7801000000${String(productId).padStart(2, '0')}`);
const productName = (id: number) => demo.world.state.products.find((p) => p.id === id)!.name;
const guide = (id = 1) => demo.world.state.storeOrders.find((g) => g.id === id)!;
const guideLine = (productId: number) => guide().lines.find((l) => l.product_id === productId)!;
const printed = (terminal: { calls: readonly { operation: string }[] }) =>
  terminal.calls.filter((c) => c.operation === 'print').length;

function openDocument(type: StockDocumentType, id: number) {
  function Document() {
    return (
      <>
        <h1>POS Ingreso {type}</h1>
        <StockDocumentScreen type={type} id={id} />
      </>
    );
  }
  return renderScreen({
    path: `/ingresar-stock/${type}/${id}`,
    screens: {
      '/ingresar-stock/$type/$id': Document,
      '/ingresar-stock': () => <h1>stub:/ingresar-stock</h1>,
    },
  });
}

function openStart() {
  function Start() {
    return (
      <>
        <h1>POS Ingreso</h1>
        <StockEntryStartScreen />
      </>
    );
  }
  return renderScreen({ path: '/ingresar-stock', screens: { '/ingresar-stock': Start } });
}

async function askToAdd(productId: number, quantity: number) {
  const barcode = screen.getByLabelText('Ingresar código de barra');
  await userEvent.clear(barcode);
  await userEvent.paste(eanOf(productId));
  const amount = within(screen.getByRole('group', { name: 'Cantidad a ingresar' })).getByRole('textbox');
  await userEvent.clear(amount);
  await userEvent.paste(String(quantity));
  await userEvent.click(screen.getByRole('button', { name: 'Agregar Producto' }));
  await tapInDialog(userEvent, 'Aceptar');
}

const eraseButton = (productId: number) =>
  screen.queryByRole('button', { name: `Borrar cantidad por ingresar de ${productName(productId)}` });

describe('stock calls answering success false', () => {
  it("stock-entry-left: the server's text (else the spec's), and the line keeps nothing to enter", async () => {
    demo.useScenario('stock-refused:setStoreOrderStockToEnter');
    await openDocument('guia-de-despacho', 1);
    await screen.findByText(`Guía ingresada: ${DEMO.storeOrders.open}`);
    await askToAdd(10, 2);
    expect(await screen.findByText(STOCK_REFUSED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(eraseButton(10)).not.toBeInTheDocument();
    expect(guideLine(10).stock_to_enter).toBe(0);

    // Without an errorMessage: the spec's text.
    demo.useScenario(null);
    demo.server.use(
      http.post('*/api/store-order/stock-entry-left', () => HttpResponse.json({ success: false })),
    );
    await askToAdd(10, 3);
    expect(await screen.findByText(STOCK_ENTRY_MESSAGES.eanFailed)).toBeInTheDocument();
    expect(eraseButton(10)).not.toBeInTheDocument();
  });

  it('Ingresar Stock refused: its text; the counts stay to enter, nothing entered', async () => {
    await openDocument('guia-de-despacho', 1);
    await screen.findByText(`Guía ingresada: ${DEMO.storeOrders.open}`);
    await askToAdd(10, 2);
    await waitFor(() => expect(eraseButton(10)).toBeInTheDocument());
    demo.useScenario('stock-refused:enterStoreOrderStock');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar Stock' }));
    expect(await screen.findByText(STOCK_REFUSED)).toBeInTheDocument();
    expect(guideLine(10)).toMatchObject({ stock_to_enter: 2, current_stock: 0 });
    expect(eraseButton(10)).toBeInTheDocument();
  });

  it('the close refused: its text, no success, no print question; the guide stays open', async () => {
    demo.useScenario('stock-refused:closeStoreOrder');
    await openDocument('guia-de-despacho', 1);
    await screen.findByText(`Guía ingresada: ${DEMO.storeOrders.open}`);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar Guía de Despacho' }));
    await tapInDialog(userEvent, 'Aceptar');
    expect(await screen.findByText(STOCK_REFUSED)).toBeInTheDocument();
    expect(screen.queryByText(/Se cerró la guía de despacho/)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ingresar Stock' })).toBeInTheDocument();
    expect(guide().status).toBe('PENDING_STORE_ORDER');
  });

  it('the print refused: its text, nothing printed', async () => {
    demo.useScenario('stock-refused:printStoreOrderEntered');
    const { terminal } = await openDocument('guia-de-despacho', 2);
    await userEvent.click(await screen.findByRole('button', { name: 'Re imprimir lo ingresado' }));
    expect(await screen.findByText(STOCK_REFUSED)).toBeInTheDocument();
    expect(printed(terminal)).toBe(0);

    demo.useScenario(null);
    demo.server.use(
      http.post('*/api/store-order/print/entered', () => HttpResponse.json({ success: false })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Re imprimir lo ingresado' }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.printNotSuccessful)).toBeInTheDocument();
    expect(printed(terminal)).toBe(0);
  });

  it('the entry refused with purchaseInvoiceStatus finished: its text and the reprint, which prints that invoice', async () => {
    demo.useScenario('stock-refused:enterPurchaseInvoice');
    const { terminal } = await openStart();
    const list = screen.getByLabelText('Orden de compra');
    await userEvent.selectOptions(list, await within(list).findByRole('option', { name: /OC-23990/ }));
    await userEvent.type(screen.getByLabelText('Número de factura'), DEMO.invoices.closed);
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar Factura' }));
    expect(await screen.findByText(STOCK_REFUSED)).toBeInTheDocument();
    demo.useScenario(null);
    await userEvent.click(screen.getByRole('button', { name: 'Re imprimir lo ingresado' }));
    await screen.findByText('Impresión enviada');
    expect(printed(terminal)).toBe(1);
    expect(terminal.calls.find((c) => c.operation === 'print')).toMatchObject({
      lines: expect.arrayContaining([expect.stringContaining(`FACTURA ${DEMO.invoices.closed}`)]),
    });
  });

  it('a new invoice refused without a status: its text, no reprint, the page stays', async () => {
    demo.useScenario('stock-refused:enterPurchaseInvoice');
    const view = await openStart();
    const list = screen.getByLabelText('Orden de compra');
    await userEvent.selectOptions(list, await within(list).findByRole('option', { name: /OC-24017/ }));
    await userEvent.type(screen.getByLabelText('Número de factura'), '9002');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar Factura' }));
    expect(await screen.findByText(STOCK_REFUSED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re imprimir lo ingresado' })).not.toBeInTheDocument();
    expect(view.pathname()).toBe('/ingresar-stock');
    expect(demo.world.state.purchaseInvoices.some((i) => i.number === '9002')).toBe(false);
  });
});

describe('the document sent and read', () => {
  it('store-order/ingress sends the guide as read (spec 001 §7 {document, products}), whatever its open status', async () => {
    // A status the spec does not name is open (only cancelled and received are closed).
    Object.assign(guide(), { status: 'EN_TRANSITO_STORE_ORDER' });
    const sent: unknown[] = [];
    demo.server.use(
      http.post('*/api/store-order/ingress', async ({ request }) => {
        sent.push(await request.clone().json());
      }),
    );
    await openDocument('guia-de-despacho', 1);
    await screen.findByText(`Guía ingresada: ${DEMO.storeOrders.open}`);
    await askToAdd(10, 2);
    await waitFor(() => expect(eraseButton(10)).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar Stock' }));
    await waitFor(() => expect(guideLine(10).current_stock).toBe(2));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      document: { id: 1, number: DEMO.storeOrders.open, status: 'EN_TRANSITO_STORE_ORDER' },
    });
  });

  it("a document that cannot be read: the spec's toast; the page stays, with Recargar", async () => {
    demo.server.use(http.get('*/api/store-order/detail/:id', () => HttpResponse.json({}, { status: 500 })));
    await openDocument('guia-de-despacho', 1);
    await waitFor(() =>
      expect(screen.getAllByText(STOCK_ENTRY_MESSAGES.detailFailed).length).toBeGreaterThanOrEqual(1),
    );
    // A toast (spec 001 §8), not a screen of its own: the title stays, no "Volver al inicio".
    const toasts = await screen.findByRole('region', { name: /Notificaciones/ });
    expect(await within(toasts).findByText(STOCK_ENTRY_MESSAGES.detailFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Guía ingresada:/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volver al inicio' })).not.toBeInTheDocument();
    demo.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(await screen.findByText(`Guía ingresada: ${DEMO.storeOrders.open}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recargar' })).not.toBeInTheDocument();
  });
});
