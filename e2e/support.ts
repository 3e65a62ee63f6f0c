import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What the full-flow tests do again and again, as a seller does it: log in, give the machine
 * number, start a sale for a customer, scan with the handheld scanner, close the personalised
 * offer, pay in cash; and what they read from the demo world and the stored sale.
 */

export const SELLER = { rut: '11.111.111-1', password: 'demo1234' };
export const MEMBER = { rut: '12.345.678-5', name: 'Camila Rojas' };
export const NON_MEMBER = { rut: '9.876.543-3', name: 'Pedro Soto' };

/** Opens /login with a fresh demo world (`query`: more parameters, e.g. `timeoutMs=1500`). */
export async function openLogin(page: Page, { scenario = 'none', query = '' } = {}) {
  await page.goto(`/login?world=reset&scenario=${scenario}${query ? `&${query}` : ''}`);
}

export async function signIn(page: Page, rut = SELLER.rut, password = SELLER.password) {
  await page.getByLabel('RUT').fill(rut);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/**
 * The session the seller's login stored, per worker and per login's options. A flow that starts
 * at /inicio takes it instead of logging in again, as a store machine's browser keeps its
 * session between visits (docs/TESTING.md "Speed"). The login itself is the first flow's of
 * each worker, and its own flows' (login-entry, session-expiry, faults).
 */
const keptSessions = new Map<string, string>();

/**
 * Logs the demo seller in and gives machine number 7: ends at /inicio, on a fresh demo world
 * with the scenario and query of `options`. In a tab with no document yet (a flow's start), a
 * session kept from an earlier flow of the worker opens /inicio at once: the demo world starts
 * from its seed (nothing of it is stored in a new tab), the scenario and the time limit are
 * stored for the tab as `?scenario=` and `?timeoutMs=` store them, and the signed token needs no
 * state of the world.
 */
export async function logInToHome(page: Page, options: Parameters<typeof openLogin>[1] = {}) {
  const key = JSON.stringify(options);
  const kept = keptSessions.get(key);
  if (kept !== undefined && page.url() === 'about:blank') {
    const { scenario = 'none', query = '' } = options;
    // A file of the site, not the POS: its storage, no app started.
    await page.goto('/mockServiceWorker.js');
    await page.evaluate(
      ({ session, scenario, query }) => {
        for (const key of Object.keys(localStorage)) {
          if (key.startsWith('pos.demo-world')) localStorage.removeItem(key);
        }
        localStorage.setItem('pos.session', session);
        if (scenario === 'none') sessionStorage.removeItem('pos.scenario');
        else sessionStorage.setItem('pos.scenario', scenario);
        const timeoutMs = new URLSearchParams(query).get('timeoutMs');
        if (timeoutMs === null) sessionStorage.removeItem('pos.timeoutMs');
        else sessionStorage.setItem('pos.timeoutMs', timeoutMs);
      },
      { session: kept, scenario, query },
    );
    await page.goto('/inicio');
    await expect(page).toHaveURL(/\/inicio$/);
    await expect(page.getByRole('button', { name: 'Venta socio' })).toBeVisible();
    return;
  }
  await openLogin(page, options);
  await signIn(page);
  await expect(page).toHaveURL(/\/maquina$/);
  await page.getByLabel('Número de máquina').fill('7');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/inicio$/);
  // Only what the quick start stores again: the scenario and the time limit.
  const known = [...new URLSearchParams(options.query ?? '').keys()].every((name) => name === 'timeoutMs');
  if (!known) return;
  // The app stores the session a frame or so after a change: kept once it has the machine.
  const stored = () => page.evaluate(() => localStorage.getItem('pos.session') ?? '');
  await expect.poll(async () => JSON.parse((await stored()) || '{}').state?.machineNumber).toBe('7');
  keptSessions.set(key, await stored());
}

/**
 * From /inicio: Venta socio or Venta no socio, the customer's RUT (complete, it is looked up by
 * itself: no Continuar), the popup; ends at /compra.
 */
export async function startSale(page: Page, kind: 'socio' | 'no-socio', rut: string) {
  await page.getByRole('button', { name: kind === 'socio' ? 'Venta socio' : 'Venta no socio' }).click();
  await page.getByRole('textbox', { name: 'RUT del cliente' }).fill(rut);
  await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
  if (kind === 'socio') {
    await expect(page).toHaveURL(/\/perfil$/);
    await page.getByRole('button', { name: 'Continuar' }).click();
  }
  await expect(page).toHaveURL(/\/compra$/);
  // The catalogue is on screen (and its scanner listener with it) before a test scans: on a
  // loaded machine a scan fired earlier reaches no listener.
  await expect(page.getByRole('article').first()).toBeVisible();
}

/**
 * A handheld scanner: the code as one burst of key presses ending in Enter, with nothing
 * focused, dispatched in one task as a scanner's keys are milliseconds apart (Playwright's own
 * typing can be slower than a person on a loaded machine, which the wedge rightly takes for
 * typing).
 */
export async function scan(page: Page, code: string) {
  await page.evaluate((value) => {
    (document.activeElement as HTMLElement | null)?.blur();
    const target = document.activeElement ?? document.body;
    // Every event is made before any is dispatched: an event's timeStamp is its creation time,
    // which the wedge reads as the key's time. Made between dispatches, the work each key starts
    // on a loaded machine set the first key too far from the second, and the wedge dropped it
    // ('7801000000013' arrived as '801000000013').
    const events = [...value.split(''), 'Enter'].flatMap((key) => [
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
      new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }),
    ]);
    for (const event of events) target.dispatchEvent(event);
  }, code);
}

/** The demo store shows the personalised offer by itself once per visit of a sale's cart. */
export async function closeOffer(page: Page) {
  const offer = page.getByRole('dialog', { name: 'Oferta personalizada' });
  await expect(offer.getByRole('button', { name: 'Salir' })).toBeVisible();
  await offer.getByRole('button', { name: 'Salir' }).click();
  await expect(offer).toBeHidden();
}

/** Ver Carrito, then the offer closed. */
export async function openCart(page: Page) {
  await page.getByRole('button', { name: /Ver Carrito/ }).click();
  await expect(page).toHaveURL(/\/carro$/);
  await closeOffer(page);
}

/** The inline hints above REALIZAR COMPRA. */
/**
 * How many products the catalogue has loaded: a long list is virtualised (only the rows on screen
 * are in the DOM) and says its length; a short one shows every card.
 */
export const loadedProducts = (page: Page) =>
  page.getByRole('region', { name: 'Productos', exact: true }).evaluate((region) => {
    const virtual = region.querySelector('[data-products]');
    return virtual
      ? Number(virtual.getAttribute('data-products'))
      : region.querySelectorAll('article').length;
  });

export const purchaseHints = (page: Page) => page.getByRole('list', { name: 'Pendientes de la compra' });

/**
 * /carro's totals have settled: the server's promotions of the cart on screen have answered (the
 * summary is no longer aria-busy), so the total will not move by itself.
 */
export const totalsSettled = (page: Page) =>
  expect(page.getByRole('region', { name: 'Resumen de la compra' })).not.toHaveAttribute('aria-busy', 'true');

/**
 * /perfil's points line has settled: its placeholder, shown while the points are read, is gone
 * (and no points text took its place).
 */
export const pointsSettled = (page: Page) =>
  expect(page.locator('blockquote [aria-live="polite"] > *')).toHaveCount(0);

/** The one-tap method buttons of the cart's payment rows, by payment type. */
const ONE_TAP: Record<string, string> = {
  EFECTIVO: 'Efectivo',
  'TARJETA DE DEBITO': 'Débito',
  'TARJETA DE CREDITO': 'Crédito',
};

/**
 * Chooses a row's payment method as a seller does: its one-tap button when it has one, else
 * from the row's full list. The last row then pays what is left of the total.
 */
export async function choosePayment(page: Page, row: number, type: string) {
  const group = page.getByRole('group', { name: `Pago ${row}` });
  const oneTap = group.getByRole('button', { name: ONE_TAP[type] ?? type, exact: true });
  if (await oneTap.count()) await oneTap.click();
  else await page.getByLabel(`Método de pago ${row}`).selectOption(type);
  await expect(page.getByLabel(`Método de pago ${row}`)).toHaveValue(type);
}

/** One EFECTIVO row: it takes the whole total. */
export async function payCash(page: Page) {
  await choosePayment(page, 1, 'EFECTIVO');
  await expect(purchaseHints(page)).not.toContainText(/Falta|Faltan|Sobran/);
}

/** Switches the demo world's scenario (null clears it), as `?scenario=` does. */
export async function setScenario(page: Page, name: string | null) {
  await page.evaluate((value) => window.demoWorld?.setScenario(value), name);
}

/** The sale as the app stored it (localStorage `pos.sale`). */
/**
 * The sale as stored. The app writes it a frame or so after a change (src/session/persisted.ts),
 * so a test reads it with `expect.poll`, waiting for the state it expects.
 */
export async function storedSale(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('pos.sale') ?? '{}').state ?? {});
}

export interface WorldPayment {
  id: number;
  payment_type: string;
  amount: number;
  status: string;
  deposit_id: string | null;
  charges: number;
}

/** The payments of the sale's order as the demo world has them, with their charge counts. */
export async function orderPayments(page: Page): Promise<WorldPayment[]> {
  // After a reload the demo world starts with the app: wait for it.
  await page.waitForFunction(() => Boolean(window.demoWorld?.world));
  return page.evaluate(() => {
    const orderId = JSON.parse(localStorage.getItem('pos.sale') ?? '{}').state?.orderId;
    const state = window.demoWorld?.world.state;
    if (!state) throw new Error('no demo world');
    return state.payments
      .filter((p) => p.order_id === orderId)
      .map((p) => ({
        id: p.id,
        payment_type: p.payment_type,
        amount: p.amount,
        status: p.status,
        deposit_id: p.deposit_id,
        charges: state.charges[String(p.id)] ?? 0,
      }));
  });
}

export async function paymentOfType(page: Page, type: string): Promise<WorldPayment> {
  const payment = (await orderPayments(page)).find((p) => p.payment_type === type);
  if (!payment) throw new Error(`no ${type} payment`);
  return payment;
}

/** A platform sale from /delivery: one product, the platform's payment for the total, REALIZAR COMPRA. */
export async function platformSale(page: Page, platform: string, paymentType: string, scenario = 'none') {
  await logInToHome(page, { scenario });
  await page.getByRole('button', { name: 'Delivery' }).click();
  await page.getByRole('button', { name: platform, exact: true }).click();
  await expect(page).toHaveURL(/\/compra$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await scan(page, '7801000000013');
  await expect(page.getByRole('button', { name: 'Carro, 1 producto' })).toBeVisible();
  await page.getByRole('button', { name: /Ver Carrito/ }).click();
  await expect(page).toHaveURL(/\/carro$/);
  const offer = page.getByRole('dialog', { name: 'Oferta personalizada' });
  if (await offer.isVisible().catch(() => false)) await offer.getByRole('button', { name: 'Salir' }).click();
  await choosePayment(page, 1, paymentType);
  await expect(purchaseHints(page)).not.toContainText(/Falta|Faltan|Sobran/);
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await expect(page).toHaveURL(/\/pago-final$/);
}
/** What the demo world recorded for the stored sale's order: its status, payments (with charges), bills and prints. */
export interface SaleWorld {
  orderStatus: string | undefined;
  payments: { type: string; status: string; charges: number }[];
  bills: number;
  prints: number;
}

export async function saleWorld(page: Page): Promise<SaleWorld> {
  await page.waitForFunction(() => Boolean(window.demoWorld?.world));
  const orderId = Number((await storedSale(page)).orderId);
  return page.evaluate((id) => {
    const state = window.demoWorld?.world.state;
    if (!state) throw new Error('no demo world');
    return {
      orderStatus: state.orders.find((o) => o.id === id)?.status,
      payments: state.payments
        .filter((p) => p.order_id === id)
        .map((p) => ({ type: p.payment_type, status: p.status, charges: state.charges[String(p.id)] ?? 0 })),
      // The bill is asked for once: POST /api/payments/bill, or POST /api/billing when a reload came between the flag and that request.
      bills: (state.requestCounts.generateBill ?? 0) + (state.requestCounts.saveOrderBilling ?? 0),
      prints: state.requestCounts.printBill ?? 0,
    };
  }, orderId);
}

/** Logs in on a simulated machine ("terminal=smartPos") and lands on /inicio. */
export async function logIn(page: Page, terminal: string, { scenario = 'none' } = {}) {
  await openLogin(page, { scenario, query: terminal });
  await page.context().addCookies([{ name: 'smart_pos_keys', value: 'true', url: page.url() }]);
  await signIn(page);
  await expect(page).toHaveURL(/\/(maquina|inicio)$/);
  if (page.url().endsWith('/maquina')) {
    await page.getByLabel('Número de máquina').fill('7');
    await page.getByRole('button', { name: 'Continuar' }).click();
  }
  await expect(page).toHaveURL(/\/inicio$/);
}

export const step = (page: Page, n: number, total: number) =>
  page.getByRole('region', { name: `Paso ${n} de ${total}` });
const finalHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** Billing to "Compra Finalizada" (a reload on the way), then the bill printed or, when print is hidden, emailed. */
export async function finishAndPrint(page: Page, { email = false } = {}) {
  await expect(finalHeading(page, 'Compra Finalizada')).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(finalHeading(page, 'Compra Finalizada')).toBeVisible({ timeout: 15_000 });
  if (email) {
    // A wallet (or transfer) payment hides print (spec 001 §5): the bill goes by email.
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    await page.getByRole('button', { name: 'Enviar por email' }).click();
    await page.getByLabel('Email del cliente').fill('camila@example.cl');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByText('Boleta enviada a camila@example.cl')).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Imprimir' }).click();
    await expect(page.getByText('Documento impreso')).toBeVisible();
  }
  const world = await saleWorld(page);
  expect(world.orderStatus).toBe('FINISHED');
  expect(world.bills).toBe(1);
  expect(world.prints).toBe(1);
  for (const p of world.payments) expect(p, p.type).toMatchObject({ status: 'APROBADO', charges: 1 });
  await page.getByRole('button', { name: 'Iniciar nueva venta' }).click();
  await expect(page).toHaveURL(/\/inicio$/);
  await expect.poll(() => storedSale(page)).toMatchObject({ orderId: null, lines: [] });
}

/** How many requests of an operation the demo world answered (`state.requestCounts`). */
export async function requestCount(page: Page, operationId: string): Promise<number> {
  await page.waitForFunction(() => Boolean(window.demoWorld?.world));
  return page.evaluate((op) => window.demoWorld?.world.state.requestCounts[op] ?? 0, operationId);
}

/**
 * On /compra: searches and waits for the results before returning the product's card, so the card is not moved or replaced by the search's answer while the flow taps it.
 */
export async function searchProduct(page: Page, text: string, name: string): Promise<Locator> {
  await page.getByLabel('Buscar por nombre, SKU o EAN').fill(text);
  // The search runs after a pause (Enter would add its first result): the featured slider goes
  // when it does.
  await expect(page.getByRole('region', { name: 'Productos Destacados' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Productos' })).not.toHaveAttribute('aria-busy', 'true');
  const card = page.getByRole('article', { name, exact: true });
  await expect(card).toBeVisible();
  return card;
}

/**
 * From /compra: one Cristal scanned, the cart with one payment row of `type` for the whole total,
 * REALIZAR COMPRA (a member says Si to going on without points): ends on /pago-final.
 */
export async function buyWithOneRow(page: Page, type: string) {
  await scan(page, '7801000000013');
  await expect(page.getByRole('button', { name: 'Carro, 1 producto' })).toBeVisible();
  await openCart(page);
  await choosePayment(page, 1, type);
  await expect(purchaseHints(page)).not.toContainText(/Falta|Faltan|Sobran/);
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  const points = page.getByRole('dialog', { name: 'Usted tiene aun puntos sin utilizar' });
  await expect(page.getByRole('heading', { name: 'POS Pago' }).or(points)).toBeVisible();
  if (await points.isVisible()) await points.getByRole('button', { name: 'Si' }).click();
  await expect(page).toHaveURL(/\/pago-final$/);
}

/** Moves the start of every persisted checkout attempt `ms` into the past (a tablet left waiting). */
export async function ageAttempts(page: Page, ms: number) {
  await page.evaluate((by) => {
    const raw = JSON.parse(localStorage.getItem('pos.checkout') ?? '{}');
    for (const attempt of Object.values<{ startedAt: number }>(raw.state.attempts)) attempt.startedAt -= by;
    localStorage.setItem('pos.checkout', JSON.stringify(raw));
  }, ms);
}

/** Chooses the simulated machine for the next load, as `?terminal=…` does (src/terminal/detect.ts). */
export async function setTerminal(page: Page, query: string) {
  await page.evaluate((value) => localStorage.setItem('pos.terminal', value), query);
}

/**
 * From /compra: one Cristal scanned, then the cart's two rows a split allows (spec 000 §5: the
 * second may only be WALLET): `first` for the rest, WALLET for $500. REALIZAR COMPRA is the caller's.
 */
export async function walletSplitCart(page: Page, first: string) {
  await scan(page, '7801000000013');
  await expect(page.getByRole('button', { name: 'Carro, 1 producto' })).toBeVisible();
  await openCart(page);
  await choosePayment(page, 1, first);
  await page.getByRole('button', { name: 'Agregar método de pago' }).click();
  await choosePayment(page, 2, 'WALLET');
  // The first row pays the rest: it gives way to the points typed.
  await page.getByLabel('Monto 2').fill('500');
  await page.getByLabel('Monto 2').blur();
  await expect(purchaseHints(page)).not.toContainText(/Falta|Faltan|Sobran/);
}
