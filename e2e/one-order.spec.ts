import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  closeOffer,
  logInToHome,
  NON_MEMBER,
  openCart,
  payCash,
  setScenario,
  startSale,
  storedSale,
} from './support';

/**
 * One order per sale, whatever the seller taps: double and triple taps, back from /pago-final
 * and /factura and buy again, a resumed saved order bought, a lost answer and a reload between
 * create and navigate. The demo world in the page counts the orders this client created (they
 * carry its Idempotency-Key) and the requests each operation received.
 */

interface WorldCounts {
  orders: { id: number; status: string; saved: boolean; lines: [number, number][] }[];
  creates: number;
  updates: number;
}

async function world(page: Page): Promise<WorldCounts> {
  return page.evaluate(() => {
    const state = window.demoWorld?.world.state;
    if (!state) throw new Error('no demo world');
    return {
      orders: state.orders
        .filter((o) => o.idempotency_key)
        .map((o) => ({
          id: o.id,
          status: o.status,
          saved: o.saved,
          lines: o.lines.map((l): [number, number] => [l.product_id, l.amount]),
        })),
      creates: state.requestCounts.createOrder ?? 0,
      updates: state.requestCounts.updateOrder ?? 0,
    };
  });
}

/** Pedro Soto's saved orders (the seed has some already). */
async function savedOrdersOfPedro(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      window.demoWorld?.world.state.orders.filter(
        (o) => o.saved && o.status === 'PENDIENTE' && o.customer_id === 2,
      ).length ?? 0,
  );
}

async function startNonMemberSale(page: Page) {
  await logInToHome(page);
  await startSale(page, 'no-socio', NON_MEMBER.rut);
}

const COKE = 'Coca-Cola Original 1,5 L';

async function addCoke(page: Page, units: number) {
  const card = page.getByRole('article', { name: COKE });
  for (let i = 1; i < units; i += 1) await card.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await card.getByRole('button', { name: /^Agregar .* al carro$/ }).click();
  await expect(page.getByText(`${units} ${COKE} en carro!`).first()).toBeVisible();
}

/** Taps that land in one task, before React can re-render: what a double tap does on a terminal. */
async function tapTimes(page: Page, name: string, times: number) {
  await page.getByRole('button', { name }).evaluate((button, n) => {
    for (let i = 0; i < n; i += 1) (button as HTMLButtonElement).click();
  }, times);
}

async function setCartQuantity(page: Page, from: number, to: number) {
  const line = page.getByRole('article', { name: COKE });
  const step = to > from ? 'Aumentar cantidad' : 'Disminuir cantidad';
  for (let i = 0; i < Math.abs(to - from); i += 1) await line.getByRole('button', { name: step }).click();
  await expect(line.getByLabel(`Cantidad: ${to}`)).toBeVisible();
}

test('a double and a triple tap on REALIZAR COMPRA create one order', async ({ page }) => {
  await startNonMemberSale(page);
  await addCoke(page, 2);
  await openCart(page);
  await payCash(page);
  await tapTimes(page, 'REALIZAR COMPRA', 3);
  await expect(page).toHaveURL(/\/pago-final$/);
  const counts = await world(page);
  expect(counts.orders).toHaveLength(1);
  expect(counts.creates).toBe(1);
  expect(counts.orders[0]).toMatchObject({ status: 'PAGANDO', lines: [[expect.any(Number), 2]] });
});

test('back from /pago-final, change the cart and buy again: the same order, updated', async ({ page }) => {
  await startNonMemberSale(page);
  await addCoke(page, 2);
  await openCart(page);
  await payCash(page);
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).dblclick();
  await expect(page).toHaveURL(/\/pago-final$/);
  const [first] = (await world(page)).orders;

  await page.goBack();
  await expect(page).toHaveURL(/\/carro$/);
  await setCartQuantity(page, 2, 3);
  await payCash(page);
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await expect(page).toHaveURL(/\/pago-final$/);
  const counts = await world(page);
  expect(counts.orders).toHaveLength(1);
  expect(counts.orders[0]).toMatchObject({
    id: first?.id,
    status: 'PAGANDO',
    lines: [[expect.any(Number), 3]],
  });
  expect([counts.creates, counts.updates]).toEqual([1, 1]);
});

test('back from /factura and buy again: still one order', async ({ page }) => {
  await startNonMemberSale(page);
  await addCoke(page, 1);
  await openCart(page);
  await page.getByRole('radio', { name: 'Factura' }).click();
  await payCash(page);
  await tapTimes(page, 'REALIZAR COMPRA', 2);
  await expect(page).toHaveURL(/\/factura$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/carro$/);
  await tapTimes(page, 'REALIZAR COMPRA', 2);
  await expect(page).toHaveURL(/\/factura$/);
  const counts = await world(page);
  expect(counts.orders).toHaveLength(1);
  expect(counts.creates).toBe(1);
});

test('a resumed saved order is bought as the same order and leaves the saved list', async ({ page }) => {
  await startNonMemberSale(page);
  await addCoke(page, 2);
  await openCart(page);
  await payCash(page);
  const seeded = await savedOrdersOfPedro(page);
  await tapTimes(page, 'Guardar Pedido', 2);
  await expect(page).toHaveURL(/\/guardados$/);
  const resume = page.getByRole('button', { name: /^Retomar pedido .* de Pedro Soto$/ });
  await expect(resume).toHaveCount(seeded + 1);
  // Newest first: the order just saved.
  await resume.first().click();

  await expect(page).toHaveURL(/\/carro$/);
  await closeOffer(page);
  await setCartQuantity(page, 2, 4);
  // Resuming restores the lines, not the payments (spec 000 §4); saving needs them complete.
  await payCash(page);
  await tapTimes(page, 'Actualizar Pedido', 2);
  await expect(page).toHaveURL(/\/guardados$/);
  await expect(resume).toHaveCount(seeded + 1);
  await resume.first().click();
  await expect(page).toHaveURL(/\/carro$/);
  await closeOffer(page);
  await payCash(page);
  await tapTimes(page, 'REALIZAR COMPRA', 2);
  await expect(page).toHaveURL(/\/pago-final$/);

  const counts = await world(page);
  expect(counts.orders).toHaveLength(1);
  expect(counts.orders[0]).toMatchObject({
    saved: false,
    status: 'PAGANDO',
    lines: [[expect.any(Number), 4]],
  });
  expect([counts.creates, counts.updates]).toEqual([1, 2]);
  await page.goto('/guardados');
  await expect(resume).toHaveCount(seeded);
});

test('Actualizar Pedido on a paying order keeps it as a saved order', async ({ page }) => {
  await startNonMemberSale(page);
  await addCoke(page, 1);
  await openCart(page);
  await payCash(page);
  const seeded = await savedOrdersOfPedro(page);
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await expect(page).toHaveURL(/\/pago-final$/);
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Actualizar Pedido' })).toBeVisible();
  await page.getByRole('button', { name: 'Actualizar Pedido' }).click();
  await expect(page).toHaveURL(/\/guardados$/);
  await expect(page.getByRole('button', { name: /^Retomar pedido .* de Pedro Soto$/ })).toHaveCount(
    seeded + 1,
  );
  const counts = await world(page);
  expect(counts.orders).toEqual([expect.objectContaining({ saved: true, status: 'PENDIENTE' })]);
});

/** Two Coca-Cola paid in cash, REALIZAR COMPRA: the world creates the order, its answer is lost. */
async function buyWithLostAnswer(page: Page) {
  await startNonMemberSale(page);
  await addCoke(page, 2);
  await openCart(page);
  await payCash(page);
  await setScenario(page, 'lost-answer:createOrder');
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
}

test('an answer lost after the order was created, then a reload: the order is found, not created again', async ({
  page,
}) => {
  await buyWithLostAnswer(page);
  // The server created it, the seller saw a failure and stays on /carro.
  await expect(page.getByText('Ha ocurrido un error', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/carro$/);
  expect((await world(page)).orders).toHaveLength(1);

  await setScenario(page, null);
  await page.reload();
  // The unanswered request is sent again with its key: the first order, and on to /pago-final.
  await expect(page).toHaveURL(/\/pago-final$/);
  const counts = await world(page);
  expect(counts.orders).toHaveLength(1);
  expect(counts.creates).toBe(2);
  await expect
    .poll(() => storedSale(page))
    .toMatchObject({
      orderId: counts.orders[0]?.id,
      pendingOrder: null,
      orderStatus: 'PAGANDO',
    });
});

test('a lost answer, then the seller taps again: the same order', async ({ page }) => {
  await buyWithLostAnswer(page);
  await expect(page.getByText('Ha ocurrido un error', { exact: true }).first()).toBeVisible();
  await setScenario(page, null);
  await setCartQuantity(page, 2, 1);
  await payCash(page);
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await expect(page).toHaveURL(/\/pago-final$/);
  const counts = await world(page);
  expect(counts.orders).toHaveLength(1);
  expect(counts.orders[0]?.lines).toEqual([[expect.any(Number), 1]]);
});
