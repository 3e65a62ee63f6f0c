import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInToHome } from './support';

/** Every store's pending write done now, as the app does when the page goes (its `pagehide`). */
const flushStores = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('pagehide')));

test.describe('the routed shell on the demo backend', () => {
  test('a visitor opening / lands on /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown path goes to /404 with a link back to /', async ({ page }) => {
    await page.goto('/no-existe');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: '404 Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('link', { name: /volver/i })).toHaveAttribute('href', '/');
  });

  test('corrupted saved state is reset instead of crashing the app', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('RUT')).toBeEditable();
    // The app writes a changed store once the page is idle, and at once when the page goes: make
    // any such write happen now, or it would put a good value back over the bad one on the way out.
    await flushStores(page);
    await page.evaluate(() => {
      localStorage.setItem('pos.session', '{"version":1,"state":{"user":42}}');
      localStorage.setItem('pos.sale', 'not json');
    });
    await page.goto('/inicio');
    await expect(page).toHaveURL(/\/login$/);
    // The seller is told what was lost (docs/DECISIONS.md "Unreadable saved data").
    await expect(
      page.getByText(
        /^No se pudieron recuperar datos guardados en este equipo \((la sesión y la venta en curso|la venta en curso y la sesión)\); se empezó de nuevo\. Revise antes de seguir\.$/,
      ),
    ).toBeVisible();
    const saved = await page.evaluate(() => localStorage.getItem('pos.sale'));
    expect(saved === null || !saved.includes('not json')).toBe(true);
    // The form works: nothing else broke.
    await expect(page.getByLabel('RUT')).toBeEditable();
  });

  test('a sale saved by an older version of the app is dropped with a message, the session kept', async ({
    page,
  }) => {
    await page.goto('/login?world=reset');
    await page.getByLabel('RUT').fill('11.111.111-1');
    await page.getByLabel('Contraseña').fill('demo1234');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/maquina$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await flushStores(page);
    await page.evaluate(() => localStorage.setItem('pos.sale', '{"version":0,"state":{"lines":[]}}'));
    await page.reload();
    await expect(page).toHaveURL(/\/maquina$/);
    await expect(
      page.getByText(
        'No se pudieron recuperar datos guardados en este equipo (la venta en curso); se empezó de nuevo. Revise antes de seguir.',
        {
          exact: true,
        },
      ),
    ).toBeVisible();
  });

  test('the network drops on a screen of the demo build: "Sin conexión" above it, the screen kept', async ({
    page,
  }) => {
    // No service worker keeps the app's files here: the notice's own part is fetched while the
    // network is up, and shown plainly when it could not be (src/app/offline/AppNotices.tsx).
    await logInToHome(page);
    const main = page.getByRole('button', { name: 'Venta socio' });
    await expect(main).toBeVisible();
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'Sin conexión: se muestran los últimos datos leídos' });
    try {
      await page.context().setOffline(true);
      await expect(notice).toBeVisible();
      await expect(main).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await page.context().setOffline(false);
    }
    await expect(notice).toHaveCount(0);
    await expect(main).toBeEnabled();
  });
});

test('a screen whose own part cannot be loaded: the error page says so in Spanish, and Refrescar opens the screen once it can be', async ({
  page,
}) => {
  await logInToHome(page);
  // The network gives nothing for the screen's own file, as on a demo build with no network.
  const screenFile = /\/assets\/guardados-[\w-]+\.js$/;
  await page.route(screenFile, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Pedidos guardados' }).click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Ha ocurrido un error' })).toBeVisible();
  await expect(alert).toContainText('Ha ocurrido un error cargando la información');
  await expect(alert).not.toContainText('module');
  await page.unroute(screenFile);
  await page.getByRole('button', { name: 'Refrescar' }).click();
  await expect(page).toHaveURL(/\/guardados$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pedidos guardados');
});
