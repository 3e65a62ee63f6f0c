import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  finishAndPrint,
  logIn,
  MEMBER,
  NON_MEMBER,
  openCart,
  orderPayments,
  purchaseHints,
  requestCount,
  setScenario,
  startSale,
  step,
  walletSplitCart,
} from './support';

/**
 * No way around a payment that cannot be rewritten: while a card charge waits on the machine,
 * nothing leads to an order update (Volver is disabled, browser back and a typed /carro come back
 * to /pago-final); once a step is approved, every screen reachable from /pago-final is read-only
 * or leads back to it, and the sale ends with one order and one charge per payment.
 */

const COKE = 'Coca-Cola Original 1,5 L';
const headerBack = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Volver' });
const continuePayment = (page: Page) => page.getByRole('button', { name: 'Continuar con el pago' });
const onPayment = (page: Page) => expect(page).toHaveURL(/\/pago-final$/);

async function redelcomCardSale(page: Page) {
  await logIn(page, 'terminal=redelcom');
  await startSale(page, 'no-socio', NON_MEMBER.rut);
  await page
    .getByRole('article', { name: COKE })
    .getByRole('button', { name: /^Agregar .* al carro$/ })
    .click();
  await expect(page.getByText(`1 ${COKE} en carro!`).first()).toBeVisible();
  await openCart(page);
  await page.getByLabel('Método de pago 1').selectOption('TARJETA DE DEBITO');
  await page.getByLabel('Monto 1').fill('999.999');
  await page.getByLabel('Monto 1').blur();
  await expect(purchaseHints(page)).not.toContainText(/Faltan|Sobran/);
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await onPayment(page);
}

test('a card charge waiting on the machine: no Volver, back or /carro leads to an order update', async ({
  page,
}) => {
  await redelcomCardSale(page);
  const [payment] = await orderPayments(page);
  // The machine keeps the charge pending until the test lets it answer.
  await setScenario(page, 'payment-expired');
  await step(page, 1, 1).getByRole('button', { name: 'Cobrar con tarjeta' }).click();
  await expect(step(page, 1, 1).getByText('Esperando confirmación del pago')).toBeVisible();

  await expect(headerBack(page)).toBeDisabled();
  await expect(page.getByText('Hay un cobro en curso')).toBeVisible();

  await page.goBack();
  await onPayment(page);
  await expect(step(page, 1, 1).getByText('Esperando confirmación del pago')).toBeVisible();

  await page.goto('/carro');
  await onPayment(page);
  await expect(step(page, 1, 1).getByText('Esperando confirmación del pago')).toBeVisible();
  await expect(step(page, 1, 1).getByRole('button', { name: 'Cobrar con tarjeta' })).toBeHidden();
  expect(await requestCount(page, 'updateOrder')).toBe(0);

  await setScenario(page, null);
  await expect(step(page, 1, 1)).toBeHidden({ timeout: 20_000 });
  const payments = await orderPayments(page);
  expect(payments).toHaveLength(1);
  expect(payments[0]).toMatchObject({ id: payment?.id, status: 'APROBADO', charges: 1 });
  expect(await requestCount(page, 'createRedelcomPayment')).toBe(1);
  expect(await requestCount(page, 'updateOrder')).toBe(0);
});

/** On /carro after a paid step: nothing to edit, and the way back to /pago-final. */
async function expectReadOnlyCart(page: Page) {
  await expect(page).toHaveURL(/\/carro$/);
  await expect(page.getByText('La venta tiene pagos aprobados')).toBeVisible();
  await expect(page.getByRole('button', { name: 'REALIZAR COMPRA' })).toBeHidden();
  await expect(page.getByRole('button', { name: /Pedido$/ })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cupón' })).toBeHidden();
  await expect(page.getByLabel('Método de pago 1')).toBeHidden();
  await expect(page.getByRole('button', { name: /^(Aumentar|Disminuir|Eliminar)/ })).toHaveCount(0);
  // The payments by their labels, as every other screen names them, never their codes.
  const payments = page.getByRole('region', { name: 'Pagos de la venta' }).getByRole('listitem');
  await expect(payments.nth(0)).toContainText('Efectivo');
  await expect(payments.nth(1)).toContainText('Puntos');
  await expect(page.getByRole('region', { name: 'Pagos de la venta' })).not.toContainText(/WALLET|EFECTIVO/);
  await continuePayment(page).click();
  await onPayment(page);
  await expect(step(page, 2, 2)).toBeVisible();
}

test('after a paid step every screen leads back to the remaining step: one order, one charge each', async ({
  page,
}) => {
  await logIn(page, 'terminal=redelcom');
  await startSale(page, 'socio', MEMBER.rut);
  await walletSplitCart(page, 'EFECTIVO');
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await onPayment(page);
  await expect(step(page, 1, 2)).toContainText('Puntos');
  await page.getByRole('button', { name: 'Enviar código por SMS' }).click();
  await expect(page.getByText('Se envió un código por SMS al cliente')).toBeVisible();
  await page.getByLabel('Código de verificación').fill('246810');
  await page.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(step(page, 1, 2)).toContainText('APROBADO');
  await expect(step(page, 2, 2)).toContainText('Efectivo');

  // The header's Volver: the cart, read-only.
  await headerBack(page).click();
  await expectReadOnlyCart(page);

  // Browser back from /pago-final: the cart again, read-only.
  await page.goBack();
  await expectReadOnlyCart(page);

  // The cart's own Volver and its footer tabs lead back to /pago-final.
  for (const name of ['Volver', 'Ingreso', 'Perfil', 'Compra', 'Inicio']) {
    await page.goto('/carro');
    await expect(continuePayment(page)).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Navegación de la venta' })
      .getByRole('button', { name })
      .click();
    await onPayment(page);
    await expect(step(page, 2, 2)).toBeVisible();
  }

  // Typed addresses.
  await page.goto('/carro');
  await expectReadOnlyCart(page);
  for (const path of ['/compra', '/factura', '/inicio', '/ingreso', '/perfil', '/guardados']) {
    await page.goto(path);
    await onPayment(page);
    await expect(step(page, 2, 2)).toBeVisible();
  }

  await page.getByLabel('Monto recibido').fill('20.000');
  await page.getByRole('button', { name: 'Confirmar pago' }).click();
  await finishAndPrint(page, { email: true });
  expect(await requestCount(page, 'createOrder')).toBe(1);
  expect(await requestCount(page, 'updateOrder')).toBe(0);
});
