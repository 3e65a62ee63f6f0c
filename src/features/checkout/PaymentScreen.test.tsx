import { startDemoServer } from '@mocks/node.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createMachPayment } from '@/api/generated/endpoints/mach/mach.ts';
import { configureApi } from '@/api/http.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { attemptFor, beginAttempt, checkoutMemory, updateAttempt } from './attempts.ts';
import { renderCheckout, startCheckout } from './testing.tsx';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => {
  demo.reset();
  checkoutMemory.reset();
});
afterAll(() => demo.close());

const step = (n: number, total: number) => screen.findByRole('region', { name: `Paso ${n} de ${total}` });
const payments = (orderId: number) => demo.world.state.payments.filter((p) => p.order_id === orderId);

describe('/pago-final: the sequence from the server order', () => {
  it('shows "Paso 1 de 2" with the first payment, then "Paso 2 de 2" once the first is approved (a reload lands on the same step)', async () => {
    const { orderId } = await startCheckout({
      payments: [
        { payment_type: 'EFECTIVO', amount: 3000 },
        { payment_type: 'TARJETA DE DEBITO', amount: 2000 },
      ],
    });
    const first = await renderCheckout();
    const card = await step(1, 2);
    expect(within(card).getByText('EFECTIVO')).toBeInTheDocument();
    expect(within(card).getByText('$3.000')).toBeInTheDocument();
    first.unmount();

    const cash = payments(orderId).find((p) => p.payment_type === 'EFECTIVO')!;
    cash.status = 'APROBADO';
    await renderCheckout();
    const second = await step(2, 2);
    expect(within(second).getByText('TARJETA DE DEBITO')).toBeInTheDocument();
    // The paid step stays on show, approved and without actions.
    const paid = screen.getByRole('region', { name: 'Paso 1 de 2' });
    expect(within(paid).getByText('APROBADO')).toBeInTheDocument();
    expect(within(paid).queryByRole('button')).not.toBeInTheDocument();
  });

  it('forgets the attempt of a payment the server already approved (approved while no step of it was on show)', async () => {
    const { orderId } = await startCheckout({
      payments: [
        { payment_type: 'TARJETA DE DEBITO', amount: 3000 },
        { payment_type: 'EFECTIVO', amount: 2000 },
      ],
    });
    const card = payments(orderId).find((p) => p.payment_type === 'TARJETA DE DEBITO')!;
    beginAttempt({ orderId, paymentId: card.id, kind: 'smartPos', phase: 'charging' });
    card.status = 'APROBADO';
    await renderCheckout();
    expect(within(await step(2, 2)).getByText('EFECTIVO')).toBeInTheDocument();
    await waitFor(() => expect(attemptFor(card.id)).toBeNull());
    // Cambiar is offered on the cash step: nothing waits on the paid card.
    expect(within(await step(2, 2)).getByRole('button', { name: 'Cambiar' })).toBeInTheDocument();
  });

  it('puts a wallet payment first', async () => {
    await startCheckout({
      payments: [
        { payment_type: 'EFECTIVO', amount: 3000 },
        { payment_type: 'WALLET', amount: 500 },
      ],
    });
    await renderCheckout();
    expect(within(await step(1, 2)).getByText('WALLET')).toBeInTheDocument();
  });

  it('a failed read of the order offers Recargar and Volver al inicio, and Recargar shows the steps', async () => {
    await startCheckout({ payments: [{ payment_type: 'EFECTIVO', amount: 3000 }] });
    demo.useScenario('server-error:getOrder');
    await renderCheckout();
    expect(await screen.findByText('Ha ocurrido un error cargando la información')).toBeInTheDocument();
    demo.useScenario(null);
    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(await step(1, 1)).toBeInTheDocument();
  });
});

describe('Cambiar', () => {
  it('changes the unpaid step on the server (PATCH /api/payments/{id}) and shows the new method', async () => {
    const { orderId } = await startCheckout({ payments: [{ payment_type: 'EFECTIVO', amount: 3000 }] });
    await renderCheckout();
    await userEvent.click(within(await step(1, 1)).getByRole('button', { name: 'Cambiar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar método de pago' });
    expect(within(dialog).queryByRole('button', { name: 'WALLET' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'EFECTIVO' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'TRANSFERENCIA BANCARIA' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await step(1, 1)).getByText('TRANSFERENCIA BANCARIA')).toBeInTheDocument();
    expect(payments(orderId)[0]?.payment_type).toBe('TRANSFERENCIA BANCARIA');
    expect(demo.world.state.requestCounts.changePaymentType).toBe(1);
  });

  it('a wholesale customer may only change to cash or transfer', async () => {
    await startCheckout({ payments: [{ payment_type: 'EFECTIVO', amount: 3000 }] });
    sale.set((s) => ({ ...s, customer: s.customer ? { ...s.customer, apply_bulk: true } : null }));
    await renderCheckout();
    await userEvent.click(within(await step(1, 1)).getByRole('button', { name: 'Cambiar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar método de pago' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['TRANSFERENCIA BANCARIA']));
    expect(within(dialog).queryByRole('button', { name: 'TARJETA DE DEBITO' })).not.toBeInTheDocument();
  });

  it('a platform sale cannot change its method', async () => {
    await startCheckout({
      payments: [{ payment_type: 'RAPPI', amount: 3000 }],
      customer: null,
      buyType: 'rappi',
    });
    await renderCheckout();
    const card = await step(1, 1);
    expect(within(card).getByText('RAPPI')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cambiar' })).not.toBeInTheDocument();
  });

  it('is not offered while the payment has a charge in progress (a MACH QR on show after a reload)', async () => {
    const { orderId } = await startCheckout({ payments: [{ payment_type: 'MACH', amount: 3000 }] });
    const paymentId = payments(orderId)[0]!.id;
    beginAttempt({ orderId, paymentId, kind: 'mach' });
    const mach = (await createMachPayment({ amount: 3000, orderId, smartPOS: false })).data.mach;
    updateAttempt(paymentId, { phase: 'charging', externalId: String(mach.id) });
    await renderCheckout();
    const card = await step(1, 1);
    expect(await within(card).findByRole('timer')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cambiar' })).not.toBeInTheDocument();
  });
});

describe('Cancelar compra', () => {
  it('rejects the order once (double tap), clears the sale and goes to /inicio', async () => {
    const { orderId } = await startCheckout({ payments: [{ payment_type: 'EFECTIVO', amount: 3000 }] });
    const view = await renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar compra' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Desea cancelar la compra? La orden será rechazada.');
    const accept = within(dialog).getByRole('button', { name: 'Aceptar' });
    await userEvent.dblClick(accept);
    await waitFor(() => expect(view.pathname()).toBe('/inicio'));
    expect(demo.world.state.orders.find((o) => o.id === orderId)?.status).toBe('RECHAZADO');
    expect(demo.world.state.requestCounts.rejectOrder).toBe(1);
    expect(sale.get().orderId).toBeNull();
    expect(sale.get().lines).toEqual([]);
  });

  it('cancels a MACH payment in progress before rejecting the order', async () => {
    const { orderId } = await startCheckout({ payments: [{ payment_type: 'MACH', amount: 3000 }] });
    const paymentId = payments(orderId)[0]!.id;
    beginAttempt({ orderId, paymentId, kind: 'mach' });
    const mach = (await createMachPayment({ amount: 3000, orderId, smartPOS: false })).data.mach;
    updateAttempt(paymentId, { phase: 'charging', externalId: String(mach.id) });
    const view = await renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar compra' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(view.pathname()).toBe('/inicio'));
    expect(demo.world.state.mach.find((m) => m.id === mach.id)?.status).toBe('CANCELADO');
    expect(demo.world.state.orders.find((o) => o.id === orderId)?.status).toBe('RECHAZADO');
  });

  it('a failed reject keeps the seller on the sale with the reason', async () => {
    await startCheckout({ payments: [{ payment_type: 'EFECTIVO', amount: 3000 }] });
    const view = await renderCheckout();
    demo.useScenario('server-error:rejectOrder');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar compra' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceptar' }));
    // The server's errorMessage first (spec 001 §7 "Results of calls").
    expect(await screen.findByText(/Error interno del servidor/)).toBeInTheDocument();
    expect(view.pathname()).toBe('/pago-final');
    expect(sale.get().orderId).not.toBeNull();
  });
});
