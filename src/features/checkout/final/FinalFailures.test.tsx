/**
 * /pago-final's billing, printing and "Cancelar compra" calls failing three ways
 * (src/test/failures.ts): 500, no answer (the client's time limit) and 401, on the demo world.
 * A paid factura sale: the invoice data typed on /factura is in the sale and goes with the bill.
 */
import { startDemoServer } from '@mocks/node.ts';
import { BILLING_MS } from '@mocks/world/rules.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { generateBill } from '@/api/generated/endpoints/billing/billing.ts';
import { listOrderPayments, updatePaymentStatus } from '@/api/generated/endpoints/payments/payments.ts';
import { configureApi } from '@/api/http.ts';
import { CHECKOUT_FINAL_TEXTS, CHECKOUT_LABELS } from '@/domain/checkoutMessages.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { adoptOrder, checkoutMemory, markBillRequested } from '@/session/attempts.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { renderCheckout, startCheckout } from '@/test/checkout.tsx';
import { SERVER_500_TEXT, threeFailures } from '@/test/failures.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { PaymentScreen } from '../PaymentScreen.tsx';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => {
  demo.reset();
  checkoutMemory.reset();
});
afterAll(() => demo.close());

/** Comercial Andes SpA as /factura stores it (RUT cleaned). */
const ANDES = {
  rut: '765432103',
  company: 'Comercial Andes SpA',
  activity: 'Venta al por menor de bebidas alcohólicas',
  city: 'Santiago',
  commune: 'Providencia',
  address: 'Av. Providencia 1234, of. 501',
};
const LINE = {
  product: { id: 1, name: 'Cerveza Cristal Lata 470 cc', taxes: true } as never,
  amount: 2,
  recommended: false,
};

const counts = () => demo.world.state.requestCounts;
const order = (id: number) => {
  const found = demo.world.state.orders.find((o) => o.id === id);
  if (!found) throw new Error(`order ${id} not in the world`);
  return found;
};
/** Invoice folios the world has handed out (one per bill). */
const folios = () => demo.world.state.seq.invoice ?? 0;
const heading = (name: string, timeout = 5000) =>
  screen.findByRole('heading', { level: 2, name }, { timeout });
const retryButton = () => screen.getByRole('button', { name: 'Reintentar' });

/** A factura sale of 2 × Cerveza Cristal, every payment approved: the next step is billing. */
async function paidFactura(): Promise<number> {
  const { orderId } = await startCheckout({
    payments: [{ payment_type: 'EFECTIVO', amount: 1780 }],
    products: [{ id: 1, amount: 2 }],
    docType: 'factura',
    sale: { invoiceData: { ...ANDES }, lines: [LINE] },
  });
  for (const p of (await listOrderPayments(orderId)).data.payments) {
    await updatePaymentStatus(p.id, { status: 'APROBADO' });
  }
  return orderId;
}

/** /pago-final as its route shows it: the sale's order, adopted on entry. */
function FinalRoute() {
  const [orderId] = useState(() => sale.get().orderId);
  return (
    <>
      <h1>{CHECKOUT_MESSAGES.title}</h1>
      {orderId !== null && <PaymentScreen orderId={orderId} />}
    </>
  );
}

function render(path: '/pago-final' | '/inicio') {
  return renderScreen({
    path,
    screens: { '/pago-final': FinalRoute },
    onEnter: {
      '/pago-final': () => {
        const id = sale.get().orderId;
        if (id !== null) adoptOrder(id);
      },
    },
  });
}

/** The sale, its invoice data and its lines are still on the machine. */
function saleKept(orderId: number) {
  expect(sale.get()).toMatchObject({ orderId, documentType: 'factura', invoiceData: ANDES });
  expect(sale.get().lines).toHaveLength(1);
}

/**
 * What /pago-final left behind once it requested the bill (then a reload): the bill requested
 * on the world (POST /api/payments/bill with the invoice data), the flag and the sale's status
 * written, the world's clock past the billing time. Opening the screen shows its outcome at once.
 */
async function billRequestedBefore(orderId: number) {
  await generateBill({ order_id: orderId, billing_type: 'factura', billing: { ...ANDES } });
  markBillRequested();
  sale.set((prev) => ({ ...prev, orderStatus: 'BILLING PROCESSING' }));
  demo.world.clock.advance(BILLING_MS);
}

describe('billing', () => {
  it('saveOrderBilling 500 timeout 401: Reintentar after a failed billing, failing too, says again "Error generando boleta. Por favor intente nuevamente." with Reintentar, which bills once the fault is gone; the invoice data is kept', async () => {
    // The billing failed: "Error generando boleta. Por favor intente nuevamente." with Reintentar.
    demo.world.setScenario('billing-error');
    const orderId = await paidFactura();
    await billRequestedBefore(orderId);
    const view = await render('/pago-final');
    await heading(CHECKOUT_FINAL_TEXTS.billingFailedTitle('factura'));
    expect(screen.getByRole('alert')).toHaveTextContent(CHECKOUT_MESSAGES.billingFailed);
    demo.world.setScenario(null);
    const before = folios();

    await threeFailures({
      demo,
      view,
      op: 'saveOrderBilling',
      act: async () => {
        const sent = counts().saveOrderBilling ?? 0;
        await userEvent.click(retryButton());
        await waitFor(() => expect(counts().saveOrderBilling).toBe(sent + 1));
      },
      on500: async () => {
        // The spec's billing text (not the server's), and Reintentar again once the wait is over.
        await waitFor(() => expect(retryButton()).not.toHaveAttribute('aria-busy'));
        expect(
          screen.getByRole('heading', { level: 2, name: CHECKOUT_FINAL_TEXTS.billingFailedTitle('factura') }),
        ).toBeInTheDocument();
        expect(screen.getByRole('alert')).toHaveTextContent(
          /^Error generando boleta\. Por favor intente nuevamente\.$/,
        );
        expect(retryButton()).toBeEnabled();
        expect(screen.queryByText(SERVER_500_TEXT)).toBeNull();
        // The failed request did not bill: the order still waits in ERROR.
        expect(order(orderId).status).toBe('ERROR');
      },
      retry: async () => {
        await userEvent.click(retryButton());
        await heading(CHECKOUT_FINAL_TEXTS.billingInProgress('factura'));
        expect(order(orderId).status).toBe('BILLING PROCESSING');
      },
      again: async () => {
        if (screen.queryByRole('heading', { name: CHECKOUT_FINAL_TEXTS.billingFailedTitle('factura') }))
          return;
        // The billing started by the retry fails too; /pago-final opened again (a reload) reads
        // it at once, instead of waiting for the next 1.5 s poll: Reintentar is back.
        demo.world.setScenario('billing-error');
        demo.world.clock.advance(BILLING_MS);
        await view.router.navigate({ to: '/inicio' });
        await view.router.navigate({ to: '/pago-final' });
        await heading(CHECKOUT_FINAL_TEXTS.billingFailedTitle('factura'));
        demo.world.setScenario(null);
      },
      kept: () => {
        saleKept(orderId);
        expect(sale.get().orderStatus).toBe('BILLING PROCESSING');
        expect(counts().generateBill).toBe(1);
        expect(order(orderId).bill_number).toBeNull();
        expect(folios()).toBe(before);
      },
    });
  });

  it('getOrderBillingStatus 500 timeout 401: the billing status that cannot be read says "Error cargando la boleta" with Reintentar, which reads it again and shows "Compra Finalizada"; no second bill', async () => {
    const orderId = await paidFactura();
    // The seller comes to /pago-final (after the last payment, or a reload): opening it reads.
    const view = await render('/inicio');
    const before = folios();
    let bill: number | null = null;

    await threeFailures({
      demo,
      view,
      op: 'getOrderBillingStatus',
      act: async () => {
        const read = counts().getOrderBillingStatus ?? 0;
        await view.router.navigate({ to: '/pago-final' });
        await waitFor(() => expect(counts().getOrderBillingStatus ?? 0).toBeGreaterThan(read));
      },
      on500: async () => {
        await heading(CHECKOUT_FINAL_TEXTS.billingFailedTitle('factura'));
        expect(screen.getByRole('alert')).toHaveTextContent(/^Error cargando la boleta$/);
        await waitFor(() => expect(retryButton()).toBeEnabled());
      },
      retry: async () => {
        demo.world.clock.advance(BILLING_MS);
        await userEvent.click(retryButton());
        await heading(CHECKOUT_MESSAGES.finished);
        bill = order(orderId).bill_number;
        expect(bill).not.toBeNull();
      },
      again: async () => {
        // After the no-answer: Reintentar reads it (a failed read is not asked again on entry).
        if (screen.queryByRole('button', { name: 'Reintentar' })) {
          await userEvent.click(retryButton());
          await heading(CHECKOUT_MESSAGES.finished);
        }
        await view.router.navigate({ to: '/inicio' });
        await screen.findByRole('heading', { level: 1, name: 'stub:/inicio' });
      },
      kept: () => {
        saleKept(orderId);
        // Reading the status never bills: one bill request, no POST /api/billing, one folio.
        expect(counts().generateBill).toBe(1);
        expect(counts().saveOrderBilling ?? 0).toBe(0);
        expect(order(orderId).bill_number).toBe(bill);
        expect(folios()).toBe(before + (bill === null ? 0 : 1));
      },
    });
  });

  it('generateBill 500 timeout 401: a bill request that fails or gets no answer is sent once as POST /api/billing by itself; the seller sees "Generando boleta…", no failure, one billing per order', async () => {
    let orderId = await paidFactura();
    const view = await render('/inicio');
    let sales = 1;

    await threeFailures({
      demo,
      view,
      op: 'generateBill',
      // Paid: /pago-final opens on billing and sends the bill request.
      act: async () => {
        await view.router.navigate({ to: '/pago-final' });
        await waitFor(() => expect(counts().generateBill).toBe(sales));
      },
      on500: async () => {
        // The status read finds the order not billing: POST /api/billing once, by itself.
        await waitFor(() => expect(counts().saveOrderBilling).toBe(sales));
        await heading(CHECKOUT_FINAL_TEXTS.billingInProgress('factura'));
        expect(screen.getByText(CHECKOUT_FINAL_TEXTS.billingWait)).toBeInTheDocument();
        expect(screen.queryByRole('alert')).toBeNull();
        expect(screen.queryByText(CHECKOUT_FINAL_TEXTS.billingFailedTitle('factura'))).toBeNull();
        expect(order(orderId).status).toBe('BILLING PROCESSING');
        expect(order(orderId).billing).toEqual(ANDES);
      },
      again: async () => {
        // The next sale, paid.
        await view.router.navigate({ to: '/inicio' });
        await screen.findByRole('heading', { level: 1, name: 'stub:/inicio' });
        orderId = await paidFactura();
        sales += 1;
      },
      kept: () => {
        saleKept(orderId);
        expect(sale.get().orderStatus).toBe('BILLING PROCESSING');
        expect(checkoutMemory.get()).toMatchObject({ orderId, billRequested: true });
        // One bill request per sale; no bill yet (the world is not past the billing time).
        expect(counts().generateBill).toBe(sales);
        expect(order(orderId).bill_number).toBeNull();
      },
    });
    // The 401: the request was refused; the sale waits to bill after the seller logs in again.
    expect(order(orderId).status).toBe('APROBADO');
    expect(counts().saveOrderBilling).toBe(2);
  });
});

describe('printing', () => {
  it('printBill 500 timeout 401: the bill not printed says the server message, or "Error imprimiendo boleta" with no answer; nothing printed, Imprimir prints once the fault is gone', async () => {
    const orderId = await paidFactura();
    await billRequestedBefore(orderId);
    const view = await render('/pago-final');
    await heading(CHECKOUT_MESSAGES.finished);
    const bill = order(orderId).bill_number;
    expect(bill).not.toBeNull();
    const printed = () => view.terminal.calls.filter((c) => c.operation === 'print').length;
    let prints = 0;
    const printButton = () => screen.getByRole('button', { name: CHECKOUT_FINAL_TEXTS.print });
    const printDone = () => waitFor(() => expect(printButton()).not.toHaveAttribute('aria-busy'));

    await threeFailures({
      demo,
      view,
      op: 'printBill',
      act: () => userEvent.click(printButton()),
      on500: async () => {
        await printDone();
        expect(screen.getByRole('alert')).toHaveTextContent(SERVER_500_TEXT);
      },
      onTimeout: async () => {
        await printDone();
        expect(screen.getByRole('alert')).toHaveTextContent(/^Error imprimiendo boleta$/);
      },
      // Imprimir stays on the screen: pressed again it prints.
      retry: async () => {
        await userEvent.click(printButton());
        expect(await screen.findByText(CHECKOUT_FINAL_TEXTS.printed)).toBeInTheDocument();
        prints += 1;
      },
      kept: () => {
        saleKept(orderId);
        expect(printed()).toBe(prints);
        expect(view.pathname()).not.toBe('/inicio');
        // Printing never bills: the same bill, one bill request.
        expect(order(orderId).status).toBe('FINISHED');
        expect(order(orderId).bill_number).toBe(bill);
        expect(counts().generateBill).toBe(1);
        expect(counts().saveOrderBilling ?? 0).toBe(0);
      },
    });
  });
});

describe('Cancelar compra', () => {
  it('rejectOrder 500 timeout 401: a failed reject closes the question and says the server message, or "Error al intentar cancelar el pago" with no answer, next to Cancelar compra; the sale and its order are kept', async () => {
    const { orderId } = await startCheckout({
      payments: [{ payment_type: 'EFECTIVO', amount: 3000 }],
      sale: { lines: [LINE] },
    });
    const view = await renderCheckout();
    await screen.findByRole('region', { name: 'Paso 1 de 1' });
    const status = order(orderId).status;

    await threeFailures({
      demo,
      view,
      op: 'rejectOrder',
      act: async () => {
        const sent = counts().rejectOrder ?? 0;
        await userEvent.click(screen.getByRole('button', { name: 'Cancelar compra' }));
        const dialog = await screen.findByRole('dialog', { name: CHECKOUT_LABELS.cancelSaleQuestion });
        await userEvent.click(
          within(dialog).getByRole('button', { name: CHECKOUT_LABELS.cancelSaleConfirm }),
        );
        await waitFor(() => expect(counts().rejectOrder).toBe(sent + 1));
      },
      // The server's errorMessage first (spec 001 §7), on the sale, the question closed.
      on500: async () => {
        expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_500_TEXT);
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(screen.getByRole('button', { name: 'Cancelar compra' })).toBeEnabled();
      },
      onTimeout: async () => {
        expect(await screen.findByRole('alert')).toHaveTextContent(/^Error al intentar cancelar el pago$/);
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(screen.getByRole('button', { name: 'Cancelar compra' })).toBeEnabled();
      },
      kept: () => {
        expect(sale.get()).toMatchObject({ orderId, orderStatus: 'PAGANDO' });
        expect(sale.get().lines).toHaveLength(1);
        expect(checkoutMemory.get().orderId).toBe(orderId);
        expect(view.pathname()).not.toBe('/inicio');
        expect(order(orderId).status).toBe(status);
        expect(order(orderId).status).not.toBe('RECHAZADO');
      },
    });
  });
});
