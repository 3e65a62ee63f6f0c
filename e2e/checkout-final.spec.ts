import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  logInToHome,
  MEMBER,
  openCart,
  payCash,
  purchaseHints,
  setScenario,
  startSale,
  storedSale,
} from './support';

/**
 * Billing and the final screen of /pago-final on the demo world: an order made through the UI
 * (REALIZAR COMPRA with EFECTIVO), its payment approved through the API as the cash step does
 * (PATCH /api/payments/update/{id}: the world counts it as the payment's charge), then billing,
 * "Compra Finalizada", print and email. Every flow reloads before the charge, while billing is
 * polled and after it ended, and ends with one bill request, one coupon redemption and exactly
 * one charge per payment.
 */

/** Product 4, a wine: the coupon CLUB10 applies to it. */
const CASILLERO = 'Vino Casillero del Diablo Cabernet Sauvignon 750 cc';

interface WorldView {
  orderStatus: string | undefined;
  charges: Record<string, number>;
  paymentIds: number[];
  counts: Record<string, number>;
  redemptions: number;
}

async function world(page: Page): Promise<WorldView> {
  const orderId = Number((await storedSale(page)).orderId);
  return page.evaluate((id) => {
    const state = window.demoWorld?.world.state;
    if (!state) throw new Error('no demo world');
    return {
      orderStatus: state.orders.find((o) => o.id === id)?.status,
      charges: { ...state.charges },
      paymentIds: state.payments.filter((p) => p.order_id === id).map((p) => p.id),
      counts: { ...state.requestCounts },
      redemptions: state.couponRedemptions.length,
    };
  }, orderId);
}

/** Camila's sale of one Casillero, optionally with the coupon CLUB10, bought in cash: /pago-final. */
async function buy(page: Page, { coupon = false, scenario = 'none' } = {}) {
  await logInToHome(page, { scenario });
  await startSale(page, 'socio', MEMBER.rut);
  await page.getByLabel('Buscar por nombre, SKU o EAN').fill('casillero');
  const card = page.getByRole('article', { name: CASILLERO });
  // The search's answer: before it the featured slider shows another Casillero card too.
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /^Agregar .* al carro$/ }).click();
  await expect(page.getByText(`1 ${CASILLERO} en carro!`).first()).toBeVisible();
  await openCart(page);
  await page.getByLabel('Método de pago 1').selectOption('EFECTIVO');
  if (coupon) {
    await page.getByRole('button', { name: 'Cupón' }).click();
    await page.getByLabel('Código de cupón').fill('CLUB10');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('¡Cupón aplicado!').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5000 });
  }
  if (coupon) {
    // The amount only: choosing the type again would clear the coupon (spec 000 §4).
    await page.getByLabel('Monto 1').fill('999.999');
    await page.getByLabel('Monto 1').blur();
    await expect(purchaseHints(page)).not.toContainText(/Faltan|Sobran/);
  } else {
    await payCash(page);
  }
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  // Camila has points left: the cart asks before buying without them.
  await page
    .getByRole('dialog', { name: 'Usted tiene aun puntos sin utilizar' })
    .getByRole('button', { name: 'Si' })
    .click();
  await expect(page).toHaveURL(/\/pago-final$/);
  await expect(page.getByText('Paso 1 de 1')).toBeVisible();
  if (coupon) await expect.poll(() => storedSale(page)).toMatchObject({ coupon: { code: 'CLUB10' } });
}

/** The cash step's server call for every payment of the order (one charge each in the world). */
async function approvePayments(page: Page) {
  const { paymentIds } = await world(page);
  await page.evaluate(async (ids) => {
    const token = JSON.parse(localStorage.getItem('pos.session') ?? '{}').state?.accessToken;
    for (const id of ids) {
      const answer = await fetch(`/api/payments/update/${id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ status: 'APROBADO' }),
      });
      if (!answer.ok) throw new Error(`approve ${id}: ${answer.status}`);
    }
  }, paymentIds);
}

const finalHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function expectOneChargeEach(page: Page) {
  const { charges, paymentIds } = await world(page);
  expect(paymentIds.length).toBeGreaterThan(0);
  for (const id of paymentIds) expect(charges[String(id)], `charges of payment ${id}`).toBe(1);
}

test('a sale through billing and print: reloads before the charge, while billing and after it', async ({
  page,
}) => {
  await buy(page, { coupon: true });
  await page.reload();
  await expect(page.getByText('Paso 1 de 1')).toBeVisible();
  const back = page.getByRole('banner').getByRole('button', { name: 'Volver' });
  await expect(back).toBeVisible();

  await approvePayments(page);
  await page.reload();
  await expect(finalHeading(page, 'Generando boleta…')).toBeVisible();
  await expect.poll(async () => (await storedSale(page)).orderStatus).toBe('BILLING PROCESSING');
  await expect.poll(async () => (await world(page)).counts.generateBill).toBe(1);

  // A reload while the bill is generated resumes the polling: no second bill, no second coupon.
  await page.reload();
  await expect(finalHeading(page, 'Compra Finalizada')).toBeVisible({ timeout: 15_000 });
  // The document issued, named with its number.
  await expect(page.getByText(/^Boleta N° \d+$/)).toBeVisible();
  await expect(page.getByText(/^Código SII: SII-\d+$/)).toBeVisible();
  await expect(page.getByText('Venta afecta a IVA')).toBeVisible();

  // Every sale screen came back here while billing; now the sale is finished.
  await expect.poll(async () => (await storedSale(page)).orderStatus).toBe('FINISHED');
  // Paid: no way back to the cart of a finished sale.
  await expect(back).toHaveCount(0);

  await page.reload();
  await expect(finalHeading(page, 'Compra Finalizada')).toBeVisible();
  await page.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.getByText('Documento impreso')).toBeVisible();
  // Printed: the new sale is the main action, first.
  const actions = page.getByRole('region', { name: 'Compra Finalizada' }).getByRole('button');
  await expect(actions.first()).toHaveText('Iniciar nueva venta');

  const after = await world(page);
  expect(after.orderStatus).toBe('FINISHED');
  expect(after.counts.generateBill).toBe(1);
  expect(after.counts.redeemCoupon).toBe(1);
  expect(after.redemptions).toBe(1);
  expect(after.counts.printBill).toBe(1);
  await expectOneChargeEach(page);

  await page.getByRole('button', { name: 'Iniciar nueva venta' }).click();
  await expect(page).toHaveURL(/\/inicio$/);
  await expect
    .poll(() => storedSale(page))
    .toMatchObject({ orderId: null, lines: [], orderStatus: 'PENDIENTE' });
});

test('the bill by email: "Email no válido", then sent', async ({ page }) => {
  await buy(page);
  await approvePayments(page);
  await page.reload();
  await expect(finalHeading(page, 'Compra Finalizada')).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(finalHeading(page, 'Compra Finalizada')).toBeVisible();

  await page.getByRole('button', { name: 'Enviar por email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar boleta por email' });
  const field = dialog.getByLabel('Email del cliente');
  await field.fill('camila.rojas');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText('Email no válido')).toBeVisible();
  await field.fill('camila.rojas@example.cl');
  await field.press('Enter');
  await expect(page.getByText('Boleta enviada a camila.rojas@example.cl')).toBeVisible();
  await expect(dialog).toBeHidden();

  const after = await world(page);
  expect(after.counts.printBill).toBe(1);
  expect(after.counts.generateBill).toBe(1);
  expect(after.counts.redeemCoupon ?? 0).toBe(0);
  await expectOneChargeEach(page);
});

test('a billing error, then Reintentar (POST /api/billing) bills the order', async ({ page }) => {
  await buy(page, { scenario: 'billing-error' });
  await approvePayments(page);
  await page.reload();
  await expect(finalHeading(page, 'No se pudo generar la boleta')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert')).toHaveText('Error generando boleta. Por favor intente nuevamente.');

  // The failure survives a reload (the bill is never requested twice) and keeps the sale here.
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('Error generando boleta. Por favor intente nuevamente.', {
    timeout: 15_000,
  });
  await page.goto('/carro');
  await expect(page).toHaveURL(/\/pago-final$/);

  await setScenario(page, null);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(finalHeading(page, 'Compra Finalizada')).toBeVisible({ timeout: 15_000 });

  const after = await world(page);
  expect(after.counts.saveOrderBilling).toBe(1);
  expect(after.counts.generateBill).toBe(1);
  expect(after.orderStatus).toBe('FINISHED');
  await expectOneChargeEach(page);
});
