/**
 * The end of /pago-final on the demo world: billing once (coupon redeemed once), its polling,
 * every billing and printing text of spec 001 §8, print and email, reload safety and a new sale.
 * The order is made and paid through the world's API (the payment steps are other tests' work).
 */
import { startDemoServer } from '@mocks/node.ts';
import { BILLING_MS } from '@mocks/world/rules.ts';
import { COMPANIES } from '@mocks/world/seed.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { getCustomerByRut } from '@/api/generated/endpoints/customers/customers.ts';
import { createOrder } from '@/api/generated/endpoints/orders/orders.ts';
import { listOrderPayments, updatePaymentStatus } from '@/api/generated/endpoints/payments/payments.ts';
import { login } from '@/api/generated/endpoints/session/session.ts';
import { configureApi } from '@/api/http.ts';
import { idempotencyKey } from '@/api/idempotency.ts';
import { queries } from '@/api/queries.ts';
import { CHECKOUT_FINAL_TEXTS } from '@/domain/checkoutMessages.ts';
import type { ChosenPaymentType } from '@/domain/types.ts';
import {
  adoptOrder,
  checkoutMemory,
  clearCheckoutMemory,
  markBillRequested,
  markCouponRedeemed,
} from '@/session/attempts.ts';
import { initialSale, type SaleState, sale } from '@/session/sale.ts';
import { initialSession, session } from '@/session/session.ts';
import type { SimulatorCreateOptions } from '@/terminal/simulator.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { PaymentScreen } from '../PaymentScreen.tsx';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => {
  demo.reset();
  clearCheckoutMemory();
});
afterAll(() => demo.close());

const CLUB10 = 2;
let keys = 0;

interface PaidOrder {
  payments?: [ChosenPaymentType, number][];
  buyType?: 'socio' | 'no-socio';
  coupon?: boolean;
  /** false: leave the payments pending. */
  approve?: boolean;
  /** A factura for Comercial Andes SpA instead of a boleta. */
  factura?: boolean;
}

/** Camila's order of 2 × Cerveza Cristal (1.780), paid; the sale as /carro leaves it. */
async function paidOrder({
  payments = [['EFECTIVO', 1780]],
  coupon = false,
  approve = true,
  factura = false,
}: PaidOrder = {}) {
  const answer = await login({ rut: '111111111', password: 'demo1234' });
  session.set(() => ({
    ...initialSession(),
    user: answer.data.user as never,
    accessToken: answer.data.accessToken,
    machineNumber: '7',
  }));
  const customer = (await getCustomerByRut('123456785', { type: 'socio' })).data.customer;
  const { data } = await createOrder(
    {
      sale_admin_id: 1,
      save_admin_id: null,
      customer_id: customer.id,
      products: [{ id: 1, amount: 2 }],
      saved: false,
      store_id: 1,
      coupon: null,
      machine_number: '7',
      buy_type: 'socio',
      payments: payments.map(([payment_type, amount]) => ({ payment_type, amount })),
      delivery_company: null,
      recommended_product_ids: [],
      doc_type: factura ? 'factura' : 'boleta',
      recommended_watch_time: null,
    },
    idempotencyKey(`final-test-${++keys}`),
  );
  if (approve) {
    for (const p of (await listOrderPayments(data.order_id)).data.payments) {
      await updatePaymentStatus(p.id, { status: 'APROBADO' });
    }
  }
  const state: Partial<SaleState> = {
    buyType: 'socio',
    customer: { ...customer, email: 'camila@example.cl' } as never,
    lines: [
      {
        product: { id: 1, name: 'Cerveza Cristal Lata 470 cc', taxes: true } as never,
        amount: 2,
        recommended: false,
      },
    ],
    coupon: coupon ? ({ id: CLUB10, code: 'CLUB10' } as never) : null,
    orderId: data.order_id,
    orderNumber: data.order_number,
    orderStatus: 'PAGANDO',
    ...(factura ? { documentType: 'factura' as const, invoiceData: { ...COMPANIES[0]! } } : {}),
  };
  sale.set(() => ({ ...initialSale(), ...state }));
  return { orderId: data.order_id, orderNumber: data.order_number };
}

function renderFinal(orderId: number, terminal?: SimulatorCreateOptions) {
  return renderScreen({
    path: '/pago-final',
    // The route's layout gives the page its h1 ("POS Pago"); the screen is what is tested.
    screens: {
      '/pago-final': () => (
        <>
          <h1>POS Pago</h1>
          <PaymentScreen orderId={orderId} />
        </>
      ),
    },
    onEnter: { '/pago-final': () => adoptOrder(orderId) },
    ...(terminal ? { terminal } : {}),
  });
}

const counts = () => demo.world.state.requestCounts;
const heading = (name: string | RegExp, timeout = 4000) =>
  screen.findByRole('heading', { level: 2, name }, { timeout });

/** The number (folio) the world issued the order's document with. */
const billNumberOf = (orderId: number) => demo.world.state.orders.find((o) => o.id === orderId)?.bill_number;

/** Billing started: the world's clock moves past the billing time, the next poll finishes it. */
async function finishBilling(document: 'boleta' | 'factura' = 'boleta') {
  await heading(`Generando ${document}…`);
  await waitFor(() => expect(counts().generateBill).toBe(1));
  demo.world.clock.advance(BILLING_MS);
  return heading('Compra Finalizada', 6000);
}

describe('billing after the last payment', () => {
  it('bills once, polls until FINISHED and shows "Compra Finalizada" with the order, total, payments and tax condition', async () => {
    const { orderId, orderNumber } = await paidOrder({
      payments: [
        ['EFECTIVO', 780],
        ['TARJETA DE DEBITO', 1000],
      ],
    });
    await renderFinal(orderId);
    expect(await screen.findByText('Espere un momento, no cierre esta pantalla.')).toBeInTheDocument();
    expect(sale.get().orderStatus).toBe('BILLING PROCESSING');
    expect(checkoutMemory.get().billRequested).toBe(true);
    await finishBilling();
    const summary = screen.getByRole('region', { name: 'Compra Finalizada' });
    expect(within(summary).getByText(`Orden N° ${orderNumber}`)).toBeInTheDocument();
    expect(within(summary).getByText('$1.780')).toBeInTheDocument();
    expect(within(summary).getByText('Efectivo')).toBeInTheDocument();
    expect(within(summary).getByText('Tarjeta de débito')).toBeInTheDocument();
    expect(within(summary).getByText('Venta afecta a IVA')).toBeInTheDocument();
    expect(within(summary).getByText(/^Código SII: SII-\d+$/)).toBeInTheDocument();
    // The document issued, named with its number (folio).
    expect(billNumberOf(orderId)).toEqual(expect.any(Number));
    expect(within(summary).getByText(`Boleta N° ${billNumberOf(orderId)}`)).toBeInTheDocument();
    expect(sale.get().orderStatus).toBe('FINISHED');
    expect(counts().generateBill).toBe(1);
    expect(counts().redeemCoupon ?? 0).toBe(0);
  });

  it('a factura is named with its own number: "Factura N° {n}", never a boleta', async () => {
    const { orderId } = await paidOrder({ factura: true });
    await renderFinal(orderId);
    await finishBilling('factura');
    const summary = screen.getByRole('region', { name: 'Compra Finalizada' });
    const number = billNumberOf(orderId);
    expect(demo.world.state.orders.find((o) => o.id === orderId)?.doc_type).toBe('factura');
    expect(within(summary).getByRole('status')).toHaveTextContent(`Factura N° ${number}`);
    expect(within(summary).queryByText(/Boleta N°/)).toBeNull();
  });

  it('redeems the coupon once, before billing; a remount (reload) sends neither again', async () => {
    const { orderId } = await paidOrder({ coupon: true });
    const first = await renderFinal(orderId);
    await heading('Generando boleta…');
    await waitFor(() => expect(counts().generateBill).toBe(1));
    expect(demo.world.state.couponRedemptions).toEqual([
      expect.objectContaining({ coupon_id: CLUB10, customer_id: 1 }),
    ]);
    first.unmount();
    await renderFinal(orderId);
    demo.world.clock.advance(BILLING_MS);
    await heading('Compra Finalizada', 6000);
    expect(counts().generateBill).toBe(1);
    expect(counts().redeemCoupon).toBe(1);
    expect(demo.world.state.couponRedemptions).toHaveLength(1);
  });

  it('a redemption sent before a reload is not sent again; the bill still goes', async () => {
    const { orderId } = await paidOrder({ coupon: true });
    // What a reload between the coupon request and the bill request leaves behind.
    adoptOrder(orderId);
    markCouponRedeemed();
    await renderFinal(orderId);
    await finishBilling();
    expect(counts().redeemCoupon ?? 0).toBe(0);
    expect(counts().generateBill).toBe(1);
  });

  it('a lost answer of the redemption does not hold the bill and is not retried', async () => {
    demo.useScenario('lost-answer:redeemCoupon');
    const { orderId } = await paidOrder({ coupon: true });
    await renderFinal(orderId);
    await finishBilling();
    expect(counts().redeemCoupon).toBe(1);
    expect(demo.world.state.couponRedemptions).toHaveLength(1);
  });

  it('a lost answer of the bill request is not sent again: the polling finds the billing', async () => {
    demo.useScenario('lost-answer:generateBill');
    const { orderId } = await paidOrder();
    await renderFinal(orderId);
    await finishBilling();
    expect(counts().generateBill).toBe(1);
  });

  it('a reload between the persisted flag and the bill request: billing is started once by itself, no failure shown', async () => {
    const { orderId } = await paidOrder();
    // What a reload right after markBillRequested leaves behind: the flag, no request sent.
    adoptOrder(orderId);
    markBillRequested();
    await renderFinal(orderId);
    await heading('Generando boleta…');
    await waitFor(() => expect(counts().saveOrderBilling).toBe(1));
    expect(screen.queryByText(CHECKOUT_FINAL_TEXTS.billingFailedTitle('boleta'))).toBeNull();
    demo.world.clock.advance(BILLING_MS);
    await heading('Compra Finalizada', 6000);
    expect(counts().generateBill ?? 0).toBe(0);
    expect(counts().saveOrderBilling).toBe(1);
    expect(demo.world.state.orders.find((o) => o.id === orderId)?.status).toBe('FINISHED');
  });

  it('"Error generando boleta. Por favor intente nuevamente." with Reintentar, which sends POST /api/billing', async () => {
    demo.useScenario('billing-error');
    const { orderId } = await paidOrder();
    await renderFinal(orderId);
    await heading('Generando boleta…');
    await waitFor(() => expect(counts().generateBill).toBe(1));
    demo.world.clock.advance(BILLING_MS);
    await heading('No se pudo generar la boleta', 6000);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error generando boleta. Por favor intente nuevamente.',
    );
    demo.useScenario(null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    await heading('Generando boleta…');
    expect(counts().saveOrderBilling).toBe(1);
    demo.world.clock.advance(BILLING_MS);
    await heading('Compra Finalizada', 6000);
    expect(counts().generateBill).toBe(1);
  });

  it('the stock variant when the billing system answers 400; Reintentar bills again', async () => {
    demo.useScenario('billing-stock-error');
    const { orderId } = await paidOrder();
    await renderFinal(orderId);
    await waitFor(() => expect(counts().generateBill).toBe(1));
    demo.world.clock.advance(BILLING_MS);
    await heading('No se pudo generar la boleta', 6000);
    expect(screen.getByRole('alert')).toHaveTextContent(CHECKOUT_FINAL_TEXTS.billingStockFailed);
    demo.useScenario(null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(counts().saveOrderBilling).toBe(1));
    demo.world.clock.advance(BILLING_MS);
    await heading('Compra Finalizada', 6000);
  });

  it('"Error cargando la boleta" when the status read fails; Reintentar reads it again (no second bill)', async () => {
    demo.useScenario('server-error:getOrderBillingStatus');
    const { orderId } = await paidOrder();
    await renderFinal(orderId);
    await heading('No se pudo generar la boleta', 6000);
    expect(screen.getByRole('alert')).toHaveTextContent('Error cargando la boleta');
    demo.useScenario(null);
    demo.world.clock.advance(BILLING_MS);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    await heading('Compra Finalizada', 6000);
    expect(counts().generateBill).toBe(1);
    expect(counts().saveOrderBilling ?? 0).toBe(0);
  });

  it('an order already FINISHED shows the final screen again without billing', async () => {
    const { orderId } = await paidOrder();
    const first = await renderFinal(orderId);
    await finishBilling();
    first.unmount();
    await renderFinal(orderId);
    await heading('Compra Finalizada');
    expect(counts().generateBill).toBe(1);
  });
});

describe('print and email (spec 001 §7, §8 Printing)', () => {
  async function finished(terminal?: SimulatorCreateOptions, options: PaidOrder = {}) {
    const { orderId } = await paidOrder(options);
    const view = await renderFinal(orderId, terminal);
    await finishBilling();
    return view;
  }

  it('Imprimir asks the server for the lines and prints them on the terminal', async () => {
    const view = await finished();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(await screen.findByText('Documento impreso')).toBeInTheDocument();
    const printed = view.terminal.calls.filter((c) => c.operation === 'print');
    expect(printed).toHaveLength(1);
    const lines = printed[0]?.operation === 'print' ? printed[0].lines : [];
    expect(lines.some((l) => l.includes('BOLETA ELECTRÓNICA'))).toBe(true);
    expect(counts().printBill).toBe(1);
  });

  it('once printed, "Iniciar nueva venta" is the main action: first and primary, Imprimir steps back', async () => {
    await finished();
    const summary = screen.getByRole('region', { name: 'Compra Finalizada' });
    const actions = () => within(summary).getAllByRole('button');
    // Before the print: Imprimir leads, the new sale is last and plain.
    expect(actions().map((b) => b.textContent)).toEqual([
      'Imprimir',
      'Enviar por email',
      'Iniciar nueva venta',
    ]);
    expect(actions()[0]?.className).toMatch(/primary/);
    expect(actions()[2]?.className).not.toMatch(/primary/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(await screen.findByText('Documento impreso')).toBeInTheDocument();
    expect(actions().map((b) => b.textContent)).toEqual([
      'Iniciar nueva venta',
      'Imprimir',
      'Enviar por email',
    ]);
    expect(actions()[0]?.className).toMatch(/primary/);
    expect(actions()[1]?.className).not.toMatch(/primary/);
  });

  it.each([
    [{ printer: 'paper' }, 'Falta papel en la impresora'],
    [{ printer: 'battery' }, 'Batería muy baja para imprimir'],
    [{ printer: 'error', printerErrorCode: 5 }, 'Ha ocurrido un error al imprimir'],
    [
      { printer: 'error', printerErrorCode: 5, printerWithCode: true },
      'Ha ocurrido un error al imprimir (Cod 5)',
    ],
  ] as [SimulatorCreateOptions, string][])('printer %o: "%s" with Reintentar', async (terminal, text) => {
    const view = await finished(terminal);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error de impresora' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      new RegExp(`^${text.replace(/[()]/g, '\\$&')}$`),
    );
    view.terminal.setOptions({ printer: 'ok' });
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Documento impreso')).toBeInTheDocument();
    // Reintentar prints the same lines again: one request for two prints.
    expect(view.terminal.calls.filter((c) => c.operation === 'print')).toHaveLength(2);
    expect(counts().printBill).toBe(1);
  });

  it('"Error imprimiendo boleta" and "Error enviando boleta por email" when the server fails', async () => {
    await finished();
    demo.useScenario('printer-error');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(await screen.findByText('Error imprimiendo boleta')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar por email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar boleta por email' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Error enviando boleta por email')).toBeInTheDocument();
  });

  it('email: "Email no válido" until the address is valid, then sent (format email)', async () => {
    await finished();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar por email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar boleta por email' });
    const field = within(dialog).getByLabelText('Email del cliente');
    expect(field).toHaveValue('camila@example.cl');
    await user.clear(field);
    await user.type(field, 'camila@');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Email no válido')).toBeInTheDocument();
    expect(counts().printBill ?? 0).toBe(0);
    await user.type(field, 'club.cl{Enter}');
    expect(await screen.findByText('Boleta enviada a camila@club.cl')).toBeInTheDocument();
    expect(counts().printBill).toBe(1);
    // The customer has the document: the new sale leads, as after a print.
    const summary = screen.getByRole('region', { name: 'Compra Finalizada' });
    expect(within(summary).getAllByRole('button')[0]).toHaveTextContent('Iniciar nueva venta');
  });

  it('a transfer or wallet payment hides Imprimir (spec 001 §5)', async () => {
    await finished(undefined, {
      payments: [
        ['EFECTIVO', 780],
        ['TRANSFERENCIA BANCARIA', 1000],
      ],
    });
    expect(screen.queryByRole('button', { name: 'Imprimir' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar por email' })).toBeInTheDocument();
  });

  it('"Iniciar nueva venta" starts a clean sale at /inicio', async () => {
    const view = await finished();
    // The finished order's billing status is in the cache, as the screen read it.
    const billing = queries.billingStatus(checkoutMemory.get().orderId ?? 0).queryKey;
    await waitFor(() => expect(view.queryClient.getQueryData(billing)).toBeDefined());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Iniciar nueva venta' }));
    expect(await screen.findByRole('heading', { name: 'stub:/inicio' })).toBeInTheDocument();
    expect(view.pathname()).toBe('/inicio');
    expect(view.queryClient.getQueryData(billing)).toBeUndefined();
    expect(sale.get()).toMatchObject({ orderId: null, lines: [], coupon: null, orderStatus: 'PENDIENTE' });
    expect(checkoutMemory.get()).toMatchObject({
      orderId: null,
      billRequested: false,
      couponRedeemed: false,
    });
  });
});
