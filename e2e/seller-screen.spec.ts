import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInToHome, MEMBER, openCart, searchProduct, startSale } from './support';

/**
 * What a seller sees on the sale screens: toasts that never block a tap, the price one
 * unit costs and the wholesale price apart, whole names where the seller confirms, quantity
 * limits that say why, and the header turning fixed past each screen's scroll threshold.
 * Runs on the demo world at the terminal (720x1280) and, where placement matters, the store
 * machine (1366x768).
 */

const VIEWPORTS = [
  { name: 'terminal 720x1280', width: 720, height: 1280 },
  { name: 'store machine 1366x768', width: 1366, height: 768 },
] as const;

/** Login, machine 7, Venta socio for Camila Rojas, profile, then /compra. */
async function startMemberSale(page: Page) {
  await logInToHome(page);
  await startSale(page, 'socio', MEMBER.rut);
}

/**
 * Vino Santa Rita 120 Merlot 750 cc, 3 in stock, searched by its SKU: the generated catalogue
 * has a second product of the same name (the whole name would not tell them apart either).
 */
const RITA = 'Vino Santa Rita 120 Merlot 750 cc';
const RITA_SKU = '100016';

/** The one toast on screen. */
const toast = (page: Page) => page.locator('li[data-tone]');

async function addFromCard(page: Page, card: Locator, message: string) {
  await card.getByRole('button', { name: /^Agregar .* al carro$/ }).click();
  await expect(toast(page)).toContainText(message);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const viewport of VIEWPORTS) {
  test.describe(`toasts never block a tap (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('"Ver Carrito" right after "{n} {product} en carro!" opens the cart', async ({ page }) => {
      await startMemberSale(page);
      const card = await searchProduct(page, 'cristal lata', 'Cerveza Cristal Lata 470 cc');
      await card.getByRole('button', { name: 'Aumentar cantidad' }).click();
      await addFromCard(page, card, '2 Cerveza Cristal Lata 470 cc en carro!');

      const verCarrito = page.getByRole('button', { name: /Ver Carrito/ });
      // The toast is at the top, under the header (once it has slid in: a loaded machine may
      // measure it mid-way), away from the action bar.
      const header = await page.getByRole('banner').boundingBox();
      await expect
        .poll(async () => (await toast(page).boundingBox())?.y ?? -1)
        .toBeGreaterThanOrEqual(header!.y + header!.height);
      const toastBox = await toast(page).boundingBox();
      const buttonBox = await verCarrito.boundingBox();
      expect(toastBox && buttonBox).toBeTruthy();
      expect(overlaps(toastBox!, buttonBox!)).toBe(false);

      // Playwright's click fails if anything else would receive the tap.
      await expect(toast(page)).toBeVisible();
      await verCarrito.click({ timeout: 2000 });
      await expect(page).toHaveURL(/\/carro$/);
    });

    test('a tap on REALIZAR COMPRA works while a toast shows', async ({ page }) => {
      await startMemberSale(page);
      const card = await searchProduct(page, RITA_SKU, RITA);
      await addFromCard(page, card, `1 ${RITA} en carro!`);
      await openCart(page);

      // A toast on the cart: a tap on REALIZAR COMPRA under or near it still answers.
      const line = page.getByRole('article', { name: RITA });
      await line.getByRole('textbox', { name: /^Cantidad: / }).fill('9');
      await line.getByRole('textbox', { name: /^Cantidad: / }).press('Enter');
      await expect(toast(page)).toHaveText(/No hay suficiente stock/);
      await expect(toast(page)).toBeVisible();
      // Every tap point of the action bar is free: the toast covers none of its buttons.
      const toastBox = await toast(page).boundingBox();
      for (const name of ['REALIZAR COMPRA', 'Guardar Pedido']) {
        const box = await page.getByRole('button', { name }).boundingBox();
        expect(overlaps(toastBox!, box!)).toBe(false);
      }
      // REALIZAR COMPRA looks disabled (aria-disabled) until the sale is complete, yet a tap says
      // why: a tap at its centre, whatever is on top, must reach it.
      const buy = await page.getByRole('button', { name: 'REALIZAR COMPRA' }).boundingBox();
      const at = { x: buy!.x + buy!.width / 2, y: buy!.y + buy!.height / 2 };
      expect(
        await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim(),
          at,
        ),
      ).toBe('REALIZAR COMPRA');
      await page.mouse.click(at.x, at.y);
      // The tap reached the button: its answer shows beside it, until the next tap.
      await expect(page.getByRole('alert').filter({ hasText: 'Carrito Incompleto' })).toBeVisible();
    });
  });
}

test.describe('prices, names and limits on the cards and the cart (terminal)', () => {
  test('a wholesale price is its own line "desde N u."; one unit costs the card price', async ({ page }) => {
    await startMemberSale(page);
    // Agua Cachantún: normal 990, club 890, bulk 790 from 6 units.
    const agua = await searchProduct(page, 'cachantun sin gas', 'Agua Mineral Cachantún Sin Gas 1,6 L');
    await expect(agua.getByText('$890', { exact: true })).toBeVisible();
    await expect(agua.getByText('$990', { exact: true })).toBeVisible(); // struck-through normal
    await expect(agua.getByText('Precio mayorista')).toBeVisible();
    await expect(agua.getByText('$790', { exact: true })).toBeVisible();
    await expect(agua.getByText('desde 6 u.')).toBeVisible();

    // Escudo, non-club product: 1.090 a unit, 850 from 24.
    const escudo = await searchProduct(page, 'escudo lata', 'Cerveza Escudo Lata 470 cc');
    await expect(escudo.getByText('$1.090', { exact: true })).toBeVisible();
    await expect(escudo.getByText('desde 24 u.')).toBeVisible();
    await addFromCard(page, escudo, '1 Cerveza Escudo Lata 470 cc en carro!');
    await openCart(page);
    const line = page.getByRole('article', { name: 'Cerveza Escudo Lata 470 cc' });
    await expect(line.getByText('Total', { exact: true }).locator('..')).toContainText('$1.090');
  });

  test('a long name is cut on the card (whole in its title) and whole in the toast and the cart', async ({
    page,
  }) => {
    await startMemberSale(page);
    const whole = 'Vino Casillero del Diablo Cabernet Sauvignon 750 cc';
    // by SKU: the generated catalogue has a second product of this very name
    const card = await searchProduct(page, '100004', whole);
    const heading = card.getByRole('heading');
    await expect(heading).toHaveText('Vino Casillero del Diablo Cabernet Sauvi...');
    await expect(heading).toHaveAttribute('title', whole);
    await addFromCard(page, card, `1 ${whole} en carro!`);
    await openCart(page);
    await expect(page.getByRole('article', { name: whole }).getByRole('heading', { name: whole })).toHaveText(
      whole,
    );
  });

  test('the card says why it stops: stock with "+", holding "+", and 999 typed', async ({ page }) => {
    await startMemberSale(page);
    // Santa Rita has 3 in stock: "+" at 3 says so.
    const rita = await searchProduct(page, RITA_SKU, RITA);
    const plus = rita.getByRole('button', { name: 'Aumentar cantidad' });
    await plus.click();
    await plus.click();
    await expect(rita.getByRole('textbox', { name: 'Cantidad: 3' })).toBeVisible();
    await plus.click();
    await expect(toast(page)).toContainText(`${RITA} no tiene stock suficiente!`);
    await expect(rita.getByRole('textbox', { name: 'Cantidad: 3' })).toBeVisible();

    // Press and hold from 1: 2, 3 every 200 ms, then the message.
    await rita.getByRole('textbox', { name: /^Cantidad: / }).fill('1');
    await rita.getByRole('textbox', { name: /^Cantidad: / }).press('Enter');
    await expect(toast(page)).toHaveCount(0, { timeout: 5000 });
    await plus.hover();
    await page.mouse.down();
    await expect(toast(page)).toHaveText(/no tiene stock suficiente!/, { timeout: 3000 });
    await page.mouse.up();
    await expect(rita.getByRole('textbox', { name: 'Cantidad: 3' })).toBeVisible();

    // 1000 typed on a product with stock: the 999 per line rule answers.
    const heineken = await searchProduct(page, 'heineken lata', 'Cerveza Heineken Lata 350 cc');
    const field = heineken.getByRole('textbox', { name: /^Cantidad: / });
    await field.fill('1000');
    await field.press('Enter');
    await expect(toast(page)).toHaveText(/No puede agregar mas de 999 productos/);
  });

  test('the cart line says why it stops: "+" at the stock and 1000 typed', async ({ page }) => {
    await startMemberSale(page);
    const rita = await searchProduct(page, RITA_SKU, RITA);
    await rita.getByRole('textbox', { name: /^Cantidad: / }).fill('3');
    await rita.getByRole('textbox', { name: /^Cantidad: / }).press('Enter');
    await addFromCard(page, rita, `3 ${RITA} en carro!`);
    const heineken = await searchProduct(page, 'heineken lata', 'Cerveza Heineken Lata 350 cc');
    await addFromCard(page, heineken, '1 Cerveza Heineken Lata 350 cc en carro!');
    await openCart(page);

    const ritaLine = page.getByRole('article', { name: RITA });
    await expect(ritaLine.getByText('Stock máximo alcanzado')).toBeVisible();
    await ritaLine.getByRole('button', { name: 'Aumentar cantidad' }).click();
    await expect(toast(page)).toHaveText(/No hay suficiente stock/);
    await expect(ritaLine.getByRole('textbox', { name: 'Cantidad: 3' })).toBeVisible();

    const heinekenLine = page.getByRole('article', { name: 'Cerveza Heineken Lata 350 cc' });
    const field = heinekenLine.getByRole('textbox', { name: /^Cantidad: / });
    await field.fill('1000');
    await field.press('Enter');
    await expect(toast(page)).toHaveText(/No puede agregar mas de 999 productos/);
    await expect(heinekenLine.getByRole('textbox', { name: 'Cantidad: 1' })).toBeVisible();
    // A typed quantity within the limit is taken.
    await field.fill('12');
    await field.press('Enter');
    await expect(heinekenLine.getByRole('textbox', { name: 'Cantidad: 12' })).toBeVisible();
  });
});

test.describe('the header turns fixed past each screen threshold (spec 000 §9)', () => {
  test.use({ viewport: { width: 720, height: 480 } });

  async function expectThreshold(page: Page, px: number) {
    const header = page.getByRole('banner');
    // Scrolled again on every try: a screen still filling in (a read on its way) may be too
    // short to reach `y` at the first one.
    const scrollTo = async (y: number) => {
      await expect
        .poll(() =>
          page.evaluate((top) => {
            window.scrollTo(0, top);
            return window.scrollY;
          }, y),
        )
        .toBe(y);
    };
    await scrollTo(px - 1);
    await expect(header).toHaveAttribute('data-fixed', 'false');
    await scrollTo(px + 1);
    await expect(header).toHaveAttribute('data-fixed', 'true');
    await scrollTo(0);
    await expect(header).toHaveAttribute('data-fixed', 'false');
  }

  test('/perfil 45, /compra 200, /carro 90, /ingreso 50', async ({ page }) => {
    await page.goto('/login?scenario=none');
    await page.getByLabel('RUT').fill('11.111.111-1');
    await page.getByLabel('Contraseña').fill('demo1234');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByLabel('Número de máquina').fill('7');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Venta socio' }).click();
    // A complete RUT is looked up by itself: the popup comes without Continuar.
    await page.getByRole('textbox', { name: 'RUT del cliente' }).fill('12.345.678-5');
    await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(page.getByText(/Camila Rojas/).first()).toBeVisible();
    await expectThreshold(page, 45);

    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/compra$/);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectThreshold(page, 200);

    for (const [text, name] of [
      ['cristal lata', 'Cerveza Cristal Lata 470 cc'],
      ['escudo lata', 'Cerveza Escudo Lata 470 cc'],
      ['heineken lata', 'Cerveza Heineken Lata 350 cc'],
    ] as const) {
      const card = await searchProduct(page, text, name);
      await addFromCard(page, card, `1 ${name} en carro!`);
    }
    await openCart(page);
    // The cart fits the window and scrolls its lines in their own region: the page scrolls only
    // on a window too low for its content's floor.
    await page.setViewportSize({ width: 720, height: 400 });
    await expectThreshold(page, 90);

    await page
      .getByRole('navigation', { name: 'Navegación de la venta' })
      .getByRole('button', { name: 'Ingreso' })
      .click();
    await expect(page).toHaveURL(/\/ingreso$/);
    // A short screen: a low window makes it scroll.
    await page.setViewportSize({ width: 720, height: 260 });
    await expectThreshold(page, 50);
  });
});
