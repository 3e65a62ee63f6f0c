import { expect, test } from './fixtures';
import {
  finishAndPrint,
  logIn,
  MEMBER,
  NON_MEMBER,
  openCart,
  payCash,
  scan,
  startSale,
  step,
  walletSplitCart,
} from './support';

/**
 * Whole sales, from the cart through every step, billing, "Compra Finalizada" and the printed
 * bill, on the demo world and the terminal simulator: the steps themselves (not the demo world)
 * approve each payment. Each flow reloads on the way and ends with exactly one charge per payment
 * and one bill.
 */

const CRISTAL = '7801000000013';

test('a split sale on the SmartPOS: the wallet by SMS code, then the card, billed and emailed', async ({
  page,
}) => {
  await logIn(page, 'terminal=smartPos');
  await startSale(page, 'socio', MEMBER.rut);
  await walletSplitCart(page, 'TARJETA DE DEBITO');
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await expect(page).toHaveURL(/\/pago-final$/);

  // The wallet first, whatever the order of the rows.
  await expect(step(page, 1, 2)).toContainText('Puntos');
  await page.getByRole('button', { name: 'Enviar código por SMS' }).click();
  await expect(page.getByText('Se envió un código por SMS al cliente')).toBeVisible();
  await page.reload();
  await page.getByLabel('Código de verificación').fill('246810');
  await page.getByRole('button', { name: 'Confirmar pago' }).click();

  // Then the card on the machine; a reload while it is pending applies the machine's answer.
  await expect(step(page, 2, 2)).toContainText('Tarjeta de débito');
  await expect(step(page, 1, 2)).toContainText('APROBADO');
  await page.getByRole('button', { name: 'Cobrar con tarjeta' }).click();
  await page.reload();
  await finishAndPrint(page, { email: true });
});

test('a cash sale on the store machine (Redelcom): change given, billed and printed', async ({ page }) => {
  await logIn(page, 'terminal=redelcom');
  await startSale(page, 'no-socio', NON_MEMBER.rut);
  await scan(page, CRISTAL);
  await expect(page.getByRole('button', { name: 'Carro, 1 producto' })).toBeVisible();
  await openCart(page);
  await payCash(page);
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await expect(page).toHaveURL(/\/pago-final$/);
  await page.reload();
  await page.getByLabel('Monto recibido').fill('20.000');
  await expect(page.getByRole('status', { name: 'Vuelto' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar pago' }).click();
  await finishAndPrint(page);
});

test('a card sale on the Redelcom machine: polled to approval, billed and printed', async ({ page }) => {
  await logIn(page, 'terminal=redelcom');
  await startSale(page, 'no-socio', NON_MEMBER.rut);
  await scan(page, CRISTAL);
  await expect(page.getByRole('button', { name: 'Carro, 1 producto' })).toBeVisible();
  await openCart(page);
  await page.getByLabel('Método de pago 1').selectOption('TARJETA DE CREDITO');
  await page.getByLabel('Monto 1').fill('999.999');
  await page.getByLabel('Monto 1').blur();
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await expect(page).toHaveURL(/\/pago-final$/);
  await page.getByRole('button', { name: 'Cobrar con tarjeta' }).click();
  await expect(page.getByText('Esperando confirmación del pago')).toBeVisible();
  await page.reload();
  await finishAndPrint(page);
});
