import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storedSale } from './support';

/**
 * Login, machine, home, customer entry, profile, saved orders and delivery selection on the
 * demo world (seller 11.111.111-1 / demo1234; member Camila Rojas 12.345.678-5 with 12.345
 * usable points; non-member 9.876.543-3; unknown valid RUT 15.555.555-6).
 */

async function login(page: Page, rut = '11.111.111-1', password = 'demo1234') {
  await page.goto('/login?scenario=none');
  await expect(page.getByText('Versión 1.12.17')).toBeVisible();
  await page.getByLabel('RUT').fill(rut);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByLabel('Contraseña').press('Enter');
}

async function toHome(page: Page) {
  await login(page);
  await expect(page).toHaveURL(/\/maquina$/);
  await page.getByLabel('Número de máquina').fill('7');
  await page.getByLabel('Número de máquina').press('Enter');
  await expect(page).toHaveURL(/\/inicio$/);
}

/** A complete RUT: looked up by itself (after a pause when shorter than 8 digits), no Enter. */
async function enterCustomer(page: Page, rut: string) {
  await page.getByLabel('RUT del cliente').fill(rut);
  return page.getByRole('dialog');
}

test('login checks the RUT, shows the server message and refuses a store without Bsale', async ({ page }) => {
  await login(page, '11.111.111-2');
  await expect(page.getByText('El RUT ingresado no es válido')).toBeVisible();

  await page.getByLabel('RUT').fill('11.111.111-1');
  await page.getByLabel('Contraseña').fill('equivocada');
  await page.getByLabel('Contraseña').press('Enter');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login(\?|$)/);

  await page.getByLabel('RUT').fill('22.222.222-2');
  await page.getByLabel('Contraseña').fill('demo1234');
  await page.getByLabel('Contraseña').press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Este local no tiene el token de Bsale configurado');
  await expect(page).toHaveURL(/\/login(\?|$)/);
  expect((await page.evaluate(() => localStorage.getItem('pos.session'))) ?? '').not.toContain(
    'accessToken":"',
  );
});

test('a member: login, machine, entry, profile with points, then the catalogue; reload keeps it', async ({
  page,
}) => {
  await toHome(page);
  await expect(page.getByText('Vendedor Demo')).toBeVisible();
  await page.getByRole('button', { name: 'Venta socio' }).click();
  await expect(page).toHaveURL(/\/ingreso$/);

  await enterCustomer(page, '9.876.543-3');
  await expect(page.getByText('Cliente no es socio')).toBeVisible();
  await page.getByLabel('RUT del cliente').fill('12.345.678-9');
  await page.getByLabel('RUT del cliente').press('Enter');
  await expect(page.getByText('Rut inválido')).toBeVisible();

  const dialog = await enterCustomer(page, '12.345.678-5');
  await expect(dialog).toContainText('Camila Rojas, RUT 12.345.678-5, es socio del club.');
  await dialog.getByRole('button', { name: 'Aceptar' }).click();

  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByRole('heading', { name: '¡Hola, Camila Rojas!' })).toBeVisible();
  await expect(page.getByText('Puede utilizar 12.345 puntos en esta compra')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Puede utilizar 12.345 puntos en esta compra')).toBeVisible();

  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/compra$/);
});

test('non-members: one who is not in the club, and a new RUT that is created', async ({ page }) => {
  await toHome(page);
  await page.getByRole('button', { name: 'Venta no socio' }).click();
  let dialog = await enterCustomer(page, '9.876.543-3');
  await expect(dialog).toContainText('no pertenece al club');
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(/\/compra$/);

  await page.goto('/inicio');
  await page.getByRole('button', { name: 'Venta no socio' }).click();
  dialog = await enterCustomer(page, '15.555.555-6');
  await expect(dialog).toContainText('El RUT 15.555.555-6 no existe.');
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(/\/compra$/);
  // The app stores the sale once the change is painted and the page is idle: wait for it.
  await expect.poll(async () => (await storedSale(page)).customer).toMatchObject({ rut: '15555555-6' });
});

test('saved orders: the table, and Retomar opens the cart', async ({ page }) => {
  await toHome(page);
  await page.getByRole('button', { name: 'Pedidos guardados' }).click();
  await expect(page).toHaveURL(/\/guardados$/);
  const table = page.getByRole('table', { name: 'Pedidos guardados' });
  await expect(table.getByRole('columnheader')).toHaveText(['Creación', 'Total', 'Cliente', 'Retomar']);
  await table
    .getByRole('button', { name: /^Retomar pedido/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/carro$/);
  await expect.poll(() => storedSale(page)).toMatchObject({ orderId: expect.any(Number) });
  expect(((await storedSale(page)).lines as unknown[]).length).toBeGreaterThan(0);
});

test('delivery: choosing a platform skips the customer entry', async ({ page }) => {
  await toHome(page);
  await page.getByRole('button', { name: 'Delivery' }).click();
  await expect(page.getByRole('heading', { name: 'Seleccionar delivery' })).toBeVisible();
  await page.getByRole('button', { name: 'Rappi', exact: true }).click();
  await expect(page).toHaveURL(/\/compra$/);
  await expect.poll(async () => (await storedSale(page)).buyType).toBe('rappi');
});

test('logout from home goes back to /login', async ({ page }) => {
  await toHome(page);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/inicio');
  await expect(page).toHaveURL(/\/login$/);
});
