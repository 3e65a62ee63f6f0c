import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInToHome, MEMBER, openCart, purchaseHints, setScenario, startSale } from './support';

/**
 * MACH and Redpay on /pago-final, as a seller does it, with a reload before the charge, while the
 * QR shows and after the outcome: the same MACH / Redpay id and QR after a reload, the countdown
 * going on from the persisted start, and the demo world counting exactly one charge per payment.
 */

const COKE = 'Coca-Cola Original 1,5 L';

/** A member's sale of two Coca-Cola paid with one row of `type`, bought: ends on /pago-final. */
async function buyWith(page: Page, type: 'MACH' | 'REDPAY') {
  await logInToHome(page);
  await startSale(page, 'socio', MEMBER.rut);
  const card = page.getByRole('article', { name: COKE });
  await card.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await card.getByRole('button', { name: /^Agregar .* al carro$/ }).click();
  await expect(page.getByText(`2 ${COKE} en carro!`).first()).toBeVisible();
  await openCart(page);
  await page.getByLabel('Método de pago 1').selectOption(type);
  await page.getByLabel('Monto 1').fill('999.999');
  await page.getByLabel('Monto 1').blur();
  await expect(purchaseHints(page)).not.toContainText(/Faltan|Sobran/);
  const buy = page.getByRole('button', { name: 'REALIZAR COMPRA' });
  await expect(buy).toBeEnabled();
  await buy.click();
  // Camila has points left: the app asks whether to go on without using them.
  await page
    .getByRole('dialog', { name: 'Usted tiene aun puntos sin utilizar' })
    .getByRole('button', { name: 'Si' })
    .click();
  await expect(page).toHaveURL(/\/pago-final$/);
}

const stepCard = (page: Page) => page.getByRole('region', { name: 'Paso 1 de 1' });

interface QrWorld {
  charges: Record<string, number>;
  mach: { id: number; status: string; url: string | null }[];
  redpay: { id: number; status: string; token_url: string; token_number: string }[];
  payments: { id: number; status: string; payment_type: string }[];
  order: string | undefined;
}

/** What the demo world in the page recorded for the latest order. */
async function qrWorld(page: Page): Promise<QrWorld> {
  return page.evaluate(() => {
    const state = window.demoWorld?.world.state;
    if (!state) throw new Error('no demo world');
    const order = state.orders.filter((o) => o.idempotency_key).at(-1);
    return {
      charges: state.charges,
      mach: state.mach.filter((m) => m.order_id === order?.id),
      redpay: state.redpay.filter((r) => r.order_id === order?.id),
      payments: state.payments.filter((p) => p.order_id === order?.id),
      order: order?.status,
    };
  });
}

/** The only payment of the order was charged exactly once. */
async function expectOneCharge(page: Page) {
  const w = await qrWorld(page);
  expect(w.payments).toHaveLength(1);
  expect(w.charges[String(w.payments[0]?.id)]).toBe(1);
}

async function reload(page: Page) {
  await page.reload();
  await expect(page.getByRole('heading', { name: 'POS Pago' })).toBeVisible();
}

const qrValue = (page: Page) => stepCard(page).locator('figure[data-qr-value]').getAttribute('data-qr-value');
const timerSeconds = async (page: Page) => {
  const [mm, ss] = ((await stepCard(page).getByRole('timer').textContent()) ?? '').split(':').map(Number);
  return (mm ?? 0) * 60 + (ss ?? 0);
};

/** The world approves a QR payment 20 s after it was created: move its clock instead of waiting. */
const approveNow = (page: Page) => page.evaluate(() => window.demoWorld?.advance(20_000));

test('MACH approved: reload before, while the QR shows (same id, same QR, countdown going on) and after, one charge', async ({
  page,
}) => {
  await buyWith(page, 'MACH');
  await expect(stepCard(page).getByText('MACH', { exact: true })).toBeVisible();
  await reload(page);
  expect((await qrWorld(page)).mach).toHaveLength(0);

  await stepCard(page).getByRole('button', { name: 'Generar QR' }).click();
  await expect(stepCard(page).getByRole('img', { name: 'Código QR de pago MACH' })).toBeVisible();
  await expect(stepCard(page).getByRole('timer')).toHaveText(/^2[01]:\d\d$/);
  const [mach] = (await qrWorld(page)).mach;
  expect(await qrValue(page)).toBe(mach?.url);
  const before = await timerSeconds(page);

  // The countdown shows two seconds gone; after the reload it goes on from there, not from 21:00.
  await expect.poll(() => timerSeconds(page)).toBeLessThanOrEqual(before - 2);
  await reload(page);
  await expect(stepCard(page).getByRole('img', { name: 'Código QR de pago MACH' })).toBeVisible();
  expect(await qrValue(page)).toBe(mach?.url);
  expect(await timerSeconds(page)).toBeLessThanOrEqual(before - 2);
  expect((await qrWorld(page)).mach).toHaveLength(1);

  await approveNow(page);
  await expect(stepCard(page)).toBeHidden({ timeout: 15_000 });
  expect((await qrWorld(page)).payments[0]?.status).toBe('APROBADO');
  await reload(page);
  await expect(stepCard(page)).toBeHidden();
  expect((await qrWorld(page)).mach).toHaveLength(1);
  await expectOneCharge(page);
});

test('MACH cancelled with Cancelar pago: "Pago cancelado", the MACH payment CANCELADO, one charge', async ({
  page,
}) => {
  await buyWith(page, 'MACH');
  await reload(page);
  await stepCard(page).getByRole('button', { name: 'Generar QR' }).click();
  await expect(stepCard(page).getByRole('img', { name: 'Código QR de pago MACH' })).toBeVisible();
  await reload(page);
  await expect(stepCard(page).getByRole('img', { name: 'Código QR de pago MACH' })).toBeVisible();
  await stepCard(page).getByRole('button', { name: 'Cancelar pago' }).click();
  await expect(stepCard(page).getByText('Pago cancelado')).toBeVisible();
  await expect(stepCard(page).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expect(stepCard(page).getByRole('button', { name: 'Cambiar' })).toBeVisible();
  expect((await qrWorld(page)).mach.map((m) => m.status)).toEqual(['CANCELADO']);
  await reload(page);
  await expect(stepCard(page).getByRole('button', { name: 'Generar QR' })).toBeVisible();
  await expectOneCharge(page);
});

test('Redpay approved: the token number and a 05:01 countdown, reloads keep the same token, one charge', async ({
  page,
}) => {
  await buyWith(page, 'REDPAY');
  await reload(page);
  await stepCard(page).getByRole('button', { name: 'Generar QR' }).click();
  await expect(stepCard(page).getByRole('img', { name: 'Código QR de pago Redpay' })).toBeVisible();
  const [redpay] = (await qrWorld(page)).redpay;
  await expect(stepCard(page).getByText(redpay?.token_number ?? '?')).toBeVisible();
  expect(await qrValue(page)).toBe(redpay?.token_url);
  const before = await timerSeconds(page);
  expect(before).toBeGreaterThan(295);

  // The countdown shows two seconds gone; after the reload it goes on from there, not from 05:01.
  await expect.poll(() => timerSeconds(page)).toBeLessThanOrEqual(before - 2);
  await reload(page);
  await expect(stepCard(page).getByText(redpay?.token_number ?? '?')).toBeVisible();
  expect(await qrValue(page)).toBe(redpay?.token_url);
  expect(await timerSeconds(page)).toBeLessThanOrEqual(before - 2);
  expect((await qrWorld(page)).redpay).toHaveLength(1);

  await approveNow(page);
  await expect(stepCard(page)).toBeHidden({ timeout: 15_000 });
  expect((await qrWorld(page)).payments[0]?.status).toBe('APROBADO');
  await reload(page);
  await expect(stepCard(page)).toBeHidden();
  await expectOneCharge(page);
});

test('Redpay expired at 300 s (counted from the persisted start across a reload): revoked, "El pago está expirado."', async ({
  page,
}) => {
  await buyWith(page, 'REDPAY');
  await reload(page);
  await stepCard(page).getByRole('button', { name: 'Generar QR' }).click();
  await expect(stepCard(page).getByRole('img', { name: 'Código QR de pago Redpay' })).toBeVisible();
  // The QR was shown 300 s ago: what a tablet left on this screen finds after a reload.
  await page.evaluate(() => {
    const raw = JSON.parse(localStorage.getItem('pos.checkout') ?? '{}');
    for (const attempt of Object.values<{ startedAt: number }>(raw.state.attempts))
      attempt.startedAt -= 300_000;
    localStorage.setItem('pos.checkout', JSON.stringify(raw));
  });
  await reload(page);
  await expect(stepCard(page).getByText('El pago está expirado.')).toBeVisible();
  await expect(stepCard(page)).toContainText('EXPIRADO');
  await expect(stepCard(page).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  expect((await qrWorld(page)).redpay.map((r) => r.status)).toEqual(['CANCELADO']);
  await reload(page);
  await expectOneCharge(page);
});

test('Redpay expired by the provider (payment-expired): "El pago está expirado." and the payment stays payable', async ({
  page,
}) => {
  await buyWith(page, 'REDPAY');
  await setScenario(page, 'payment-expired');
  await stepCard(page).getByRole('button', { name: 'Generar QR' }).click();
  await expect(stepCard(page).getByRole('img', { name: 'Código QR de pago Redpay' })).toBeVisible();
  await reload(page);
  await approveNow(page);
  await expect(stepCard(page).getByText('El pago está expirado.')).toBeVisible({ timeout: 15_000 });
  await reload(page);
  // The order's payment is still to pay (RECHAZADO on the server): the step offers a new QR.
  await expect(stepCard(page).getByRole('button', { name: 'Generar QR' })).toBeVisible();
  expect((await qrWorld(page)).payments[0]?.status).toBe('RECHAZADO');
  await expectOneCharge(page);
});

test('"Cancelar compra" while the Redpay QR shows revokes the token and rejects the order', async ({
  page,
}) => {
  await buyWith(page, 'REDPAY');
  await stepCard(page).getByRole('button', { name: 'Generar QR' }).click();
  await expect(stepCard(page).getByRole('img', { name: 'Código QR de pago Redpay' })).toBeVisible();
  await reload(page);
  await expect(stepCard(page).getByRole('img', { name: 'Código QR de pago Redpay' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar compra' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, cancelar la compra' }).click();
  await expect(page).toHaveURL(/\/inicio$/);
  const w = await qrWorld(page);
  expect(w.redpay.map((r) => r.status)).toEqual(['CANCELADO']);
  expect(w.order).toBe('RECHAZADO');
  await expectOneCharge(page);
});
