import { expect, test } from './fixtures';
import { logInToHome, scan, setScenario } from './support';

const CRISTAL = '7801000000013';
const WHISKY = '7801000000075';

/**
 * Express orders ("Pedidos por Entregar", spec 001 §2) on the demo world: the list, the
 * verification by EAN on /orden-detalles, and the hand-over.
 */

test('the list from /inicio: the open orders, immediate first; a failed read reloads; Ver detalle and back', async ({
  page,
}) => {
  await logInToHome(page);
  await page.getByRole('button', { name: 'Pedidos por Entregar' }).click();
  await expect(page).toHaveURL(/\/entrega-inmediata$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos por Entregar' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(0)).toContainText('Inmediato');
  await expect(cards.nth(0)).toContainText('Camila Rojas');
  await expect(cards.nth(1)).toContainText('Retiro');
  await expect(cards.nth(1)).toContainText('Por entregar');
  await expect(cards.nth(3)).toContainText('Despacho');

  // A delivered order leaves the list on the next visit (the list is read afresh).
  const first = (await cards.nth(0).getByRole('heading').textContent())?.replace('Orden ', '');
  await page.evaluate((n) => {
    const order = window.demoWorld?.world.state.orders.find((o) => String(o.order_number) === n);
    if (order) order.delivery_status = 'ENTREGADO';
  }, first);
  await page.getByRole('banner').getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/inicio$/);
  await page.getByRole('button', { name: 'Pedidos por Entregar' }).click();
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('heading', { name: `Orden ${first}` })).toHaveCount(0);

  // A reload whose read fails: the spec's text and Recargar, which reads again.
  await setScenario(page, 'server-error:listExpressOrders');
  await page.reload();
  await expect(page.getByText('Error cargando pedido. Por favor recargar.')).toBeVisible({ timeout: 15_000 });
  await setScenario(page, null);
  await page.getByRole('button', { name: 'Recargar' }).click();
  await expect(cards).toHaveCount(3);

  const next = (await cards.nth(0).getByRole('heading').textContent())?.replace('Orden ', '');
  await page.getByRole('button', { name: `Ver detalle de la orden ${next}` }).click();
  await expect(page).toHaveURL(/\/orden-detalles\?id=\d+$/);
  // The detail on show (its header's Volver, not the list's) before going back.
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle del pedido' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Orden ${next}` })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/entrega-inmediata$/);
  await expect(cards).toHaveCount(3);
});

test('an order verified by the handheld scanner (a pack through its children, a wrong EAN, a reload midway), then Preparado', async ({
  page,
}) => {
  await logInToHome(page);
  await page.getByRole('button', { name: 'Pedidos por Entregar' }).click();
  const first = page.getByRole('article').first();
  await expect(first).toContainText('Inmediato');
  const number = (await first.getByRole('heading').textContent())?.replace('Orden ', '');
  await first.getByRole('button', { name: /^Ver detalle/ }).click();
  await expect(page).toHaveURL(/\/orden-detalles\?id=\d+$/);
  await expect(page.getByText(/^en Pack Cerveza Cristal 6 Latas/)).toBeVisible();
  const progress = page.getByRole('status').filter({ hasText: 'productos verificados' });
  await expect(progress).toHaveText('0 de 12 productos verificados');

  // A product that is not in the order: counted nowhere.
  await scan(page, WHISKY);
  await expect(page.getByRole('alert')).toHaveText('EAN INVALIDO: Whisky Johnnie Walker Red Label 750 cc');
  for (let i = 0; i < 8; i += 1) await scan(page, CRISTAL);
  await expect(progress).toHaveText('8 de 12 productos verificados');

  // A reload midway keeps every unit scanned.
  await page.reload();
  await expect(progress).toHaveText('8 de 12 productos verificados');
  await page.getByRole('button', { name: 'Preparado' }).click();
  await expect(page.getByRole('alert')).toHaveText('ERROR: Hay 4 productos faltantes');
  for (let i = 0; i < 4; i += 1) await scan(page, CRISTAL);
  await expect(progress).toHaveText('12 de 12 productos verificados');
  await page.getByRole('button', { name: 'Preparado' }).click();
  await expect(page.getByRole('alert')).toHaveText(`Orden ${number} lista para entregar`);
  await expect(page.getByRole('button', { name: 'Preparado' })).toHaveCount(0);
  expect(await page.evaluate(() => window.demoWorld?.world.state.requestCounts.updateDeliveryStatus)).toBe(1);

  // Back on the list the order is ready to hand over.
  await page.getByRole('banner').getByRole('button', { name: 'Volver' }).click();
  await expect(page.getByRole('heading', { name: `Orden ${number}` })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: `Orden ${number}` })).toContainText(
    'Por entregar',
  );
});

test('a pickup order handed over by its code (the list reloads without it), a programmed one prepared and sent on its route', async ({
  page,
}) => {
  await logInToHome(page);
  await page.getByRole('button', { name: 'Pedidos por Entregar' }).click();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(4);

  // The pickup order (ready to hand over in the demo world): a wrong code first.
  const pickup = cards.filter({ hasText: 'Retiro' });
  const pickupNumber = (await pickup.getByRole('heading').textContent())?.replace('Orden ', '');
  await pickup.getByRole('button', { name: /^Ver detalle/ }).click();
  await page.getByRole('button', { name: 'Entregar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Código de pickup' });
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByText('Debe ingresar un codigo de pickup')).toBeVisible();
  await dialog.getByLabel('Código de pickup').fill('ZZ0000');
  await dialog.getByLabel('Código de pickup').press('Enter');
  await expect(dialog.getByText('Codigo invalido')).toBeVisible();
  await dialog.getByLabel('Código de pickup').fill('PK4821');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Entrega exitosa!')).toBeVisible();
  // After 2 s the list, read again, without the order.
  await expect(page).toHaveURL(/\/entrega-inmediata$/, { timeout: 10_000 });
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('heading', { name: `Orden ${pickupNumber}` })).toHaveCount(0);

  // The programmed order, once prepared, goes on its route (it stays listed, "En ruta").
  const programmed = cards.filter({ hasText: 'Programado' });
  const programmedNumber = (await programmed.getByRole('heading').textContent())?.replace('Orden ', '');
  await programmed.getByRole('button', { name: /^Ver detalle/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'productos verificados' })).toHaveText(
    '0 de 3 productos verificados',
  );
  const ean = await page.evaluate((n) => {
    const state = window.demoWorld?.world.state;
    const order = state?.orders.find((o) => String(o.order_number) === n);
    const product = state?.products.find((p) => p.id === order?.lines[0]?.product_id);
    return product?.ean?.split(',')[0] ?? '';
  }, programmedNumber);
  for (let i = 0; i < 3; i += 1) await scan(page, ean);
  await page.getByRole('button', { name: 'Preparado' }).click();
  await expect(page.getByRole('alert')).toHaveText(`Orden ${programmedNumber} lista para entregar`);
  await page.getByRole('button', { name: 'Enviar en ruta' }).click();
  await expect(page.getByText('Entrega exitosa!')).toBeVisible();
  await expect(page).toHaveURL(/\/entrega-inmediata$/, { timeout: 10_000 });
  await expect(cards.filter({ hasText: `Orden ${programmedNumber}` })).toContainText('En ruta');
  expect(
    await page.evaluate(
      (n) => window.demoWorld?.world.state.orders.find((o) => String(o.order_number) === n)?.delivery_status,
      programmedNumber,
    ),
  ).toBe('EN RUTA');
});
