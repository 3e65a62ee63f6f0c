import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ageAttempts,
  buyWithOneRow,
  logIn,
  NON_MEMBER,
  requestCount,
  saleWorld,
  setScenario,
  setTerminal,
  startSale,
  step,
} from './support';

/**
 * The failure paths of the card and QR steps on /pago-final that checkout-card.spec.ts and
 * checkout-qr.spec.ts leave out: the Transbank authorization-code fallback, Redelcom's 90 tries
 * without an answer, a SmartPOS and a Mercado Pago rejection followed by a payment on an
 * approving machine, the Mercado Pago machine update failing 10 times, and MACH rejected and
 * auto-cancelled at 1260 s. Time limits are reached by moving the persisted attempt's start into
 * the past (what a tablet left on the screen finds after a reload) or the world's clock, never by
 * waiting. Each flow reloads before the charge, while waiting and after the answer, and checks
 * what the demo world recorded: `charges` counts every start of a charge (a rejected one too),
 * the payment rows say which one went through.
 */

const card = (page: Page) => step(page, 1, 1);

async function reload(page: Page) {
  await page.reload();
  await expect(page.getByRole('heading', { name: 'POS Pago' })).toBeVisible();
}

/** The sale's only payment as the demo world has it. */
async function onlyPayment(page: Page) {
  const world = await saleWorld(page);
  expect(world.payments).toHaveLength(1);
  return world.payments[0];
}

/** The provider fields of the sale's only payment (who recorded it, with which ids). */
async function paymentRecord(page: Page) {
  await page.waitForFunction(() => Boolean(window.demoWorld?.world));
  return page.evaluate(() => {
    const state = window.demoWorld?.world.state;
    const order = state?.orders.filter((o) => o.idempotency_key).at(-1);
    const p = state?.payments.find((x) => x.order_id === order?.id);
    return {
      provider: p?.provider ?? null,
      deposit_id: p?.deposit_id ?? null,
      smart_pos_transaction_id: p?.smart_pos_transaction_id ?? null,
    };
  });
}

async function cardSale(page: Page, terminal: string) {
  await logIn(page, terminal);
  await startSale(page, 'no-socio', NON_MEMBER.rut);
  await buyWithOneRow(page, 'TARJETA DE DEBITO');
  await expect(card(page)).toBeVisible();
}

test('Transbank authorization code on a card step: "Debe ingresar un codigo" when empty, then the code pays once', async ({
  page,
}) => {
  await cardSale(page, 'terminal=redelcom');
  await card(page).getByRole('button', { name: 'Ingresar código de autorización' }).click();
  await card(page).getByRole('button', { name: 'Confirmar código' }).click();
  await expect(card(page).getByText('Debe ingresar un codigo')).toBeVisible();
  expect(await requestCount(page, 'createTransbankPayment')).toBe(0);
  // A reload before the code is sent: nothing charged, the card step as before.
  await reload(page);
  await expect(card(page).getByRole('button', { name: 'Cobrar con tarjeta' })).toBeVisible();
  expect((await onlyPayment(page))?.charges).toBe(0);

  await card(page).getByRole('button', { name: 'Ingresar código de autorización' }).click();
  await card(page).getByLabel('Código de autorización').fill('123456');
  await card(page).getByRole('button', { name: 'Confirmar código' }).click();
  await expect(card(page)).toBeHidden();
  await reload(page);
  await expect(card(page)).toBeHidden();
  expect(await onlyPayment(page)).toMatchObject({ status: 'APROBADO', charges: 1 });
  expect(await paymentRecord(page)).toMatchObject({ provider: 'TRANSBANK', deposit_id: '123456' });
  expect(await requestCount(page, 'createTransbankPayment')).toBe(1);
  expect(await requestCount(page, 'createRedelcomPayment')).toBe(0);
});

test('Redelcom without an answer for 90 tries: "no abre la aplicación de pago", then the authorization code pays the same transaction', async ({
  page,
}) => {
  await cardSale(page, 'terminal=redelcom');
  await setScenario(page, 'payment-expired');
  await card(page).getByRole('button', { name: 'Cobrar con tarjeta' }).click();
  await expect(card(page).getByText('Esperando confirmación del pago')).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'Cancelar pago' })).toBeHidden();
  await expect(card(page).getByText('no abre la aplicación de pago')).toBeHidden();

  // The charge started 90 s ago: the reload keeps polling the same transaction and counts the tries from its start.
  await ageAttempts(page, 90_000);
  await reload(page);
  await expect(card(page).getByText('no abre la aplicación de pago')).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'Cancelar pago' })).toBeVisible();
  expect(await requestCount(page, 'createRedelcomPayment')).toBe(1);

  await card(page).getByRole('button', { name: 'Ingresar código de autorización' }).click();
  await card(page).getByRole('button', { name: 'Confirmar código' }).click();
  await expect(card(page).getByText('Debe ingresar un codigo')).toBeVisible();
  await card(page).getByLabel('Código de autorización').fill('654321');
  await card(page).getByRole('button', { name: 'Confirmar código' }).click();
  await expect(card(page)).toBeHidden();
  await reload(page);
  await expect(card(page)).toBeHidden();
  expect(await onlyPayment(page)).toMatchObject({ status: 'APROBADO', charges: 1 });
  expect(await paymentRecord(page)).toMatchObject({ provider: 'REDELCOM', deposit_id: '654321' });
  expect(await requestCount(page, 'sendRedelcomAuthCode')).toBe(1);
  expect(await requestCount(page, 'createRedelcomPayment')).toBe(1);
});

test('SmartPOS rejected (the answer applied after a reload), then paid on an approving machine: one approval recorded', async ({
  page,
}) => {
  await cardSale(page, 'terminal=smartPos&payment=reject&delay=3000');
  await card(page).getByRole('button', { name: 'Cobrar con tarjeta' }).click();
  await expect(card(page).getByText('Siga las instrucciones en la máquina')).toBeVisible();
  // The page reloads while the machine decides: its answer for the persisted request still shows.
  await reload(page);
  await expect(card(page).getByText('Rechazada. Código -1')).toBeVisible({ timeout: 15_000 });
  await expect(card(page).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  // The machine was asked once and the rejection recorded nothing on the server.
  expect(await onlyPayment(page)).toMatchObject({ status: 'PENDIENTE', charges: 1 });
  expect(await requestCount(page, 'createTransbankSmartPosPayment')).toBe(0);

  // Another card on a machine that approves (the simulator's choice applies on the next load).
  await setTerminal(page, 'terminal=smartPos');
  await reload(page);
  await card(page).getByRole('button', { name: 'Cobrar con tarjeta' }).click();
  await expect(card(page)).toBeHidden({ timeout: 15_000 });
  await reload(page);
  await expect(card(page)).toBeHidden();
  // Two card reads on the machine (the rejected one and the approved one), one recorded approval.
  expect(await onlyPayment(page)).toMatchObject({ status: 'APROBADO', charges: 2 });
  expect(await paymentRecord(page)).toMatchObject({ provider: 'TRANSBANK-SMARTPOS' });
  expect((await paymentRecord(page)).smart_pos_transaction_id).toMatch(/^SIM-/);
  expect(await requestCount(page, 'createTransbankSmartPosPayment')).toBe(1);
});

test('Mercado Pago rejected, then approved with the machine update failing 10 times: "Error al actualizar el pago." and Reintentar records it without charging again', async ({
  page,
}) => {
  await cardSale(page, 'terminal=mercadoPago&payment=reject');
  await card(page).getByRole('button', { name: 'Cobrar con tarjeta' }).click();
  await expect(card(page).getByText('El pago fue rechazado.')).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  expect(await onlyPayment(page)).toMatchObject({ status: 'PENDIENTE', charges: 1 });
  expect(await requestCount(page, 'updateMercadoPagoMachinePayment')).toBe(0);

  await setTerminal(page, 'terminal=mercadoPago');
  await setScenario(page, 'server-error:updateMercadoPagoMachinePayment');
  await reload(page);
  await card(page).getByRole('button', { name: 'Cobrar con tarjeta' }).click();
  // Ten tries at 1 s, then the text and Reintentar.
  await expect(card(page).getByText('Error al actualizar el pago.')).toBeVisible({ timeout: 25_000 });
  expect(await requestCount(page, 'updateMercadoPagoMachinePayment')).toBe(10);
  expect(await onlyPayment(page)).toMatchObject({ status: 'PENDIENTE', charges: 2 });

  await setScenario(page, null);
  await card(page).getByRole('button', { name: 'Reintentar' }).click();
  await expect(card(page)).toBeHidden({ timeout: 15_000 });
  await reload(page);
  await expect(card(page)).toBeHidden();
  // The card was read twice on the machine (rejected, approved); the approval recorded once, not charged again.
  expect(await onlyPayment(page)).toMatchObject({ status: 'APROBADO', charges: 2 });
  expect(await paymentRecord(page)).toMatchObject({ provider: 'MERCADOPAGO' });
  expect(await requestCount(page, 'updateMercadoPagoMachinePayment')).toBe(11);
});

test('MACH rejected (payment-rejected) with a reload while the QR shows, then a new QR auto-cancelled at 1260 s: "El pago está expirado."', async ({
  page,
}) => {
  await logIn(page, 'terminal=redelcom');
  await startSale(page, 'no-socio', NON_MEMBER.rut);
  await buyWithOneRow(page, 'MACH');
  const qr = card(page).getByRole('img', { name: 'Código QR de pago MACH' });
  await reload(page);
  await setScenario(page, 'payment-rejected');
  await card(page).getByRole('button', { name: 'Generar QR' }).click();
  await expect(qr).toBeVisible();
  await reload(page);
  await expect(qr).toBeVisible();
  // The world ends the MACH payment 20 s after it started: move its clock.
  await page.evaluate(() => window.demoWorld?.advance(20_000));
  await expect(card(page).getByText('El pago fue rechazado.')).toBeVisible({ timeout: 15_000 });
  await expect(card(page).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await reload(page);
  expect((await onlyPayment(page))?.charges).toBe(1);

  // A new QR; the tablet left on it for 21 minutes: the app cancels it and says so.
  await setScenario(page, null);
  await card(page)
    .getByRole('button', { name: /Generar QR|Reintentar/ })
    .click();
  await expect(qr).toBeVisible();
  await ageAttempts(page, 1_260_000);
  await reload(page);
  await expect(card(page).getByText('El pago está expirado.')).toBeVisible({ timeout: 15_000 });
  await expect(card(page).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  const mach = await page.evaluate(() => {
    const state = window.demoWorld?.world.state;
    const order = state?.orders.filter((o) => o.idempotency_key).at(-1);
    return state?.mach.filter((m) => m.order_id === order?.id).map((m) => m.status);
  });
  expect(mach).toEqual(['RECHAZADO', 'CANCELADO']);
  await reload(page);
  await expect(card(page).getByRole('button', { name: 'Generar QR' })).toBeVisible();
  // Two QR charges started (one rejected, one cancelled), none went through.
  expect(await onlyPayment(page)).toMatchObject({ charges: 2 });
  expect((await onlyPayment(page))?.status).not.toBe('APROBADO');
});
