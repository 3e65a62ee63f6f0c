import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { OFFLINE_PORTS } from './offline/ports.mjs';
import {
  buyWithOneRow,
  logIn,
  NON_MEMBER,
  openCart,
  payCash,
  purchaseHints,
  scan,
  startSale,
  step,
} from './support';

/**
 * The store's network drops (docs/OFFLINE.md): the product build, whose service worker precached
 * the app, against the demo API over HTTP, both behind a switch that cuts every connection
 * (e2e/offline/serve.mjs). A reload or a cold start (a new tab of the same browser) with no
 * network opens the POS at the screen of the work in progress, as it was; a write says it was
 * not sent and loses nothing; back online the notice goes, the screen refreshes, and a card
 * attempt is reconciled with one charge. A new version found during a payment waits for /inicio.
 *
 * One demo world serves these flows over HTTP, so they run one after another, each from a fresh
 * world, on one store machine's browser (`storeMachine`).
 */
test.describe.configure({ mode: 'serial' });

const CRISTAL = '7801000000013';
/** A paid boleta of the demo world (e2e/returns.spec.ts). */
const RECEIPT = 100_200;
const OFFLINE_TEXT = /Sin conexión: se muestran los últimos datos leídos/;
const NOT_SENT = 'Sin conexión: no se envió. Intente de nuevo cuando vuelva la red.';
/** Beside an action whose call was not sent: it goes by itself when the network is back. */
const NOT_SENT_HERE = 'Sin conexión: no se envió';
const WAIT_OFFLINE = 'Sin conexión: el pago se consultará de nuevo al volver la red';

interface WorldView {
  down: boolean;
  version: number;
  state: {
    orders: { id: number }[];
    payments: { id: number; order_id: number; status: string; provider: string | null }[];
    charges: Record<string, number>;
    requestCounts: Record<string, number>;
    storeOrders: { id: number; lines: { product_id: number; stock_to_enter: number }[] }[];
    products: { id: number; ean: string | number }[];
  };
}

async function store(path: string, method: 'GET' | 'POST' = 'POST'): Promise<WorldView> {
  const answer = await fetch(`http://127.0.0.1:${OFFLINE_PORTS.control}${path}`, { method });
  return (await answer.json()) as WorldView;
}
const world = async () => (await store('/world', 'GET')).state;

test.beforeEach(async () => {
  await store('/reset');
});

/**
 * The store machine's browser: one profile for these flows, as a store machine keeps its browser.
 * The first flow installs the app's worker; each later flow starts on it with nothing else the
 * POS stored (cookies, local storage and IndexedDB cleared, new tabs), so the precache is paid
 * once.
 */
let machine: BrowserContext | null = null;
test.afterAll(async () => {
  await machine?.close();
  machine = null;
});

async function storeMachine(browser: Browser, baseURL: string | undefined) {
  if (!machine) {
    machine = await browser.newContext({
      baseURL,
      viewport: { width: 720, height: 1280 },
      hasTouch: true,
      locale: 'es-CL',
      timezoneId: 'America/Santiago',
      reducedMotion: 'reduce',
    });
    return { context: machine, page: await machine.newPage() };
  }
  const context = machine;
  await context.setOffline(false);
  for (const open of context.pages()) await open.close();
  const page = await context.newPage();
  await context.clearCookies();
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseURL ?? '').origin,
      // Not the service worker nor its caches: the app stays installed, as on a store machine.
      storageTypes: 'cookies,local_storage,indexeddb',
    });
  } finally {
    await cdp.detach();
  }
  return { context, page };
}

/** The store machine with the demo seller logged in on a Redelcom machine: at /inicio. */
async function loggedInMachine(browser: Browser, baseURL: string | undefined) {
  const opened = await storeMachine(browser, baseURL);
  await logIn(opened.page, 'terminal=redelcom');
  return opened;
}

/** The app's worker is active and runs this page: the app and every route's files are in its cache. */
async function appCached(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The network drops: the tab is offline and the store's servers cut every connection. */
async function networkDown(context: BrowserContext) {
  await store('/down');
  await context.setOffline(true);
}

async function networkUp(context: BrowserContext) {
  await store('/up');
  await context.setOffline(false);
}

const notice = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE_TEXT });

/** A reload with no network: the POS opens on `url`, saying it is offline. */
async function reloadOffline(page: Page, url: RegExp) {
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(notice(page)).toBeVisible();
}

/** A cold start with no network: the tab closed, a new one opened on the same address. */
async function coldStart(context: BrowserContext, page: Page, url: RegExp): Promise<Page> {
  const address = page.url();
  await page.close();
  const next = await context.newPage();
  await next.goto(address);
  await expect(next).toHaveURL(url);
  await expect(notice(next)).toBeVisible();
  return next;
}

test('/compra, /carro and /pago-final: a reload and a cold start with no network open the sale; a scan, REALIZAR COMPRA and the cash step are not sent and lose nothing; back online they are ready by themselves', async ({
  browser,
  baseURL,
}) => {
  const seeded = (await world()).orders.length;
  const { context, page: first } = await loggedInMachine(browser, baseURL);
  let page = first;
  await startSale(page, 'no-socio', NON_MEMBER.rut);
  await scan(page, CRISTAL);
  const cartButton = () => page.getByRole('button', { name: 'Carro, 1 producto' });
  await expect(cartButton()).toBeVisible();
  // The cart seen once online (its offer closed, its payment chosen, priced), back to /compra.
  await openCart(page);
  await payCash(page);
  await expect(purchaseHints(page)).not.toContainText(/Faltan|Sobran/);
  const summary = () => page.getByRole('region', { name: 'Resumen de la compra' });
  await expect(summary()).not.toHaveAttribute('aria-busy', 'true');
  const total = (await summary().textContent()) ?? '';
  await page
    .getByRole('navigation', { name: 'Navegación de la venta' })
    .getByRole('button', { name: 'Compra' })
    .click();
  await expect(page).toHaveURL(/\/compra$/);
  await appCached(page);
  const orderWrites = async () => {
    const counts = (await world()).requestCounts;
    return (counts.createOrder ?? 0) + (counts.updateOrder ?? 0);
  };
  const writesBefore = await orderWrites();

  await networkDown(context);
  await reloadOffline(page, /\/compra$/);
  await expect(cartButton()).toBeVisible();
  // The catalogue as last read.
  await expect(
    page.getByRole('article').filter({ hasText: 'Cerveza Cristal Lata 470 cc' }).first(),
  ).toBeVisible();
  // A scan asks the server: refused at once, the cart as it was.
  await scan(page, CRISTAL);
  await expect(page.getByText(NOT_SENT, { exact: true })).toBeVisible();
  await expect(cartButton()).toBeVisible();
  page = await coldStart(context, page, /\/compra$/);
  await expect(cartButton()).toBeVisible();

  await page.getByRole('button', { name: /Ver Carrito/ }).click();
  await expect(page).toHaveURL(/\/carro$/);
  await expect(summary()).toHaveText(total);
  await reloadOffline(page, /\/carro$/);
  await expect(page.getByRole('article').filter({ hasText: 'Cristal' })).toBeVisible();
  await expect(summary()).toHaveText(total);
  page = await coldStart(context, page, /\/carro$/);
  await expect(summary()).toHaveText(total);
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await expect(page.getByText(NOT_SENT_HERE, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/carro$/);
  expect(await orderWrites()).toBe(writesBefore);

  await networkUp(context);
  await expect(notice(page)).toBeHidden();
  await expect(page.getByText(NOT_SENT_HERE, { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await expect(page).toHaveURL(/\/pago-final$/);
  // One order for the sale, whatever was tapped offline.
  const orders = (await world()).orders;
  expect(orders).toHaveLength(seeded + 1);

  // The cash step confirmed with no network: not sent, not refused, still ready; back online
  // the note goes by itself (the browser's online event), and the same button pays.
  const cash = step(page, 1, 1);
  await expect(cash).toContainText('Efectivo');
  await networkDown(context);
  await expect(notice(page)).toBeVisible();
  await cash.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(cash.getByText(NOT_SENT_HERE, { exact: true })).toBeVisible();
  await expect(cash).toContainText('PENDIENTE');
  await networkUp(context);
  await expect(cash.getByText(NOT_SENT_HERE, { exact: true })).toBeHidden();
  await expect(cash.getByRole('button', { name: 'Confirmar pago' })).toBeVisible();
  await cash.getByRole('button', { name: 'Confirmar pago' }).click();
  const orderId = orders.at(-1)!.id;
  await expect
    .poll(async () => (await world()).payments.filter((p) => p.order_id === orderId).map((p) => p.status))
    .toEqual(['APROBADO']);
});

test('/pago-final during a card wait: a reload and a cold start with no network keep the wait; back online it is reconciled with one charge', async ({
  browser,
  baseURL,
}) => {
  const { context, page: first } = await loggedInMachine(browser, baseURL);
  let page = first;
  await startSale(page, 'no-socio', NON_MEMBER.rut);
  await buyWithOneRow(page, 'TARJETA DE CREDITO');
  await appCached(page);
  await page.getByRole('button', { name: 'Cobrar con tarjeta' }).click();
  await expect(page.getByText('Esperando confirmación del pago')).toBeVisible();

  await networkDown(context);
  await reloadOffline(page, /\/pago-final$/);
  await expect(step(page, 1, 1)).toContainText('Tarjeta de crédito');
  page = await coldStart(context, page, /\/pago-final$/);
  await expect(step(page, 1, 1)).toContainText('Tarjeta de crédito');
  // Nothing offers a second charge while the answer is unknown; the wait says it has no
  // connection, not that something failed.
  await expect(page.getByRole('button', { name: 'Cobrar con tarjeta' })).toBeHidden();
  await expect(step(page, 1, 1).getByText(WAIT_OFFLINE, { exact: true })).toBeVisible();
  await expect(page.getByText('Ha ocurrido un error. Por favor intente nuevamente.')).toBeHidden();

  await networkUp(context);
  await expect(notice(page)).toBeHidden();
  // Approved on the machine's next polls: the sale goes on to its bill.
  await expect(page.getByRole('heading', { level: 2, name: 'Compra Finalizada' })).toBeVisible({
    timeout: 20_000,
  });
  const state = await world();
  const card = state.payments.filter((p) => p.provider === 'REDELCOM');
  expect(card).toHaveLength(1);
  expect(card[0]!.status).toBe('APROBADO');
  expect(state.charges[String(card[0]!.id)]).toBe(1);
  expect(state.requestCounts.createRedelcomPayment).toBe(1);
});

test('/carro-devolucion: a reload and a cold start with no network open the document to return', async ({
  browser,
  baseURL,
}) => {
  const { context, page: first } = await loggedInMachine(browser, baseURL);
  let page = first;
  await page.getByRole('button', { name: 'Devoluciones' }).click();
  await page.getByRole('button', { name: 'Boleta' }).click();
  await page.getByLabel('Número de boleta').fill(String(RECEIPT));
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/carro-devolucion\?/);
  const heading = page.getByRole('heading', { name: `Boleta N° ${RECEIPT}` });
  await expect(heading).toBeVisible();
  const lines = page.getByRole('group', { name: /^Cantidad a devolver de / });
  await expect(lines.first()).toBeVisible();
  const count = await lines.count();
  await appCached(page);

  await networkDown(context);
  await reloadOffline(page, /\/carro-devolucion\?/);
  await expect(heading).toBeVisible();
  await expect(lines).toHaveCount(count);
  page = await coldStart(context, page, /\/carro-devolucion\?/);
  await expect(page.getByRole('heading', { name: `Boleta N° ${RECEIPT}` })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Cantidad a devolver de / })).toHaveCount(count);

  await networkUp(context);
  await expect(notice(page)).toBeHidden();
});

test('a stock document: a reload and a cold start with no network show its lines; entering a product is refused and the typed code stays', async ({
  browser,
  baseURL,
}) => {
  const { context, page: first } = await loggedInMachine(browser, baseURL);
  let page = first;
  await page.goto('/ingresar-stock/guia-de-despacho/1');
  const rows = page.getByRole('row');
  await expect(page.getByText('Guía ingresada: 45871')).toBeVisible();
  await expect(rows.nth(1)).toBeVisible();
  const shown = await rows.allInnerTexts();
  await appCached(page);

  await networkDown(context);
  await reloadOffline(page, /\/ingresar-stock\/guia-de-despacho\/1$/);
  await expect.poll(() => page.getByRole('row').allInnerTexts()).toEqual(shown);
  page = await coldStart(context, page, /\/ingresar-stock\/guia-de-despacho\/1$/);
  await expect.poll(() => page.getByRole('row').allInnerTexts()).toEqual(shown);

  const state = await world();
  const guide = state.storeOrders.find((g) => g.id === 1)!;
  const product = state.products.find((p) => p.id === guide.lines[0]!.product_id)!;
  const ean = String(product.ean).split(',')[0]!;
  await page.getByLabel('Ingresar código de barra').fill(ean);
  await page.getByRole('textbox', { name: 'Cantidad a ingresar' }).fill('3');
  await page.getByRole('button', { name: 'Agregar Producto' }).click();
  await expect(page.getByText(NOT_SENT, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Ingresar código de barra')).toHaveValue(ean);
  expect((await world()).storeOrders.find((g) => g.id === 1)!.lines[0]!.stock_to_enter).toBe(0);

  await networkUp(context);
  await expect(notice(page)).toBeHidden();
});

test('a new version found during a payment waits: the sale ends on the version that started it, and /inicio takes the new one', async ({
  browser,
  baseURL,
}) => {
  const { page } = await loggedInMachine(browser, baseURL);
  await startSale(page, 'no-socio', NON_MEMBER.rut);
  await buyWithOneRow(page, 'EFECTIVO');
  await appCached(page);

  await store('/bump');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
  const waiting = page.getByRole('status').filter({ hasText: 'Nueva versión disponible' });
  await expect(waiting).toBeVisible();
  // A reload in the middle of the sale keeps the running version, and the new one still waits.
  await page.reload();
  await expect(page).toHaveURL(/\/pago-final$/);
  await expect(waiting).toBeVisible();
  expect(await runningVersion(page)).toBe(1);

  await page.getByLabel('Monto recibido').fill('20.000');
  await page.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Compra Finalizada' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await runningVersion(page)).toBe(1);
  await page.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.getByText('Documento impreso')).toBeVisible();
  // The document of the sale is marked: the new version comes with a new document.
  await page.evaluate(() => {
    document.documentElement.dataset.saleDocument = 'yes';
  });
  await page.getByRole('button', { name: 'Iniciar nueva venta' }).click();
  await expect(page).toHaveURL(/\/inicio$/);
  await expect(page.locator('html[data-sale-document]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/inicio$/);
  await expect(waiting).toBeHidden();
  expect(await runningVersion(page)).toBe(2);
});

/**
 * The version of the worker that controls the page (each says its own: serve.mjs). Asked once the
 * page has a controller; the answer comes from that worker.
 */
async function runningVersion(page: Page): Promise<number> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        navigator.serviceWorker.addEventListener('message', function answer(event) {
          const match = /^pos-version:(\d+)$/.exec(String(event.data));
          if (!match) return;
          navigator.serviceWorker.removeEventListener('message', answer);
          resolve(Number(match[1]));
        });
        navigator.serviceWorker.controller?.postMessage('pos-version?');
      }),
  );
}
