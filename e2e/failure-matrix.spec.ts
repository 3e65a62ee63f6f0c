import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { buyWithOneRow, logInToHome, MEMBER, NON_MEMBER, pointsSettled, startSale } from './support';

/**
 * Every call's failure, as the seller meets it (the table is docs/ENDPOINT-FAILURES.md,
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
type Check = (page: Page) => Promise<void>;

interface FailureCase {
  op: string;
  /** What the test is about, after the operation's name. */
  what: string;
  /** From /inicio, logged in on a fresh world: to where the call is one action away. */
  before?: (page: Page) => Promise<void>;
  /** The action that makes the call (opening the screen, for a read on entry). */
  act: (page: Page) => Promise<void>;
  /** What the seller sees on a 500 and with no answer (a text, or a check of the screen). */
  on500: Text | Check;
  onTimeout: Text | Check;
  /** The spec's way to retry, and what shows once it worked (the fault gone). */
  retry?: { button: string | RegExp; shows: (page: Page) => Promise<void> };
}

/** The screen's title, there even behind an open dialog (which hides it from assistive technology). */
const screenHeading = (page: Page) => page.getByRole('heading', { level: 1, includeHidden: true }).first();

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
    await (typeof c.on500 === 'function' ? c.on500(page) : seesText(page, c.on500));
    await expect(screenHeading(page)).toBeVisible();
    await fault(page, null);
    if (c.retry) {
      await page.getByRole('button', { name: c.retry.button }).first().click();
      await c.retry.shows(page);
    }

    await fault(page, `no-answer:${c.op}`);
    await c.act(page);
    await (typeof c.onTimeout === 'function' ? c.onTimeout(page) : seesText(page, c.onTimeout));
    await expect(screenHeading(page)).toBeVisible();
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

/** Order 1008 (with a pack) opened: both its reads fail the same way, and Recargar brings it. */
const expressOrderDetail = {
  act: open('/orden-detalles?id=1008'),
  on500: EXPRESS_LOAD,
  onTimeout: EXPRESS_LOAD,
  retry: {
    ...RELOAD,
    shows: (page: Page) => expect(page.getByRole('button', { name: 'Verificar' })).toBeVisible(),
  },
};

failureTest({
  op: 'getExpressOrderDetails',
  what: 'an express order that cannot be read says so; Recargar brings its products',
  ...expressOrderDetail,
});

failureTest({
  op: 'listPackChildren',
  what: "an express order whose pack's children cannot be read says it could not load",
  ...expressOrderDetail,
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

/** The Uber Eats order of the demo world looked up by its code. */
async function searchUberEatsOrder(page: Page) {
  await page.goto('/orden-delivery/ubereats');
  await page.getByLabel('Código').fill('UE-48213');
  await page.getByRole('button', { name: 'Buscar' }).click();
}
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
  act: searchUberEatsOrder,
  on500: SERVER_500,
  onTimeout: 'Ha ocurrido un error',
});

failureTest({
  op: 'getCustomerByRut',
  what: "a member's RUT looked up on /ingreso (by itself, once complete): the failure said, the RUT kept",
  act: async (page) => {
    await page.goto('/inicio');
    await page.getByRole('button', { name: 'Venta socio' }).click();
    await page.getByRole('textbox', { name: 'RUT del cliente' }).fill('12.345.678-5');
  },
  on500: SERVER_500,
  onTimeout: 'Ha ocurrido un error',
});

/** The Uber Eats order of the demo world found by its code (kept on the machine for the screen). */
const uberEatsOrderShown = async (page: Page) => {
  await searchUberEatsOrder(page);
  await expect(page.getByText('Estado: Pendiente de preparación')).toBeVisible();
};

/** The screen opened again on that order, and one of its buttons tapped. */
const onUberEatsOrder = (button: string) => async (page: Page) => {
  await page.goto('/orden-delivery/ubereats');
  await page.getByRole('button', { name: button }).click();
};

failureTest({
  op: 'refreshDeliveryOrder',
  what: 'Actualizar on a delivery order says why it failed and keeps the order shown',
  before: uberEatsOrderShown,
  act: onUberEatsOrder('Actualizar'),
  on500: SERVER_500,
  onTimeout: 'Ha ocurrido un error',
});

failureTest({
  op: 'acceptDeliveryOrder',
  what: 'Generar boleta on a delivery order says why it failed; the order and the button stay',
  before: uberEatsOrderShown,
  act: onUberEatsOrder('Generar boleta'),
  on500: SERVER_500,
  onTimeout: 'Ha ocurrido un error',
});

const pickupHandOver = async (page: Page) => {
  await page.goto('/orden-detalles?id=1009');
  await page.getByRole('button', { name: 'Entregar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Código de pickup' });
  await dialog.getByLabel('Código de pickup').fill('PK4821');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
};

failureTest({
  op: 'getOrderByPickupCode',
  what: 'a pickup code that cannot be checked says the problem; the order is not handed over',
  act: pickupHandOver,
  on500: 'Problema al intentar obtener el código',
  onTimeout: 'Problema al intentar obtener el código',
});

failureTest({
  op: 'updateDeliveryStatus',
  what: 'a hand-over whose status cannot be saved says the problem',
  act: pickupHandOver,
  on500: 'Problema al cambiar el estado del delivery',
  onTimeout: 'Problema al cambiar el estado del delivery',
});

failureTest({
  op: 'getCustomerPoints',
  what: "a member's points that cannot be read count as none (spec 000), the profile stays usable",
  before: (page) => startSale(page, 'socio', MEMBER.rut),
  act: open('/perfil'),
  on500: async (page) => {
    await expect(page.getByRole('heading', { name: '¡Hola, Camila Rojas!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
    await pointsSettled(page);
    await expect(page.getByText(/Puede utilizar/)).toHaveCount(0);
  },
  onTimeout: async (page) => {
    await pointsSettled(page);
    await expect(page.getByText(/Puede utilizar/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  },
});

failureTest({
  op: 'listPopularProducts',
  what: 'the featured products that cannot be read are left out; the catalogue works',
  before: (page) => startSale(page, 'socio', MEMBER.rut),
  act: open('/compra'),
  // The featured row shows (its placeholders) while the read is out, and goes once it failed.
  on500: async (page) => {
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Productos Destacados' })).toHaveCount(0);
  },
  onTimeout: async (page) => {
    await expect(page.getByRole('heading', { name: 'Productos Destacados' })).toHaveCount(0);
    await expect(page.getByRole('article').first()).toBeVisible();
  },
});

// The checkout: a non-member's sale of one Cristal paid in cash, at /pago-final.
const cashSaleAtPayment = async (page: Page) => {
  await startSale(page, 'no-socio', NON_MEMBER.rut);
  await buyWithOneRow(page, 'EFECTIVO');
  await expect(page.getByRole('region', { name: 'Paso 1 de 1' })).toBeVisible();
};

/** /pago-final opened on that sale: its order cannot be read, and Recargar brings the steps. */
const paymentScreenRead = {
  before: cashSaleAtPayment,
  act: open('/pago-final'),
  on500: GENERIC_LOAD,
  onTimeout: GENERIC_LOAD,
  retry: {
    ...RELOAD,
    shows: (page: Page) => expect(page.getByRole('region', { name: 'Paso 1 de 1' })).toBeVisible(),
  },
};

failureTest({
  op: 'getOrder',
  what: 'the order of /pago-final that cannot be read: Recargar brings the payment steps',
  ...paymentScreenRead,
});
