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
  startSale,
  step,
} from './support';

/**
 * The payment engine's cancel on a machine that cannot cancel (Redelcom): "Cancelar pago" asks the
 * machine FIRST; the Redelcom machine has no cancel (the spec gives it no cancel endpoint), so the
 * screen says so, nothing is marked on the server, and the step keeps asking; an approval that
 * arrives after the cancel is recorded on the same payment, charged once.
 */

const card = (page: Page) => step(page, 1, 1);

async function reload(page: Page) {
  await page.reload();
  await expect(page.getByRole('heading', { name: 'POS Pago' })).toBeVisible();
}

test('Redelcom "Cancelar pago" asks the machine first; it cannot cancel, the screen says so and keeps asking; the late approval pays the same payment once', async ({
  page,
}) => {
  await logIn(page, 'terminal=redelcom');
  await startSale(page, 'no-socio', NON_MEMBER.rut);
  await buyWithOneRow(page, 'TARJETA DE DEBITO');
  await expect(card(page)).toBeVisible();
  await setScenario(page, 'payment-expired'); // the machine does not answer
  await card(page).getByRole('button', { name: 'Cobrar con tarjeta' }).click();
  await expect(card(page).getByText('Esperando confirmación del pago')).toBeVisible();

  // 90 tries without an answer: the cancel is offered ("no abre la aplicación de pago").
  await ageAttempts(page, 90_000);
  await reload(page);
  await expect(card(page).getByText('no abre la aplicación de pago')).toBeVisible();
  await card(page).getByRole('button', { name: 'Cancelar pago' }).click();

  await expect(
    card(page).getByText(
      'Esta máquina no permite cancelar el pago desde aquí. Cancélelo en la máquina: seguimos esperando su respuesta.',
    ),
  ).toBeVisible();
  expect(await requestCount(page, 'terminal.cancelCardPayment')).toBe(1);
  // Nothing is marked on the server while the machine may still charge the card.
  expect(await requestCount(page, 'updatePaymentStatus')).toBe(0);
  const world = await saleWorld(page);
  expect(world.payments[0]).toMatchObject({ status: 'PENDIENTE', charges: 1 });
  await expect(card(page).getByRole('button', { name: 'Reintentar' })).toBeHidden();
  await expect(card(page).getByRole('button', { name: 'Cobrar con tarjeta' })).toBeHidden();

  // The machine answers late: approved. The same payment is approved, the sale goes on.
  const polls = await requestCount(page, 'getRedelcomTransaction');
  await setScenario(page, null);
  await expect(card(page)).toBeHidden();
  expect(await requestCount(page, 'getRedelcomTransaction')).toBeGreaterThan(polls);
  await reload(page);
  await expect(card(page)).toBeHidden();
  const after = await saleWorld(page);
  expect(after.payments).toHaveLength(1);
  expect(after.payments[0]).toMatchObject({ status: 'APROBADO', charges: 1 });
  expect(await requestCount(page, 'createRedelcomPayment')).toBe(1);
  expect(await requestCount(page, 'updatePaymentStatus')).toBe(0);
});
