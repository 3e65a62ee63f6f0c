import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInToHome, scan } from './support';

/**
 * Stock entry (spec 001 /ingresar-stock) on the demo world: an invoice and a dispatch guide
 * entered by the handheld scanner, a wrong EAN and a missing quantity, a reload in the middle
 * (nothing entered twice or lost), closed and printed.
 */

/** The EAN of a notable product of the demo catalogue (mocks/world/catalogue.ts). */
async function eanOf(page: Page, productId: number): Promise<string> {
  return page.evaluate((id) => {
    const product = window.demoWorld!.world.state.products.find((p) => p.id === id)!;
    return String(product.ean).split(',')[0]!;
  }, productId);
}

async function nameOf(page: Page, productId: number): Promise<string> {
  return page.evaluate(
    (id) => window.demoWorld!.world.state.products.find((p) => p.id === id)!.name,
    productId,
  );
}

/**
 * Scans `ean`, sets the quantity and confirms "Ingresar x{qty} de …"; ends once the line is saved
 * and the form is empty for the next product. Until then the form keeps the code just entered: a
 * next scan of the same EAN would find it there, and the save's answer would then empty the field
 * under it.
 */
async function enter(page: Page, ean: string, quantity: number) {
  // The scanner is listened to once the document has loaded (the "Guía ingresada" toast can come
  // first on a loaded machine): a scan before that is lost, as on the machine, and is made again.
  // A scan replaces the field's text, so scanning again is harmless.
  await expect(async () => {
    await scan(page, ean);
    await expect(page.getByLabel('Ingresar código de barra')).toHaveValue(ean, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const amount = page.getByRole('group', { name: 'Cantidad a ingresar' }).getByRole('textbox');
  await amount.fill(String(quantity));
  await page.getByRole('button', { name: 'Agregar Producto' }).click();
  await page
    .getByRole('dialog', { name: new RegExp(`^Ingresar x${quantity} de `) })
    .getByRole('button', { name: 'Aceptar' })
    .click();
  await expect(page.getByLabel('Ingresar código de barra')).toHaveValue('');
}

const line = (page: Page, kind: 'purchaseOrders' | 'storeOrders', docId: number, productId: number) =>
  page.evaluate(
    ([k, d, p]) => {
      const state = window.demoWorld!.world.state;
      const doc = (k === 'purchaseOrders' ? state.purchaseOrders : state.storeOrders).find(
        (x) => x.id === d,
      )!;
      const l = doc.lines.find((x) => x.product_id === p)!;
      return { toEnter: l.stock_to_enter, entered: l.current_stock };
    },
    [kind, docId, productId] as const,
  );

test('an invoice: the start checks, a wrong EAN, a missing quantity, a reload midway, entered once, closed and printed', async ({
  page,
}) => {
  await logInToHome(page);
  await page.getByRole('button', { name: 'Ingreso de stock' }).click();
  await expect(page).toHaveURL(/\/ingresar-stock$/);
  await page.getByRole('button', { name: 'Ingresar Factura' }).click();
  await expect(page.getByText('Favor seleccione una opción del listado')).toBeVisible();
  await page.getByLabel('Orden de compra').selectOption({
    label: (await page
      .getByLabel('Orden de compra')
      .locator('option', { hasText: 'OC-24017' })
      .textContent())!,
  });
  await page.getByLabel('Número de factura').fill('77001');
  await page.getByRole('button', { name: 'Ingresar Factura' }).click();
  await expect(page).toHaveURL(/\/ingresar-stock\/factura\/\d+$/);
  await expect(page.getByText('Factura ingresada: 77001')).toBeVisible();

  // A wrong EAN (not on this document), then no quantity.
  await scan(page, await eanOf(page, 3));
  await page.getByRole('button', { name: 'Agregar Producto' }).click();
  await expect(page.getByText('EAN no pertenece a esta lista', { exact: true })).toBeVisible();
  const cristal = await eanOf(page, 1);
  await scan(page, cristal);
  await page.getByRole('button', { name: 'Agregar Producto' }).click();
  await expect(page.getByText('Ingrese una cantidad', { exact: true })).toBeVisible();

  const cristalName = await nameOf(page, 1);
  await enter(page, cristal, 24);
  await expect.poll(() => line(page, 'purchaseOrders', 1, 1)).toEqual({ toEnter: 24, entered: 0 });
  // A reload: the quantity waiting is the server's, nothing lost.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(`^${cristalName} 24 Borrar .* 0$`) })).toBeVisible();
  await page.getByRole('button', { name: 'Ingresar Stock' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`${cristalName} 0 24`) })).toBeVisible();
  // Another reload and Ingresar Stock again: nothing is entered twice.
  await page.reload();
  await page.waitForFunction(() => Boolean(window.demoWorld?.world));
  await page.getByRole('button', { name: 'Ingresar Stock' }).click();
  await expect(page.getByText('No hay cantidades por ingresar.', { exact: true })).toBeVisible();
  expect(await line(page, 'purchaseOrders', 1, 1)).toEqual({ toEnter: 0, entered: 24 });

  await page.getByRole('button', { name: 'Cerrar Factura' }).click();
  await page
    .getByRole('dialog', { name: '¿Desea cerrar esta factura?' })
    .getByRole('button', { name: 'Aceptar' })
    .click();
  await expect(page.getByText('Se cerró la factura 77001 exitosamente', { exact: true })).toBeVisible();
  await page
    .getByRole('dialog', { name: '¿Desea imprimir lo ingresado?' })
    .getByRole('button', { name: 'Si' })
    .click();
  await expect(page).toHaveURL(/\/ingresar-stock$/);
});

test('a dispatch guide: scanned, replaced not added, entered, closed without printing; reopened it is closed', async ({
  page,
}) => {
  await logInToHome(page);
  await page.goto('/ingresar-stock');
  await page.getByLabel('Tipo de documento').selectOption('guia-de-despacho');
  const guides = page.getByLabel('Guía de despacho');
  await guides.selectOption({ label: (await guides.locator('option', { hasText: '45871' }).textContent())! });
  await page.getByRole('button', { name: 'Ingresar Despacho' }).click();
  await expect(page).toHaveURL(/\/ingresar-stock\/guia-de-despacho\/1$/);
  await expect(page.getByText('Guía ingresada: 45871')).toBeVisible();

  const water = await eanOf(page, 10);
  await enter(page, water, 10);
  await expect.poll(() => line(page, 'storeOrders', 1, 10)).toEqual({ toEnter: 10, entered: 0 });
  await enter(page, water, 6);
  await expect.poll(() => line(page, 'storeOrders', 1, 10)).toEqual({ toEnter: 6, entered: 0 });
  await page.getByRole('button', { name: 'Ingresar Stock' }).click();
  await expect.poll(() => line(page, 'storeOrders', 1, 10)).toEqual({ toEnter: 0, entered: 6 });

  await page.getByRole('button', { name: 'Cerrar Guía de Despacho' }).click();
  await page
    .getByRole('dialog', { name: '¿Desea cerrar esta guía de despacho?' })
    .getByRole('button', { name: 'Aceptar' })
    .click();
  await expect(
    page.getByText('Se cerró la guía de despacho 45871 exitosamente', { exact: true }),
  ).toBeVisible();
  await page
    .getByRole('dialog', { name: '¿Desea imprimir lo ingresado?' })
    .getByRole('button', { name: 'No' })
    .click();
  await expect(page).toHaveURL(/\/ingresar-stock$/);
  await page.goto('/ingresar-stock/guia-de-despacho/1');
  await expect(page.getByText('(Cerrada)')).toBeVisible();
  await page.getByRole('button', { name: 'Re imprimir lo ingresado' }).click();
  await expect(page.getByText('Impresión enviada', { exact: true })).toBeVisible();
});
