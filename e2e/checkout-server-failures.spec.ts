import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  logInToHome,
  MEMBER,
  NON_MEMBER,
  openCart,
  paymentOfType,
  platformSale,
  scan,
  setScenario,
  startSale,
  storedSale,
  walletSplitCart,
} from './support';

/**
 * The failure paths of /pago-final's server-settled steps, as a seller meets them: a platform
 * code the server refuses (with and without Reintentar), Rappi Payless's refused barcode and its
 * PIN, a deposit, a transfer, cash and the wallet failing on the server, and Cambiar after a
 * failure. Every flow reloads before the send, while it is waited for and after the answer, and
 * lands on the same step; the demo world proves every payment was charged exactly once (or not
 * at all while refused). The happy paths are in checkout-server.spec.ts and checkout-types.spec.ts.
 */

const CRISTAL = '7801000000013';
const SERVER_ERROR = 'Error interno del servidor. Por favor intente nuevamente más tarde.';
/** Spec 001 §8: the text when a payment call fails without the server's errorMessage. */
const TRY_AGAIN = 'Ha ocurrido un error. Por favor intente nuevamente.';

const step = (page: Page, n = 1, total = 1) => page.getByRole('region', { name: `Paso ${n} de ${total}` });
const button = (page: Page, name: string, n = 1, total = 1) =>
  step(page, n, total).getByRole('button', { name, exact: true });

/** A reload of /pago-final; the demo world is read only once it has started again. */
async function reload(page: Page) {
  await page.reload();
  await expect(page).toHaveURL(/\/pago-final$/);
  await page.waitForFunction(() => Boolean(window.demoWorld?.world));
}

async function charges(page: Page, type: string): Promise<number> {
  return (await paymentOfType(page, type)).charges;
}

/**
 * A reload while the step's call is on its way (the answer takes 8 s, so even a slow reload on a
 * busy CI machine beats it; nothing waits for it once the page is gone): the page is gone before
 * the server acted, the persisted attempt makes the reloaded step ask the server first, and, the
 * server not showing it, the step stays unknown: no field to fill, only Reintentar, which sends the
 * same request with the same key (docs/DECISIONS.md "The payment engine"). Nothing was charged.
 *
 * The slow network is cleared only once the demo world has taken the call (`op`'s count went up:
 * the world decides the delay in the same tick). Cleared earlier, on a loaded machine the call
 * could reach the world after it and be approved at once, before the reload.
 */
async function reloadWhileSending(
  page: Page,
  type: string,
  field: string,
  op: string,
  send: () => Promise<void>,
  card = step(page),
) {
  const taken = () => page.evaluate((o) => window.demoWorld?.world.state.requestCounts[o] ?? 0, op);
  const before = await taken();
  await setScenario(page, 'slow-network:8000');
  await send();
  await expect(page.getByRole('button', { name: 'Cancelar compra' })).toBeDisabled();
  await expect.poll(taken).toBe(before + 1);
  // Cleared for what comes next; the call on its way still waits its 8 s.
  await setScenario(page, null);
  await reload(page);
  await expect(card.getByRole('button', { name: 'Reintentar' })).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText(/No se pudo confirmar el pago/)).toBeVisible();
  await expect(card.getByLabel(field)).toBeHidden();
  expect(await charges(page, type)).toBe(0);
}

/** The step was approved and a reload after it stays past it: one charge. */
async function expectPaidOnce(page: Page, type: string, field: string) {
  await expect.poll(async () => (await paymentOfType(page, type)).status).toBe('APROBADO');
  await expect(page.getByLabel(field)).toBeHidden();
  await reload(page);
  await expect(page.getByLabel(field)).toBeHidden();
  expect(await paymentOfType(page, type)).toMatchObject({ status: 'APROBADO', charges: 1 });
}

/** A non-member sale of one Cristal paid with `type` for the whole total, at /pago-final. */
async function storeSale(page: Page, type: string) {
  await logInToHome(page);
  await startSale(page, 'no-socio', NON_MEMBER.rut);
  await scan(page, CRISTAL);
  await expect(page.getByRole('button', { name: 'Carro, 1 producto' })).toBeVisible();
  await openCart(page);
  await page.getByLabel('Método de pago 1').selectOption(type);
  await page.getByLabel('Monto 1').fill('999.999');
  await page.getByLabel('Monto 1').blur();
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await expect(page).toHaveURL(/\/pago-final$/);
}

test('Rappi: a code the platform does not know is refused with Reintentar (no Cambiar on a platform sale), then the right code pays once', async ({
  page,
}) => {
  await platformSale(page, 'Rappi', 'RAPPI');
  const code = step(page).getByLabel('Código Rappi');
  await reload(page);
  await code.fill('00012345');
  await button(page, 'Confirmar pago').click();
  await expect(step(page).getByText('Código no encontrado en la plataforma')).toBeVisible();
  // Reintentar sends the same code again: refused again, nothing charged.
  await button(page, 'Reintentar').click();
  await expect
    .poll(() => page.evaluate(() => window.demoWorld?.world.state.requestCounts.createRappiPayment))
    .toBe(2);
  await expect(step(page).getByText('Código no encontrado en la plataforma')).toBeVisible();
  await expect(button(page, 'Cambiar')).toBeHidden();
  expect(await charges(page, 'RAPPI')).toBe(0);

  // After the refusal: the same step, ready again.
  await reload(page);
  await expect(button(page, 'Confirmar pago')).toBeVisible();
  await reloadWhileSending(page, 'RAPPI', 'Código Rappi', 'createRappiPayment', async () => {
    await code.fill('RP-99001234');
    await button(page, 'Confirmar pago').click();
  });
  // The same code goes again, with the same key: paid once.
  await button(page, 'Reintentar').click();
  await expectPaidOnce(page, 'RAPPI', 'Código Rappi');
});

test('PedidosYa: a used code is refused with errorAction reset (no Reintentar); a new code pays once', async ({
  page,
}) => {
  await platformSale(page, 'PedidosYa', 'PEDIDOSYA');
  const code = step(page).getByLabel('Código PedidosYa');
  await reload(page);
  await code.fill('9990001234');
  await button(page, 'Confirmar pago').click();
  await expect(step(page).getByText('Código ya utilizado en otra compra')).toBeVisible();
  await expect(button(page, 'Reintentar')).toBeHidden();
  // "reset" hides Reintentar and nothing else: the step's own button stays for another code.
  await expect(button(page, 'Confirmar pago')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Cancelar compra' })).toBeEnabled();
  expect(await charges(page, 'PEDIDOSYA')).toBe(0);

  // A reload after the refusal: the same step; another code may be typed.
  await reload(page);
  await expect(step(page).getByText('Código ya utilizado en otra compra')).toBeHidden();
  await reloadWhileSending(page, 'PEDIDOSYA', 'Código PedidosYa', 'createPedidosYaPayment', async () => {
    await code.fill('PY12345678');
    await button(page, 'Confirmar pago').click();
  });
  await button(page, 'Reintentar').click();
  await expectPaidOnce(page, 'PEDIDOSYA', 'Código PedidosYa');
});

test('Rappi Payless: a refused barcode shows the server text and the PIN, then the right barcode pays once', async ({
  page,
}) => {
  await platformSale(page, 'Rappi Payless', 'RAPPI PAYLESS');
  const barcode = step(page).getByLabel('Código de barras Rappi');
  await reload(page);
  await barcode.fill('000123');
  await button(page, 'Confirmar pago').click();
  await expect(step(page).getByText('Código Rappi Payless inválido')).toBeVisible();
  await expect(step(page).getByRole('status').filter({ hasText: 'PIN: 4321' })).toBeVisible();
  await expect(button(page, 'Reintentar')).toBeVisible();
  expect(await charges(page, 'RAPPI PAYLESS')).toBe(0);

  await reload(page);
  await expect(button(page, 'Confirmar pago')).toBeVisible();
  await reloadWhileSending(
    page,
    'RAPPI PAYLESS',
    'Código de barras Rappi',
    'createRappiPaylessOrder',
    async () => {
      await barcode.fill('7712345678');
      await button(page, 'Confirmar pago').click();
    },
  );
  await button(page, 'Reintentar').click();
  await expectPaidOnce(page, 'RAPPI PAYLESS', 'Código de barras Rappi');
});

test('GoodMeal deposit: the server failing (its text, then the spec text without one), Reintentar pays once', async ({
  page,
}) => {
  await platformSale(page, 'GoodMeal', 'GOODMEAL');
  const code = step(page).getByLabel('Código del pago');
  await reload(page);
  await setScenario(page, 'server-error:updatePaymentDeposit');
  await code.fill('GM-2026');
  await button(page, 'Confirmar pago').click();
  await expect(step(page).getByText(new RegExp(SERVER_ERROR))).toBeVisible();
  await expect(button(page, 'Reintentar')).toBeVisible();
  expect(await charges(page, 'GOODMEAL')).toBe(0);

  // After the failure a reload lands on the same unknown step: Reintentar sends the same code; an
  // answer without errorMessage shows the spec's text.
  await reload(page);
  await setScenario(page, 'server-error-html:updatePaymentDeposit');
  await button(page, 'Reintentar').click();
  await expect(step(page).getByText(new RegExp(TRY_AGAIN))).toBeVisible();
  expect(await charges(page, 'GOODMEAL')).toBe(0);

  await setScenario(page, null);
  await button(page, 'Reintentar').click();
  await expectPaidOnce(page, 'GOODMEAL', 'Código del pago');
});

test('wallet: no code, a wrong code refused, the supervisor code by e-mail with its 30 s cooldown across reloads, paid once', async ({
  page,
}) => {
  await logInToHome(page);
  await startSale(page, 'socio', MEMBER.rut);
  await walletSplitCart(page, 'EFECTIVO');
  await page.getByRole('button', { name: 'REALIZAR COMPRA' }).click();
  await expect(page).toHaveURL(/\/pago-final$/);

  const wallet = step(page, 1, 2);
  const code = wallet.getByLabel('Código de verificación');
  await wallet.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(wallet.getByText('Falta el código de verificación')).toBeVisible();
  await code.fill('111111');
  await wallet.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(wallet.getByText('Código de verificación incorrecto')).toBeVisible();
  await expect(wallet.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  expect(await charges(page, 'WALLET')).toBe(0);

  await wallet.getByRole('button', { name: 'Enviar código al supervisor' }).click();
  await expect(wallet.getByText('Se envió un código al correo del supervisor')).toBeVisible();
  const cooling = wallet.getByRole('button', { name: /^Reenviar al supervisor\. Reenviar en 00:[0-3]\d$/ });
  await expect(cooling).toBeDisabled();
  // A reload keeps the cooldown and the note (the send is persisted)...
  await reload(page);
  await expect(cooling).toBeDisabled();
  await expect(wallet.getByText('Se envió un código al correo del supervisor')).toBeVisible();
  // ...and it ends 30 s after the persisted send (moved 31 s back rather than waited for).
  await page.evaluate(() => {
    const key = 'pos.checkout.code-sends';
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
    stored.state.supervisor -= 31_000;
    localStorage.setItem(key, JSON.stringify(stored));
  });
  await reload(page);
  await wallet.getByRole('button', { name: 'Reenviar al supervisor', exact: true }).click();
  await expect(cooling).toBeDisabled();
  expect(await page.evaluate(() => window.demoWorld?.world.state.requestCounts.sendSupervisorCode)).toBe(2);

  // While the code is sent: a reload, the server is asked, the same code is sent again.
  await reloadWhileSending(
    page,
    'WALLET',
    'Código de verificación',
    'createWalletPayment',
    async () => {
      await code.fill('135790');
      await wallet.getByRole('button', { name: 'Confirmar pago' }).click();
    },
    wallet,
  );

  await wallet.getByRole('button', { name: 'Reintentar' }).click();
  await expect.poll(async () => (await paymentOfType(page, 'WALLET')).status).toBe('APROBADO');
  await expect(step(page, 2, 2).getByLabel('Monto recibido')).toBeVisible();
  await reload(page);
  await expect(step(page, 2, 2).getByLabel('Monto recibido')).toBeVisible();
  expect(await paymentOfType(page, 'WALLET')).toMatchObject({ status: 'APROBADO', charges: 1 });
  expect(await charges(page, 'EFECTIVO')).toBe(0);
});

test('transfer: a server error, then Reintentar whose answer is lost and a reload right after: one charge', async ({
  page,
}) => {
  await storeSale(page, 'TRANSFERENCIA BANCARIA');
  const code = step(page).getByLabel('Código de transferencia');
  const repeat = step(page).getByLabel('Repita el código');
  await reload(page);
  await setScenario(page, 'server-error:updatePaymentDeposit');
  await code.fill('TRX-77001');
  await repeat.fill('TRX-77001');
  await button(page, 'Confirmar pago').click();
  await expect(step(page).getByText(SERVER_ERROR)).toBeVisible();
  expect(await charges(page, 'TRANSFERENCIA BANCARIA')).toBe(0);

  // Reintentar: the server takes the transfer but its answer is lost; the page reloads at once.
  await setScenario(page, 'lost-answer:updatePaymentDeposit');
  await button(page, 'Reintentar').click();
  await expect.poll(() => charges(page, 'TRANSFERENCIA BANCARIA')).toBe(1);
  await page.reload();
  await setScenario(page, null);
  // The reloaded step asks the server, finds the payment approved and moves on: no second send.
  await expectPaidOnce(page, 'TRANSFERENCIA BANCARIA', 'Código de transferencia');
  expect(await page.evaluate(() => window.demoWorld?.world.state.requestCounts.updatePaymentDeposit)).toBe(2);
});

test('cash: a server error on send, Reintentar after a reload, one charge', async ({ page }) => {
  await storeSale(page, 'EFECTIVO');
  const given = step(page).getByLabel('Monto recibido');
  await reload(page);
  await setScenario(page, 'server-error:updatePaymentStatus');
  await given.fill('10.000');
  await button(page, 'Confirmar pago').click();
  await expect(step(page).getByText(new RegExp(SERVER_ERROR))).toBeVisible();
  await expect(button(page, 'Reintentar')).toBeVisible();
  expect(await charges(page, 'EFECTIVO')).toBe(0);

  // Unknown across the reload: Reintentar sends the same request (reloaded again while it is out).
  await reload(page);
  await setScenario(page, null);
  await reloadWhileSending(page, 'EFECTIVO', 'Monto recibido', 'updatePaymentStatus', async () => {
    await button(page, 'Reintentar').click();
  });
  await button(page, 'Reintentar').click();
  await expectPaidOnce(page, 'EFECTIVO', 'Monto recibido');
});

test('Cambiar after a refused voucher: the step becomes cash, paid, billed: the sale ends FINISHED', async ({
  page,
}) => {
  await storeSale(page, 'OTRO');
  // Refused for good (a 500 would leave it unknown: the same code goes again first).
  await setScenario(page, 'reset:updatePaymentDeposit');
  await step(page).getByLabel('Código del comprobante').fill('VOU-900');
  await step(page).getByLabel('Repita el código').fill('VOU-900');
  await button(page, 'Confirmar pago').click();
  await expect(step(page).getByText('Operación no permitida, vuelva a iniciar la venta')).toBeVisible();
  await setScenario(page, null);

  await button(page, 'Cambiar').click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar método de pago' });
  await dialog.getByRole('button', { name: 'Efectivo' }).click();
  await expect(dialog).toBeHidden();
  await expect(step(page)).toContainText('Efectivo');
  // Before the cash is sent: the changed step survives a reload.
  await reload(page);
  await expect(step(page)).toContainText('Efectivo');
  await step(page).getByLabel('Monto recibido').fill('10.000');
  await button(page, 'Confirmar pago').click();

  await expect(page.getByRole('heading', { level: 2, name: 'Compra Finalizada' })).toBeVisible({
    timeout: 20_000,
  });
  await reload(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Compra Finalizada' })).toBeVisible();
  const orderId = Number((await storedSale(page)).orderId);
  const world = await page.evaluate((id) => {
    const state = window.demoWorld?.world.state;
    return {
      status: state?.orders.find((o) => o.id === id)?.status,
      payments: state?.payments
        .filter((p) => p.order_id === id)
        .map((p) => ({ type: p.payment_type, status: p.status, charges: state.charges[String(p.id)] ?? 0 })),
    };
  }, orderId);
  expect(world).toEqual({
    status: 'FINISHED',
    payments: [{ type: 'EFECTIVO', status: 'APROBADO', charges: 1 }],
  });
});
