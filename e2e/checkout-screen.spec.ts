import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  logInToHome,
  MEMBER,
  openCart,
  orderPayments,
  payCash,
  platformSale,
  requestCount,
  saleWorld,
  scan,
  startSale,
  step,
  walletSplitCart,
} from './support';

/**
 * What the seller sees on /pago-final and its final screen: a sale of $0 approved on the server
 * too, Cambiar on a wallet step, a used platform code that leaves a way on, a cancel question
 * that cannot be answered wrong, and a factura named as one, with payment types and statuses a
 * seller reads at a glance.
 */

const CRISTAL = '7801000000013';
const ANDES_RUT = '765432103';

const finalHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function reload(page: Page) {
  await page.reload();
  await expect(page).toHaveURL(/\/pago-final$/);
}

/** Every price of the Cristal in the demo world set to 0 (a product given away): its sale totals $0. */
async function giveCristalAway(page: Page) {
  await page.waitForFunction(() => Boolean(window.demoWorld?.world));
  await page.evaluate((ean) => {
    const state = window.demoWorld?.world.state;
    if (!state) throw new Error('no demo world');
    const product = state.products.find((p) => String(p.ean).split(',').includes(ean));
    if (!product) throw new Error('no Cristal');
    for (const price of product.prices) price.price = 0;
  }, CRISTAL);
}

test('a sale of $0: its pending payment is approved on the server (once, across a reload), then billed', async ({
  page,
}) => {
  await logInToHome(page);
  await giveCristalAway(page);
  await startSale(page, 'no-socio', '9.876.543-3');
  await scan(page, CRISTAL);
  await expect(page.getByRole('button', { name: 'Carro, 1 producto' })).toBeVisible();
  await openCart(page);
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await expect(page).toHaveURL(/\/pago-final$/);
  await expect(finalHeading(page, 'Compra Finalizada')).toBeVisible({ timeout: 20_000 });

  const world = await saleWorld(page);
  expect(world.payments.length).toBeGreaterThan(0);
  for (const p of world.payments) expect(p, p.type).toMatchObject({ status: 'APROBADO' });
  expect(world.orderStatus).toBe('FINISHED');
  expect(world.bills).toBe(1);

  await reload(page);
  await expect(finalHeading(page, 'Compra Finalizada')).toBeVisible();
  expect(await requestCount(page, 'updatePaymentStatus')).toBe(world.payments.length);
  expect((await saleWorld(page)).bills).toBe(1);
});

test('a wallet step whose code cannot be had offers Cambiar, never to WALLET; the sale goes on in cash', async ({
  page,
}) => {
  await logInToHome(page);
  await startSale(page, 'socio', MEMBER.rut);
  await walletSplitCart(page, 'EFECTIVO');
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await expect(page).toHaveURL(/\/pago-final$/);

  const wallet = step(page, 1, 2);
  await expect(wallet.getByLabel('Código de verificación')).toBeVisible();
  await wallet.getByRole('button', { name: 'Cambiar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar método de pago' });
  await expect(dialog.getByRole('button', { name: 'Efectivo' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Puntos|WALLET/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Efectivo' }).click();
  await expect(dialog).toBeHidden();

  await expect(step(page, 1, 2).getByLabel('Monto recibido')).toBeVisible();
  const types = (await orderPayments(page)).map((p) => p.payment_type);
  expect(types).not.toContain('WALLET');
  expect(types).toEqual(['EFECTIVO', 'EFECTIVO']);
});

test('a used platform code ("reset"): the message, the field and Confirmar pago (no Reintentar); another code pays once', async ({
  page,
}) => {
  await platformSale(page, 'PedidosYa', 'PEDIDOSYA');
  const card = step(page, 1, 1);
  const code = card.getByLabel('Código PedidosYa');
  await code.fill('9990001234');
  await card.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(card.getByText('Código ya utilizado en otra compra')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Reintentar' })).toBeHidden();
  await expect(card.getByRole('button', { name: 'Confirmar pago' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Cancelar compra' })).toBeEnabled();

  await code.fill('PY12345678');
  await card.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(finalHeading(page, 'Compra Finalizada')).toBeVisible({ timeout: 20_000 });
  const [payment] = await orderPayments(page);
  expect(payment).toMatchObject({ status: 'APROBADO', charges: 1 });
});

test('the cancel question: "No, seguir con el pago" keeps the sale, "Sí, cancelar la compra" rejects it', async ({
  page,
}) => {
  await logInToHome(page);
  await startSale(page, 'no-socio', '9.876.543-3');
  await scan(page, CRISTAL);
  await expect(page.getByRole('button', { name: 'Carro, 1 producto' })).toBeVisible();
  await openCart(page);
  await payCash(page);
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await expect(page).toHaveURL(/\/pago-final$/);
  await expect(step(page, 1, 1)).toBeVisible();

  await page.getByRole('button', { name: 'Cancelar compra' }).click();
  const question = page.getByRole('dialog', { name: /¿Desea cancelar la compra\?/ });
  await expect(question.getByRole('button', { name: 'Aceptar' })).toHaveCount(0);
  await question.getByRole('button', { name: 'No, seguir con el pago' }).click();
  await expect(question).toBeHidden();
  await expect(step(page, 1, 1).getByLabel('Monto recibido')).toBeVisible();
  expect((await saleWorld(page)).orderStatus).not.toBe('RECHAZADO');

  await page.getByRole('button', { name: 'Cancelar compra' }).click();
  await question.getByRole('button', { name: 'Sí, cancelar la compra' }).click();
  await expect(page).toHaveURL(/\/inicio$/);
  expect(await requestCount(page, 'rejectOrder')).toBe(1);
});

test('a factura is named as one on the final screen; payment types and statuses read as words', async ({
  page,
}) => {
  await logInToHome(page);
  await startSale(page, 'socio', MEMBER.rut);
  await walletSplitCart(page, 'EFECTIVO');
  await page.getByRole('radio', { name: 'Factura' }).click();
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await expect(page).toHaveURL(/\/factura$/);
  await page.getByRole('textbox', { name: 'RUT' }).fill(ANDES_RUT);
  await page.getByRole('button', { name: 'Buscar RUT' }).click();
  await expect(page.getByLabel('Razón social')).toHaveValue('Comercial Andes SpA');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/pago-final$/);

  // The steps name the types as the seller reads them; a status badge is a word, not "… PENDIENTE".
  const wallet = step(page, 1, 2);
  await expect(wallet).toContainText('Puntos');
  await expect(wallet).not.toContainText('WALLET');
  const badge = wallet.locator('[data-status]');
  await expect(badge).toContainText('PENDIENTE');
  await expect(badge).not.toContainText('…');

  await page.getByRole('button', { name: 'Enviar código por SMS' }).click();
  await wallet.getByLabel('Código de verificación').fill('246810');
  await wallet.getByRole('button', { name: 'Confirmar pago' }).click();
  const cash = step(page, 2, 2);
  await expect(cash).toContainText('Efectivo');
  await cash.getByLabel('Monto recibido').fill('999.999');
  await cash.getByRole('button', { name: 'Confirmar pago' }).click();

  await expect(
    finalHeading(page, 'Generando factura…').or(finalHeading(page, 'Compra Finalizada')),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/boleta/i)).toHaveCount(0);
  await expect(finalHeading(page, 'Compra Finalizada')).toBeVisible({ timeout: 20_000 });
  const summary = page.getByRole('region', { name: 'Compra Finalizada' });
  await expect(summary.getByRole('listitem').filter({ hasText: 'Efectivo' })).toBeVisible();
  await expect(summary.getByRole('listitem').filter({ hasText: 'Puntos' })).toBeVisible();
  await expect(summary).not.toContainText(/WALLET|EFECTIVO/);

  // A wallet payment hides print: the factura goes by email, named as a factura.
  await page.getByRole('button', { name: 'Enviar por email' }).click();
  const email = page.getByRole('dialog', { name: 'Enviar factura por email' });
  await email.getByLabel('Email del cliente').fill('camila@example.cl');
  await email.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('Factura enviada a camila@example.cl')).toBeVisible();
  await expect(page.getByText(/boleta/i)).toHaveCount(0);
});
