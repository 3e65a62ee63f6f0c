import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './support';

/**
 * A return of an order paid by card refunds the card: a SmartPOS annuls its transactions through
 * the machine (once each, whatever reloads or taps); a Redelcom or Mercado Pago machine cannot,
 * so the seller is told, per transaction, what to annul on the machine that charged it (amount,
 * authorisation code, operation, provider) and confirms the handover. Never skipped in silence.
 */

/** Paid with two cards on a SmartPOS (SPT-000450 for $10.000 and SPT-000451 for the rest). */
const RECEIPT = 100_200;
const CRISTAL = 'Cerveza Cristal Lata 470 cc';

interface World {
  returns: number;
  creates: number;
  annulments: Record<string, number>;
  cards: { amount: number; code: string | null; id: string | null }[];
}

async function world(page: Page): Promise<World> {
  return page.evaluate((n) => {
    const state = window.demoWorld!.world.state;
    const order = state.orders.find((o) => o.bill_number === n)!;
    return {
      returns: state.returns.filter((r) => r.order_id === order.id).length,
      creates: state.requestCounts.createReturn ?? 0,
      annulments: { ...state.annulments },
      cards: state.payments
        .filter((p) => p.order_id === order.id && p.smart_pos_transaction_id !== null)
        .map((p) => ({ amount: p.amount, code: p.deposit_id, id: p.smart_pos_transaction_id })),
    };
  }, RECEIPT);
}

const clp = (n: number) => `$${n.toLocaleString('de-DE')}`;

async function reloadWorld(page: Page) {
  await page.reload();
  await page.waitForFunction(() => Boolean(window.demoWorld?.world));
}

/** From /inicio: one Cristal of the two-card receipt, no cash movement, "Estas seguro?" accepted. */
async function returnOne(page: Page) {
  await page.getByRole('button', { name: 'Devoluciones' }).click();
  await page.getByRole('button', { name: 'Boleta' }).click();
  await page.getByLabel('Número de boleta').fill(String(RECEIPT));
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page
    .getByRole('group', { name: `Cantidad a devolver de ${CRISTAL}` })
    .getByRole('button', { name: 'Aumentar cantidad' })
    .click();
  await page.getByRole('checkbox', { name: 'No, sin movimiento de efectivo' }).check();
  await page.getByRole('button', { name: 'Generar nota de crédito' }).click();
  await page.getByRole('dialog', { name: 'Estas seguro?' }).getByRole('button', { name: 'Aceptar' }).click();
}

for (const machine of [
  { name: 'Redelcom', query: 'terminal=redelcom' },
  { name: 'Mercado Pago', query: 'terminal=mercadoPago' },
]) {
  test(`a ${machine.name} machine cannot annul: each card transaction to annul on the original machine, the handover confirmed and kept across reloads, one credit note`, async ({
    page,
  }) => {
    await logIn(page, machine.query);
    await returnOne(page);

    const handOver = page.getByRole('region', { name: 'Anule el pago con tarjeta en la máquina original' });
    await expect(handOver).toBeVisible();
    const { cards } = await world(page);
    expect(cards).toHaveLength(2);
    const items = handOver.getByRole('listitem');
    await expect(items).toHaveCount(2);
    for (const [i, card] of cards.entries()) {
      await expect(items.nth(i)).toContainText(clp(card.amount));
      await expect(items.nth(i)).toContainText(`Código de autorización: ${card.code}`);
      await expect(items.nth(i)).toContainText(`Operación: ${card.id}`);
      await expect(items.nth(i)).toContainText('Transbank SmartPOS');
    }
    expect(await world(page)).toMatchObject({ returns: 1, creates: 1, annulments: {} });

    // A reload before the seller confirmed: the same list, nothing created again.
    await reloadWorld(page);
    await expect(handOver).toBeVisible();
    await expect(items).toHaveCount(2);
    expect(await world(page)).toMatchObject({ returns: 1, creates: 1, annulments: {} });

    await handOver.getByRole('button', { name: 'Anulación entregada' }).dblclick();
    await expect(page).toHaveURL(/\/final-devolucion$/);
    const handedOver = page.getByText('Anulación de pagos con tarjeta entregada en la máquina original.');
    await expect(handedOver).toBeVisible();
    const stored = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('pos.returns.flow') ?? '{}').state?.handedOverAt);
    expect(await stored()).toEqual(expect.any(String));

    // A reload after: the handover stays recorded, still one credit note, nothing annulled here.
    await reloadWorld(page);
    await expect(handedOver).toBeVisible();
    expect(await stored()).toEqual(expect.any(String));
    expect(await world(page)).toMatchObject({ returns: 1, creates: 1, annulments: {} });
    await page.getByRole('button', { name: 'Imprimir nota de crédito' }).click();
    await expect(page).toHaveURL(/\/inicio$/);
  });
}

test('a SmartPOS annuls each card transaction through the machine, once each across a reload and a double tap', async ({
  page,
}) => {
  await logIn(page, 'terminal=smartPos&delay=1500');
  await returnOne(page);

  // The first is on the machine (1.5 s) when the page reloads: its answer is lost, nothing annulled.
  await expect(page.getByText('Anulando el pago con tarjeta (operación SPT-000450)')).toBeVisible();
  await reloadWorld(page);
  const unknown = page.getByRole('dialog', { name: 'Anulación de pago con tarjeta' });
  await expect(
    unknown.getByText(/No se recibió la respuesta del terminal para la operación SPT-000450/),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Anule el pago con tarjeta en la máquina original' }),
  ).toHaveCount(0);
  expect((await world(page)).annulments).toEqual({});
  await unknown.getByRole('button', { name: 'Reintentar' }).dblclick();

  await expect(page).toHaveURL(/\/final-devolucion$/);
  expect(await world(page)).toMatchObject({
    returns: 1,
    creates: 1,
    annulments: { 'SPT-000450': 1, 'SPT-000451': 1 },
  });
  await reloadWorld(page);
  await expect(page.getByRole('heading', { name: 'Nota de crédito generada' })).toBeVisible();
  expect((await world(page)).annulments).toEqual({ 'SPT-000450': 1, 'SPT-000451': 1 });
});
