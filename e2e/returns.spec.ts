import { expect, test } from '@playwright/test';
import { logInToHome } from './support';

/**
 * Returns (spec 000 return flow): the document type and the lookup by number on the demo world.
 * The lines, the credit note, the card annulment and its print come with the rest of issue 12.
 */

const RECEIPT = 100_200;
const INVOICE = 5_300;

test('from Devoluciones: Boleta, a number of no order, then the receipt found; back to the type; a factura found; a reload keeps the document', async ({
  page,
}) => {
  await logInToHome(page);
  await page.getByRole('button', { name: 'Devoluciones' }).click();
  await expect(page).toHaveURL(/\/tipo-devolucion$/);
  await page.getByRole('button', { name: 'Boleta' }).click();
  await expect(page).toHaveURL(/\/devolucion\?doc=boleta$/);

  const number = page.getByLabel('Número de boleta');
  await number.fill('999999');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('No se encontraron órdenes para el número ingresado.')).toBeVisible();
  // A reload keeps the document type (it is in the address).
  await page.reload();
  await expect(number).toBeVisible();
  await number.fill(String(RECEIPT));
  await number.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/carro-devolucion\\?doc=boleta&number=${RECEIPT}$`));

  await page.goto('/tipo-devolucion');
  await page.getByRole('button', { name: 'Factura' }).click();
  // The receipt's number is no invoice's.
  await page.getByLabel('Número de factura').fill(String(RECEIPT));
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('No se encontraron órdenes para el número ingresado.')).toBeVisible();
  await page.getByLabel('Número de factura').fill(String(INVOICE));
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(new RegExp(`/carro-devolucion\\?doc=factura&number=${INVOICE}$`));
  await page.goto('/devolucion');
  await expect(page).toHaveURL(/\/tipo-devolucion$/);
});
