import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInToHome, MEMBER, openCart, payCash, scan, setScenario, startSale, storedSale } from './support';

/**
 * /factura on the demo world: a member sale switched to Factura in the cart, REALIZAR COMPRA,
 * the company found by its RUT (mocks/world/seed.ts COMPANIES), Continuar to /pago-final; the
 * catalogue's texts for a RUT the server does not know, a failed search, an invalid RUT and
 * blank fields; and reloads that keep what the seller typed. No step here may charge anything.
 */

const ANDES = {
  rut: '76.543.210-3',
  company: 'Comercial Andes SpA',
  activity: 'Venta al por menor de bebidas alcohólicas',
  city: 'Santiago',
  commune: 'Providencia',
  address: 'Av. Providencia 1234, of. 501',
};

/** A member sale with one product, Factura, cash for the total, REALIZAR COMPRA: ends at /factura. */
async function memberInvoiceSale(page: Page) {
  await logInToHome(page);
  await startSale(page, 'socio', MEMBER.rut);
  // The catalogue is on screen (its scanner listener too) before the handheld scanner fires.
  await expect(page.getByRole('article').first()).toBeVisible();
  await scan(page, '7801000000044');
  await expect(page.getByRole('button', { name: 'Carro, 1 producto' })).toBeVisible();
  await openCart(page);
  await page.getByRole('radio', { name: 'Factura' }).click();
  await payCash(page);
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  // Camila has points she does not use: the cart asks first (spec 000), the seller goes on.
  await page
    .getByRole('dialog', { name: 'Usted tiene aun puntos sin utilizar' })
    .getByRole('button', { name: 'Si' })
    .click();
  await expect(page).toHaveURL(/\/factura$/);
  await expect(page.getByRole('heading', { name: 'Datos de factura' })).toBeVisible();
}

/** The charges the demo world counted, per payment. */
const charges = (page: Page) =>
  page.evaluate(() => ({ ...(window.demoWorld?.world.state.charges ?? {}) }) as Record<string, number>);

const fields = (page: Page) => ({
  rut: page.getByRole('textbox', { name: 'RUT' }),
  company: page.getByLabel('Razón social'),
  activity: page.getByLabel('Giro'),
  city: page.getByLabel('Ciudad'),
  commune: page.getByLabel('Comuna'),
  address: page.getByLabel('Dirección'),
});

async function reloadOnFactura(page: Page) {
  await page.reload();
  await expect(page).toHaveURL(/\/factura$/);
  await expect(page.getByRole('heading', { name: 'Datos de factura' })).toBeVisible();
}

test('a member invoice sale: the company found by its RUT, Continuar, /pago-final', async ({ page }) => {
  await memberInvoiceSale(page);
  const f = fields(page);
  await expect(f.rut).toBeFocused();
  await page.keyboard.type('765432103');
  await expect(f.rut).toHaveValue(ANDES.rut);

  // A reload before the search keeps the RUT.
  await reloadOnFactura(page);
  await expect(f.rut).toHaveValue(ANDES.rut);

  await page.getByRole('button', { name: 'Buscar RUT' }).click();
  await expect(f.company).toHaveValue(ANDES.company);
  await expect(f.activity).toHaveValue(ANDES.activity);
  await expect(f.city).toHaveValue(ANDES.city);
  await expect(f.commune).toHaveValue(ANDES.commune);
  await expect(f.address).toHaveValue(ANDES.address);

  // The seller corrects the address, reloads: the search's data and the correction are kept.
  await f.address.fill('Av. Providencia 1234, of. 502');
  await reloadOnFactura(page);
  await expect(f.company).toHaveValue(ANDES.company);
  await expect(f.address).toHaveValue('Av. Providencia 1234, of. 502');
  expect(await charges(page)).toEqual({});

  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/pago-final$/);
  await expect(page.getByRole('heading', { name: 'POS Pago' })).toBeVisible();
  await expect
    .poll(async () => (await storedSale(page)).invoiceData)
    .toEqual({
      ...ANDES,
      rut: '765432103',
      address: 'Av. Providencia 1234, of. 502',
    });

  // Back from /pago-final: the stored data, editable.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'POS Pago' })).toBeVisible();
  await page.getByRole('button', { name: 'Volver' }).first().click();
  await expect(page).toHaveURL(/\/factura$/);
  await expect(f.rut).toHaveValue(ANDES.rut);
  await expect(f.company).toHaveValue(ANDES.company);
  await expect(f.company).toBeEditable();
  expect(await charges(page)).toEqual({});
});

test('the invoice texts: unknown RUT, failed search, invalid RUT, blank fields; typing survives a reload', async ({
  page,
}) => {
  await memberInvoiceSale(page);
  const f = fields(page);
  const search = page.getByRole('button', { name: 'Buscar RUT' });

  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Debe rellenar todos los campos' })).toBeVisible();

  await f.rut.fill('76.543.210-4');
  await search.click();
  await expect(page.getByText('Debe ingresar un rut válido')).toBeVisible();

  await f.rut.fill('12.345.678-5');
  await f.rut.press('Enter');
  await expect(page.getByText('No existe el RUT. Por favor complete los datos')).toBeVisible();
  await expect(f.company).toBeFocused();

  await setScenario(page, 'server-error:getBillingByRut');
  await search.click();
  await expect(page.getByText('Ocurrió un error. Por favor complete los datos')).toBeVisible();
  await setScenario(page, null);

  // The seller completes the data by hand, reloads halfway: nothing typed is lost.
  await f.company.fill('Camila Rojas EIRL');
  await f.activity.fill('Comercio');
  await f.city.fill('Santiago');
  await reloadOnFactura(page);
  await expect(f.rut).toHaveValue('12.345.678-5');
  await expect(f.company).toHaveValue('Camila Rojas EIRL');
  await expect(f.activity).toHaveValue('Comercio');
  await expect(f.city).toHaveValue('Santiago');
  await f.commune.fill('Ñuñoa');
  await f.address.fill('Irarrázaval 100');
  await f.address.press('Enter');
  await expect(page).toHaveURL(/\/pago-final$/);
  await expect
    .poll(async () => (await storedSale(page)).invoiceData)
    .toMatchObject({ rut: '123456785', commune: 'Ñuñoa' });
  expect(await charges(page)).toEqual({});
});
