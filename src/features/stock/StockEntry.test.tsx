import { startDemoServer } from '@mocks/node.ts';
import { ean13 } from '@mocks/world/catalogue.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getUnitaryProductByEan } from '@/api/generated/endpoints/stock/stock.ts';
import { configureApi } from '@/api/http.ts';
import type { StockDocumentType } from '@/domain/stockEntry.ts';
import { session } from '@/session/session.ts';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { tapInDialog } from '@/test/taps.ts';
import { StockDocumentScreen } from './StockDocumentScreen.tsx';
import { StockEntryStartScreen } from './StockEntryStartScreen.tsx';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => demo.reset());
afterAll(() => demo.close());
beforeEach(() => logInDemoSeller());

const eanOf = (productId: number) => ean13(`7801000000${String(productId).padStart(2, '0')}`);
const guideLine = (productId: number) =>
  demo.world.state.storeOrders.find((g) => g.id === 1)!.lines.find((l) => l.product_id === productId)!;
const productName = (id: number) => demo.world.state.products.find((p) => p.id === id)!.name;

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

describe('/ingresar-stock', () => {
  it('no choice: "Favor seleccione una opción del listado"; only documents with a number; a new invoice opens its page', async () => {
    const { router } = await openStart();
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar Factura' }));
    expect(screen.getByText('Favor seleccione una opción del listado')).toBeInTheDocument();
    const list = screen.getByLabelText('Orden de compra');
    await within(list).findByRole('option', { name: /OC-24017 - CCU Chile S\.A\.$/ });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toHaveLength(4);
    expect(within(list).queryByRole('option', { name: /Compra directa/ })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('SELECCIONAR ORDEN DE COMPRA');
    await userEvent.selectOptions(list, within(list).getByRole('option', { name: /OC-24017/ }));
    await userEvent.type(screen.getByLabelText('Número de factura'), '9001');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar Factura' }));
    await waitFor(() =>
      expect(demo.world.state.purchaseInvoices.some((i) => i.number === '9001')).toBe(true),
    );
    const created = demo.world.state.purchaseInvoices.find((i) => i.number === '9001')!;
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ingresar-stock/factura/${created.id}`));
  });

  it('an invoice already closed: the server text and "Re imprimir lo ingresado", which prints it', async () => {
    const { terminal } = await openStart();
    const list = screen.getByLabelText('Orden de compra');
    await userEvent.selectOptions(list, await within(list).findByRole('option', { name: /OC-23990/ }));
    await userEvent.type(screen.getByLabelText('Número de factura'), DEMO.invoices.closed);
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar Factura' }));
    expect(await screen.findByText(`La factura ${DEMO.invoices.closed} ya está cerrada`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Re imprimir lo ingresado' }));
    await screen.findByText('Impresión enviada');
    expect(terminal.calls.filter((c) => c.operation === 'print')).toHaveLength(1);
  });

  it('Guía de Despacho: its own list and "Ingresar Despacho" opens the guide', async () => {
    const { router } = await openStart();
    await userEvent.selectOptions(screen.getByLabelText('Tipo de documento'), 'guia-de-despacho');
    const list = screen.getByLabelText('Guía de despacho');
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('SELECCIONAR GUÍA DE DESPACHO');
    await userEvent.selectOptions(
      list,
      await within(list).findByRole('option', { name: new RegExp(DEMO.storeOrders.open) }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar Despacho' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingresar-stock/guia-de-despacho/1'));
  });
});

describe('/ingresar-stock/:type/:id', () => {
  async function addProduct(ean: string, quantity: string | null) {
    const barcode = screen.getByLabelText('Ingresar código de barra');
    await userEvent.clear(barcode);
    await userEvent.type(barcode, ean);
    const amount = within(screen.getByRole('group', { name: 'Cantidad a ingresar' })).getByRole('textbox');
    await userEvent.clear(amount);
    if (quantity !== null) await userEvent.type(amount, quantity);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar Producto' }));
  }

  it('the checks in order, the question, stock_to_enter replaced (not added), Borrar, Ingresar Stock once per double tap', async () => {
    await openDocument('guia-de-despacho', 1);
    expect(await screen.findByText(`Guía ingresada: ${DEMO.storeOrders.open}`)).toBeInTheDocument();
    await addProduct(eanOf(1), '5');
    expect(await screen.findByText('EAN no pertenece a esta lista')).toBeInTheDocument();
    await addProduct(eanOf(10), null);
    expect(await screen.findByText('Ingrese una cantidad')).toBeInTheDocument();
    await addProduct(eanOf(10), '5');
    const question = await screen.findByRole('dialog', {
      name: `Ingresar x5 de ${productName(10)} (EAN: ${eanOf(10)})`,
    });
    await userEvent.click(within(question).getByRole('button', { name: 'Aceptar' }));
    const row10 = await screen.findByRole('row', { name: new RegExp(`${productName(10)}.*5`) });
    expect(guideLine(10).stock_to_enter).toBe(5);
    // The line the entry counted on is marked (and brought into view: checked in Chromium).
    expect(row10).toHaveAttribute('aria-current', 'true');
    await addProduct(eanOf(10), '3');
    await tapInDialog(userEvent, 'Aceptar');
    await screen.findByRole('row', { name: new RegExp(`${productName(10)}.*3`) });
    expect(guideLine(10).stock_to_enter).toBe(3);

    await addProduct(eanOf(5), '2');
    await tapInDialog(userEvent, 'Aceptar');
    const row5 = await screen.findByRole('row', { name: new RegExp(`${productName(5)}.*2`) });
    expect(row5).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('row', { name: new RegExp(productName(10)) })).not.toHaveAttribute(
      'aria-current',
    );
    await userEvent.click(
      within(row5).getByRole('button', { name: `Borrar cantidad por ingresar de ${productName(5)}` }),
    );
    await screen.findByRole('row', { name: new RegExp(`${productName(5)} 0`) });
    expect(guideLine(5).stock_to_enter).toBe(0);

    await userEvent.dblClick(screen.getByRole('button', { name: 'Ingresar Stock' }));
    await screen.findByRole('row', { name: new RegExp(`${productName(10)} 0 3`) });
    expect(guideLine(10)).toMatchObject({ stock_to_enter: 0, current_stock: 3 });
    expect(demo.world.state.requestCounts.enterStoreOrderStock).toBe(1);
  });

  it('the quantity field: below 100000, minus to empty', async () => {
    await openDocument('guia-de-despacho', 1);
    await screen.findByText(`Guía ingresada: ${DEMO.storeOrders.open}`);
    const group = screen.getByRole('group', { name: 'Cantidad a ingresar' });
    const amount = within(group).getByRole('textbox');
    await userEvent.type(amount, '99999');
    expect(amount).toHaveValue('99999');
    await userEvent.click(within(group).getByRole('button', { name: 'Sumar uno' }));
    expect(amount).toHaveValue('99999');
    await userEvent.type(amount, '9');
    expect(amount).toHaveValue('99999');
    await userEvent.clear(amount);
    await userEvent.click(within(group).getByRole('button', { name: 'Sumar uno' }));
    expect(amount).toHaveValue('1');
    await userEvent.click(within(group).getByRole('button', { name: 'Restar uno' }));
    expect(amount).toHaveValue('');
  });

  it('closing: the question, the success text, the print question (Si prints, then /ingresar-stock)', async () => {
    const { terminal, router } = await openDocument('guia-de-despacho', 1);
    await screen.findByText(`Guía ingresada: ${DEMO.storeOrders.open}`);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar Guía de Despacho' }));
    const question = await screen.findByRole('dialog', { name: '¿Desea cerrar esta guía de despacho?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Aceptar' }));
    expect(
      await screen.findByText(`Se cerró la guía de despacho ${DEMO.storeOrders.open} exitosamente`),
    ).toBeInTheDocument();
    const print = await screen.findByRole('dialog', { name: '¿Desea imprimir lo ingresado?' });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '¿Desea imprimir lo ingresado?' })).toBeInTheDocument();
    await userEvent.click(within(print).getByRole('button', { name: 'Si' }));
    await screen.findByText('stub:/ingresar-stock');
    expect(router.state.location.pathname).toBe('/ingresar-stock');
    expect(terminal.calls.filter((c) => c.operation === 'print')).toHaveLength(1);
    expect(demo.world.state.storeOrders.find((g) => g.id === 1)!.status).toBe('RECEIVED_STORE_ORDER');
  });

  it('a closed invoice: "(Cerrada)", the reprint, no entry form', async () => {
    const closed = demo.world.state.purchaseInvoices.find((i) => i.number === DEMO.invoices.closed)!;
    await openDocument('factura', closed.id);
    expect(await screen.findByText('(Cerrada)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Re imprimir lo ingresado' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Ingresar código de barra')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ingresar Stock' })).not.toBeInTheDocument();
  });

  it('an invoice in progress: a product added, entered, then closed with "¿Desea cerrar esta factura?"; No goes back', async () => {
    const invoice = demo.world.state.purchaseInvoices.find((i) => i.number === DEMO.invoices.inProgress)!;
    const { router } = await openDocument('factura', invoice.id);
    expect(await screen.findByText(`Factura ingresada: ${DEMO.invoices.inProgress}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar Factura' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '¿Desea cerrar esta factura?' })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    expect(
      await screen.findByText(`Se cerró la factura ${DEMO.invoices.inProgress} exitosamente`),
    ).toBeInTheDocument();
    // The 12 units waiting were entered with the close.
    const po = demo.world.state.purchaseOrders.find((p) => p.id === invoice.purchase_order_id)!;
    expect(po.lines[0]).toMatchObject({ stock_to_enter: 0, current_stock: 12 });
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '¿Desea imprimir lo ingresado?' })).getByRole(
        'button',
        {
          name: 'No',
        },
      ),
    );
    await screen.findByText('stub:/ingresar-stock');
    expect(router.state.location.pathname).toBe('/ingresar-stock');
  });

  it('the failure texts: product unknown by EAN, a product of no line, the EAN not saved, the quantities not entered, the close failing', async () => {
    const failing = () => HttpResponse.json({}, { status: 500 });
    await openDocument('guia-de-despacho', 1);
    await screen.findByText(`Guía ingresada: ${DEMO.storeOrders.open}`);

    demo.server.use(
      http.get('*/api/product-by-ean-unitary/:ean', () =>
        HttpResponse.json({ errorMessage: 'x' }, { status: 404 }),
      ),
    );
    await addProduct(eanOf(10), '2');
    expect(await screen.findByText(`No se encontró el producto con EAN ${eanOf(10)}`)).toBeInTheDocument();
    demo.server.resetHandlers();

    // The server knows the EAN as another product (product 1, on no line of this guide).
    const other = await getUnitaryProductByEan(eanOf(1));
    demo.server.use(http.get('*/api/product-by-ean-unitary/:ean', () => HttpResponse.json(other)));
    await addProduct(eanOf(10), '2');
    expect(await screen.findByText('No se ha encontrado el producto con id 1')).toBeInTheDocument();
    demo.server.resetHandlers();

    demo.server.use(http.post('*/api/store-order/stock-entry-left', failing));
    await addProduct(eanOf(10), '2');
    await tapInDialog(userEvent, 'Aceptar');
    expect(await screen.findByText('Ha ocurrido un error al ingresar el EAN')).toBeInTheDocument();
    demo.server.resetHandlers();

    await addProduct(eanOf(10), '2');
    await tapInDialog(userEvent, 'Aceptar');
    await screen.findByRole('row', { name: new RegExp(`${productName(10)}.*2`) });
    demo.server.use(http.post('*/api/store-order/ingress', failing));
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar Stock' }));
    expect(await screen.findByText('Ha ocurrido un error ingresando las cantidades')).toBeInTheDocument();
    expect(guideLine(10)).toMatchObject({ stock_to_enter: 2, current_stock: 0 });
    demo.server.resetHandlers();

    demo.server.use(http.get('*/api/store-order/close/:id', failing));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar Guía de Despacho' }));
    await tapInDialog(userEvent, 'Aceptar');
    expect(await screen.findByText('Ha ocurrido un error cerrando la guía de despacho')).toBeInTheDocument();
  });

  it('a document that cannot be read: "Ha ocurrido un error obteniendo el detalle del documento" with Recargar', async () => {
    demo.server.use(http.get('*/api/store-order/detail/:id', () => HttpResponse.json({}, { status: 500 })));
    await openDocument('guia-de-despacho', 1);
    expect(
      await screen.findByText('Ha ocurrido un error obteniendo el detalle del documento'),
    ).toBeInTheDocument();
    demo.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(await screen.findByText(`Guía ingresada: ${DEMO.storeOrders.open}`)).toBeInTheDocument();
  });
});
