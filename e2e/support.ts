import { expect, type Page } from '@playwright/test';

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

/** Logs the demo seller in and gives machine number 7: ends at /inicio. */
export async function logInToHome(page: Page, options: Parameters<typeof openLogin>[1] = {}) {
  await openLogin(page, options);
  await signIn(page);
  await expect(page).toHaveURL(/\/maquina$/);
  await page.getByLabel('Número de máquina').fill('7');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/inicio$/);
}

/** From /inicio: Venta socio or Venta no socio, the customer's RUT, the popup; ends at /compra. */
export async function startSale(page: Page, kind: 'socio' | 'no-socio', rut: string) {
  await page.getByRole('button', { name: kind === 'socio' ? 'Venta socio' : 'Venta no socio' }).click();
  await page.getByRole('textbox', { name: 'RUT del cliente' }).fill(rut);
  await page.getByRole('button', { name: 'Continuar' }).click();
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
    for (const key of [...value.split(''), 'Enter']) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
    }
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
export const purchaseHints = (page: Page) => page.getByRole('list', { name: 'Pendientes de la compra' });

/** One EFECTIVO row for the whole total (the amount is capped at the total). */
export async function payCash(page: Page) {
  await page.getByLabel('Método de pago 1').selectOption('EFECTIVO');
  await page.getByLabel('Monto 1').fill('999.999');
  await page.getByLabel('Monto 1').blur();
  await expect(purchaseHints(page)).not.toContainText(/Faltan|Sobran/);
}

/** Switches the demo world's scenario (null clears it), as `?scenario=` does. */
export async function setScenario(page: Page, name: string | null) {
  await page.evaluate((value) => window.demoWorld?.setScenario(value), name);
}

/** The sale as the app stored it (localStorage `pos.sale`). */
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
  await expect(page.getByRole('button', { name: 'Carro, 1 productos' })).toBeVisible();
  await page.getByRole('button', { name: /Ver Carrito/ }).click();
  await expect(page).toHaveURL(/\/carro$/);
  const offer = page.getByRole('dialog', { name: 'Oferta personalizada' });
  if (await offer.isVisible().catch(() => false)) await offer.getByRole('button', { name: 'Salir' }).click();
  await page.getByLabel('Método de pago 1').selectOption(paymentType);
  await page.getByLabel('Monto 1').fill('999.999');
  await page.getByLabel('Monto 1').blur();
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await expect(page).toHaveURL(/\/pago-final$/);
}
