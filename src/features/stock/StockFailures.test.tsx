import { startDemoServer } from '@mocks/node.ts';
import { ean13 } from '@mocks/world/catalogue.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEventDefault from '@testing-library/user-event';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { loadToastViewport } from '@/components/ui/Toast.tsx';
import {
  CHECKOUT_MESSAGES,
  closeDocumentFailedMessage,
  guideClosedMessage,
  STOCK_ENTRY_MESSAGES,
} from '@/domain/messages.ts';
import type { StockDocumentType } from '@/domain/stockEntry.ts';
import { STOCK_LABELS } from '@/domain/storeOpsMessages.ts';
import { session } from '@/session/session.ts';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { SERVER_500_TEXT, threeFailures } from '@/test/failures.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { tapWhenReady } from '@/test/taps.ts';
import { StockDocumentScreen } from './StockDocumentScreen.tsx';

// Stock entry's calls failing three ways (src/test/failures.ts): the writes of
// /ingresar-stock/:type/:id (a line's quantity to enter, "Ingresar Stock", the guide's close),
// the product looked up by EAN, and the print of what was entered. The spec (001 §8, "Stock entry
// and delivery") gives one toast per failure, the server's errorMessage first, else the screen's
// default; it gives no Reintentar for these toasts: the seller presses the same button again.

// No pause between events: the machine is shared, the tests stay fast.
const seller = userEventDefault.setup({ delay: null });
const userEvent = { ...seller, click: (element: Element) => tapWhenReady(seller, element) };

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => demo.reset());
afterAll(() => demo.close());
// The toast's part is downloaded once ahead, not inside the first test's time.
beforeAll(async () => {
  await loadToastViewport();
});
beforeEach(() => logInDemoSeller());

const eanOf = (productId: number) => ean13(`7801000000${String(productId).padStart(2, '0')}`);
const productName = (id: number) => demo.world.state.products.find((p) => p.id === id)!.name;
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const GUIDE_ID = 1;
const guide = () => demo.world.state.storeOrders.find((g) => g.id === GUIDE_ID)!;
const invoice = () => demo.world.state.purchaseInvoices.find((i) => i.number === DEMO.invoices.inProgress)!;
const purchaseOrder = () =>
  demo.world.state.purchaseOrders.find((p) => p.id === invoice().purchase_order_id)!;
const requests = (op: string) => demo.world.state.requestCounts[op] ?? 0;

type Counts = Record<number, { toEnter: number; current: number }>;

function docPath(type: StockDocumentType, id: number) {
  return `/ingresar-stock/${type}/${id}`;
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
  return renderScreen({ path: docPath(type, id), screens: { '/ingresar-stock/$type/$id': Document } });
}

async function fillProduct(productId: number, quantity: number) {
  // Pasted at once, as the handheld scanner fills the field.
  const barcode = screen.getByLabelText('Ingresar código de barra');
  await userEvent.clear(barcode);
  await userEvent.paste(eanOf(productId));
  const amount = within(screen.getByRole('group', { name: 'Cantidad a ingresar' })).getByRole('textbox');
  await userEvent.clear(amount);
  await userEvent.paste(String(quantity));
}

const question = (productId: number, quantity: number) =>
  screen.findByRole('dialog', {
    name: `Ingresar x${quantity} de ${productName(productId)} (EAN: ${eanOf(productId)})`,
  });

/** A row of the table as the seller reads it: Producto, Por ingresar (and its Borrar), Ingresado. */
const rowName = (productId: number, { toEnter, current }: { toEnter: number; current: number }) => {
  const name = literally(productName(productId));
  // The row's Borrar (only while there is something to enter) reads in its name.
  const erase = toEnter === 0 ? '' : 'Borrar';
  return new RegExp(`^${name} ${toEnter}${erase} ${current}$`);
};

/** The seller counts a product: barcode, quantity, Agregar Producto, Aceptar; the row shows it. */
async function count(productId: number, quantity: number, current = 0) {
  await fillProduct(productId, quantity);
  await userEvent.click(screen.getByRole('button', { name: 'Agregar Producto' }));
  await userEvent.click(within(await question(productId, quantity)).getByRole('button', { name: 'Aceptar' }));
  await screen.findByRole('row', { name: rowName(productId, { toEnter: quantity, current }) });
}

/** What the seller counted, on the document in the world and, when the screen is up, in its table. */
async function expectCounts(
  lines: () => { product_id: number; stock_to_enter: number; current_stock: number }[],
  counts: Counts,
  onScreen: boolean,
) {
  for (const [id, { toEnter, current }] of Object.entries(counts)) {
    expect(lines().find((l) => l.product_id === Number(id))).toMatchObject({
      stock_to_enter: toEnter,
      current_stock: current,
    });
    if (onScreen) {
      expect(
        await screen.findByRole('row', { name: rowName(Number(id), { toEnter, current }) }),
      ).toBeInTheDocument();
    }
  }
}

/** After the 401: the seller logs in again and opens the document again. */
async function backAfterLogin(
  view: Awaited<ReturnType<typeof openDocument>>,
  type: StockDocumentType,
  id: number,
) {
  await logInDemoSeller();
  await view.router.navigate({ to: docPath(type, id) });
  await waitFor(() => expect(view.pathname()).toBe(docPath(type, id)));
  await screen.findByRole('heading', { level: 1, name: `POS Ingreso ${type}` });
}

describe('stock entry: a document in progress', () => {
  it("Ingresar Stock whose answer is lost: a second press while the guide is read again is ignored, then the server's figures show; stock entered once", async () => {
    await openDocument('guia-de-despacho', GUIDE_ID);
    await screen.findByText(`Guía ingresada: ${DEMO.storeOrders.open}`);
    await count(10, 5);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    demo.world.setScenario('lost-answer:enterStoreOrderStock');
    // The read again after the failure waits, as on a slow network; then the world answers it.
    demo.server.use(
      http.get('*/api/store-order/detail/:id', async () => {
        await held;
      }),
    );
    const enterStock = () => screen.getByRole('button', { name: 'Ingresar Stock' });
    await userEvent.click(enterStock());
    expect(await screen.findByText(STOCK_ENTRY_MESSAGES.quantitiesFailed)).toBeInTheDocument();
    demo.world.setScenario(null);
    // The server did enter them; the screen still shows the old figures until the read answers.
    await userEvent.click(enterStock());
    expect(requests('enterStoreOrderStock')).toBe(1);
    release();
    await expectCounts(() => guide().lines, { 10: { toEnter: 0, current: 5 } }, true);
    expect(requests('enterStoreOrderStock')).toBe(1);
  });

  it('enterStoreOrderStock 500 timeout 401: the quantities not entered say so; the counts stay to enter, and pressing Ingresar Stock again enters them once', async () => {
    const path = docPath('guia-de-despacho', GUIDE_ID);
    const view = await openDocument('guia-de-despacho', GUIDE_ID);
    await screen.findByText(`Guía ingresada: ${DEMO.storeOrders.open}`);
    await count(10, 5);
    await count(5, 2);
    const expected: Counts = { 10: { toEnter: 5, current: 0 }, 5: { toEnter: 2, current: 0 } };
    const enterStock = () => screen.getByRole('button', { name: 'Ingresar Stock' });
    await threeFailures({
      demo,
      view,
      op: 'enterStoreOrderStock',
      act: () => userEvent.click(enterStock()),
      on500: async () => {
        expect(await screen.findByText(SERVER_500_TEXT)).toBeInTheDocument();
        await waitFor(() => expect(enterStock()).toBeEnabled());
      },
      onTimeout: async () => {
        expect(await screen.findByText(STOCK_ENTRY_MESSAGES.quantitiesFailed)).toBeInTheDocument();
        await waitFor(() => expect(enterStock()).toBeEnabled());
      },
      kept: () => expectCounts(() => guide().lines, expected, view.pathname() === path),
      retry: async () => {
        await userEvent.click(enterStock());
        expected[10] = { toEnter: 0, current: 5 };
        expected[5] = { toEnter: 0, current: 2 };
        await expectCounts(() => guide().lines, expected, true);
        expect(requests('enterStoreOrderStock')).toBe(2);
      },
      again: async () => {
        // Once entered, the seller counts more of product 10 to enter next.
        if (expected[10]!.toEnter === 0) {
          await count(10, 3, 5);
          expected[10] = { toEnter: 3, current: 5 };
        }
      },
    });
    // Logged in again: what was counted and entered is still there, entered once.
    await backAfterLogin(view, 'guia-de-despacho', GUIDE_ID);
    await expectCounts(
      () => guide().lines,
      { 10: { toEnter: 3, current: 5 }, 5: { toEnter: 0, current: 2 } },
      true,
    );
  });

  it('enterPurchaseInvoiceStock 500 timeout 401: the quantities not entered say so; the counts stay to enter, and pressing Ingresar Stock again enters them once', async () => {
    const id = invoice().id;
    const path = docPath('factura', id);
    const view = await openDocument('factura', id);
    await screen.findByText(`Factura ingresada: ${DEMO.invoices.inProgress}`);
    // 12 of product 4 were counted before (the seed); the seller counts 3 of product 11.
    await count(11, 3);
    const expected: Counts = { 4: { toEnter: 12, current: 0 }, 11: { toEnter: 3, current: 0 } };
    const enterStock = () => screen.getByRole('button', { name: 'Ingresar Stock' });
    await threeFailures({
      demo,
      view,
      op: 'enterPurchaseInvoiceStock',
      act: () => userEvent.click(enterStock()),
      on500: async () => {
        expect(await screen.findByText(SERVER_500_TEXT)).toBeInTheDocument();
        await waitFor(() => expect(enterStock()).toBeEnabled());
      },
      onTimeout: async () => {
        expect(await screen.findByText(STOCK_ENTRY_MESSAGES.quantitiesFailed)).toBeInTheDocument();
        await waitFor(() => expect(enterStock()).toBeEnabled());
      },
      kept: async () => {
        await expectCounts(() => purchaseOrder().lines, expected, view.pathname() === path);
        expect(invoice().status).toBe('INICIADA');
      },
      retry: async () => {
        await userEvent.click(enterStock());
        expected[4] = { toEnter: 0, current: 12 };
        expected[11] = { toEnter: 0, current: 3 };
        await expectCounts(() => purchaseOrder().lines, expected, true);
        expect(requests('enterPurchaseInvoiceStock')).toBe(2);
      },
      again: async () => {
        if (expected[11]!.toEnter === 0) {
          await count(11, 4, 3);
          expected[11] = { toEnter: 4, current: 3 };
        }
      },
    });
    await backAfterLogin(view, 'factura', id);
    await expectCounts(
      () => purchaseOrder().lines,
      { 4: { toEnter: 0, current: 12 }, 11: { toEnter: 4, current: 3 } },
      true,
    );
  });

  it('setStoreOrderStockToEnter 500 timeout 401: the EAN not saved says so; the barcode and quantity stay in the form, the other counts stay, and Agregar Producto again saves it', async () => {
    const path = docPath('guia-de-despacho', GUIDE_ID);
    const view = await openDocument('guia-de-despacho', GUIDE_ID);
    await screen.findByText(`Guía ingresada: ${DEMO.storeOrders.open}`);
    await count(10, 5);
    const expected: Counts = { 10: { toEnter: 5, current: 0 }, 15: { toEnter: 0, current: 0 } };
    let typed = 4;
    await fillProduct(15, typed);
    const barcode = () => screen.getByLabelText('Ingresar código de barra');
    const amount = () =>
      within(screen.getByRole('group', { name: 'Cantidad a ingresar' })).getByRole('textbox');
    const failedHere = async () => {
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(barcode()).toHaveValue(eanOf(15));
      expect(amount()).toHaveValue(String(typed));
      expect(screen.getByRole('button', { name: 'Agregar Producto' })).toBeEnabled();
    };
    await threeFailures({
      demo,
      view,
      op: 'setStoreOrderStockToEnter',
      act: async () => {
        await userEvent.click(screen.getByRole('button', { name: 'Agregar Producto' }));
        await userEvent.click(within(await question(15, typed)).getByRole('button', { name: 'Aceptar' }));
      },
      on500: async () => {
        expect(await screen.findByText(SERVER_500_TEXT)).toBeInTheDocument();
        await failedHere();
      },
      onTimeout: async () => {
        expect(await screen.findByText(STOCK_ENTRY_MESSAGES.eanFailed)).toBeInTheDocument();
        await failedHere();
      },
      kept: () => expectCounts(() => guide().lines, expected, view.pathname() === path),
      retry: async () => {
        await userEvent.click(screen.getByRole('button', { name: 'Agregar Producto' }));
        await userEvent.click(within(await question(15, typed)).getByRole('button', { name: 'Aceptar' }));
        expected[15] = { toEnter: 4, current: 0 };
        await expectCounts(() => guide().lines, expected, true);
        expect(barcode()).toHaveValue('');
      },
      again: async () => {
        // The seller recounts product 15: 6, not 4 (it replaces, it does not add).
        if ((barcode() as HTMLInputElement).value === '') {
          typed = 6;
          await fillProduct(15, typed);
        }
      },
    });
    await backAfterLogin(view, 'guia-de-despacho', GUIDE_ID);
    await expectCounts(
      () => guide().lines,
      { 10: { toEnter: 5, current: 0 }, 15: { toEnter: 4, current: 0 } },
      true,
    );
  });

  it('setPurchaseOrderStockToEnter 500 timeout 401: the EAN not saved says so; the barcode and quantity stay in the form, the other counts stay, and Agregar Producto again saves it', async () => {
    const id = invoice().id;
    const path = docPath('factura', id);
    const view = await openDocument('factura', id);
    await screen.findByText(`Factura ingresada: ${DEMO.invoices.inProgress}`);
    const expected: Counts = { 4: { toEnter: 12, current: 0 }, 11: { toEnter: 0, current: 0 } };
    let typed = 3;
    await fillProduct(11, typed);
    const barcode = () => screen.getByLabelText('Ingresar código de barra');
    const amount = () =>
      within(screen.getByRole('group', { name: 'Cantidad a ingresar' })).getByRole('textbox');
    const failedHere = async () => {
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(barcode()).toHaveValue(eanOf(11));
      expect(amount()).toHaveValue(String(typed));
      expect(screen.getByRole('button', { name: 'Agregar Producto' })).toBeEnabled();
    };
    await threeFailures({
      demo,
      view,
      op: 'setPurchaseOrderStockToEnter',
      act: async () => {
        await userEvent.click(screen.getByRole('button', { name: 'Agregar Producto' }));
        await userEvent.click(within(await question(11, typed)).getByRole('button', { name: 'Aceptar' }));
      },
      on500: async () => {
        expect(await screen.findByText(SERVER_500_TEXT)).toBeInTheDocument();
        await failedHere();
      },
      onTimeout: async () => {
        expect(await screen.findByText(STOCK_ENTRY_MESSAGES.eanFailed)).toBeInTheDocument();
        await failedHere();
      },
      kept: () => expectCounts(() => purchaseOrder().lines, expected, view.pathname() === path),
      retry: async () => {
        await userEvent.click(screen.getByRole('button', { name: 'Agregar Producto' }));
        await userEvent.click(within(await question(11, typed)).getByRole('button', { name: 'Aceptar' }));
        expected[11] = { toEnter: 3, current: 0 };
        await expectCounts(() => purchaseOrder().lines, expected, true);
        expect(barcode()).toHaveValue('');
      },
      again: async () => {
        if ((barcode() as HTMLInputElement).value === '') {
          typed = 5;
          await fillProduct(11, typed);
        }
      },
    });
    await backAfterLogin(view, 'factura', id);
    await expectCounts(
      () => purchaseOrder().lines,
      { 4: { toEnter: 12, current: 0 }, 11: { toEnter: 3, current: 0 } },
      true,
    );
  });

  it('getUnitaryProductByEan 500 timeout 401: the product not looked up says so (never "No se encontró el producto"); the barcode and quantity stay, and Agregar Producto again asks the question', async () => {
    const path = docPath('guia-de-despacho', GUIDE_ID);
    const view = await openDocument('guia-de-despacho', GUIDE_ID);
    await screen.findByText(`Guía ingresada: ${DEMO.storeOrders.open}`);
    await count(10, 5);
    const saves = requests('setStoreOrderStockToEnter');
    await fillProduct(15, 4);
    const barcode = () => screen.getByLabelText('Ingresar código de barra');
    const amount = () =>
      within(screen.getByRole('group', { name: 'Cantidad a ingresar' })).getByRole('textbox');
    const failedHere = async () => {
      expect(screen.queryByText(`No se encontró el producto con EAN ${eanOf(15)}`)).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(barcode()).toHaveValue(eanOf(15));
      expect(amount()).toHaveValue('4');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Agregar Producto' })).toBeEnabled());
    };
    await threeFailures({
      demo,
      view,
      op: 'getUnitaryProductByEan',
      act: () => userEvent.click(screen.getByRole('button', { name: 'Agregar Producto' })),
      on500: async () => {
        expect(await screen.findByText(SERVER_500_TEXT)).toBeInTheDocument();
        await failedHere();
      },
      onTimeout: async () => {
        expect(await screen.findByText(STOCK_ENTRY_MESSAGES.eanFailed)).toBeInTheDocument();
        await failedHere();
      },
      kept: async () => {
        await expectCounts(
          () => guide().lines,
          { 10: { toEnter: 5, current: 0 }, 15: { toEnter: 0, current: 0 } },
          view.pathname() === path,
        );
        expect(requests('setStoreOrderStockToEnter')).toBe(saves);
      },
      retry: async () => {
        await userEvent.click(screen.getByRole('button', { name: 'Agregar Producto' }));
        // The lookup works: the question for the product (the seller cancels it here).
        await userEvent.click(within(await question(15, 4)).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      },
    });
  });
});

describe('stock entry: closing and printing', () => {
  it('closeStoreOrder 500 timeout 401: the guide not closed says so; the counts are entered once, the guide stays open and closes after logging in again', async () => {
    const path = docPath('guia-de-despacho', GUIDE_ID);
    const view = await openDocument('guia-de-despacho', GUIDE_ID);
    await screen.findByText(`Guía ingresada: ${DEMO.storeOrders.open}`);
    await count(10, 5);
    const closeButton = () => screen.getByRole('button', { name: 'Cerrar Guía de Despacho' });
    const failedHere = async () => {
      await waitFor(() => expect(closeButton()).toBeEnabled());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByText(STOCK_ENTRY_MESSAGES.closed)).not.toBeInTheDocument();
    };
    await threeFailures({
      demo,
      view,
      op: 'closeStoreOrder',
      act: async () => {
        await userEvent.click(closeButton());
        const ask = await screen.findByRole('dialog', { name: STOCK_ENTRY_MESSAGES.closeGuideQuestion });
        await userEvent.click(within(ask).getByRole('button', { name: 'Aceptar' }));
      },
      on500: async () => {
        expect(await screen.findByText(SERVER_500_TEXT)).toBeInTheDocument();
        await failedHere();
      },
      onTimeout: async () => {
        expect(await screen.findByText(closeDocumentFailedMessage('guía de despacho'))).toBeInTheDocument();
        await failedHere();
      },
      kept: async () => {
        // Spec 001 §4: the close saves the quantities first; they are entered once, not again.
        expect(guide().status).toBe('PENDING_STORE_ORDER');
        await expectCounts(() => guide().lines, { 10: { toEnter: 0, current: 5 } }, view.pathname() === path);
        expect(requests('enterStoreOrderStock')).toBe(1);
      },
    });
    // Once the fault is gone (after logging in again) the same close works, and enters nothing twice.
    await backAfterLogin(view, 'guia-de-despacho', GUIDE_ID);
    await screen.findByRole('row', { name: rowName(10, { toEnter: 0, current: 5 }) });
    await userEvent.click(closeButton());
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: STOCK_ENTRY_MESSAGES.closeGuideQuestion })).getByRole(
        'button',
        { name: 'Aceptar' },
      ),
    );
    expect(await screen.findByText(guideClosedMessage(DEMO.storeOrders.open))).toBeInTheDocument();
    expect(
      await screen.findByRole('dialog', { name: STOCK_ENTRY_MESSAGES.printQuestion }),
    ).toBeInTheDocument();
    expect(guide().status).toBe('RECEIVED_STORE_ORDER');
    expect(guide().lines.find((l) => l.product_id === 10)).toMatchObject({
      stock_to_enter: 0,
      current_stock: 5,
    });
    expect(requests('enterStoreOrderStock')).toBe(1);
  });

  /**
   * The print question after closing ("¿Desea imprimir lo ingresado?", Si / No): a failed print
   * leaves it open with both working; Si once the fault is gone prints and goes to /ingresar-stock;
   * back on the closed document, "Re imprimir lo ingresado" makes the same call.
   */
  async function printFailures(
    type: StockDocumentType,
    id: number,
    op: 'printStoreOrderEntered' | 'printPurchaseInvoiceEntered',
    closeLabel: string,
    closeQuestion: string,
    counted: () => Promise<void>,
    kept: () => void,
  ) {
    const path = docPath(type, id);
    const view = await openDocument(type, id);
    await screen.findByRole('button', { name: closeLabel });
    await counted();
    await userEvent.click(screen.getByRole('button', { name: closeLabel }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: closeQuestion })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    await screen.findByRole('dialog', { name: STOCK_ENTRY_MESSAGES.printQuestion });
    let printed = 0;
    const prints = () => view.terminal.calls.filter((c) => c.operation === 'print').length;
    const printQuestion = () => screen.queryByRole('dialog', { name: STOCK_ENTRY_MESSAGES.printQuestion });
    let askedWhenPressed = false;
    const failedHere = async () => {
      if (askedWhenPressed) {
        // The question stays, not busy: Si and No both still there.
        const ask = printQuestion()!;
        expect(ask).toBeInTheDocument();
        await waitFor(() => expect(within(ask).getByRole('button', { name: 'Si' })).toBeEnabled());
        expect(within(ask).getByRole('button', { name: 'No' })).toBeEnabled();
      } else {
        await waitFor(() =>
          expect(screen.getByRole('button', { name: STOCK_ENTRY_MESSAGES.reprint })).toBeEnabled(),
        );
      }
      expect(view.pathname()).toBe(path);
    };
    await threeFailures({
      demo,
      view,
      op,
      act: async () => {
        const ask = printQuestion();
        askedWhenPressed = ask !== null;
        await userEvent.click(
          ask
            ? within(ask).getByRole('button', { name: 'Si' })
            : screen.getByRole('button', { name: STOCK_ENTRY_MESSAGES.reprint }),
        );
      },
      on500: async () => {
        expect(await screen.findByText(SERVER_500_TEXT)).toBeInTheDocument();
        await failedHere();
      },
      onTimeout: async () => {
        expect(await screen.findByText(CHECKOUT_MESSAGES.printNotSuccessful)).toBeInTheDocument();
        await failedHere();
      },
      kept: () => {
        expect(prints()).toBe(printed);
        kept();
      },
      retry: async () => {
        await userEvent.click(within(printQuestion()!).getByRole('button', { name: 'Si' }));
        expect(await screen.findByText(STOCK_LABELS.printed)).toBeInTheDocument();
        await screen.findByText('stub:/ingresar-stock');
        printed = 1;
        expect(prints()).toBe(1);
      },
      again: async () => {
        if (view.pathname() !== path) {
          await view.router.navigate({ to: path });
          expect(await screen.findByText(STOCK_ENTRY_MESSAGES.closed)).toBeInTheDocument();
        }
      },
    });
  }

  it('printStoreOrderEntered 500 timeout 401: the print not done says so; the print question stays with Si and No, the guide stays closed with its counts, nothing is printed', async () => {
    await printFailures(
      'guia-de-despacho',
      GUIDE_ID,
      'printStoreOrderEntered',
      'Cerrar Guía de Despacho',
      STOCK_ENTRY_MESSAGES.closeGuideQuestion,
      () => count(10, 5),
      () => {
        expect(guide().status).toBe('RECEIVED_STORE_ORDER');
        // The 5 counted were entered with the close, once.
        expect(guide().lines.find((l) => l.product_id === 10)).toMatchObject({
          stock_to_enter: 0,
          current_stock: 5,
        });
        expect(requests('enterStoreOrderStock')).toBe(1);
      },
    );
  });

  it('printPurchaseInvoiceEntered 500 timeout 401: the print not done says so; the print question stays with Si and No, the invoice stays closed with its counts entered once, nothing is printed', async () => {
    await printFailures(
      'factura',
      invoice().id,
      'printPurchaseInvoiceEntered',
      'Cerrar Factura',
      STOCK_ENTRY_MESSAGES.closeInvoiceQuestion,
      async () => {},
      () => {
        expect(invoice().status).toBe('FINISHED_PURCHASE_INVOICE');
        // The 12 units counted before the close were entered with it, once.
        expect(purchaseOrder().lines[0]).toMatchObject({ stock_to_enter: 0, current_stock: 12 });
        expect(requests('enterPurchaseInvoiceStock')).toBe(1);
      },
    );
  });
});
