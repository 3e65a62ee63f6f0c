import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, NON_MEMBER, openCart, purchaseHints, setScenario, startSale } from './support';

/**
 * Card payments on /pago-final with the terminal simulator (`?terminal=redelcom|smartPos|
 * mercadoPago` and its outcome keys) and the demo world: one sale per machine kind, the rejection
 * and cancel paths, and reloads before the charge, while the machine is polled or the native
 * payment is pending, and after the approval. The world counts charges per payment
 * (`world.state.charges`): every flow ends with exactly one.
 *
 * The simulator is chosen by the URL only in builds that allow it: the dev server, and the demo
 * build this runs on (no API base URL; src/terminal/index.ts `simulatorAllowedByBuild`).
 */

const COKE = 'Coca-Cola Original 1,5 L';

/** Logs in on the chosen simulated machine and buys a Coke with one card payment: ends on /pago-final. */
async function cardSale(page: Page, terminal: string, { scenario = 'none' } = {}) {
  await logIn(page, terminal, { scenario });
  await startSale(page, 'no-socio', NON_MEMBER.rut);
  await page
    .getByRole('article', { name: COKE })
    .getByRole('button', { name: /^Agregar .* al carro$/ })
    .click();
  await expect(page.getByText(`1 ${COKE} en carro!`).first()).toBeVisible();
  await openCart(page);
  await page.getByLabel('Método de pago 1').selectOption('TARJETA DE DEBITO');
  await page.getByLabel('Monto 1').fill('999.999');
  await page.getByLabel('Monto 1').blur();
  await expect(purchaseHints(page)).not.toContainText(/Faltan|Sobran/);
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await expect(page).toHaveURL(/\/pago-final$/);
  await expect(step(page)).toBeVisible();
}

const step = (page: Page) => page.getByRole('region', { name: 'Paso 1 de 1' });

/** The sale's card payment as the demo world has it, and how many times it was charged. */
async function cardPayment(page: Page) {
  // After a reload the demo world starts with the app: wait for it.
  await page.waitForFunction(() => Boolean(window.demoWorld?.world));
  return page.evaluate(() => {
    const state = window.demoWorld?.world.state;
    if (!state) throw new Error('no demo world');
    const order = state.orders.filter((o) => o.idempotency_key).at(-1);
    const payment = state.payments.find((p) => p.order_id === order?.id);
    if (!payment) throw new Error('no card payment');
    return {
      status: payment.status,
      provider: payment.provider,
      charges: state.charges[String(payment.id)] ?? 0,
      redelcomStarts: state.requestCounts.createRedelcomPayment ?? 0,
    };
  });
}

async function expectApprovedOnce(page: Page, provider: string) {
  await expect.poll(async () => (await cardPayment(page)).status, { timeout: 20_000 }).toBe('APROBADO');
  await expect(step(page)).toBeHidden();
  expect(await cardPayment(page)).toMatchObject({ provider, charges: 1 });
}

test.describe('Redelcom', () => {
  test('reload before the charge, while polling and after the approval: one charge', async ({ page }) => {
    await cardSale(page, 'terminal=redelcom');
    await page.reload();
    await expect(step(page).getByRole('button', { name: 'Cobrar con tarjeta' })).toBeVisible();
    expect((await cardPayment(page)).charges).toBe(0);
    await step(page).getByRole('button', { name: 'Cobrar con tarjeta' }).click();
    await expect(step(page).getByText('Esperando confirmación del pago')).toBeVisible();
    await page.reload();
    await expect(step(page).getByRole('button', { name: 'Cobrar con tarjeta' })).toBeHidden();
    await expectApprovedOnce(page, 'REDELCOM');
    expect((await cardPayment(page)).redelcomStarts).toBe(1);
    await page.reload();
    await expect(page).toHaveURL(/\/pago-final$/);
    await expect(step(page)).toBeHidden();
    expect(await cardPayment(page)).toMatchObject({ charges: 1, redelcomStarts: 1 });
  });

  test('rejected: "PAGO REDELCOM RECHAZADO: …" with Reintentar', async ({ page }) => {
    await cardSale(page, 'terminal=redelcom', { scenario: 'payment-rejected' });
    await step(page).getByRole('button', { name: 'Cobrar con tarjeta' }).click();
    await expect(step(page).getByText('PAGO REDELCOM RECHAZADO: TRANSACCION RECHAZADA')).toBeVisible();
    await expect(step(page).getByRole('button', { name: 'Reintentar' })).toBeVisible();
    // Paid another way after all: the retry charges again, once.
    await setScenario(page, null);
    await step(page).getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(async () => (await cardPayment(page)).status, { timeout: 20_000 }).toBe('APROBADO');
    expect((await cardPayment(page)).redelcomStarts).toBe(2);
  });

  test('machine error: "ERROR REDELCOM: …"', async ({ page }) => {
    await cardSale(page, 'terminal=redelcom', { scenario: 'redelcom-error' });
    await step(page).getByRole('button', { name: 'Cobrar con tarjeta' }).click();
    await expect(step(page).getByText('ERROR REDELCOM: ERROR DE COMUNICACION CON EL BANCO')).toBeVisible();
  });

  test('machine unavailable (errorAction reset): the server text, no Reintentar, Cambiar offered', async ({
    page,
  }) => {
    await cardSale(page, 'terminal=redelcom', { scenario: 'redelcom-unavailable' });
    await step(page).getByRole('button', { name: 'Cobrar con tarjeta' }).click();
    await expect(step(page).getByText('No se pudo conectar con la máquina Redelcom 7')).toBeVisible();
    await expect(step(page).getByRole('button', { name: 'Reintentar' })).toBeHidden();
    await expect(step(page).getByRole('button', { name: 'Cambiar' })).toBeVisible();
    expect((await cardPayment(page)).charges).toBe(0);
  });
});

test.describe('SmartPOS', () => {
  test('reload while the native payment is pending and after the approval: one charge', async ({ page }) => {
    await cardSale(page, 'terminal=smartPos&payment=slow&slowDelay=5000');
    await page.reload();
    await step(page).getByRole('button', { name: 'Cobrar con tarjeta' }).click();
    await expect(step(page).getByText('Siga las instrucciones en la máquina')).toBeVisible();
    await page.reload();
    await expect(step(page).getByText('Siga las instrucciones en la máquina')).toBeVisible();
    await expectApprovedOnce(page, 'TRANSBANK-SMARTPOS');
    await page.reload();
    await expect(step(page)).toBeHidden();
    expect((await cardPayment(page)).charges).toBe(1);
  });

  test('rejected on the machine: the glosa plus the code', async ({ page }) => {
    await cardSale(page, 'terminal=smartPos&payment=reject');
    await step(page).getByRole('button', { name: 'Cobrar con tarjeta' }).click();
    await expect(step(page).getByText('Rechazada. Código -1')).toBeVisible();
    await expect(step(page).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });

  test('cancel after 10 s: "Pago cancelado"', async ({ page }) => {
    await cardSale(page, 'terminal=smartPos&payment=slow&slowDelay=60000');
    await step(page).getByRole('button', { name: 'Cobrar con tarjeta' }).click();
    await expect(step(page).getByRole('button', { name: 'Cancelar pago' })).toBeHidden();
    await expect(step(page).getByRole('button', { name: 'Cancelar pago' })).toBeVisible({ timeout: 15_000 });
    await step(page).getByRole('button', { name: 'Cancelar pago' }).click();
    await expect(step(page).getByText('Pago cancelado')).toBeVisible();
    expect((await cardPayment(page)).status).not.toBe('APROBADO');
  });
});

test.describe('Mercado Pago', () => {
  test('approved, reload after the approval: one charge', async ({ page }) => {
    await cardSale(page, 'terminal=mercadoPago&payment=slow&slowDelay=3000');
    await step(page).getByRole('button', { name: 'Cobrar con tarjeta' }).click();
    await page.reload();
    await expectApprovedOnce(page, 'MERCADOPAGO');
    await page.reload();
    await expect(step(page)).toBeHidden();
    expect((await cardPayment(page)).charges).toBe(1);
  });

  test('a configuration problem: "Problemas con la configuración de MercadoPago."', async ({ page }) => {
    await cardSale(page, 'terminal=mercadoPago&payment=config');
    await step(page).getByRole('button', { name: 'Cobrar con tarjeta' }).click();
    await expect(step(page).getByText('Problemas con la configuración de MercadoPago.')).toBeVisible();
  });
});
