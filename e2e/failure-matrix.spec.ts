import { expect, type Page, test } from '@playwright/test';
import { logInToHome } from './support';

/**
 * Every call's failure, as the seller meets it (issue 14; the table is docs/ENDPOINT-FAILURES.md,
 * written from these titles by scripts/endpoint-failures.mjs). For one operation, one test makes
 * the demo world fail it three ways in a row, each time doing what makes the screen call it:
 *
 * - 500 (`server-error:<op>`): the spec's text for that call (or the server's message where the
 *   screen shows it), the screen still there (its heading: no white screen), and, where the spec
 *   gives a way to retry, the retry working once the fault is gone;
 * - no answer (`no-answer:<op>`, the time limit cut to 1.5 s): the text for a failed call;
 * - 401 (`session-expired:<op>`): one logout to /login, which says the session expired, and the
 *   sale kept on the machine (`pos.sale`).
 */

const LIMIT_MS = 1500;
const SERVER_500 = 'Error interno del servidor. Por favor intente nuevamente más tarde.';
const EXPIRED = 'Su sesión expiró. Ingrese nuevamente para continuar.';

type DemoWindow = { demoWorld: { setScenario(value: string | null): void } };

async function fault(page: Page, value: string | null) {
  // Right after a navigation the demo world may still be starting.
  await page.waitForFunction(() => Boolean((window as unknown as Partial<DemoWindow>).demoWorld));
  await page.evaluate((v) => (window as unknown as DemoWindow).demoWorld.setScenario(v), value);
}

async function savedLines(page: Page): Promise<number> {
  return page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('pos.sale') ?? '{}');
    return Array.isArray(saved?.state?.lines) ? saved.state.lines.length : 0;
  });
}

type Text = string | RegExp;

interface FailureCase {
  op: string;
  /** What the test is about, after the operation's name. */
  what: string;
  /** From /inicio, logged in on a fresh world: to where the call is one action away. */
  before?: (page: Page) => Promise<void>;
  /** The action that makes the call (opening the screen, for a read on entry). */
  act: (page: Page) => Promise<void>;
  /** What the seller sees on a 500 and with no answer. */
  on500: Text;
  onTimeout: Text;
  /** The spec's way to retry, and what shows once it worked (the fault gone). */
  retry?: { button: string | RegExp; shows: (page: Page) => Promise<void> };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text alone in its element, after a warning sign if any (a sign is hidden from assistive technology). */
async function seesText(page: Page, text: Text) {
  const pattern = typeof text === 'string' ? new RegExp(`^\\W*${escapeRegExp(text)}$`) : text;
  await expect(page.getByText(pattern).first()).toBeVisible();
}

function failureTest(c: FailureCase) {
  test(`${c.op} 500 timeout 401: ${c.what}`, async ({ page }) => {
    await logInToHome(page, { query: `timeoutMs=${LIMIT_MS}` });
    await c.before?.(page);
    const lines = await savedLines(page);

    await fault(page, `server-error:${c.op}`);
    await c.act(page);
    await seesText(page, c.on500);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await fault(page, null);
    if (c.retry) {
      await page.getByRole('button', { name: c.retry.button }).first().click();
      await c.retry.shows(page);
    }

    await fault(page, `no-answer:${c.op}`);
    await c.act(page);
    await seesText(page, c.onTimeout);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await fault(page, null);

    await fault(page, `session-expired:${c.op}`);
    await c.act(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(EXPIRED, { exact: true }).first()).toBeVisible();
    await expect.poll(() => savedLines(page)).toBe(lines);
    await fault(page, null);
  });
}

const open = (path: string) => async (page: Page) => {
  await page.goto(path);
};

const GENERIC_LOAD = 'Ha ocurrido un error cargando la información';
const EXPRESS_LOAD = 'Error cargando pedido. Por favor recargar.';
const DETAIL_LOAD = 'Ha ocurrido un error obteniendo el detalle del documento';
const RELOAD = { button: 'Recargar' } as const;
const sees = (text: Text) => (page: Page) => seesText(page, text);

// Reads on entry: the screen opens with the call failing.
failureTest({
  op: 'listExpressOrders',
  what: 'the express list says it could not load; Recargar brings the orders',
  act: open('/entrega-inmediata'),
  on500: EXPRESS_LOAD,
  onTimeout: EXPRESS_LOAD,
  retry: {
    ...RELOAD,
    shows: (page) =>
      expect(page.getByRole('button', { name: /^Ver detalle de la orden / }).first()).toBeVisible(),
  },
});

failureTest({
  op: 'getExpressOrderDetails',
  what: 'an express order that cannot be read says so; Recargar brings its products',
  act: open('/orden-detalles?id=1008'),
  on500: EXPRESS_LOAD,
  onTimeout: EXPRESS_LOAD,
  retry: {
    ...RELOAD,
    shows: (page) => expect(page.getByRole('button', { name: 'Verificar' })).toBeVisible(),
  },
});

failureTest({
  op: 'listPackChildren',
  what: "an express order whose pack's children cannot be read says it could not load",
  act: open('/orden-detalles?id=1008'),
  on500: EXPRESS_LOAD,
  onTimeout: EXPRESS_LOAD,
  retry: {
    ...RELOAD,
    shows: (page) => expect(page.getByRole('button', { name: 'Verificar' })).toBeVisible(),
  },
});

failureTest({
  op: 'listPurchaseOrdersForEntry',
  what: "stock entry's purchase orders say the server's message, or the load failure",
  act: open('/ingresar-stock'),
  on500: SERVER_500,
  onTimeout: GENERIC_LOAD,
});

failureTest({
  op: 'getPurchaseInvoiceDetail',
  what: 'an invoice of stock entry that cannot be read; Recargar brings it',
  act: open('/ingresar-stock/factura/61'),
  on500: SERVER_500,
  onTimeout: DETAIL_LOAD,
  retry: { ...RELOAD, shows: sees(/88120/) },
});

failureTest({
  op: 'getStoreOrderDetail',
  what: 'a dispatch guide that cannot be read; Recargar brings it',
  act: open('/ingresar-stock/guia-de-despacho/1'),
  on500: SERVER_500,
  onTimeout: DETAIL_LOAD,
  retry: { ...RELOAD, shows: sees(/45871/) },
});

failureTest({
  op: 'getOrderByBill',
  what: 'the return cart of a receipt that cannot be read; Recargar brings its products',
  act: open('/carro-devolucion?doc=boleta&number=100200'),
  on500: SERVER_500,
  onTimeout: GENERIC_LOAD,
  retry: { ...RELOAD, shows: sees('Comprado') },
});

failureTest({
  op: 'listSavedOrders',
  what: 'the saved orders read as an empty list (spec 000: a failed read lists nothing)',
  act: open('/guardados'),
  on500: 'No hay pedidos guardados',
  onTimeout: 'No hay pedidos guardados',
});

// Calls made by an action on the screen.
failureTest({
  op: 'listStoreOrdersForEntry',
  what: "stock entry's dispatch guides, asked for when the seller picks Guía de Despacho",
  act: async (page) => {
    await page.goto('/ingresar-stock');
    await page.getByLabel('Tipo de documento').selectOption('guia-de-despacho');
  },
  on500: SERVER_500,
  onTimeout: GENERIC_LOAD,
});

failureTest({
  op: 'enterPurchaseInvoice',
  what: 'entering an invoice number keeps the choice and says why it failed',
  act: async (page) => {
    await page.goto('/ingresar-stock');
    const orders = page.getByLabel('Orden de compra');
    await orders.selectOption({
      label: (await orders.locator('option', { hasText: 'OC-24017' }).textContent()) ?? '',
    });
    await page.getByLabel('Número de factura').fill('77001');
    await page.getByRole('button', { name: 'Ingresar Factura' }).click();
  },
  on500: SERVER_500,
  onTimeout: 'Ha ocurrido un error',
});

failureTest({
  op: 'getDeliveryOrder',
  what: 'a delivery order looked up by its code says why it was not found; the code stays',
  act: async (page) => {
    await page.goto('/orden-delivery/ubereats');
    await page.getByLabel('Código').fill('UE-48213');
    await page.getByRole('button', { name: 'Buscar' }).click();
  },
  on500: SERVER_500,
  onTimeout: 'Ha ocurrido un error',
});

failureTest({
  op: 'getCustomerByRut',
  what: "a member's RUT looked up on /ingreso: the failure said, the RUT kept",
  act: async (page) => {
    await page.goto('/inicio');
    await page.getByRole('button', { name: 'Venta socio' }).click();
    await page.getByRole('textbox', { name: 'RUT del cliente' }).fill('12.345.678-5');
    await page.getByRole('button', { name: 'Continuar' }).click();
  },
  on500: SERVER_500,
  onTimeout: 'Ha ocurrido un error',
});
