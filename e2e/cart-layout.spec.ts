import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInToHome } from './support';

/**
 * The cart on the smallest terminal (360 x 640), the card terminal (720 x 1280) and the store
 * machine (1366 x 768), with 3, 30 and 100 lines: the total, the document type, the first payment
 * row (on the smallest terminal its method) and REALIZAR COMPRA are whole on screen without
 * scrolling the page (the lines scroll in their own region, the block of totals and payments in
 * its own when it is taller than its place), and the coupon and the personalised offer are in
 * reach.
 */

const SIZES = [
  { name: 'small terminal 360x640', width: 360, height: 640 },
  { name: 'terminal 720x1280', width: 720, height: 1280 },
  { name: 'store machine 1366x768', width: 1366, height: 768 },
] as const;

/** A member sale for Camila Rojas with `count` distinct sellable products, one unit each. */
async function writeCart(page: Page, count: number) {
  await page.evaluate((n) => {
    const { state } = window.demoWorld!.world;
    const products = state.products
      .filter((p) => !p.pack && p.stock > 20 && p.prices.some((x) => x.price_list_id === 1))
      .slice(0, n);
    const customer = state.customers.find((c) => c.id === 1)!;
    const stored = JSON.parse(localStorage.getItem('pos.sale') ?? 'null');
    const sale = {
      ...(stored?.state ?? {}),
      buyType: 'socio',
      customer: { id: customer.id, name: customer.name, rut: customer.rut, apply_bulk: false },
      lines: products.map((product) => ({ product, amount: 1, recommended: false })),
      coupon: null,
      payments: [{ payment_type: 'SELECCIONE', amount: 0 }],
      documentType: 'boleta',
      invoiceData: null,
      orderId: null,
      orderNumber: null,
      orderStatus: 'PENDIENTE',
      smsSent: false,
      returnId: null,
      returnSmartPosTransactionIds: [],
      recommendedProductIds: [],
      recommendedAutoShown: true,
      cartOwner: 'socio:1',
    };
    localStorage.setItem('pos.sale', JSON.stringify({ version: 1, state: sale }));
  }, count);
}

/**
 * Why `target` is not whole on screen, or null when it is: inside the window, not cut by a region
 * that scrolls or clips, and not under something else (the action bar, the footer).
 */
function notWhollyShown(target: Element): string | null {
  const r = target.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return 'not shown';
  if (r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth)
    return `outside the window (top ${r.top}, bottom ${r.bottom} of ${window.innerHeight})`;
  for (let box = target.parentElement; box && box !== document.body; box = box.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(box);
    if (overflowX === 'visible' && overflowY === 'visible') continue;
    const c = box.getBoundingClientRect();
    if (r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5 || r.left < c.left - 0.5 || r.right > c.right + 0.5)
      return `cut by its scrolling region (top ${r.top}, bottom ${r.bottom}; region ${c.top} to ${c.bottom})`;
  }
  // Its top and bottom edges, in the middle (rounded corners are not hit).
  const x = (r.left + r.right) / 2;
  for (const y of [r.top + Math.min(4, r.height / 4), r.bottom - Math.min(4, r.height / 4)]) {
    const hit = document.elementFromPoint(x, y);
    if (!hit || !target.contains(hit)) return `under ${hit?.outerHTML.slice(0, 80)}`;
  }
  return null;
}

const whole = (locator: Locator) => locator.evaluate(notWhollyShown);

for (const size of SIZES) {
  test(`${size.name}: total, document type, payment and REALIZAR COMPRA on screen with 3, 30 and 100 lines`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await logInToHome(page);
    for (const count of [3, 30, 100]) {
      await writeCart(page, count);
      await page.goto('/carro');
      const lines = page.getByRole('region', { name: 'Productos del carro' });
      await expect(lines.getByRole('article').first()).toBeVisible();
      const summary = page.getByRole('region', { name: 'Resumen de la compra' });
      await expect(summary).not.toHaveAttribute('aria-busy');
      const shown = {
        total: summary.getByText('Total', { exact: true }).locator('..'),
        'document type': page.getByRole('group', { name: 'Tipo de documento' }),
        // On the smallest terminal the first row's one-tap methods (the rest of the row is a
        // scroll of the block away); elsewhere the whole row.
        'payment 1':
          size.width < 480
            ? page.getByRole('group', { name: 'Pago 1' }).getByRole('button', { name: 'Efectivo' })
            : page.getByRole('group', { name: 'Pago 1' }),
        'REALIZAR COMPRA': page.getByRole('button', { name: 'REALIZAR COMPRA' }),
      };
      for (const [what, locator] of Object.entries(shown)) {
        expect(await whole(locator), `${count} lines: ${what}`).toBeNull();
      }
      // The page itself does not scroll: the lines do, in their own region.
      expect(
        await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
      ).toBeLessThanOrEqual(0);
      // The coupon and the offer are in reach: on screen once their region is scrolled to them
      // (again while the lines scrolled past are measured and the end moves).
      for (const name of ['Cupón', 'Mostrar oferta personalizada']) {
        const button = page.getByRole('button', { name, exact: true });
        await expect
          .poll(
            async () => {
              await button.scrollIntoViewIfNeeded();
              return whole(button);
            },
            { message: `${count} lines: ${name}` },
          )
          .toBeNull();
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
  });
}
