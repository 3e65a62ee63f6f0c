import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  buyWithOneRow,
  logIn,
  logInToHome,
  NON_MEMBER,
  requestCount,
  saleWorld,
  setScenario,
  signIn,
  startSale,
  step,
  storedSale,
} from './support';

/**
 * The doors a charge could be left behind by (docs/DECISIONS.md "The payment engine"), each
 * walked as a seller does on the demo world: logging out during a card wait, a charge the server
 * refuses after the card was taken, "Cancelar compra" when the customer pays the QR in the same
 * second, and an answer lost while the server commits the charge a few seconds later.
 */

const card = (page: Page) => step(page, 1, 1);

/** The demo world's annulments of card transactions (announced by the simulated SmartPOS). */
const annulments = (page: Page) =>
  page.evaluate(() => ({ ...(window.demoWorld?.world.state.annulments ?? {}) }));

/** The Idempotency-Keys every create of a Redelcom charge was sent with (stored with their answer). */
const redelcomKeys = (page: Page) =>
  page.evaluate(() =>
    Object.entries(window.demoWorld?.world.state.idempotency ?? {})
      .filter(([, seen]) => seen.operation === 'createRedelcomPayment')
      .map(([key]) => key),
  );

test('logging out during a card wait asks first; the charge stays with the machine and the next login resumes it, charged once', async ({
  page,
}) => {
  await logIn(page, 'terminal=redelcom');
  await startSale(page, 'no-socio', NON_MEMBER.rut);
  await buyWithOneRow(page, 'TARJETA DE DEBITO');
  await setScenario(page, 'payment-expired'); // the machine waits for the card
  await card(page).getByRole('button', { name: 'Cobrar con tarjeta' }).click();
  await expect(card(page).getByText('Esperando confirmación del pago')).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText('Hay un pago en curso en esta venta.');
  // "Volver al pago" keeps the seller on the step, with its own cancel.
  await question.getByRole('button', { name: 'Volver al pago' }).click();
  await expect(card(page).getByText('Esperando confirmación del pago')).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar sesión igual' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Back in on the same machine: straight to the charge, which is still being followed.
  await signIn(page);
  await expect(page).toHaveURL(/\/pago-final$/);
  await expect(card(page).getByText('Esperando confirmación del pago')).toBeVisible();
  await setScenario(page, null); // the card goes through
  await expect(card(page)).toBeHidden({ timeout: 20_000 });
  const world = await saleWorld(page);
  expect(world.payments).toEqual([{ type: 'TARJETA DE DEBITO', status: 'APROBADO', charges: 1 }]);
  expect(await requestCount(page, 'createRedelcomPayment')).toBe(1);
});

test('logging out of a sale sent to payment with nothing charged keeps it: the next login finds it on /pago-final, where Cancelar compra ends the order', async ({
  page,
}) => {
  await logInToHome(page);
  await startSale(page, 'no-socio', NON_MEMBER.rut);
  await buyWithOneRow(page, 'EFECTIVO');
  await expect(page).toHaveURL(/\/pago-final$/);
  await expect.poll(async () => (await storedSale(page)).orderStatus).toBe('PAGANDO');
  const { orderId } = await storedSale(page);

  // Nothing is charged yet: no question, the seller is logged out; the order is still PAGANDO.
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page);
  await expect(page).toHaveURL(/\/pago-final$/);
  expect((await storedSale(page)).orderId).toBe(orderId);
  expect((await saleWorld(page)).orderStatus).toBe('PAGANDO');
  await page.getByRole('button', { name: 'Cancelar compra' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, cancelar la compra' }).click();
  await expect(page).toHaveURL(/\/inicio$/);
  expect(await requestCount(page, 'rejectOrder')).toBe(1);
  expect(await requestCount(page, 'createOrder')).toBe(1);
});

test('a SmartPOS card the server refuses to record ("reset") is annulled on the machine, then the step opens again and pays once', async ({
  page,
}) => {
  await logIn(page, 'terminal=smartPos');
  await startSale(page, 'no-socio', NON_MEMBER.rut);
  await buyWithOneRow(page, 'TARJETA DE DEBITO');
  await setScenario(page, 'reset:createTransbankSmartPosPayment');
  await card(page).getByRole('button', { name: 'Cobrar con tarjeta' }).click();
  await expect(card(page)).toContainText('La transacción ya fue registrada en otra orden');
  await expect(card(page)).toContainText('El cobro fue anulado en la máquina.');
  expect(Object.values(await annulments(page))).toEqual([1]);
  // Not a dead end: the step, Cambiar and Cancelar compra are there again.
  await expect(card(page).getByRole('button', { name: 'Cambiar' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Cancelar compra' })).toBeEnabled();

  await setScenario(page, null);
  await card(page).getByRole('button', { name: 'Reintentar' }).click();
  await expect(card(page)).toBeHidden({ timeout: 20_000 });
  const world = await saleWorld(page);
  expect(world.payments[0]).toMatchObject({ status: 'APROBADO' });
  expect(await requestCount(page, 'createTransbankSmartPosPayment')).toBe(2);
  expect(Object.values(await annulments(page))).toEqual([1]);
});

test('"Cancelar compra" while the customer pays the MACH QR in the same second: the payment shows paid and the sale is not cancelled', async ({
  page,
}) => {
  await logIn(page, 'terminal=browser');
  await startSale(page, 'no-socio', NON_MEMBER.rut);
  await buyWithOneRow(page, 'MACH');
  await card(page).getByRole('button', { name: 'Generar QR' }).click();
  await expect(card(page).getByRole('img', { name: 'Código QR de pago MACH' })).toBeVisible();
  await setScenario(page, 'qr-paid-at-cancel');
  await page.getByRole('button', { name: 'Cancelar compra' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, cancelar la compra' }).click();
  await expect(
    page.getByText('El pago ya fue aprobado: la compra no se canceló.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Compra Finalizada' })).toBeVisible({
    timeout: 20_000,
  });
  const world = await saleWorld(page);
  expect(world.orderStatus).not.toBe('RECHAZADO');
  expect(world.payments).toEqual([{ type: 'MACH', status: 'APROBADO', charges: 1 }]);
  expect(await requestCount(page, 'rejectOrder')).toBe(0);
});

test('a Redelcom start whose answer is lost and committed seconds later stays unknown; Reintentar resends it with the same key: one charge', async ({
  page,
}) => {
  await logIn(page, 'terminal=redelcom');
  await startSale(page, 'no-socio', NON_MEMBER.rut);
  await buyWithOneRow(page, 'TARJETA DE DEBITO');
  await setScenario(page, 'late-commit:createRedelcomPayment');
  await card(page).getByRole('button', { name: 'Cobrar con tarjeta' }).click();
  // The read right after does not show the charge: that is not "not charged".
  await expect(card(page)).toContainText('No se pudo confirmar el pago.');
  await expect(card(page).getByRole('button', { name: 'Cobrar con tarjeta' })).toBeHidden();
  await setScenario(page, null);
  await card(page).getByRole('button', { name: 'Reintentar' }).click();
  await expect(card(page)).toBeHidden({ timeout: 20_000 });
  const world = await saleWorld(page);
  expect(world.payments).toEqual([{ type: 'TARJETA DE DEBITO', status: 'APROBADO', charges: 1 }]);
  expect(await requestCount(page, 'createRedelcomPayment')).toBe(2);
  expect(await redelcomKeys(page)).toHaveLength(1);
});
