import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInToHome } from './support';

/**
 * Stock entry on both machines (720 x 1280 terminal, 1366 x 768 store machine): "Ingresar Stock"
 * and "Cerrar …" are on screen without scrolling, on a short document and on the 316-line guide
 * of the demo world (mocks/world/seed.ts); on the store machine the entry form is beside the
 * lines, also without scrolling.
 */

const SIZES = [
  { name: 'terminal 720x1280', width: 720, height: 1280 },
  { name: 'store machine 1366x768', width: 1366, height: 768 },
] as const;

/** The 316-line guide of the demo world: the guide with the most lines. */
async function longGuide(page: Page): Promise<{ path: string; lines: number }> {
  return page.evaluate(() => {
    const guides = window.demoWorld!.world.state.storeOrders;
    const guide = guides.reduce((a, b) => (b.lines.length > a.lines.length ? b : a));
    return { path: `/ingresar-stock/guia-de-despacho/${guide.id}`, lines: guide.lines.length };
  });
}

/** A short document: a new invoice on OC-24017 (four lines), entered from /ingresar-stock. */
async function openNewInvoice(page: Page) {
  await page.getByRole('button', { name: 'Ingreso de stock' }).click();
  const list = page.getByLabel('Orden de compra');
  await list.selectOption({ label: (await list.locator('option', { hasText: 'OC-24017' }).textContent())! });
  await page.getByLabel('Número de factura').fill('77009');
  await page.getByRole('button', { name: 'Ingresar Factura' }).click();
  await expect(page.getByText('Factura ingresada: 77009')).toBeVisible();
}

for (const size of SIZES) {
  for (const which of ['short', 'long'] as const) {
    test(`${size.name}, ${which} document: the actions and the entry form on screen without scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await logInToHome(page);
      let lines = 4;
      if (which === 'long') {
        const guide = await longGuide(page);
        lines = guide.lines;
        expect(lines).toBeGreaterThanOrEqual(300);
        await page.goto(guide.path);
      } else {
        await openNewInvoice(page);
      }
      const table = page.getByRole('table');
      // Every line is there (the header row and one row per line).
      await expect(table.getByRole('row')).toHaveCount(lines + 1);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      const close = which === 'long' ? 'Cerrar Guía de Despacho' : 'Cerrar Factura';
      for (const name of ['Ingresar Stock', close]) {
        await expect(page.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
      }
      await expect(page.getByLabel('Ingresar código de barra')).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Agregar Producto' })).toBeInViewport({ ratio: 1 });

      if (which === 'long') {
        // The actions stay reachable while the seller scrolls through the lines.
        await page.mouse.wheel(0, 4000);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        await expect(page.getByRole('button', { name: 'Ingresar Stock' })).toBeInViewport({ ratio: 1 });
      }
    });
  }
}
