import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  logInToHome,
  MEMBER,
  openCart,
  purchaseHints,
  searchProduct,
  startSale,
  totalsSettled,
} from './support';

/**
 * Texts of spec 000's sale flow that only a particular sale shows: a wholesale customer adding a
 * product without a bulk price, a second points payment, payments that exceed the total after a
 * line goes down, and the document type a sale starts with.
 */

/** The row paying the rest shows the summary's total, once the total has settled. */
async function restIsTotal(page: Page) {
  await totalsSettled(page);
  const total = async () =>
    /Total\$([\d.]+)/.exec(
      (await page.getByRole('region', { name: 'Resumen de la compra' }).textContent()) ?? '',
    )?.[1];
  await expect
    .poll(async () => (await page.getByLabel('Monto 1').inputValue()) === (await total()))
    .toBe(true);
}

async function memberSale(page: Page, rut: string) {
  await logInToHome(page);
  await startSale(page, 'socio', rut);
}

test('a wholesale customer cannot add a product without a bulk price', async ({ page }) => {
  await memberSale(page, '13.131.313-6');
  const cristal = await searchProduct(page, 'cristal lata', 'Cerveza Cristal Lata 470 cc');
  await cristal.getByRole('button', { name: /^Agregar .* al carro$/ }).click();
  await expect(page.getByText('Cerveza Cristal Lata 470 cc no tiene precio mayorista').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carro, 0 productos' })).toBeVisible();
});

test('a sale starts as Boleta; a second points payment is refused; the rest follows the total, a typed amount over it says so', async ({
  page,
}) => {
  await memberSale(page, MEMBER.rut);
  const coke = await searchProduct(page, 'coca-cola original', 'Coca-Cola Original 1,5 L');
  await coke.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await coke.getByRole('button', { name: /^Agregar .* al carro$/ }).click();
  await expect(page.getByText('2 Coca-Cola Original 1,5 L en carro!').first()).toBeVisible();
  await openCart(page);

  await expect(page.getByRole('radio', { name: 'Boleta' })).toBeChecked();

  // One WALLET row already: the second row could only be WALLET again.
  await page.getByLabel('Método de pago 1').selectOption('WALLET');
  await page.getByRole('button', { name: 'Agregar método de pago' }).click();
  await expect(page.getByText('No se puede añadir nuevamente un pago por puntos').first()).toBeVisible();

  // Cash for the whole total pays the rest: one unit less, and it follows the total.
  await page.getByLabel('Método de pago 1').selectOption('EFECTIVO');
  await expect(purchaseHints(page)).not.toContainText(/Falta|Faltan|Sobran/);
  const line = page.getByRole('article', { name: 'Coca-Cola Original 1,5 L' });
  await restIsTotal(page);
  const whole = await page.getByLabel('Monto 1').inputValue();
  await line.getByRole('button', { name: 'Disminuir cantidad' }).click();
  await expect(line.getByLabel('Cantidad: 1')).toBeVisible();
  await expect(page.getByLabel('Monto 1')).not.toHaveValue(whole);
  await restIsTotal(page);
  await expect(purchaseHints(page)).not.toContainText(/Falta|Faltan|Sobran/);

  // An amount typed below the total stays as typed: one unit less, the payment is over.
  await line.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await expect(line.getByLabel('Cantidad: 2')).toBeVisible();
  // Not necessarily the first amount: a line change gives back the general club discount a
  // payment type change took off, on the days the product has it (docs/DECISIONS.md).
  await restIsTotal(page);
  await page.getByLabel('Monto 1').fill('3.000');
  await page.getByLabel('Monto 1').blur();
  await expect(purchaseHints(page)).toContainText(/Faltan \$[\d.]+/);
  await line.getByRole('button', { name: 'Disminuir cantidad' }).click();
  await expect(line.getByLabel('Cantidad: 1')).toBeVisible();
  await expect(purchaseHints(page)).toContainText(/Sobran \$[\d.]+/);
  await expect(page.getByLabel('Monto 1')).toHaveValue('3.000');
});
