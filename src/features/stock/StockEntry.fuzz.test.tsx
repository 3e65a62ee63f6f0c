import { startDemoServer } from '@mocks/node.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getStoreOrderDetail } from '@/api/generated/endpoints/stock/stock.ts';
import { configureApi } from '@/api/http.ts';
import { confirmAddStockMessage, STOCK_ENTRY_LABELS, STOCK_ENTRY_MESSAGES } from '@/domain/messages.ts';
import { formatThousands } from '@/domain/money.ts';
import {
  checkAddProduct,
  STOCK_QUANTITY_LIMIT,
  type StockLineInput,
  typedStockQuantity,
} from '@/domain/stockEntry.ts';
import { STOCK_LABELS } from '@/domain/storeOpsMessages.ts';
import { session } from '@/session/session.ts';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { screenStillThere } from '@/test/failures.ts';
import {
  currentToast,
  digitsLike,
  enterText,
  fieldInput,
  fuzz,
  fuzzUser,
  typedValue,
  waitForNewToast,
} from '@/test/fuzz.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { tapWhenReady } from '@/test/taps.ts';
import { StockDocumentScreen } from './StockDocumentScreen.tsx';
import { StockEntryStartScreen } from './StockEntryStartScreen.tsx';

/**
 * Screen-level fuzzing of stock entry: the invoice number of /ingresar-stock, and the barcode and
 * quantity of /ingresar-stock/:type/:id. For any text the screen stays; the invoice number keeps
 * its digits only, is refused without a chosen document ("Favor seleccione una opción del
 * listado") and sent as typed otherwise; a barcode on no line says "EAN no pertenece a esta
 * lista", no quantity "Ingrese una cantidad", nothing asked; a quantity is never 0, negative or
 * 100000 and above; the quantities entered so far are never lost or changed but by the confirmed
 * add (which replaces that line's).
 */

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => demo.reset());
afterAll(() => demo.close());
beforeEach(() => logInDemoSeller());

const entry = fc.constantFrom<'auto' | 'paste'>('auto', 'paste');
/** A pause longer than the handheld scanner's gap (35 ms): the Enter after it is a person's. */
const humanPause = () => new Promise((resolve) => setTimeout(resolve, 45));

/** Whether `enterText` types `text` key by key (as it decides) or pastes it. */
function typedKeyByKey(text: string, mode: 'auto' | 'paste'): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is checked
  if (mode === 'paste' || text.length > 40 || /[\u0000-\u001f\u007f]/.test(text)) return false;
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
}

describe('/ingresar-stock, fuzzed', () => {
  it('"Número de factura": digits only; without a document "Favor seleccione una opción del listado"; else sent as shown', async () => {
    function Start() {
      return (
        <>
          <h1>{STOCK_ENTRY_LABELS.title}</h1>
          <StockEntryStartScreen />
        </>
      );
    }
    const view = await renderScreen({
      path: '/ingresar-stock',
      screens: {
        '/ingresar-stock': Start,
        '/ingresar-stock/$type/$id': () => <h1>stub:documento</h1>,
      },
    });
    const user = fuzzUser();
    const entries = () => demo.world.state.requestCounts.enterPurchaseInvoice ?? 0;
    const invoiceNumber = fc.oneof(
      { arbitrary: fieldInput, weight: 3 },
      { arbitrary: digitsLike, weight: 2 },
      {
        arbitrary: fc.constantFrom(DEMO.invoices.closed, DEMO.invoices.inProgress, ' 87 001 ', '8x8x1x2x0'),
        weight: 1,
      },
    );
    await fuzz(
      fc.tuple(fc.constantFrom('', '1', '2', '3'), invoiceNumber, entry, fc.constantFrom('enter', 'button')),
      async ([document, text, mode, how]) => {
        if (view.pathname() !== '/ingresar-stock') await view.router.navigate({ to: '/ingresar-stock' });
        const list = await screen.findByLabelText(STOCK_LABELS.purchaseOrder);
        await waitFor(() => expect(list).toBeEnabled());
        const asked = entries();
        const invoicesBefore = demo.world.state.purchaseInvoices.map((i) => ({ ...i }));
        await user.selectOptions(list, document);
        const field = screen.getByLabelText(STOCK_ENTRY_LABELS.invoiceNumber);
        await enterText(user, field, text, mode);
        // Only the digits are kept, in order: nothing else typed is lost or added.
        const number = typedValue(text).replace(/\D/g, '');
        expect(field).toHaveValue(number);
        const toastBefore = currentToast();
        if (how === 'enter') await user.keyboard('{Enter}');
        else await user.click(screen.getByRole('button', { name: STOCK_ENTRY_LABELS.enterInvoice }));
        if (document === '') {
          expect(await screen.findByText(STOCK_ENTRY_MESSAGES.pickOption)).toBeInTheDocument();
          expect(entries()).toBe(asked);
          expect(field).toHaveValue(number);
        } else {
          await waitFor(() => expect(entries()).toBe(asked + 1));
          const po = Number(document);
          const existing = invoicesBefore.find((i) => i.number === number && i.purchase_order_id === po);
          if (number === '') {
            // The server's own text (spec 001 §7: its errorMessage first).
            await waitForNewToast('Debe ingresar el número de factura', toastBefore);
            expect(view.pathname()).toBe('/ingresar-stock');
          } else if (existing?.status === 'FINISHED_PURCHASE_INVOICE') {
            await waitForNewToast(`La factura ${number} ya está cerrada`, toastBefore);
            expect(screen.getByRole('button', { name: STOCK_ENTRY_MESSAGES.reprint })).toBeInTheDocument();
          } else {
            await waitFor(() => expect(view.pathname()).toMatch(/^\/ingresar-stock\/factura\/\d+$/));
            const id = Number(view.pathname().split('/').at(-1));
            const invoice = demo.world.state.purchaseInvoices.find((i) => i.id === id)!;
            // The invoice of this document with the number as shown: the one there was, or a new one.
            expect(invoice).toMatchObject({ number, purchase_order_id: po });
            if (existing) expect(invoice.id).toBe(existing.id);
          }
        }
        screenStillThere();
        // No invoice changed, at most this one added.
        const invoices = demo.world.state.purchaseInvoices;
        expect(invoices.slice(0, invoicesBefore.length)).toEqual(invoicesBefore);
        expect(invoices.length - invoicesBefore.length).toBeLessThanOrEqual(1);
      },
      {
        examples: [
          [['', '9001', 'auto', 'button']],
          [['3', DEMO.invoices.closed, 'auto', 'enter']],
          [['1', 'abc', 'paste', 'button']],
          [['2', ' 9a0b0c2 ', 'auto', 'enter']],
        ],
      },
    );
  }, 90_000);

  it("barcode and quantity of a guide: each check's message and nothing asked; the question only for a line's EAN and 1-99999; entered counts never lost", async () => {
    function Document() {
      return (
        <>
          <h1>POS Ingreso guia-de-despacho</h1>
          <StockDocumentScreen type="guia-de-despacho" id={1} />
        </>
      );
    }
    await renderScreen({
      path: '/ingresar-stock/guia-de-despacho/1',
      screens: {
        '/ingresar-stock/$type/$id': Document,
        '/ingresar-stock': () => <h1>stub:/ingresar-stock</h1>,
      },
    });
    expect(
      await screen.findByText(`${STOCK_ENTRY_LABELS.guideEntered} ${DEMO.storeOrders.open}`),
    ).toBeInTheDocument();
    const lines: StockLineInput[] = (await getStoreOrderDetail(1)).data.products;
    // The guide as read is on screen (its first line's row) before the seller types: the form
    // found earlier may belong to the screen before its read.
    const firstName = lines[0]!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await screen.findByRole('row', { name: new RegExp(`^${firstName} `) });
    const lineEans = lines.flatMap((l) => (l.ean ?? '').split(',').map((e) => e.trim())).filter(Boolean);
    const otherEans = demo.world.state.products
      .filter((p) => p.ean && !lines.some((l) => l.id === p.id))
      .slice(0, 3)
      .map((p) => p.ean!.split(',')[0]!.trim());
    const guide = () => demo.world.state.storeOrders.find((g) => g.id === 1)!;
    /** What the server has to enter, by product (the model of what was confirmed). */
    const entered = new Map(guide().lines.map((l) => [l.product_id, l.stock_to_enter]));
    const barcodeField = screen.getByLabelText(STOCK_ENTRY_LABELS.barcode);
    const quantityField = within(screen.getByRole('group', { name: STOCK_LABELS.quantity })).getByRole(
      'textbox',
    );
    const lookups = () => demo.world.state.requestCounts.getUnitaryProductByEan ?? 0;
    const writes = () => demo.world.state.requestCounts.setStoreOrderStockToEnter ?? 0;
    const user = fuzzUser();
    const pad = fc.constantFrom('', ' ', '  ');
    const barcode = fc.oneof(
      { arbitrary: fieldInput, weight: 2 },
      { arbitrary: fc.tuple(pad, fc.constantFrom(...lineEans), pad).map((p) => p.join('')), weight: 3 },
      { arbitrary: fc.constantFrom(...otherEans), weight: 1 },
    );
    const quantity = fc.oneof(
      { arbitrary: fieldInput, weight: 2 },
      { arbitrary: digitsLike, weight: 2 },
      {
        arbitrary: fc.constantFrom(
          '99999',
          '100000',
          '100001',
          '0',
          '-5',
          '5',
          '12',
          ' 7 ',
          '1e3',
          '99999x',
          '00042',
        ),
        weight: 2,
      },
    );
    await fuzz(
      fc.tuple(barcode, quantity, entry, fc.constantFrom('enter', 'button'), fc.boolean()),
      async ([code, amount, mode, how, accept]) => {
        const [askedBefore, writesBefore] = [lookups(), writes()];
        await enterText(user, barcodeField, code, mode);
        const codeValue = typedValue(code);
        let shownCode = codeValue.trim();
        if (typedKeyByKey(code, mode)) {
          // Each key's text is trimmed as it is typed: spaces between characters go too.
          shownCode = '';
          for (const key of codeValue) shownCode = (shownCode + key).trim();
        }
        expect(barcodeField).toHaveValue(shownCode);
        await enterText(user, quantityField, amount, mode);
        const amountValue = typedValue(amount);
        let qty: number | null = null;
        if (typedKeyByKey(amount, mode)) {
          for (const key of amountValue) qty = typedStockQuantity(`${qty ?? ''}${key}`, qty);
        } else qty = typedStockQuantity(amountValue, null);
        // Never 0, negative or at the limit: empty, or 1-99999.
        expect(quantityField).toHaveValue(qty === null ? '' : String(qty));
        if (qty !== null) {
          expect(Number.isInteger(qty) && qty >= 1 && qty < STOCK_QUANTITY_LIMIT).toBe(true);
        }
        const toastBefore = currentToast();
        await humanPause();
        if (how === 'enter') await user.keyboard('{Enter}');
        else await user.click(screen.getByRole('button', { name: STOCK_ENTRY_LABELS.addProduct }));
        const check = checkAddProduct(lines, shownCode, qty);
        if (!check.ok) {
          await waitForNewToast(check.message, toastBefore);
          expect(lookups()).toBe(askedBefore);
          expect(screen.queryByRole('dialog')).toBeNull();
          // What was typed stays to be corrected.
          expect(barcodeField).toHaveValue(shownCode);
          expect(quantityField).toHaveValue(qty === null ? '' : String(qty));
        } else {
          const product = demo.world.state.products.find((p) => p.id === check.line.id)!;
          const question = await screen.findByRole('dialog', {
            name: confirmAddStockMessage(check.quantity, product.name, check.ean),
          });
          expect(lookups()).toBe(askedBefore + 1);
          if (accept) {
            await tapWhenReady(user, within(question).getByRole('button', { name: 'Aceptar' }));
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            // The question answered, the barcode field is ready for the next scan.
            await waitFor(() => expect(barcodeField).toHaveFocus());
            expect(writes()).toBe(writesBefore + 1);
            // Replaces that line's quantity; the fields are ready for the next product.
            entered.set(check.line.id, check.quantity);
            await waitFor(() => expect(barcodeField).toHaveValue(''));
            expect(quantityField).toHaveValue('');
          } else {
            await tapWhenReady(user, within(question).getByRole('button', { name: 'Cancelar' }));
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            await waitFor(() => expect(barcodeField).toHaveFocus());
            expect(writes()).toBe(writesBefore);
            expect(barcodeField).toHaveValue(shownCode);
          }
        }
        screenStillThere();
        // Every line's quantity to enter is what was confirmed, on the server and on screen.
        for (const line of guide().lines) {
          expect(line.stock_to_enter).toBe(entered.get(line.product_id));
          const name = demo.world.state.products.find((p) => p.id === line.product_id)!.name;
          const row = screen.getAllByRole('row').find((r) => r.textContent?.startsWith(name))!;
          const cell = within(row).getAllByRole('cell')[1]!;
          expect(cell.textContent?.replace(/Borrar$/, '')).toBe(formatThousands(line.stock_to_enter));
        }
      },
      {
        examples: [
          [[lineEans[0]!, '100000', 'auto', 'button', true]],
          [[lineEans[0]!, '99999', 'paste', 'enter', true]],
          [[` ${lineEans[1]} `, '-5', 'paste', 'button', false]],
          [[otherEans[0]!, '3', 'auto', 'enter', true]],
        ],
      },
    );
  }, 90_000);
});
