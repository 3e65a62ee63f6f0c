import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInToHome } from './support';

/**
 * Stock entry on the smallest terminal (360 x 640), the card terminal (720 x 1280) and the store
 * machine (1366 x 768): "Ingresar Stock" and "Cerrar …" are on screen without scrolling, on a
 * short document and on the 316-line guide of the demo world (mocks/world/seed.ts). On the long
 * guide the screen fits the window: the lines scroll in their own region, and once they are
 * scrolled to the end the title (whole), the entry form with "Agregar Producto", the filter and
 * the column headers are still in place; the irreversible close sits apart from "Ingresar Stock".
 */

const SIZES = [
  { name: 'small terminal 360x640', width: 360, height: 640, short: false },
  { name: 'terminal 720x1280', width: 720, height: 1280, short: true },
  { name: 'store machine 1366x768', width: 1366, height: 768, short: true },
] as const;

/** The 316-line guide of the demo world: the guide with the most lines. */
async function longGuide(page: Page): Promise<{ id: number; path: string; lines: number }> {
  return page.evaluate(() => {
    const guides = window.demoWorld!.world.state.storeOrders;
    const guide = guides.reduce((a, b) => (b.lines.length > a.lines.length ? b : a));
    return { id: guide.id, path: `/ingresar-stock/guia-de-despacho/${guide.id}`, lines: guide.lines.length };
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

/**
 * Why `target` is not whole on screen, or null when it is: inside the window, not cut by a region
 * that scrolls or clips, and not under something else (at its top and bottom edges).
 */
function notWhollyShown(target: Element): string | null {
  const r = target.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return 'not shown';
  if (r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth)
    return `outside the window (top ${r.top}, bottom ${r.bottom}, right ${r.right})`;
  for (let box = target.parentElement; box && box !== document.body; box = box.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(box);
    if (overflowX === 'visible' && overflowY === 'visible') continue;
    const c = box.getBoundingClientRect();
    if (r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5 || r.left < c.left - 0.5 || r.right > c.right + 0.5)
      return `cut by its region (top ${r.top}, bottom ${r.bottom}; region ${c.top} to ${c.bottom})`;
  }
  const x = (r.left + r.right) / 2;
  for (const y of [r.top + Math.min(4, r.height / 4), r.bottom - Math.min(4, r.height / 4)]) {
    const hit = document.elementFromPoint(x, y);
    if (!hit || !target.contains(hit)) return `under ${hit?.outerHTML.slice(0, 80)}`;
  }
  return null;
}

const whole = (locator: Locator) => locator.evaluate(notWhollyShown);

for (const size of SIZES) {
  for (const which of size.short ? (['short', 'long'] as const) : (['long'] as const)) {
    test(`${size.name}, ${which} document: the actions and the entry form on screen without scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await logInToHome(page);
      let lines = 4;
      let guide = { id: 0, path: '', lines: 0 };
      if (which === 'long') {
        guide = await longGuide(page);
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
        await theLongGuideFits(page, lines);
        await anEntryFarDownIsShown(page, guide.id);
      }
    });
  }
}

/** The 316-line guide, open: what stays in place while its lines scroll to the end. */
async function theLongGuideFits(page: Page, lines: number) {
  // The title, whole: "POS Ingreso Guía de Despacho", not "POS Ingreso Guía de …".
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('POS Ingreso Guía de Despacho');
  expect(
    await title.evaluate((h) => ({
      wide: h.scrollWidth > h.clientWidth,
      tall: h.scrollHeight > h.clientHeight,
    })),
  ).toEqual({ wide: false, tall: false });
  expect(await whole(title)).toBeNull();

  // The lines scroll in their own region, to their last line; the page itself does not scroll.
  const region = page.getByRole('region', { name: 'Productos del documento' });
  await region.hover();
  await page.mouse.wheel(0, lines * 200);
  await expect
    .poll(() => region.evaluate((r) => r.scrollHeight - r.clientHeight - r.scrollTop))
    .toBeLessThanOrEqual(1);
  expect(await whole(region.getByRole('row').last())).toBeNull();
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
  ).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const shown = {
    title,
    'barcode field': page.getByLabel('Ingresar código de barra'),
    quantity: page.getByRole('group', { name: 'Cantidad a ingresar' }),
    'Agregar Producto': page.getByRole('button', { name: 'Agregar Producto' }),
    filter: page.getByRole('searchbox', { name: 'Filtrar productos' }),
    'column Producto': page.getByRole('columnheader', { name: 'Producto' }),
    'column Por ingresar': page.getByRole('columnheader', { name: 'Por ingresar' }),
    'column Ingresado': page.getByRole('columnheader', { name: 'Ingresado' }),
    'Ingresar Stock': page.getByRole('button', { name: 'Ingresar Stock' }),
    'Cerrar Guía de Despacho': page.getByRole('button', { name: 'Cerrar Guía de Despacho' }),
  };
  for (const [what, locator] of Object.entries(shown)) {
    expect(await whole(locator), `after scrolling the lines to the end: ${what}`).toBeNull();
  }

  // The close cannot be undone: apart from "Ingresar Stock" (at least two touch targets away,
  // not in its bar) and no bigger than it.
  const enter = (await shown['Ingresar Stock'].boundingBox())!;
  const closeBox = (await shown['Cerrar Guía de Despacho'].boundingBox())!;
  const apart = Math.max(
    enter.y - (closeBox.y + closeBox.height),
    closeBox.y - (enter.y + enter.height),
    enter.x - (closeBox.x + closeBox.width),
    closeBox.x - (enter.x + enter.width),
  );
  expect(apart, 'space between "Cerrar Guía de Despacho" and "Ingresar Stock"').toBeGreaterThanOrEqual(96);
  expect(closeBox.height).toBeLessThanOrEqual(enter.height);
  expect(closeBox.width * closeBox.height).toBeLessThan(enter.width * enter.height);
}

/**
 * The lines scrolled back to the top, a product of the guide's last lines entered (typed, 1,
 * Aceptar): its line is brought into view below the column headers and marked, the entry form
 * still in place for the next product.
 */
async function anEntryFarDownIsShown(page: Page, guideId: number) {
  const { name, ean } = await page.evaluate((id) => {
    const { state } = window.demoWorld!.world;
    const lines = state.storeOrders.find((g) => g.id === id)!.lines;
    const product = state.products.find((p) => p.id === lines[lines.length - 3]!.product_id)!;
    return { name: product.name, ean: String(product.ean).split(',')[0]! };
  }, guideId);
  const region = page.getByRole('region', { name: 'Productos del documento' });
  await region.evaluate((r) => {
    r.scrollTop = 0;
  });
  const row = region.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  expect(await whole(row), 'the line before its entry, with the lines at the top').not.toBeNull();

  await page.getByLabel('Ingresar código de barra').fill(ean);
  await page.getByRole('group', { name: 'Cantidad a ingresar' }).getByRole('textbox').fill('1');
  await page.getByRole('button', { name: 'Agregar Producto' }).click();
  await page
    .getByRole('dialog', { name: /^Ingresar x1 de / })
    .getByRole('button', { name: 'Aceptar' })
    .click();
  await expect(page.getByLabel('Ingresar código de barra')).toHaveValue('');

  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect
    .poll(() => whole(row), { message: 'the entered line, whole and not under the headers' })
    .toBeNull();
  await expect(region.locator('tr[aria-current="true"]')).toHaveCount(1);
  expect(await whole(page.getByRole('button', { name: 'Agregar Producto' }))).toBeNull();
  expect(await whole(page.getByLabel('Ingresar código de barra'))).toBeNull();
}
