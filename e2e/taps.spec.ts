import type { Locator, Page } from '@playwright/test';
import { cartButtonLabel } from '../src/domain/messages.ts';
import { expect, test } from './fixtures';
import { logInToHome, MEMBER, scan } from './support';

/**
 * What a member's cash sale costs the seller, from /inicio to "Compra Finalizada", on the
 * terminal (720x1280): every tap and every keystroke beyond the RUT, the search words and the
 * cash handed over, counted by the `Seller` that does them. A seller taps a field that has not the
 * focus and clears a search that still holds the last word.
 *
 * The goal is 12 taps with searches and 9 with the handheld scanner, and the flow takes that
 * (docs/DECISIONS.md "A sale in few taps"): the budget, so a tap added anywhere fails here; no
 * keystroke beyond those three.
 */

const GOAL = { search: 12, scanner: 9 };
const BUDGET = { search: 12, scanner: 9 };

const PRODUCTS = [
  { words: 'cristal lata', name: 'Cerveza Cristal Lata 470 cc', ean: '7801000000013' },
  { words: 'casillero', name: 'Vino Casillero del Diablo Cabernet Sauvignon 750 cc', ean: '7801000000044' },
  // Paid in cash it has a promotion, answered after the method is chosen: the amount follows.
  { words: 'gato negro', name: 'Vino Gato Negro Cabernet Sauvignon 2 L', ean: '7801000000112' },
];

class Seller {
  readonly taps: string[] = [];
  readonly keys: string[] = [];
  constructor(readonly page: Page) {}

  async tap(target: Locator, what: string) {
    await target.click();
    this.taps.push(what);
  }

  /** Text the budget does not count (the RUT, a search word, the cash handed over); the field is tapped first when it has not the focus. */
  async give(field: Locator, text: string) {
    await expect(field).toBeVisible();
    if (!(await field.evaluate((el) => el === document.activeElement))) await this.tap(field, 'campo');
    await this.page.keyboard.type(text);
  }

  /** Text the budget counts, key by key. */
  async type(field: Locator, text: string) {
    await expect(field).toBeVisible();
    if (!(await field.evaluate((el) => el === document.activeElement))) await this.tap(field, 'campo');
    await this.page.keyboard.type(text);
    this.keys.push(...text.split(''));
  }
}

const searchField = (page: Page) => page.getByLabel('Buscar por nombre, SKU o EAN');

async function enterMember(seller: Seller) {
  const { page } = seller;
  await seller.tap(page.getByRole('button', { name: 'Venta socio' }), 'Venta socio');
  await seller.give(page.getByRole('textbox', { name: 'RUT del cliente' }), MEMBER.rut.replace(/\./g, ''));
  // Complete, the RUT is looked up by itself; the popup opens with the focus on it, not Aceptar.
  const popup = page.getByRole('dialog');
  await expect(popup).toBeFocused();
  await seller.tap(popup.getByRole('button', { name: 'Aceptar' }), 'Aceptar');
  await expect(page).toHaveURL(/\/perfil$/);
  await seller.tap(page.getByRole('button', { name: 'Continuar' }), 'Continuar (perfil)');
  await expect(page).toHaveURL(/\/compra$/);
  await expect(page.getByRole('article').first()).toBeVisible();
}

async function searchAndAdd(seller: Seller) {
  const { page } = seller;
  for (const [i, product] of PRODUCTS.entries()) {
    const field = searchField(page);
    if ((await field.inputValue()) !== '')
      await seller.tap(page.getByRole('button', { name: 'Limpiar' }), 'Limpiar');
    await seller.give(field, product.words);
    // The search runs after a pause: the featured slider goes, then the results come.
    await expect(page.getByRole('region', { name: 'Productos Destacados' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Productos', exact: true })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
    const card = page.getByRole('article', { name: product.name, exact: true });
    await seller.tap(card.getByRole('button', { name: /^Agregar .* al carro$/ }), 'Agregar');
    await expect(page.getByRole('button', { name: cartButtonLabel(i + 1), exact: true })).toBeVisible();
    // Ready for the next word: empty, with the focus.
    await expect(field).toHaveValue('');
    await expect(field).toBeFocused();
  }
}

async function scanAll(seller: Seller) {
  const { page } = seller;
  for (const [i, product] of PRODUCTS.entries()) {
    await scan(page, product.ean);
    await expect(page.getByRole('button', { name: cartButtonLabel(i + 1), exact: true })).toBeVisible();
  }
}

async function cartToPayment(seller: Seller) {
  const { page } = seller;
  await seller.tap(page.getByRole('button', { name: /Ver Carrito/ }), 'Ver Carrito');
  await expect(page).toHaveURL(/\/carro$/);
  const offer = page.getByRole('dialog', { name: 'Oferta personalizada' });
  await seller.tap(offer.getByRole('button', { name: 'Salir' }), 'Salir (oferta)');
  await expect(offer).toBeHidden();
  await seller.tap(
    page.getByRole('group', { name: 'Pago 1' }).getByRole('button', { name: 'Efectivo' }),
    'Efectivo',
  );
  // The cash promotion comes after the method; the amount paying the rest follows the total.
  const summary = page.getByRole('region', { name: 'Resumen de la compra' });
  // In the breakdown, which stays in the page closed (opening it would be a tap of the test's).
  await expect(summary.getByText('Descuento ofertas')).toBeAttached();
  await expect(summary).not.toHaveAttribute('aria-busy', 'true');
  const total = (await summary.getByText('Total', { exact: true }).locator('..').innerText()).replace(
    /\D/g,
    '',
  );
  await expect(page.getByLabel('Monto 1')).toHaveValue(Number(total).toLocaleString('es-CL'));
  await expect(page.getByRole('list', { name: 'Pendientes de la compra' }).getByRole('listitem')).toHaveCount(
    0,
  );
  await seller.tap(page.getByRole('button', { name: 'REALIZAR COMPRA' }), 'REALIZAR COMPRA');
  const points = page.getByRole('dialog', { name: 'Usted tiene aun puntos sin utilizar' });
  await seller.tap(points.getByRole('button', { name: 'Si' }), 'Si (puntos)');
  await expect(page).toHaveURL(/\/pago-final$/);
}

/** The customer hands over the exact amount: nothing typed is the exact amount. */
async function payExactCash(seller: Seller) {
  const { page } = seller;
  await expect(page.getByLabel('Monto recibido')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Monto exacto' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status', { name: 'Vuelto' })).toHaveText(/\$0$/);
  await seller.tap(page.getByRole('button', { name: 'Confirmar pago' }), 'Confirmar pago');
  await expect(page.getByRole('heading', { level: 2, name: 'Compra Finalizada' })).toBeVisible({
    timeout: 20_000,
  });
}

function report(seller: Seller, title: keyof typeof GOAL) {
  test.info().annotations.push({
    type: title,
    description: `${seller.taps.length} taps (${seller.taps.join(', ')}); ${seller.keys.length} keystrokes; goal ${GOAL[title]} taps`,
  });
  console.log(
    `${title}: ${seller.taps.length} taps [${seller.taps.join(', ')}], ${seller.keys.length} keystrokes`,
  );
}

test('a member cash sale of three searched products fits in the taps budget', async ({ page }) => {
  await logInToHome(page);
  const seller = new Seller(page);
  await enterMember(seller);
  await searchAndAdd(seller);
  await cartToPayment(seller);
  await payExactCash(seller);
  report(seller, 'search');
  expect(seller.keys).toEqual([]);
  expect(seller.taps.length).toBeLessThanOrEqual(BUDGET.search);
});

test('the same sale with the handheld scanner fits in its taps budget', async ({ page }) => {
  await logInToHome(page);
  const seller = new Seller(page);
  await enterMember(seller);
  await scanAll(seller);
  await cartToPayment(seller);
  await payExactCash(seller);
  report(seller, 'scanner');
  expect(seller.keys).toEqual([]);
  expect(seller.taps.length).toBeLessThanOrEqual(BUDGET.scanner);
});
