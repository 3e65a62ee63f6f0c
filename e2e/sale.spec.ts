import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { purchaseHints, scan, searchProduct, storedSale } from './support';

/**
 * A complete member sale on the demo world: login, machine, Venta socio, entry of Camila Rojas,
 * profile, search and scan, cart with a coupon and a split cash + WALLET payment, REALIZAR
 * COMPRA, and the order created (/pago-final). The page is reloaded at each step: the cart, the
 * customer and the payments must survive; a cold start at / resumes the sale, and a new sale from
 * /inicio asks first.
 */

async function reloadKeeps(page: Page, path: string) {
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('a member sale from login to the order created', async ({ page }) => {
  await page.goto('/login?scenario=none');
  await page.getByLabel('RUT').fill('11.111.111-1');
  await page.getByLabel('Contraseña').fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();

  await expect(page).toHaveURL(/\/maquina$/);
  await page.getByLabel('Número de máquina').fill('7');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/inicio$/);
  await page.getByRole('button', { name: 'Venta socio' }).click();

  await expect(page).toHaveURL(/\/ingreso$/);
  // A complete RUT is looked up by itself: the popup comes without Continuar.
  await page.getByRole('textbox', { name: 'RUT del cliente' }).fill('12.345.678-5');
  await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();

  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByText(/Camila Rojas/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Catalogue: search by name and add two, then scan one with the handheld scanner.
  await expect(page).toHaveURL(/\/compra$/);
  const cristal = await searchProduct(page, 'cristal lata', 'Cerveza Cristal Lata 470 cc');
  await cristal.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await cristal.getByRole('button', { name: /^Agregar .* al carro$/ }).click();
  await expect(page.getByText('2 Cerveza Cristal Lata 470 cc en carro!').first()).toBeVisible();
  await scan(page, '7801000000044');
  await expect(
    page.getByText('1 Vino Casillero del Diablo Cabernet Sauvignon 750 cc en carro!').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carro, 2 productos' })).toBeVisible();

  await reloadKeeps(page, '/compra');
  await expect(page.getByRole('button', { name: 'Carro, 2 productos' })).toBeVisible();

  // A cold start at / (the installed app's icon) resumes the sale where it was, lines and all.
  await page.goto('/');
  await expect(page).toHaveURL(/\/compra$/);
  await expect(page.getByRole('button', { name: 'Carro, 2 productos' })).toBeVisible();
  // Home from the sale: a new sale asks first, and "Volver a la venta" goes back to it whole.
  await page
    .getByRole('navigation', { name: 'Navegación de la venta' })
    .getByRole('button', { name: 'Inicio' })
    .click();
  await expect(page).toHaveURL(/\/inicio$/);
  await page.getByRole('button', { name: 'Venta no socio' }).click();
  const question = page.getByRole('dialog', { name: 'Hay una venta sin terminar' });
  await expect(question).toContainText('Carro con 2 productos');
  await question.getByRole('button', { name: 'Volver a la venta' }).click();
  await expect(page).toHaveURL(/\/compra$/);
  await expect(page.getByRole('button', { name: 'Carro, 2 productos' })).toBeVisible();

  // Cart: payment rows first (a type change clears a coupon), then the coupon, then amounts.
  await page.getByRole('button', { name: /Ver Carrito/ }).click();
  await expect(page).toHaveURL(/\/carro$/);
  const offer = page.getByRole('dialog', { name: 'Oferta personalizada' });
  // The demo store auto-shows the personalised offer once per sale (recommended_auto_show).
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Salir' }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByRole('article', { name: 'Cerveza Cristal Lata 470 cc' })).toBeVisible();

  await page.getByLabel('Método de pago 1').selectOption('EFECTIVO');
  await page.getByRole('button', { name: 'Agregar método de pago' }).click();
  await page.getByLabel('Método de pago 2').selectOption('WALLET');

  await page.getByRole('button', { name: 'Cupón' }).click();
  await page.getByLabel('Código de cupón').fill('CLUB10');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('¡Cupón aplicado!').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5000 });

  // Total: 2 x 890 + (6.490 - 10%) = 1.780 + 5.841 = 7.621 (as the summary says).
  const summary = page.getByRole('region', { name: 'Resumen de la compra' });
  // The breakdown is behind the summary's discounts toggle.
  await summary.getByRole('button', { name: /^Descuentos / }).click();
  await expect(summary.getByText('Descuento cupón')).toBeVisible();
  const totalText = (await summary.getByText('Total', { exact: true }).locator('..').innerText()).replace(
    /\s+/g,
    ' ',
  );
  const total = Number((totalText.match(/\$([\d.]+)\s*$/)?.[1] ?? '0').replace(/\./g, ''));
  expect(total).toBeGreaterThan(1000);

  await page.getByLabel('Monto 1').fill('1.000');
  await page.getByLabel('Monto 1').blur();
  await page.getByLabel('Monto 2').fill(String(total - 1000));
  await page.getByLabel('Monto 2').blur();
  await expect(purchaseHints(page)).not.toContainText(/Faltan|Sobran/);

  await reloadKeeps(page, '/carro');
  await expect(page.getByRole('button', { name: 'Cupón CLUB10' })).toBeVisible();
  await expect(page.getByLabel('Método de pago 1')).toHaveValue('EFECTIVO');
  await expect(page.getByLabel('Método de pago 2')).toHaveValue('WALLET');
  await expect(page.getByLabel('Monto 1')).toHaveValue('1.000');

  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await expect(page).toHaveURL(/\/pago-final$/);
  await expect
    .poll(() => storedSale(page))
    .toMatchObject({
      orderStatus: 'PAGANDO',
      customer: { rut: expect.any(String) },
      orderId: expect.any(Number),
    });

  await page.reload();
  await expect(page).toHaveURL(/\/pago-final$/);
});
