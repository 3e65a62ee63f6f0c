import { startDemoServer } from '@mocks/node.ts';
import { keysSentTo, withKey } from '@mocks/testing.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { getCustomerByRut } from '@/api/generated/endpoints/customers/customers.ts';
import { createOrder } from '@/api/generated/endpoints/orders/orders.ts';
import { updatePaymentStatus } from '@/api/generated/endpoints/payments/payments.ts';
import { login } from '@/api/generated/endpoints/session/session.ts';
import type { BuyType, PaymentType } from '@/api/generated/model/index.ts';
import { configureApi } from '@/api/http.ts';
import { MONEY_MESSAGES } from '@/domain/checkoutMessages.ts';
import { adoptOrder, attemptFor, beginAttempt, clearCheckoutMemory } from '@/session/attempts.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { initialSession, session } from '@/session/session.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { PaymentScreen } from '../../PaymentScreen.tsx';
import { codeSends } from './codeSends.ts';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => {
  demo.reset();
  clearCheckoutMemory();
  codeSends.reset();
});
afterAll(() => demo.close());

interface Row {
  payment_type: PaymentType;
  amount: number;
}

/**
 * The demo seller logged in, an order created in the demo world with `rows` as its payments (for
 * a member, or none for a platform), the sale pointing at it, and /pago-final on screen.
 */
async function openPayment(rows: Row[], { buyType = 'socio' as BuyType } = {}) {
  const answer = await login({ rut: '111111111', password: 'demo1234' });
  session.set(() => ({
    ...initialSession(),
    user: answer.data.user as never,
    accessToken: answer.data.accessToken,
    machineNumber: '7',
  }));
  const member = buyType === 'socio';
  const customer = member ? (await getCustomerByRut('123456785', { type: 'socio' })).data.customer : null;
  const created = await createOrder(
    {
      sale_admin_id: 1,
      save_admin_id: null,
      customer_id: customer?.id ?? null,
      products: [{ id: 1, amount: 2 }],
      saved: false,
      store_id: DEMO.storeId,
      coupon: null,
      machine_number: '7',
      buy_type: buyType,
      payments: rows,
      delivery_company: member ? null : (buyType as never),
      recommended_product_ids: [],
      doc_type: 'boleta',
      recommended_watch_time: null,
    },
    withKey(),
  );
  const orderId = created.data.order_id;
  sale.set(() => ({
    ...initialSale(),
    buyType,
    customer: customer as never,
    orderId,
    orderNumber: created.data.order_number,
  }));
  adoptOrder(orderId);
  const view = await renderPayment(orderId);
  const payments = demo.world.state.payments.filter((p) => p.order_id === orderId);
  return { ...view, orderId, payments };
}

/** /pago-final of `orderId` (as the route renders it, with its title). */
function renderPayment(orderId: number) {
  return renderScreen({
    path: '/pago-final',
    screens: {
      '/pago-final': () => (
        <>
          <h1>POS Pago</h1>
          <PaymentScreen orderId={orderId} />
        </>
      ),
    },
  });
}

const paymentOf = (id: number) => demo.world.state.payments.find((p) => p.id === id)!;
const charges = (id: number) => demo.world.state.charges[String(id)] ?? 0;
const press = (name: string | RegExp) => userEvent.setup().click(screen.getByRole('button', { name }));
const type = (label: string, text: string) => userEvent.setup().type(screen.getByLabelText(label), text);
/** A field of the step (the server group's chunk loads lazily the first time). */
const shown = (label: string) => screen.findByLabelText(label, {}, { timeout: 5000 });
const approved = async (id: number) => {
  await waitFor(() => expect(paymentOf(id).status).toBe('APROBADO'));
  expect(charges(id)).toBe(1);
};

describe('cash', () => {
  it('shows the change; an amount below the payment is refused and nothing is sent', async () => {
    const { payments } = await openPayment([
      { payment_type: 'EFECTIVO', amount: 3780 },
      { payment_type: 'TRANSFERENCIA BANCARIA', amount: 1000 },
    ]);
    const cash = payments[0]!;
    await shown('Monto recibido');
    await type('Monto recibido', '3.000');
    await press('Confirmar pago');
    expect(await screen.findByText('El monto recibido es menor al monto a pagar')).toBeInTheDocument();
    expect(paymentOf(cash.id).status).toBe('PENDIENTE');
    expect(charges(cash.id)).toBe(0);

    await userEvent.setup().clear(screen.getByLabelText('Monto recibido'));
    await type('Monto recibido', '5.000');
    expect(screen.getByRole('status', { name: 'Vuelto' })).toHaveTextContent('$1.220');
    await press('Confirmar pago');
    await approved(cash.id);
    // The next step is on screen.
    expect(await shown('Código de transferencia')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Paso 2 de 2' })).toBeInTheDocument();
  });

  it('the exact amount and the notes above it are one tap each; nothing typed pays the exact amount', async () => {
    const { payments } = await openPayment([{ payment_type: 'EFECTIVO', amount: 3780 }]);
    const cash = payments[0]!;
    const field = await shown('Monto recibido');
    expect(field).toHaveAttribute('placeholder', '3.780');
    const quick = within(screen.getByRole('group', { name: 'Montos rápidos' }));
    expect(quick.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Monto exacto',
      '$5.000',
      '$10.000',
      '$20.000',
    ]);
    expect(quick.getByRole('button', { name: 'Monto exacto' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(quick.getByRole('button', { name: '$10.000' }));
    expect(field).toHaveValue('10.000');
    expect(screen.getByRole('status', { name: 'Vuelto' })).toHaveTextContent('$6.220');
    expect(quick.getByRole('button', { name: '$10.000' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(quick.getByRole('button', { name: 'Monto exacto' }));
    expect(field).toHaveValue('3.780');
    expect(screen.getByRole('status', { name: 'Vuelto' })).toHaveTextContent('$0');
    await userEvent.setup().clear(field);
    await press('Confirmar pago');
    await approved(cash.id);
  });

  it('a lost answer (the server approved it) moves on without a second charge', async () => {
    const { payments } = await openPayment([
      { payment_type: 'EFECTIVO', amount: 3780 },
      { payment_type: 'OTRO', amount: 1000 },
    ]);
    demo.useScenario('lost-answer:updatePaymentStatus');
    await shown('Monto recibido');
    await type('Monto recibido', '3780');
    await press('Confirmar pago');
    expect(await shown('Código del comprobante')).toBeInTheDocument();
    await approved(payments[0]!.id);
    expect(attemptFor(payments[0]!.id)).toBeNull();
  });

  it('an unanswered call stays unknown until the same request answers: Reintentar sends it again with its key, never a new charge', async () => {
    const { payments } = await openPayment([{ payment_type: 'EFECTIVO', amount: 3780 }]);
    await shown('Monto recibido');
    demo.useScenario('server-error-html:updatePaymentStatus,server-error:listOrderPayments');
    await type('Monto recibido', '3780');
    await press('Confirmar pago');
    expect(await screen.findByText(new RegExp(MONEY_MESSAGES.unknownResend))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar pago' })).toBeNull();
    expect(attemptFor(payments[0]!.id)).not.toBeNull();

    demo.useScenario(null);
    await press('Verificar de nuevo');
    // Not approved on the server yet: that is not "not charged"; it stays unknown.
    await waitFor(() => expect(demo.world.state.requestCounts.listOrderPayments).toBeGreaterThan(0));
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar pago' })).toBeNull();
    expect(attemptFor(payments[0]!.id)).not.toBeNull();
    await press('Reintentar');
    await approved(payments[0]!.id);
    expect(charges(payments[0]!.id)).toBe(1);
  });

  it('errorAction "reset" shows the server text and hides Reintentar, and only it: the step\'s own button stays', async () => {
    await openPayment([{ payment_type: 'EFECTIVO', amount: 3780 }]);
    await shown('Monto recibido');
    demo.server.use(
      http.patch('*/api/payments/update/:id', () =>
        HttpResponse.json({ errorMessage: 'Caja cerrada', errorAction: 'reset' }, { status: 400 }),
      ),
    );
    await type('Monto recibido', '3780');
    await press('Confirmar pago');
    expect(await screen.findByText('Caja cerrada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirmar pago' })).toBeEnabled();
    expect(screen.getByLabelText('Monto recibido')).toBeEnabled();
  });

  it('a server refusal offers Reintentar', async () => {
    const { payments } = await openPayment([{ payment_type: 'EFECTIVO', amount: 3780 }]);
    await shown('Monto recibido');
    demo.server.use(
      http.patch(
        '*/api/payments/update/:id',
        () => HttpResponse.json({ errorMessage: 'Caja ocupada' }, { status: 400 }),
        { once: true },
      ),
    );
    await type('Monto recibido', '3780');
    await press('Confirmar pago');
    expect(await screen.findByText('Caja ocupada')).toBeInTheDocument();
    await press('Reintentar');
    await approved(payments[0]!.id);
  });
});

describe('reload with an attempt left', () => {
  it('asks the server first: not shown there, it stays unknown; Reintentar sends the same code with the same key, once', async () => {
    const { payments, orderId, unmount } = await openPayment([
      { payment_type: 'TRANSFERENCIA BANCARIA', amount: 3780 },
    ]);
    await shown('Código de transferencia');
    unmount();
    // The attempt was persisted with its code, then the page reloaded before the request went out.
    beginAttempt({ orderId, paymentId: payments[0]!.id, kind: 'transfer', input: 'TRF-001' });
    const asked = demo.world.state.requestCounts.listOrderPayments ?? 0;
    await renderPayment(orderId);
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(demo.world.state.requestCounts.listOrderPayments).toBe(asked + 1);
    expect(screen.queryByLabelText('Código de transferencia')).toBeNull();
    expect(attemptFor(payments[0]!.id)).not.toBeNull();
    expect(charges(payments[0]!.id)).toBe(0);
    await press('Reintentar');
    await approved(payments[0]!.id);
    expect(demo.world.state.payments.find((p) => p.id === payments[0]!.id)?.deposit_id).toBe('TRF-001');
    expect(charges(payments[0]!.id)).toBe(1);
  });

  it('approved on the server while the screen still shows it: moves on, no second charge', async () => {
    const { payments, orderId, unmount } = await openPayment([
      { payment_type: 'EFECTIVO', amount: 3780 },
      { payment_type: 'OTRO', amount: 1000 },
    ]);
    await shown('Monto recibido');
    unmount();
    // The first request landed (charge 1) but its answer was lost; the page reloads.
    beginAttempt({ orderId, paymentId: payments[0]!.id, kind: 'cash' });
    await updatePaymentStatus(payments[0]!.id, { status: 'APROBADO' });
    await renderPayment(orderId);
    expect(await shown('Código del comprobante')).toBeInTheDocument();
    expect(charges(payments[0]!.id)).toBe(1);
  });
});

describe('transfer and voucher', () => {
  it('the code twice: required, then "Los códigos no son iguales", then PATCH deposit', async () => {
    const { payments } = await openPayment([{ payment_type: 'TRANSFERENCIA BANCARIA', amount: 3780 }]);
    await shown('Código de transferencia');
    await press('Confirmar pago');
    expect(await screen.findByText('Debe ingresar un codigo')).toBeInTheDocument();
    await type('Código de transferencia', 'TRX-1001');
    await type('Repita el código', 'TRX-1002');
    await press('Confirmar pago');
    expect(await screen.findByText('Los códigos no son iguales')).toBeInTheDocument();
    expect(charges(payments[0]!.id)).toBe(0);
    await userEvent.setup().clear(screen.getByLabelText('Repita el código'));
    await type('Repita el código', 'TRX-1001{Enter}');
    await approved(payments[0]!.id);
    expect(paymentOf(payments[0]!.id).deposit_id).toBe('TRX-1001');
  });

  it('OTRO asks for the voucher code twice', async () => {
    const { payments } = await openPayment([{ payment_type: 'OTRO', amount: 3780 }]);
    await shown('Código del comprobante');
    await type('Código del comprobante', 'V-77');
    await type('Repita el código', 'V-78');
    await press('Confirmar pago');
    expect(await screen.findByText('Los códigos no son iguales')).toBeInTheDocument();
    expect(charges(payments[0]!.id)).toBe(0);
  });
});

describe('deposit codes', () => {
  it('GoodMeal: the code is required, then PATCH deposit', async () => {
    const { payments } = await openPayment([{ payment_type: 'GOODMEAL', amount: 3780 }]);
    await shown('Código del pago');
    await press('Confirmar pago');
    expect(await screen.findByText('Debe ingresar un codigo')).toBeInTheDocument();
    await type('Código del pago', 'GM-5521{Enter}');
    await approved(payments[0]!.id);
    expect(paymentOf(payments[0]!.id).deposit_id).toBe('GM-5521');
  });
});

describe('platforms', () => {
  it('Rappi: required, "Código incompleto" under 8, then POST rappi/new', async () => {
    const { payments } = await openPayment([{ payment_type: 'RAPPI', amount: 4000 }], { buyType: 'rappi' });
    await shown('Código Rappi');
    await press('Confirmar pago');
    expect(await screen.findByText('Por favor ingrese Código Rappi')).toBeInTheDocument();
    await type('Código Rappi', 'RP-9900');
    await press('Confirmar pago');
    expect(await screen.findByText('Código incompleto')).toBeInTheDocument();
    expect(charges(payments[0]!.id)).toBe(0);
    await type('Código Rappi', '1234');
    await press('Confirmar pago');
    await approved(payments[0]!.id);
    expect(paymentOf(payments[0]!.id).deposit_id).toBe('RP-99001234');
  });

  it('a used code (errorAction "reset") hides Reintentar only: another code with Confirmar pago pays once', async () => {
    const { payments } = await openPayment([{ payment_type: 'RAPPI', amount: 4000 }], { buyType: 'rappi' });
    await shown('Código Rappi');
    await type('Código Rappi', '99900012');
    await press('Confirmar pago');
    expect(await screen.findByText('Código ya utilizado en otra compra')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    await userEvent.setup().clear(screen.getByLabelText('Código Rappi'));
    await type('Código Rappi', '12345678');
    await press('Confirmar pago');
    await approved(payments[0]!.id);
    expect(charges(payments[0]!.id)).toBe(1);
  });

  it('Uber Eats and PedidosYa messages', async () => {
    await openPayment([{ payment_type: 'UBEREATS', amount: 4000 }], { buyType: 'ubereats' });
    await shown('Código UberEats');
    await press('Confirmar pago');
    expect(await screen.findByText('Por favor ingrese Código UberEats')).toBeInTheDocument();
  });

  it('PedidosYa: required and at least 10', async () => {
    await openPayment([{ payment_type: 'PEDIDOSYA', amount: 4000 }], { buyType: 'pedidosya' });
    await shown('Código PedidosYa');
    await press('Confirmar pago');
    expect(await screen.findByText('Por favor ingrese Código PedidosYa')).toBeInTheDocument();
    await type('Código PedidosYa', 'PY-123456');
    await press('Confirmar pago');
    expect(await screen.findByText('Código incompleto')).toBeInTheDocument();
  });

  it('Cornershop: its code and the authorisation code, each with its message', async () => {
    const { payments } = await openPayment([{ payment_type: 'CORNERSHOP', amount: 4000 }], {
      buyType: 'cornershop',
    });
    await shown('Código Cornershop');
    await press('Confirmar pago');
    expect(await screen.findByText('Por favor ingrese Código Cornershop')).toBeInTheDocument();
    expect(screen.getByText('Debe ingresar un codigo')).toBeInTheDocument();
    await type('Código Cornershop', 'CS-1');
    await type('Código de autorización', '778899{Enter}');
    await approved(payments[0]!.id);
  });
});

describe('Rappi Payless', () => {
  it('a refused barcode shows the server text and the PIN; another one pays', async () => {
    const { payments } = await openPayment([{ payment_type: 'RAPPI PAYLESS', amount: 4000 }], {
      buyType: 'rappi-payless',
    });
    await shown('Código de barras Rappi');
    await press('Confirmar pago');
    expect(await screen.findByText('Ingrese o escanee el código de barras')).toBeInTheDocument();
    await type('Código de barras Rappi', '000123456{Enter}');
    expect(await screen.findByText('Código Rappi Payless inválido')).toBeInTheDocument();
    expect(screen.getByText('PIN: 4321')).toBeInTheDocument();
    expect(charges(payments[0]!.id)).toBe(0);
    await userEvent.setup().clear(screen.getByLabelText('Código de barras Rappi'));
    await type('Código de barras Rappi', '7701234567');
    await press('Confirmar pago');
    await approved(payments[0]!.id);
  });

  it('a code typed into the barcode field is paid whole, even when its first key came late', async () => {
    const { payments } = await openPayment([{ payment_type: 'RAPPI PAYLESS', amount: 4000 }], {
      buyType: 'rappi-payless',
    });
    await shown('Código de barras Rappi');
    const field = screen.getByLabelText('Código de barras Rappi');
    field.focus();
    fireEvent.change(field, { target: { value: '000123456' } });
    // Its keys as a busy machine delivers them: the first alone, the rest a scanner-fast burst
    // and Enter. Heard by the scanner's listener, they were the code '00123456'.
    const timed: [string, number][] = [
      ['0', 0],
      ...[...'00123456'].map((key, i): [string, number] => [key, 100 + i]),
      ['Enter', 110],
    ];
    for (const [key, time] of timed) {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      Object.defineProperty(event, 'timeStamp', { value: time });
      field.dispatchEvent(event);
    }
    await userEvent.setup().type(field, '{Enter}', { skipClick: true });
    expect(await screen.findByText('Código Rappi Payless inválido')).toBeInTheDocument();
    expect(charges(payments[0]!.id)).toBe(0);
  });
});

describe('wallet', () => {
  it('the code is required; the SMS has a 30 s cooldown; a wrong code is refused; the SMS code pays', async () => {
    const { payments } = await openPayment([
      { payment_type: 'EFECTIVO', amount: 2780 },
      { payment_type: 'WALLET', amount: 1000 },
    ]);
    const wallet = payments.find((p) => p.payment_type === 'WALLET')!;
    // The wallet is always the first step.
    await shown('Código de verificación');
    expect(screen.getByRole('region', { name: 'Paso 1 de 2' })).toHaveTextContent('Puntos');
    await press('Confirmar pago');
    expect(await screen.findByText('Falta el código de verificación')).toBeInTheDocument();

    await press('Enviar código por SMS');
    const resend = await screen.findByRole('button', { name: /Reenviar SMS\. Reenviar en 00:(30|29)/ });
    expect(resend).toBeDisabled();
    expect(screen.getByText('Se envió un código por SMS al cliente')).toBeInTheDocument();
    expect(demo.world.state.codes.filter((c) => c.kind === 'sms')).toHaveLength(1);
    expect(sale.get().smsSent).toBe(true);

    await type('Código de verificación', '111111');
    await press('Confirmar pago');
    expect(await screen.findByText('Código de verificación incorrecto')).toBeInTheDocument();
    expect(charges(wallet.id)).toBe(0);
    // The refusal ended the charge: Cancelar compra no longer waits.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar compra' })).toBeEnabled());
    await userEvent.setup().clear(screen.getByLabelText('Código de verificación'));
    await type('Código de verificación', DEMO.walletSmsCode);
    await press('Confirmar pago');
    await approved(wallet.id);
    expect(await shown('Monto recibido')).toBeInTheDocument();
  });

  it('the supervisor code by e-mail, with its own cooldown', async () => {
    const { payments } = await openPayment([{ payment_type: 'WALLET', amount: 3780 }]);
    await shown('Código de verificación');
    await press('Enviar código al supervisor');
    expect(
      await screen.findByRole('button', { name: /Reenviar al supervisor\. Reenviar en 00:(30|29)/ }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enviar código por SMS' })).toBeEnabled();
    expect(screen.getByText('Se envió un código al correo del supervisor')).toBeInTheDocument();
    await type('Código de verificación', `${DEMO.supervisorCode}{Enter}`);
    await approved(payments[0]!.id);
  });

  it('after a reload the note names the latest send: the supervisor after the SMS', async () => {
    const { orderId, unmount } = await openPayment([{ payment_type: 'WALLET', amount: 3780 }]);
    await shown('Código de verificación');
    await press('Enviar código por SMS');
    expect(await screen.findByText('Se envió un código por SMS al cliente')).toBeInTheDocument();
    await press('Enviar código al supervisor');
    expect(await screen.findByText('Se envió un código al correo del supervisor')).toBeInTheDocument();
    unmount();
    await renderPayment(orderId);
    expect(await screen.findByText('Se envió un código al correo del supervisor')).toBeInTheDocument();
    expect(screen.queryByText('Se envió un código por SMS al cliente')).not.toBeInTheDocument();
  });

  it('a code sent after a wrong one replaces the refusal with the send note', async () => {
    await openPayment([{ payment_type: 'WALLET', amount: 3780 }]);
    await shown('Código de verificación');
    await type('Código de verificación', '111111');
    await press('Confirmar pago');
    expect(await screen.findByText('Código de verificación incorrecto')).toBeInTheDocument();
    await press('Enviar código al supervisor');
    expect(await screen.findByText('Se envió un código al correo del supervisor')).toBeInTheDocument();
    expect(screen.queryByText('Código de verificación incorrecto')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar pago' })).toBeEnabled();
  });
});

/** The attempt's id of `paymentId` at the moment each request to `path` starts. */
function attemptIdsAt(path: string, paymentId: number): (string | undefined)[] {
  const ids: (string | undefined)[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) ids.push(attemptFor(paymentId)?.requestId);
  };
  demo.server.events.on('request:start', listener);
  onTestFinished(() => demo.server.events.removeListener('request:start', listener));
  return ids;
}

describe("the payment's create call carries the attempt's id as Idempotency-Key", () => {
  it('wallet: a lost answer is found approved, one charge, the points spent once', async () => {
    const { payments } = await openPayment([
      { payment_type: 'EFECTIVO', amount: 2780 },
      { payment_type: 'WALLET', amount: 1000 },
    ]);
    const wallet = payments.find((p) => p.payment_type === 'WALLET')!;
    const sent = keysSentTo(demo.server, 'POST', '/api/payments/wallet/new');
    const attempts = attemptIdsAt('/api/payments/wallet/new', wallet.id);
    const points = () => JSON.stringify(demo.world.state.customers.find((c) => c.id === 1)!.points);
    const before = points();
    demo.useScenario('lost-answer:createWalletPayment');
    await shown('Código de verificación');
    await type('Código de verificación', DEMO.walletSmsCode);
    await press('Confirmar pago');
    expect(await shown('Monto recibido')).toBeInTheDocument();
    await approved(wallet.id);
    expect(sent).toHaveLength(1);
    expect(sent).toEqual(attempts);
    expect(points()).not.toBe(before);
    expect(demo.world.state.idempotency[sent[0]!]?.operation).toBe('createWalletPayment');
  });

  it('Rappi: a refused code ends the attempt; the next one is a new attempt with a new key', async () => {
    const { payments } = await openPayment([{ payment_type: 'RAPPI', amount: 4000 }], { buyType: 'rappi' });
    const sent = keysSentTo(demo.server, 'POST', '/api/payments/rappi/new');
    const attempts = attemptIdsAt('/api/payments/rappi/new', payments[0]!.id);
    await shown('Código Rappi');
    await type('Código Rappi', '00012345');
    await press('Confirmar pago');
    expect(await screen.findByText('Código no encontrado en la plataforma')).toBeInTheDocument();
    await userEvent.setup().clear(screen.getByLabelText('Código Rappi'));
    await type('Código Rappi', '12345678');
    await press('Confirmar pago');
    await approved(payments[0]!.id);
    expect(sent).toEqual(attempts);
    expect(new Set(sent).size).toBe(2);
  });

  it("Rappi Payless: the barcode is sent with the attempt's key", async () => {
    const { payments } = await openPayment([{ payment_type: 'RAPPI PAYLESS', amount: 4000 }], {
      buyType: 'rappi-payless',
    });
    const sent = keysSentTo(demo.server, 'POST', '/api/rappi-payless/new-order');
    const attempts = attemptIdsAt('/api/rappi-payless/new-order', payments[0]!.id);
    await shown('Código de barras Rappi');
    await type('Código de barras Rappi', '7701234567');
    await press('Confirmar pago');
    await approved(payments[0]!.id);
    expect(sent).toHaveLength(1);
    expect(sent).toEqual(attempts);
  });
});

describe('nothing to charge', () => {
  it('FREE with amount 0: Continuar approves it', async () => {
    const { payments } = await openPayment([
      { payment_type: 'FREE', amount: 0 },
      { payment_type: 'EFECTIVO', amount: 3780 },
    ]);
    expect(await screen.findByText('Nada que cobrar en este paso')).toBeInTheDocument();
    await press('Continuar');
    await waitFor(() => expect(paymentOf(payments[0]!.id).status).toBe('APROBADO'));
    expect(await shown('Monto recibido')).toBeInTheDocument();
  });
});
