import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openLogin, signIn } from './support';

/**
 * SmartPOS options (spec 001 §2, §4, §8) on the simulated SmartPOS: the keys requested at login
 * when the cookie is not "true", then Totales, Cierre and Carga de llaves, each with its success
 * and its failure text.
 */

/** Logs in on a simulated SmartPOS without the keys cookie (as a new terminal is). */
async function logInOnSmartPos(page: Page, query: string) {
  await openLogin(page, { query });
  await signIn(page);
  await expect(page).toHaveURL(/\/(maquina|inicio)$/);
  if (page.url().endsWith('/maquina')) {
    await page.getByLabel('Número de máquina').fill('7');
    await page.getByRole('button', { name: 'Continuar' }).click();
  }
  await expect(page).toHaveURL(/\/inicio$/);
}

const keysCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'smart_pos_keys')?.value ?? null;

test('a new SmartPOS gets its keys at login; Totales, Cierre (asked first) and Carga de llaves work', async ({
  page,
}) => {
  await logInOnSmartPos(page, 'terminal=smartPos');
  await expect.poll(() => keysCookie(page)).toBe('true');

  await page.getByRole('button', { name: 'Opciones SmartPOS' }).click();
  await expect(page).toHaveURL(/\/opciones-smartpos$/);
  await page.getByRole('button', { name: 'Totales' }).click();
  const totals = page.getByRole('region', { name: 'Totales del terminal' });
  await expect(totals.getByText('Monto ventas')).toBeVisible();
  await expect(totals.getByText('$245.300')).toBeVisible();

  await page.getByRole('button', { name: 'Cierre' }).click();
  const question = page.getByRole('dialog', { name: '¿Desea realizar el cierre de caja del terminal?' });
  await question.getByRole('button', { name: 'Cierre' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Cierre de caja realizado con éxito' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Carga de llaves' }).click();
  await expect(page.getByText('Terminal SIM-TERMINAL-1')).toBeVisible();
  // A reload keeps the keys: nothing is asked again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Totales' })).toBeVisible();
  expect(await keysCookie(page)).toBe('true');

  await page.getByRole('button', { name: 'Volver' }).first().click();
  await expect(page).toHaveURL(/\/inicio$/);
});

test('a SmartPOS whose operations fail: the key load at login, Totales, Cierre and Carga de llaves say so', async ({
  page,
}) => {
  await logInOnSmartPos(page, 'terminal=smartPos&keys=fail&totals=fail&cashClose=fail');
  // The toast's own text (its live region repeats it with "Notificaciones" in front).
  await expect(page.getByText('SmartPOS loadKeys Error: simulated failure', { exact: true })).toBeVisible();
  expect(await keysCookie(page)).toBeNull();

  await page.getByRole('button', { name: 'Opciones SmartPOS' }).click();
  await page.getByRole('button', { name: 'Totales' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Ha ocurrido un error consultar los totales' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cierre' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cierre' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Ha ocurrido un error al cerrar la caja. Código 5' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Carga de llaves' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^SmartPOS loadKeys Error: / })).toBeVisible();
});

test('/opciones-smartpos on a store machine offers only the way back', async ({ page }) => {
  await logInOnSmartPos(page, 'terminal=browser');
  await expect(page.getByRole('button', { name: 'Opciones SmartPOS' })).toHaveCount(0);
  await page.goto('/opciones-smartpos');
  await expect(page.getByText('Estas opciones solo están disponibles en un SmartPOS.')).toBeVisible();
  await page.getByRole('button', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/inicio$/);
});
