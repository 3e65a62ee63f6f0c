import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A 401 in the middle of a sale ends the session, not the sale (docs/DECISIONS.md): /login
 * says the session expired, `pos.sale` is kept, the same seller logging in again returns to
 * the screen they were on with the same cart, and a different seller starts clean.
 */

const EXPIRED = 'Su sesión expiró. Ingrese nuevamente para continuar.';

type DemoWindow = {
  demoWorld: {
    setScenario(value: string | null): void;
    world: {
      state: {
        revokedTokens: string[];
        stores: { id: number; bsale_api_token_name: string | null }[];
      };
    };
  };
};

async function fault(page: Page, name: string | null) {
  await page.evaluate((value) => (window as unknown as DemoWindow).demoWorld.setScenario(value), name);
}

async function savedSale(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('pos.sale') ?? '{}').state);
}

async function signIn(page: Page, rut: string) {
  await page.getByLabel('RUT').fill(rut);
  await page.getByLabel('Contraseña').fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Login, machine 7, a member sale for Camila Rojas with two products, at /compra. */
async function saleWithTwoProducts(page: Page) {
  await page.goto('/login?world=reset&scenario=none');
  await signIn(page, '11.111.111-1');
  await expect(page).toHaveURL(/\/maquina$/);
  await page.getByLabel('Número de máquina').fill('7');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Venta socio' }).click();
  // A complete RUT is looked up by itself: the popup comes without Continuar.
  await page.getByRole('textbox', { name: 'RUT del cliente' }).fill('12.345.678-5');
  await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('heading', { name: '¡Hola, Camila Rojas!' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/compra$/);
  for (const name of ['Cerveza Cristal Lata 470 cc', 'Cerveza Escudo Lata 470 cc']) {
    await page
      .getByRole('article', { name })
      .getByRole('button', { name: /^Agregar .* al carro$/ })
      .click();
    await expect(page.getByText(`1 ${name} en carro!`).first()).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Carro, 2 productos' })).toBeVisible();
}

test('a 401 on /carro keeps the cart; the same seller logs in again and is back on /carro with it', async ({
  page,
}) => {
  await saleWithTwoProducts(page);
  await page.getByRole('button', { name: /Ver Carrito/ }).click();
  await expect(page).toHaveURL(/\/carro$/);
  const offer = page.getByRole('dialog', { name: 'Oferta personalizada' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Salir' }).click();
  // The sale store writes localStorage a moment after it changes (src/session/persisted.ts).
  await expect.poll(async () => (await savedSale(page)).lines).toHaveLength(2);
  const before = await savedSale(page);

  await fault(page, 'session-expired:validateCoupon');
  await page.getByRole('button', { name: 'Cupón' }).click();
  await page.getByLabel('Código de cupón').fill('CLUB10');
  await page.getByRole('button', { name: 'Aplicar' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: EXPIRED })).toBeVisible();
  await expect
    .poll(async () => {
      const kept = await savedSale(page);
      return { lines: kept.lines, customer: kept.customer };
    })
    .toEqual({ lines: before.lines, customer: before.customer });

  // A reload of /login still says why.
  await page.reload();
  await expect(page.getByText(EXPIRED)).toBeVisible();

  await fault(page, null);
  await signIn(page, '11.111.111-1');
  await expect(page).toHaveURL(/\/carro$/);
  await expect(page.getByRole('article', { name: 'Cerveza Cristal Lata 470 cc' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Cerveza Escudo Lata 470 cc' })).toBeVisible();
  await expect.poll(async () => (await savedSale(page)).lines).toEqual(before.lines);
});

test('several 401s at once (a revoked token on a reload of /compra) log out once and keep the sale', async ({
  page,
}) => {
  await saleWithTwoProducts(page);
  const logouts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/logout')) logouts.push(request.url());
  });
  await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('pos.session') ?? '{}').state.accessToken as string;
    (window as unknown as DemoWindow).demoWorld.world.state.revokedTokens.push(token);
    // Any answered call saves the world, so the revocation survives the reload.
    await fetch('/api/customers/1/points');
  });
  await page.reload();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(EXPIRED)).toBeVisible();
  await expect.poll(async () => (await savedSale(page)).lines).toHaveLength(2);
  // The server already ended the session: it is not told again.
  expect(logouts).toHaveLength(0);

  await signIn(page, '11.111.111-1');
  await expect(page).toHaveURL(/\/compra$/);
  await expect(page.getByRole('button', { name: 'Carro, 2 productos' })).toBeVisible();
});

test('a different seller logging in after the expiry starts with a clean sale', async ({ page }) => {
  await saleWithTwoProducts(page);
  // The second demo store lacks its Bsale token (a login restriction): give it one.
  await page.evaluate(() => {
    const store = (window as unknown as DemoWindow).demoWorld.world.state.stores.find((s) => s.id === 2);
    if (store) store.bsale_api_token_name = 'bsale-demo-nunoa';
  });
  await fault(page, 'session-expired:listProducts');
  await page.getByLabel('Buscar por nombre, SKU o EAN').fill('torobayo');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(EXPIRED)).toBeVisible();
  await expect.poll(async () => (await savedSale(page)).lines).toHaveLength(2);

  await fault(page, null);
  await signIn(page, '22.222.222-2');
  await expect(page).toHaveURL(/\/maquina$/);
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
  // The sale store writes localStorage a moment after it changes (src/session/persisted.ts).
  await expect
    .poll(async () => {
      const sale = await savedSale(page);
      return { lines: sale.lines, customer: sale.customer };
    })
    .toEqual({ lines: [], customer: null });
});

test("the seller's own logout still clears the sale", async ({ page }) => {
  await saleWithTwoProducts(page);
  await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
  await expect.poll(async () => (await savedSale(page)).lines).toEqual([]);
});
