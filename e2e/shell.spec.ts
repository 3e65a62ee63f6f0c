import { expect, test } from '@playwright/test';

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
    await page.evaluate(() => {
      localStorage.setItem('pos.session', '{"version":1,"state":{"user":42}}');
      localStorage.setItem('pos.sale', 'not json');
    });
    await page.goto('/inicio');
    await expect(page).toHaveURL(/\/login$/);
    const saved = await page.evaluate(() => localStorage.getItem('pos.sale'));
    expect(saved === null || !saved.includes('not json')).toBe(true);
  });
});
