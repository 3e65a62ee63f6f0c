import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './support';

/**
 * A card annulment gives back the whole transaction, so only a whole return (the document's
 * first, every unit) annuls the order's cards: a SmartPOS annuls its transactions through the
 * machine (once each, whatever reloads or taps); a Redelcom or Mercado Pago machine cannot, so
 * the seller is told, per transaction, what to annul on the machine that charged it (amount,
 * authorisation code, operation, provider) and confirms the handover. Never skipped in silence.
 * Part of a sale, or a later return of the same document, annuls none: its value goes in cash.
 */

/** Paid with two cards on a SmartPOS (SPT-000450 for $10.000 and SPT-000451 for $10.910). */
const RECEIPT = 100_200;
const CRISTAL = 'Cerveza Cristal Lata 470 cc';
const VINO = 'Vino Casillero del Diablo Cabernet Sauvignon 750 cc';
const PAPAS = 'Papas Fritas Lays Clásicas 230 g';

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

/** From /inicio: the two-card receipt, those units of each product, the cash movement chosen. */
async function chooseUnits(page: Page, units: [product: string, amount: number][], cash: 'Sí' | 'No') {
  await page.getByRole('button', { name: 'Devoluciones' }).click();
  await page.getByRole('button', { name: 'Boleta' }).click();
  await page.getByLabel('Número de boleta').fill(String(RECEIPT));
  await page.getByRole('button', { name: 'Buscar' }).click();
  for (const [product, amount] of units) {
    const group = page.getByRole('group', { name: `Cantidad a devolver de ${product}` });
    await group.getByRole('textbox').fill(String(amount));
    await group.getByRole('textbox').press('Enter');
    await expect(group.getByLabel(`Cantidad: ${amount}`)).toBeVisible();
  }
  await page.getByRole('checkbox', { name: new RegExp(`^${cash},`) }).check();
}

/** "Generar nota de crédito", then Aceptar on "Estas seguro?". */
async function confirm(page: Page) {
  await page.getByRole('button', { name: 'Generar nota de crédito' }).click();
  await page.getByRole('dialog', { name: 'Estas seguro?' }).getByRole('button', { name: 'Aceptar' }).click();
}

/** From /inicio: every unit of the two-card receipt (a whole return), no cash movement, accepted. */
async function returnAll(page: Page) {
  await chooseUnits(
    page,
    [
      [VINO, 2],
      [CRISTAL, 6],
      [PAPAS, 1],
    ],
    'No',
  );
  await confirm(page);
}

const toGiveBack = (page: Page) => page.getByRole('region', { name: 'Dinero a devolver' });
const givenBack = (page: Page) => page.getByRole('region', { name: 'Dinero de la devolución' });

for (const machine of [
  { name: 'Redelcom', query: 'terminal=redelcom' },
  { name: 'Mercado Pago', query: 'terminal=mercadoPago' },
]) {
  test(`all of a card sale, a ${machine.name} machine cannot annul: each card transaction to annul on the original machine, the handover confirmed and kept across reloads, one credit note`, async ({
    page,
  }) => {
    await logIn(page, machine.query);
    await returnAll(page);

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

test('all of a card sale: a SmartPOS annuls each card transaction through the machine, once each across a reload and a double tap', async ({
  page,
}) => {
  await logIn(page, 'terminal=smartPos&delay=1500');
  await returnAll(page);

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

test('part of a card sale on a SmartPOS, then the rest: no annulment asked either time, the value and each card shown, the money in cash or on the credit note', async ({
  page,
}) => {
  await logIn(page, 'terminal=smartPos');
  // One can of $890: each card is worth more than it.
  await chooseUnits(page, [[CRISTAL, 1]], 'Sí');
  await expect(toGiveBack(page).getByRole('listitem')).toHaveText([
    'Total a devolver$890',
    'Efectivo a entregar al cliente$890',
    'Tarjeta de débito (operación SPT-000450)$10.000No se anula: vale $10.000, más que esta devolución.',
    'Tarjeta de crédito (operación SPT-000451)$10.910No se anula: vale $10.910, más que esta devolución.',
  ]);
  await confirm(page);
  await expect(page).toHaveURL(/\/final-devolucion$/);
  await expect(givenBack(page).getByRole('listitem')).toHaveText([
    'Valor de la devolución$890',
    'Devolver en efectivo$890',
  ]);
  // (toEqual: toMatchObject with {} would pass whatever was annulled.)
  expect((await world(page)).annulments).toEqual({});
  expect((await world(page)).returns).toBe(1);

  // Everything left of the same boleta: a later return, so still no annulment.
  await page.getByRole('button', { name: 'Volver al inicio' }).click();
  await chooseUnits(
    page,
    [
      [VINO, 2],
      [CRISTAL, 5],
      [PAPAS, 1],
    ],
    'No',
  );
  await expect(toGiveBack(page)).toContainText('Total a devolver$20.020');
  await expect(toGiveBack(page)).toContainText('No se anula: el documento ya tuvo otra devolución');
  await confirm(page);
  await expect(givenBack(page).getByRole('listitem')).toHaveText([
    'Valor de la devolución$20.020',
    'Queda en la nota de crédito$20.020',
  ]);
  expect(await world(page)).toMatchObject({ returns: 2 });
  expect((await world(page)).annulments).toEqual({});
});
