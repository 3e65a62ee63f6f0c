import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { buyWithOneRow, finishAndPrint, logIn, MEMBER, NON_MEMBER, startSale, step } from './support';

/**
 * Mercado Pago, MACH, Redpay and a bank transfer, each from the cart through its step, billing,
 * "Compra Finalizada" and the bill (printed; a transfer hides Imprimir, spec 001 §5, so it is
 * emailed), with a reload before the charge, while the step waits or the bill is being made, and
 * after: one charge, one bill, one print (finishAndPrint in support.ts).
 */

const card = (page: Page) => step(page, 1, 1);

async function reload(page: Page) {
  await page.reload();
  await expect(page.getByRole('heading', { name: 'POS Pago' })).toBeVisible();
}

/**
 * A reload right after the step settles: billing runs (or has just run) when the page comes back.
 * The world's clock offset (`advance`) is not kept across a reload: `worldAhead` puts it back, or
 * a bill started at the advanced time would wait that long again.
 */
async function reloadWhileBilling(page: Page, worldAhead = 0) {
  await expect(card(page)).toBeHidden({ timeout: 15_000 });
  await reload(page);
  if (worldAhead > 0) {
    await page.waitForFunction(() => Boolean(window.demoWorld?.world));
    await page.evaluate((ms) => window.demoWorld?.advance(ms), worldAhead);
  }
}

test('Mercado Pago: paid on the machine, billed and printed', async ({ page }) => {
  await logIn(page, 'terminal=mercadoPago&payment=slow&slowDelay=2000');
  await startSale(page, 'no-socio', NON_MEMBER.rut);
  await buyWithOneRow(page, 'TARJETA DE CREDITO');
  await reload(page);
  await card(page).getByRole('button', { name: 'Cobrar con tarjeta' }).click();
  await expect(card(page).getByText('Siga las instrucciones en la máquina')).toBeVisible();
  await reload(page);
  await reloadWhileBilling(page);
  await finishAndPrint(page);
});

for (const provider of ['MACH', 'Redpay'] as const) {
  test(`${provider}: the QR paid, billed and printed`, async ({ page }) => {
    await logIn(page, 'terminal=redelcom');
    await startSale(page, 'socio', MEMBER.rut);
    await buyWithOneRow(page, provider.toUpperCase());
    await reload(page);
    await card(page).getByRole('button', { name: 'Generar QR' }).click();
    const qr = card(page).getByRole('img', { name: `Código QR de pago ${provider}` });
    await expect(qr).toBeVisible();
    await reload(page);
    await expect(qr).toBeVisible();
    // The world approves a QR payment 20 s after it was created: move its clock.
    await page.evaluate(() => window.demoWorld?.advance(20_000));
    await reloadWhileBilling(page, 20_000);
    await finishAndPrint(page);
  });
}

test('a bank transfer: the code typed twice pays, billed and emailed (no Imprimir)', async ({ page }) => {
  await logIn(page, 'terminal=redelcom');
  await startSale(page, 'socio', MEMBER.rut);
  await buyWithOneRow(page, 'TRANSFERENCIA BANCARIA');
  await reload(page);
  await card(page).getByLabel('Código de transferencia').fill('TRF-778899');
  await card(page).getByLabel('Repita el código').fill('TRF-778899');
  await card(page).getByRole('button', { name: 'Confirmar pago' }).click();
  await reloadWhileBilling(page);
  await finishAndPrint(page, { email: true });
});
