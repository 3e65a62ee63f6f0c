import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInToHome, setScenario } from './support';

/**
 * Delivery-platform orders (spec 001 /orden-delivery) on the demo world: an Uber Eats order with
 * the integration found by its code, refreshed, billed and printed; one whose billing fails and
 * prints the voucher; reloads in between keep the order.
 */

const UBER_EATS_CODE = 'UE-48213';

/** From /inicio: Delivery, Uber Eats (integration on): /orden-delivery/ubereats. */
async function openUberEats(page: Page) {
  await page.getByRole('button', { name: 'Delivery' }).click();
  await page.getByRole('button', { name: 'Uber Eats', exact: true }).click();
  await expect(page).toHaveURL(/\/orden-delivery\/ubereats$/);
  await expect(page.getByRole('heading', { name: 'Pedido UBEREATS' })).toBeVisible();
}

async function search(page: Page, code: string) {
  await page.getByLabel('Código').fill(code);
  await page.getByRole('button', { name: 'Buscar' }).click();
}

const world = (page: Page) =>
  page.evaluate((code) => {
    const state = window.demoWorld!.world.state;
    const delivery = state.deliveryOrders.find((d) => d.code === code)!;
    return {
      id: delivery.id,
      billId: delivery.bill_id,
      accepts: state.requestCounts.acceptDeliveryOrder ?? 0,
      refreshes: state.requestCounts.refreshDeliveryOrder ?? 0,
      prints: state.requestCounts.printBill ?? 0,
    };
  }, UBER_EATS_CODE);

test('an Uber Eats order: a short code, found, refreshed, a reload, billed once, printed, then /inicio', async ({
  page,
}) => {
  await logInToHome(page);
  await openUberEats(page);
  await search(page, 'UE-4');
  await expect(page.getByText('Código incompleto')).toBeVisible();
  await search(page, UBER_EATS_CODE);
  const { id } = await world(page);
  await expect(page.getByRole('heading', { name: `Pedido ${id}` })).toBeVisible();
  await expect(page.getByText('Estado: Pendiente de preparación')).toBeVisible();
  await expect(
    page.getByRole('row', { name: /Vino Santa Rita/ }).getByText('(stock insuficiente)'),
  ).toBeAttached();

  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect.poll(async () => (await world(page)).refreshes).toBe(1);
  // A reload keeps the order on screen.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Pedido ${id}` })).toBeVisible();

  await page.getByRole('button', { name: 'Generar boleta' }).dblclick();
  await expect(page.getByRole('button', { name: 'Imprimir boleta' })).toBeVisible();
  expect(await world(page)).toMatchObject({ accepts: 1 });
  expect((await world(page)).billId).not.toBeNull();
  await page.reload();
  await page.getByRole('button', { name: 'Imprimir boleta' }).click();
  await expect(page).toHaveURL(/\/inicio$/);
  expect((await world(page)).prints).toBe(1);
});

test('an Uber Eats order whose billing fails: "Imprimir comprobante" prints the voucher; a reload keeps that choice', async ({
  page,
}) => {
  await logInToHome(page);
  await openUberEats(page);
  await search(page, UBER_EATS_CODE);
  await setScenario(page, 'billing-failure');
  await page.getByRole('button', { name: 'Generar boleta' }).click();
  await expect(page.getByRole('button', { name: 'Imprimir comprobante' })).toBeVisible();
  await setScenario(page, null);
  await page.reload();
  await page.getByRole('button', { name: 'Imprimir comprobante' }).click();
  await expect(page).toHaveURL(/\/inicio$/);
  expect(await world(page)).toMatchObject({ accepts: 1, prints: 1, billId: null });
});

test('/orden-delivery without a known platform goes to /inicio', async ({ page }) => {
  await logInToHome(page);
  await page.goto('/orden-delivery/otra');
  await expect(page).toHaveURL(/\/inicio$/);
});
