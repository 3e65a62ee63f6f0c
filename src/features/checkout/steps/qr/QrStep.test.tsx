import { startDemoServer } from '@mocks/node.ts';
import { keysSentTo, withKey } from '@mocks/testing.ts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOrder } from '@/api/generated/endpoints/orders/orders.ts';
import { configureApi } from '@/api/http.ts';
import type { PaymentType } from '@/domain/types.ts';
import { startSaleAs } from '@/features/sale/cart/testing.tsx';
import { adoptOrder, attemptFor, beginAttempt, clearCheckoutMemory } from '@/session/attempts.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { PaymentScreen } from '../../PaymentScreen.tsx';

const START = Date.parse('2026-06-03T14:00:00Z');
const demo = startDemoServer({ now: START });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });

/** The app's clock for the step (countdowns); moved by hand with the world's. */
let clock = START;
const now = () => new Date(clock);
function passes(ms: number) {
  clock += ms;
  demo.world.clock.advance(ms);
}

beforeEach(() => {
  clock = START;
  // Only intervals are faked (polls, the countdown); they also run with real time.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  clearCheckoutMemory();
  demo.reset();
});
afterAll(() => demo.close());

/** A member's order paid [QR type, cash]: step 1 is the QR payment. */
async function orderPaidWith(type: PaymentType): Promise<{ orderId: number; paymentId: number }> {
  await startSaleAs('socio');
  const created = await createOrder(
    {
      sale_admin_id: 1,
      save_admin_id: null,
      customer_id: 1,
      products: [
        { id: 1, amount: 2 },
        { id: 5, amount: 1 },
      ],
      saved: false,
      store_id: 1,
      coupon: null,
      machine_number: '7',
      buy_type: 'socio',
      payments: [
        { payment_type: type, amount: 1780 },
        { payment_type: 'EFECTIVO', amount: 1990 },
      ],
      delivery_company: null,
      recommended_product_ids: [],
      doc_type: 'boleta',
      recommended_watch_time: null,
    },
    withKey(),
  );
  const orderId = created.data.order_id;
  sale.set((s) => ({ ...s, orderId }));
  const payment = demo.world.state.payments.find((p) => p.order_id === orderId && p.payment_type === type);
  return { orderId, paymentId: payment!.id };
}

async function openPayment(orderId: number) {
  adoptOrder(orderId);
  const view = await renderScreen({
    path: '/pago-final',
    now,
    screens: {
      '/pago-final': () => (
        <>
          <h1>POS Pago</h1>
          <PaymentScreen orderId={orderId} />
        </>
      ),
    },
  });
  await screen.findByRole('region', { name: 'Paso 1 de 2' });
  return view;
}

const step = () => within(screen.getByRole('region', { name: 'Paso 1 de 2' }));
const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const charges = (paymentId: number) => demo.world.state.charges[String(paymentId)] ?? 0;
/** The next poll(s) of the provider. */
const poll = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('MACH step', () => {
  it('shows the QR of GET /api/mach/qr/{id} with a countdown from 21:00, polls every 5 s and moves on when approved', async () => {
    const { orderId, paymentId } = await openPaymentFor('MACH');
    await user().click(step().getByRole('button', { name: 'Generar QR' }));
    const qr = await step().findByRole('img', { name: 'Código QR de pago MACH' });
    const mach = demo.world.state.mach.at(-1)!;
    expect(qr.closest('figure')).toHaveAttribute('data-qr-value', mach.url);
    expect(step().getByRole('timer')).toHaveTextContent('21:00');
    expect(step().getByText('El cliente escanea el código con la app MACH')).toBeInTheDocument();
    expect(step().queryByRole('button', { name: 'Cambiar' })).toBeNull();
    expect(attemptFor(paymentId)).toMatchObject({
      kind: 'mach',
      phase: 'charging',
      externalId: String(mach.id),
    });
    expect(mach).toMatchObject({ order_id: orderId, amount: 1780 });

    clock += 65_000; // the app's clock only: the world has not approved yet
    await poll(5_000);
    await waitFor(() => expect(step().getByRole('timer')).toHaveTextContent('19:5'));
    expect(step().getByText('PAGANDO')).toBeInTheDocument();
    // Approved by the world: the next step (cash) shows, the attempt is gone, one charge.
    passes(20_000);
    await poll(5_000);
    expect(await screen.findByRole('region', { name: 'Paso 2 de 2' })).toBeInTheDocument();
    expect(attemptFor(paymentId)).toBeNull();
    expect(charges(paymentId)).toBe(1);
    expect(demo.world.state.payments.find((p) => p.id === paymentId)?.status).toBe('APROBADO');
  });

  it('says "El pago fue rechazado." with Reintentar and Cambiar when MACH rejects it', async () => {
    demo.useScenario('payment-rejected');
    await openPaymentFor('MACH');
    await user().click(step().getByRole('button', { name: 'Generar QR' }));
    await step().findByRole('img', { name: 'Código QR de pago MACH' });
    passes(20_000);
    await poll(5_000);
    expect(await step().findByText('El pago fue rechazado.')).toBeInTheDocument();
    expect(step().getByText('RECHAZADO')).toBeInTheDocument();
    expect(step().getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(step().getByRole('button', { name: 'Cambiar' })).toBeInTheDocument();
  });

  it('Cancelar pago cancels the MACH payment: "Pago cancelado", Reintentar and Cambiar', async () => {
    const { paymentId } = await openPaymentFor('MACH');
    await user().click(step().getByRole('button', { name: 'Generar QR' }));
    await step().findByRole('img', { name: 'Código QR de pago MACH' });
    await user().click(step().getByRole('button', { name: 'Cancelar pago' }));
    expect(await step().findByText('Pago cancelado')).toBeInTheDocument();
    expect(demo.world.state.mach.at(-1)?.status).toBe('CANCELADO');
    expect(attemptFor(paymentId)).toBeNull();
    expect(step().getByRole('button', { name: 'Cambiar' })).toBeInTheDocument();
    // Reintentar after a sure failure is a new QR (the seller's decision): a second charge.
    await user().click(step().getByRole('button', { name: 'Reintentar' }));
    await step().findByRole('img', { name: 'Código QR de pago MACH' });
    expect(charges(paymentId)).toBe(2);
  });

  it('a cancel refused because the customer just paid moves on as approved', async () => {
    const { paymentId } = await openPaymentFor('MACH');
    await user().click(step().getByRole('button', { name: 'Generar QR' }));
    await step().findByRole('img', { name: 'Código QR de pago MACH' });
    passes(20_000); // approved on the world, not polled yet
    await user().click(step().getByRole('button', { name: 'Cancelar pago' }));
    expect(await screen.findByRole('region', { name: 'Paso 2 de 2' })).toBeInTheDocument();
    expect(demo.world.state.mach.at(-1)?.status).toBe('APROBADO');
    expect(charges(paymentId)).toBe(1);
  });

  it('a failed cancel says "Error al intentar cancelar el pago" and keeps the QR', async () => {
    await openPaymentFor('MACH');
    await user().click(step().getByRole('button', { name: 'Generar QR' }));
    await step().findByRole('img', { name: 'Código QR de pago MACH' });
    demo.useScenario('server-error-html:cancelMachPayment');
    await user().click(step().getByRole('button', { name: 'Cancelar pago' }));
    expect(await step().findByText('Error al intentar cancelar el pago')).toBeInTheDocument();
    expect(step().getByRole('img', { name: 'Código QR de pago MACH' })).toBeInTheDocument();
    expect(demo.world.state.mach.at(-1)?.status).toBe('PENDIENTE');
  });

  it('cancels by itself at 1260 s: "El pago está expirado."', async () => {
    await openPaymentFor('MACH');
    await user().click(step().getByRole('button', { name: 'Generar QR' }));
    await step().findByRole('img', { name: 'Código QR de pago MACH' });
    clock += 1_260_000;
    await poll(1_000);
    expect(await step().findByText('El pago está expirado.')).toBeInTheDocument();
    expect(demo.world.state.mach.at(-1)?.status).toBe('CANCELADO');
  });

  it('after a reload: the same MACH id and QR, the countdown from the persisted start, no second mach/new', async () => {
    const { orderId, paymentId } = await openPaymentFor('MACH');
    await user().click(step().getByRole('button', { name: 'Generar QR' }));
    const first = await step().findByRole('img', { name: 'Código QR de pago MACH' });
    const value = first.closest('figure')?.getAttribute('data-qr-value');
    cleanup();
    passes(15_000); // before the world approves (20 s)
    await openPayment(orderId);
    const again = await step().findByRole('img', { name: 'Código QR de pago MACH' });
    expect(again.closest('figure')).toHaveAttribute('data-qr-value', value!);
    expect(step().getByRole('timer')).toHaveTextContent('20:45');
    expect(demo.world.state.mach).toHaveLength(1);
    expect(charges(paymentId)).toBe(1);
  });

  it('a start whose answer was lost is not started again without the seller: it says so, with Reintentar', async () => {
    const { paymentId } = await openPaymentFor('MACH');
    demo.useScenario('lost-answer:createMachPayment');
    await user().click(step().getByRole('button', { name: 'Generar QR' }));
    expect(
      await step().findByText('No se pudo confirmar si se generó el pago. Si el cliente no pagó, reintente.'),
    ).toBeInTheDocument();
    expect(attemptFor(paymentId)?.phase).toBe('starting');
    expect(charges(paymentId)).toBe(1);
    expect(step().queryByRole('button', { name: 'Cambiar' })).toBeNull();
  });

  it("sends the attempt's id as Idempotency-Key; Reintentar after a lost answer resends it: the same charge shows, no second one", async () => {
    const sent = keysSentTo(demo.server, 'POST', '/api/mach/new');
    const { paymentId } = await openPaymentFor('MACH');
    demo.useScenario('lost-answer:createMachPayment');
    await user().click(step().getByRole('button', { name: 'Generar QR' }));
    await step().findByText('No se pudo confirmar si se generó el pago. Si el cliente no pagó, reintente.');
    const key = attemptFor(paymentId)!.requestId;
    expect(sent).toEqual([key]);
    demo.useScenario(null);
    await user().click(step().getByRole('button', { name: 'Reintentar' }));
    await step().findByRole('img', { name: 'Código QR de pago MACH' });
    expect(sent).toEqual([key, key]);
    expect(demo.world.state.mach).toHaveLength(1);
    expect(attemptFor(paymentId)).toMatchObject({
      requestId: key,
      externalId: String(demo.world.state.mach[0]!.id),
    });
    expect(charges(paymentId)).toBe(1);
  });

  it('a new attempt after the first one failed for sure is a new key', async () => {
    const sent = keysSentTo(demo.server, 'POST', '/api/mach/new');
    await openPaymentFor('MACH');
    await user().click(step().getByRole('button', { name: 'Generar QR' }));
    await step().findByRole('img', { name: 'Código QR de pago MACH' });
    await user().click(step().getByRole('button', { name: 'Cancelar pago' }));
    await user().click(await step().findByRole('button', { name: 'Reintentar' }));
    await step().findByRole('img', { name: 'Código QR de pago MACH' });
    expect(sent).toHaveLength(2);
    expect(new Set(sent).size).toBe(2);
    expect(demo.world.state.mach).toHaveLength(2);
  });
});

describe('Redpay step', () => {
  it('shows the QR of token_url, the token number and a countdown from 05:01, and moves on when approved', async () => {
    const { paymentId } = await openPaymentFor('REDPAY');
    await user().click(step().getByRole('button', { name: 'Generar QR' }));
    const qr = await step().findByRole('img', { name: 'Código QR de pago Redpay' });
    const redpay = demo.world.state.redpay.at(-1)!;
    expect(qr.closest('figure')).toHaveAttribute('data-qr-value', redpay.token_url);
    expect(step().getByText(redpay.token_number)).toBeInTheDocument();
    expect(step().getByText('Código de pago')).toBeInTheDocument();
    expect(step().getByRole('timer')).toHaveTextContent('05:01');
    expect(redpay.amount).toBe(1780);
    expect(attemptFor(paymentId)).toMatchObject({ kind: 'redpay', externalId: String(redpay.id) });
    passes(20_000);
    await poll(3_000);
    expect(await screen.findByRole('region', { name: 'Paso 2 de 2' })).toBeInTheDocument();
    expect(charges(paymentId)).toBe(1);
  });

  it('expires at 300 s: revokes the token and says "El pago está expirado." with Reintentar', async () => {
    const { paymentId } = await openPaymentFor('REDPAY');
    await user().click(step().getByRole('button', { name: 'Generar QR' }));
    await step().findByRole('img', { name: 'Código QR de pago Redpay' });
    clock += 299_000;
    await poll(1_000);
    expect(step().getByRole('timer')).toHaveTextContent('00:02');
    clock += 1_000;
    await poll(1_000);
    expect(await step().findByText('El pago está expirado.')).toBeInTheDocument();
    expect(step().getByText('EXPIRADO')).toBeInTheDocument();
    expect(step().getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(demo.world.state.redpay.at(-1)?.status).toBe('CANCELADO');
    expect(attemptFor(paymentId)).toBeNull();
  });

  it('says "El pago está expirado." when Redpay answers EXPIRADO', async () => {
    demo.useScenario('payment-expired');
    await openPaymentFor('REDPAY');
    await user().click(step().getByRole('button', { name: 'Generar QR' }));
    await step().findByRole('img', { name: 'Código QR de pago Redpay' });
    passes(20_000);
    await poll(3_000);
    expect(await step().findByText('El pago está expirado.')).toBeInTheDocument();
  });

  it('a lost start answer is found by order: the same token shows, no second charge', async () => {
    const { paymentId } = await openPaymentFor('REDPAY');
    demo.useScenario('lost-answer:createRedpayPayment');
    await user().click(step().getByRole('button', { name: 'Generar QR' }));
    const qr = await step().findByRole('img', { name: 'Código QR de pago Redpay' });
    const redpay = demo.world.state.redpay.at(-1)!;
    expect(qr.closest('figure')).toHaveAttribute('data-qr-value', redpay.token_url);
    expect(attemptFor(paymentId)).toMatchObject({ phase: 'charging', externalId: String(redpay.id) });
    expect(charges(paymentId)).toBe(1);
  });

  it("a lost start answer resent with Reintentar carries the attempt's key: the first token answers again", async () => {
    const sent = keysSentTo(demo.server, 'POST', '/api/redpay-payments/new');
    const { paymentId } = await openPaymentFor('REDPAY');
    demo.useScenario('lost-answer:createRedpayPayment');
    // The token cannot be found by order either: the outcome stays unknown.
    demo.server.use(http.get('*/api/redpay-payment/order/:orderId', () => HttpResponse.error()));
    await user().click(step().getByRole('button', { name: 'Generar QR' }));
    await step().findByText('No se pudo confirmar si se generó el pago. Si el cliente no pagó, reintente.');
    const key = attemptFor(paymentId)!.requestId;
    demo.useScenario(null);
    demo.server.resetHandlers();
    await user().click(step().getByRole('button', { name: 'Reintentar' }));
    const qr = await step().findByRole('img', { name: 'Código QR de pago Redpay' });
    expect(sent).toEqual([key, key]);
    expect(demo.world.state.redpay).toHaveLength(1);
    expect(qr.closest('figure')).toHaveAttribute('data-qr-value', demo.world.state.redpay[0]!.token_url);
    expect(charges(paymentId)).toBe(1);
  });

  it('resumes a persisted attempt after a reload with the countdown going on', async () => {
    const { orderId, paymentId } = await orderPaidWith('REDPAY');
    adoptOrder(orderId);
    const { createRedpayPayment } = await import('@/api/generated/endpoints/redpay/redpay.ts');
    beginAttempt({ orderId, paymentId, kind: 'redpay', now: START });
    const created = await createRedpayPayment({ amount: 1780, orderId, customerId: 1 }, withKey());
    const { updateAttempt } = await import('@/session/attempts.ts');
    updateAttempt(paymentId, {
      phase: 'charging',
      externalId: String(created.data.id),
      result: { qr: created.data.token_url, code: created.data.token_number },
    });
    passes(15_000);
    await openPayment(orderId);
    const qr = await step().findByRole('img', { name: 'Código QR de pago Redpay' });
    expect(qr.closest('figure')).toHaveAttribute('data-qr-value', created.data.token_url);
    expect(step().getByRole('timer')).toHaveTextContent('04:46');
    expect(charges(paymentId)).toBe(1);
  });
});

async function openPaymentFor(type: PaymentType) {
  const ids = await orderPaidWith(type);
  await openPayment(ids.orderId);
  return ids;
}
