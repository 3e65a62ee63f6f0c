import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  logInToHome,
  MEMBER,
  NON_MEMBER,
  openCart,
  payCash,
  paymentOfType,
  platformSale,
  requestCount,
  scan,
  setScenario,
  startSale,
  walletSplitCart,
} from './support';

/**
 * /pago-final's steps settled by one server call, as a seller pays them: cash (amount given and
 * change), a transfer code typed twice, the wallet's SMS code with its resend cooldown, a Rappi
 * order code. Each flow reloads before the charge, while it is sent or waited for, and after the
 * approval, and the demo world proves every payment was charged exactly once.
 */

const CRISTAL = '7801000000013';

/** A reload of /pago-final: the same step comes back (the order is read from the server again). */
async function reload(page: Page) {
  await page.reload();
  await expect(page).toHaveURL(/\/pago-final$/);
}

const step = (page: Page, n: number, total: number) =>
  page.getByRole('region', { name: `Paso ${n} de ${total}` });

async function buy(page: Page) {
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await expect(page).toHaveURL(/\/pago-final$/);
}

test('cash: amount given and change; reloads before, while sending and after never charge twice', async ({
  page,
}) => {
  await logInToHome(page);
  await startSale(page, 'no-socio', NON_MEMBER.rut);
  await scan(page, CRISTAL);
  await expect(page.getByRole('button', { name: 'Carro, 1 producto' })).toBeVisible();
  await openCart(page);
  await payCash(page);
  await buy(page);

  const given = page.getByLabel('Monto recibido');
  await expect(given).toBeVisible();
  const cash = await paymentOfType(page, 'EFECTIVO');
  expect(cash.status).toBe('PENDIENTE');

  // Before the charge.
  await reload(page);
  await given.fill(String(cash.amount - 10));
  await page.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(page.getByText('El monto recibido es menor al monto a pagar')).toBeVisible();
  expect((await paymentOfType(page, 'EFECTIVO')).charges).toBe(0);

  await given.fill('10.000');
  await expect(page.getByRole('status', { name: 'Vuelto' })).toContainText(
    `$${(10_000 - cash.amount).toLocaleString('es-CL')}`,
  );

  // While sending: the answer takes 4 s and the page reloads meanwhile; the attempt was persisted,
  // so the reloaded step asks the server, which does not show it: still unknown, only Reintentar,
  // which sends the same request again.
  await setScenario(page, 'slow-network:4000');
  await page.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(page.getByRole('button', { name: 'Cancelar compra' })).toBeDisabled();
  await page.reload();
  await setScenario(page, null);
  const retry = page.getByRole('button', { name: 'Reintentar' });
  await expect(retry).toBeVisible({ timeout: 15_000 });
  await expect(given).toBeHidden();
  expect((await paymentOfType(page, 'EFECTIVO')).charges).toBe(0);
  await retry.click();
  await expect.poll(async () => (await paymentOfType(page, 'EFECTIVO')).status).toBe('APROBADO');
  // The step advanced: no cash step any more (the final phase follows).
  await expect(given).toBeHidden();

  // After the approval.
  await reload(page);
  await expect(given).toBeHidden();
  expect(await paymentOfType(page, 'EFECTIVO')).toMatchObject({ status: 'APROBADO', charges: 1 });
});

test('transfer: mismatched codes, then matching ones; one charge across reloads', async ({ page }) => {
  await logInToHome(page);
  await startSale(page, 'no-socio', NON_MEMBER.rut);
  await scan(page, CRISTAL);
  await expect(page.getByRole('button', { name: 'Carro, 1 producto' })).toBeVisible();
  await openCart(page);
  await page.getByLabel('Método de pago 1').selectOption('TRANSFERENCIA BANCARIA');
  await page.getByLabel('Monto 1').fill('999.999');
  await page.getByLabel('Monto 1').blur();
  await buy(page);

  const code = page.getByLabel('Código de transferencia');
  const repeat = page.getByLabel('Repita el código');
  await expect(code).toBeVisible();
  await code.fill('TRX-55001');
  await repeat.fill('TRX-55002');
  await page.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(page.getByText('Los códigos no son iguales')).toBeVisible();
  expect((await paymentOfType(page, 'TRANSFERENCIA BANCARIA')).charges).toBe(0);

  // Before the charge: the codes are typed again after a reload.
  await reload(page);
  await code.fill('TRX-55001');
  await repeat.fill('TRX-55001');
  await repeat.press('Enter');
  await expect
    .poll(async () => (await paymentOfType(page, 'TRANSFERENCIA BANCARIA')).status)
    .toBe('APROBADO');
  await expect(code).toBeHidden();

  await reload(page);
  await expect(code).toBeHidden();
  expect(await paymentOfType(page, 'TRANSFERENCIA BANCARIA')).toMatchObject({
    status: 'APROBADO',
    deposit_id: 'TRX-55001',
    charges: 1,
  });
});

test('wallet first: the SMS code with its 30 s resend cooldown kept across a reload, then cash', async ({
  page,
}) => {
  await logInToHome(page);
  await startSale(page, 'socio', MEMBER.rut);
  await walletSplitCart(page, 'EFECTIVO');
  await buy(page);

  // The wallet is the first step whatever the order of the rows.
  await expect(step(page, 1, 2)).toContainText('Puntos');
  const walletCode = page.getByLabel('Código de verificación');
  await page.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(page.getByText('Falta el código de verificación')).toBeVisible();

  await page.getByRole('button', { name: 'Enviar código por SMS' }).click();
  const resend = page.getByRole('button', { name: /^Reenviar SMS\. Reenviar en 00:[0-3]\d$/ });
  await expect(resend).toBeDisabled();
  await expect(page.getByText('Se envió un código por SMS al cliente')).toBeVisible();

  // A reload keeps the cooldown (the last send is persisted).
  await reload(page);
  await expect(resend).toBeDisabled();
  await expect(resend).toContainText(/Reenviar en 00:[0-2]\d/);

  await walletCode.fill('246810');
  await walletCode.press('Enter');
  const wallet = () => paymentOfType(page, 'WALLET');
  await expect.poll(async () => (await wallet()).status).toBe('APROBADO');
  // The next step: cash.
  await expect(step(page, 2, 2)).toContainText('Efectivo');
  await expect(page.getByLabel('Monto recibido')).toBeVisible();

  await reload(page);
  await expect(page.getByLabel('Monto recibido')).toBeVisible();
  expect(await wallet()).toMatchObject({ status: 'APROBADO', charges: 1 });
  expect((await paymentOfType(page, 'EFECTIVO')).charges).toBe(0);
});

test('Rappi: "Código incompleto" under 8 characters, then the order code pays once, billed and printed (no email)', async ({
  page,
}) => {
  // A platform sale pays with the platform's type only.
  await platformSale(page, 'Rappi', 'RAPPI');

  const code = page.getByLabel('Código Rappi');
  await expect(code).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(page.getByText('Por favor ingrese Código Rappi')).toBeVisible();
  await code.fill('RP-9900');
  await page.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(page.getByText('Código incompleto')).toBeVisible();

  await reload(page);
  await code.fill('RP-99001234');
  await page.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect.poll(async () => (await paymentOfType(page, 'RAPPI')).status).toBe('APROBADO');
  await expect(code).toBeHidden();

  await reload(page);
  await expect(code).toBeHidden();
  expect(await paymentOfType(page, 'RAPPI')).toMatchObject({
    status: 'APROBADO',
    deposit_id: 'RP-99001234',
    charges: 1,
  });
  // Billed and printed; a Rappi sale's bill is never emailed (spec 001 §5).
  await expect(page.getByRole('heading', { level: 2, name: 'Compra Finalizada' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Enviar por email' })).toBeHidden();
  await page.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.getByText('Documento impreso')).toBeVisible();
  expect(await requestCount(page, 'printBill')).toBe(1);
});
