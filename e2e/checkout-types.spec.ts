import type { Page } from '@playwright/test';
import { paymentTypeLabel } from '../src/domain/paymentTypeLabels.ts';
import { expect, test } from './fixtures';
import { logInToHome, NON_MEMBER, openCart, platformSale, scan, startSale, storedSale } from './support';

/**
 * One sale per remaining payment type, from the cart through its step, billing, "Compra
 * Finalizada" and the printed bill, on the demo world (the step settles the payment, not the
 * test). Cash, cards (every machine kind), wallet, transfer, Rappi, MACH and Redpay have their
 * own flows in the other checkout specs. Each ends with one charge and one bill.
 */

const CRISTAL = '7801000000013';

async function expectFinishedOnce(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Compra Finalizada' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.getByText('Documento impreso')).toBeVisible();
  await page.waitForFunction(() => Boolean(window.demoWorld?.world));
  const orderId = Number((await storedSale(page)).orderId);
  const world = await page.evaluate((id) => {
    const state = window.demoWorld?.world.state;
    if (!state) throw new Error('no demo world');
    return {
      status: state.orders.find((o) => o.id === id)?.status,
      payments: state.payments
        .filter((p) => p.order_id === id)
        .map((p) => ({ status: p.status, charges: state.charges[String(p.id)] ?? 0 })),
      // The bill is asked for once: POST /api/payments/bill, or POST /api/billing when a reload came between the flag and that request.
      bills: (state.requestCounts.generateBill ?? 0) + (state.requestCounts.saveOrderBilling ?? 0),
    };
  }, orderId);
  expect(world.status).toBe('FINISHED');
  expect(world.bills).toBe(1);
  for (const p of world.payments) expect(p).toEqual({ status: 'APROBADO', charges: 1 });
}

const PLATFORMS: { platform: string; type: string; fill: [string, string][]; scenario?: string }[] = [
  { platform: 'PedidosYa', type: 'PEDIDOSYA', fill: [['Código PedidosYa', 'PY12345678']] },
  // The demo store has the Uber Eats integration (/orden-delivery); without it the sale is paid here.
  {
    platform: 'Uber Eats',
    type: 'UBEREATS',
    fill: [['Código UberEats', 'UE-48213']],
    scenario: 'ubereats-no-integration',
  },
  {
    platform: 'Cornershop',
    type: 'CORNERSHOP',
    fill: [
      ['Código Cornershop', 'CS-4455'],
      ['Código de autorización', '778899'],
    ],
  },
  { platform: 'Rappi Turbo', type: 'RAPPI TURBO', fill: [['Código Rappi', 'TURBO1234']] },
  { platform: 'GoodMeal', type: 'GOODMEAL', fill: [['Código del pago', 'GM-2026']] },
  { platform: 'Rappi Payless', type: 'RAPPI PAYLESS', fill: [['Código de barras Rappi', '7712345678']] },
];

for (const { platform, type, fill, scenario } of PLATFORMS) {
  test(`${platform}: the platform's code pays, billed and printed`, async ({ page }) => {
    await platformSale(page, platform, type, scenario);
    await expect(page.getByRole('region', { name: 'Paso 1 de 1' })).toContainText(paymentTypeLabel(type));
    // A reload before the payment keeps the step (nothing was charged).
    await page.reload();
    for (const [label, value] of fill) await page.getByLabel(label).fill(value);
    await page.getByRole('button', { name: 'Confirmar pago' }).click();
    await expectFinishedOnce(page);
  });
}

test('OTRO (a voucher): the code typed twice pays, billed and printed', async ({ page }) => {
  await logInToHome(page);
  await startSale(page, 'no-socio', NON_MEMBER.rut);
  await scan(page, CRISTAL);
  await expect(page.getByRole('button', { name: 'Carro, 1 producto' })).toBeVisible();
  await openCart(page);
  await page.getByLabel('Método de pago 1').selectOption('OTRO');
  await page.getByLabel('Monto 1').fill('999.999');
  await page.getByLabel('Monto 1').blur();
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await expect(page).toHaveURL(/\/pago-final$/);
  await page.getByLabel('Código del comprobante').fill('VOU-123');
  await page.getByLabel('Repita el código').fill('VOU-123');
  await page.getByRole('button', { name: 'Confirmar pago' }).click();
  await expectFinishedOnce(page);
});
