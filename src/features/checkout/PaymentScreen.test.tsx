import { startDemoServer } from '@mocks/node.ts';
import { withKey } from '@mocks/testing.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createMachPayment } from '@/api/generated/endpoints/mach/mach.ts';
import { configureApi } from '@/api/http.ts';
import { CHECKOUT_LABELS, MONEY_MESSAGES } from '@/domain/checkoutMessages.ts';
import { NETWORK_MESSAGES } from '@/domain/messages.ts';
import { attemptFor, beginAttempt, checkoutMemory, updateAttempt } from '@/session/attempts.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { renderCheckout, startCheckout } from '@/test/checkout.tsx';
import { networkBack, pullNetwork } from '@/test/network.ts';
import { tapInDialog } from '@/test/taps.ts';

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
    expect(within(card).getByText('Efectivo')).toBeInTheDocument();
    expect(within(card).getByText('$3.000')).toBeInTheDocument();
    first.unmount();

    const cash = payments(orderId).find((p) => p.payment_type === 'EFECTIVO')!;
    cash.status = 'APROBADO';
    await renderCheckout();
    const second = await step(2, 2);
    expect(within(second).getByText('Tarjeta de débito')).toBeInTheDocument();
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
    expect(within(await step(2, 2)).getByText('Efectivo')).toBeInTheDocument();
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
    expect(within(await step(1, 2)).getByText('Puntos')).toBeInTheDocument();
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
    expect(within(dialog).queryByRole('button', { name: 'Puntos' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Efectivo' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transferencia bancaria' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await step(1, 1)).getByText('Transferencia bancaria')).toBeInTheDocument();
    expect(payments(orderId)[0]?.payment_type).toBe('TRANSFERENCIA BANCARIA');
    expect(demo.world.state.requestCounts.changePaymentType).toBe(1);
  });

  it('a change refused, or not sent with no network, says so in the open question beside the methods', async () => {
    const { orderId } = await startCheckout({ payments: [{ payment_type: 'EFECTIVO', amount: 3000 }] });
    await renderCheckout();
    await userEvent.click(within(await step(1, 1)).getByRole('button', { name: 'Cambiar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar método de pago' });
    demo.server.use(
      http.patch('*/api/payments/:id', () =>
        HttpResponse.json({ errorMessage: 'El pago no se puede cambiar' }, { status: 400 }),
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transferencia bancaria' }));
    expect(await within(dialog).findByText('El pago no se puede cambiar')).toHaveAttribute('role', 'alert');
    demo.server.resetHandlers();
    pullNetwork();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transferencia bancaria' }));
    expect(await within(dialog).findByText(NETWORK_MESSAGES.notSent)).toHaveAttribute('role', 'status');
    expect(within(dialog).queryByText('El pago no se puede cambiar')).toBeNull();
    networkBack();
    await waitFor(() => expect(within(dialog).queryByText(NETWORK_MESSAGES.notSent)).toBeNull());
    expect(payments(orderId)[0]?.payment_type).toBe('EFECTIVO');
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
    ).toEqual(expect.arrayContaining(['Transferencia bancaria']));
    expect(within(dialog).queryByRole('button', { name: 'Tarjeta de débito' })).not.toBeInTheDocument();
  });

  it('a platform sale cannot change its method', async () => {
    await startCheckout({
      payments: [{ payment_type: 'RAPPI', amount: 3000 }],
      customer: null,
      buyType: 'rappi',
    });
    await renderCheckout();
    const card = await step(1, 1);
    expect(within(card).getByText('Rappi')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cambiar' })).not.toBeInTheDocument();
  });

  it('is not offered while the payment has a charge in progress (a MACH QR on show after a reload)', async () => {
    const { orderId } = await startCheckout({ payments: [{ payment_type: 'MACH', amount: 3000 }] });
    const paymentId = payments(orderId)[0]!.id;
    beginAttempt({ orderId, paymentId, kind: 'mach' });
    const mach = (await createMachPayment({ amount: 3000, orderId, smartPOS: false }, withKey())).data.mach;
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
    const accept = within(dialog).getByRole('button', { name: 'Sí, cancelar la compra' });
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
    const mach = (await createMachPayment({ amount: 3000, orderId, smartPOS: false }, withKey())).data.mach;
    updateAttempt(paymentId, { phase: 'charging', externalId: String(mach.id) });
    const view = await renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar compra' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cancelar la compra' }),
    );
    await waitFor(() => expect(view.pathname()).toBe('/inicio'));
    expect(demo.world.state.mach.find((m) => m.id === mach.id)?.status).toBe('CANCELADO');
    expect(demo.world.state.orders.find((o) => o.id === orderId)?.status).toBe('RECHAZADO');
  });

  it('a failed reject keeps the seller on the sale with the reason', async () => {
    await startCheckout({ payments: [{ payment_type: 'EFECTIVO', amount: 3000 }] });
    const view = await renderCheckout();
    demo.useScenario('server-error:rejectOrder');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar compra' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cancelar la compra' }),
    );
    // The server's errorMessage first (spec 001 §7 "Results of calls").
    expect(await screen.findByText(/Error interno del servidor/)).toBeInTheDocument();
    expect(view.pathname()).toBe('/pago-final');
    expect(sale.get().orderId).not.toBeNull();
  });
});

describe('Cancelar compra while a call of the step is out', () => {
  /** The step's call is held until `release` (the demo world answers it then). */
  function hold(method: 'post' | 'patch', path: string) {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    demo.server.use(
      http[method](path, async () => {
        await held;
        return HttpResponse.json({ errorMessage: 'Error interno' }, { status: 500 });
      }),
    );
    return () => release();
  }

  it('a card waiting on the machine: the button is off and says why, described by that text', async () => {
    await startCheckout({ payments: [{ payment_type: 'TARJETA DE DEBITO', amount: 3000 }] });
    const release = hold('post', '*/api/payments/redelcom/new');
    await renderCheckout();
    await userEvent.click(within(await step(1, 1)).getByRole('button', { name: 'Cobrar con tarjeta' }));
    const cancel = screen.getByRole('button', { name: 'Cancelar compra' });
    const why =
      'Hay un pago con tarjeta en curso: espere la respuesta de la máquina antes de cancelar la compra.';
    await waitFor(() => expect(cancel).toBeDisabled());
    expect(screen.getByText(why)).toBeVisible();
    expect(cancel).toHaveAccessibleDescription(why);
    release();
  });

  it('any other step sending its payment says so; the reason goes once the answer is in', async () => {
    await startCheckout({ payments: [{ payment_type: 'EFECTIVO', amount: 3000 }] });
    const release = hold('patch', '*/api/payments/update/:id');
    await renderCheckout();
    await userEvent.click(within(await step(1, 1)).getByRole('button', { name: 'Confirmar pago' }));
    const cancel = screen.getByRole('button', { name: 'Cancelar compra' });
    const why = 'Se está enviando un pago: espere su respuesta antes de cancelar la compra.';
    await waitFor(() => expect(cancel).toHaveAccessibleDescription(why));
    expect(cancel).toBeDisabled();
    release();
    await waitFor(() => expect(cancel).toBeEnabled());
    expect(screen.queryByText(why)).not.toBeInTheDocument();
    expect(cancel).not.toHaveAccessibleDescription();
  });
});

describe('a sale of $0 (spec 001 §4: all amounts 0, pending payments set to APROBADO)', () => {
  const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 4000 });

  it('approves its pending payment on the server once (a remount sends nothing more), then bills it', async () => {
    const { orderId } = await startCheckout({ payments: [{ payment_type: 'FREE', amount: 0 }] });
    const first = await renderCheckout();
    await heading('Generando boleta…');
    expect(payments(orderId).map((p) => p.status)).toEqual(['APROBADO']);
    expect(demo.world.state.requestCounts.updatePaymentStatus).toBe(1);
    await waitFor(() => expect(demo.world.state.requestCounts.generateBill).toBe(1));
    first.unmount();

    await renderCheckout();
    await heading('Generando boleta…');
    expect(demo.world.state.requestCounts.updatePaymentStatus).toBe(1);
    expect(demo.world.state.requestCounts.generateBill).toBe(1);
  });

  it('a refused approval shows the server text and Reintentar; nothing is billed until it is approved', async () => {
    const { orderId } = await startCheckout({ payments: [{ payment_type: 'FREE', amount: 0 }] });
    demo.server.use(
      http.patch(
        '*/api/payments/update/:id',
        () => HttpResponse.json({ errorMessage: 'Caja cerrada' }, { status: 400 }),
        { once: true },
      ),
    );
    await renderCheckout();
    expect(await screen.findByText('Caja cerrada')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: CHECKOUT_LABELS.approvingFree }),
    ).toBeInTheDocument();
    expect(demo.world.state.requestCounts.generateBill ?? 0).toBe(0);
    expect(payments(orderId)[0]?.status).toBe('PENDIENTE');
    // A double tap on Reintentar sends one round.
    await userEvent.dblClick(screen.getByRole('button', { name: 'Reintentar' }));
    await heading('Generando boleta…');
    expect(payments(orderId)[0]?.status).toBe('APROBADO');
    expect(demo.world.state.requestCounts.updatePaymentStatus).toBe(1);
  });

  it('an approval whose answer is lost reads the order again: approved on the server, it moves on', async () => {
    const { orderId } = await startCheckout({ payments: [{ payment_type: 'FREE', amount: 0 }] });
    demo.server.use(
      http.patch(
        '*/api/payments/update/:id',
        ({ params }) => {
          const payment = payments(orderId).find((p) => p.id === Number(params.id));
          if (payment) payment.status = 'APROBADO';
          return HttpResponse.json({ errorMessage: 'Error interno' }, { status: 500 });
        },
        { once: true },
      ),
    );
    await renderCheckout();
    await heading('Generando boleta…');
    await waitFor(() => expect(demo.world.state.requestCounts.generateBill).toBe(1));
  });
});

describe('Cambiar on a wallet step', () => {
  it('offers the store methods (never WALLET) and changes the step', async () => {
    const { orderId } = await startCheckout({
      payments: [
        { payment_type: 'EFECTIVO', amount: 3000 },
        { payment_type: 'WALLET', amount: 500 },
      ],
    });
    await renderCheckout();
    await userEvent.click(within(await step(1, 2)).getByRole('button', { name: 'Cambiar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar método de pago' });
    expect(dialog).toHaveTextContent('Método actual: Puntos');
    expect(within(dialog).queryByRole('button', { name: 'Puntos' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tarjeta de crédito' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      payments(orderId)
        .map((p) => p.payment_type)
        .sort(),
    ).toEqual(['EFECTIVO', 'TARJETA DE CREDITO']);
  });
});

describe('the cancel question', () => {
  it('a QR the cancel finds paid: the reason is said once, as a toast, and the sale goes on to its next step', async () => {
    const { orderId } = await startCheckout({
      payments: [
        { payment_type: 'MACH', amount: 3000 },
        { payment_type: 'EFECTIVO', amount: 2000 },
      ],
    });
    await renderCheckout();
    await userEvent.click(within(await step(1, 2)).getByRole('button', { name: 'Generar QR' }));
    await within(await step(1, 2)).findByRole('img', { name: 'Código QR de pago MACH' });
    demo.useScenario('qr-paid-at-cancel');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar compra' }));
    await tapInDialog(userEvent, CHECKOUT_LABELS.cancelSaleConfirm);
    expect(within(await step(2, 2)).getByText('Efectivo')).toBeInTheDocument();
    // The toast (an item of the toasts' list), nothing beside the button.
    expect(await screen.findByText(MONEY_MESSAGES.cancelPaid, { selector: 'li *' })).toBeInTheDocument();
    expect(screen.getAllByText(MONEY_MESSAGES.cancelPaid)).toHaveLength(1);
    expect(demo.world.state.requestCounts.rejectOrder ?? 0).toBe(0);
    expect(payments(orderId).find((p) => p.payment_type === 'MACH')?.status).toBe('APROBADO');
  });

  it('answers say what they do: "No, seguir con el pago" keeps the sale', async () => {
    const { orderId } = await startCheckout({ payments: [{ payment_type: 'EFECTIVO', amount: 3000 }] });
    await renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar compra' }));
    const dialog = await screen.findByRole('dialog', { name: CHECKOUT_LABELS.cancelSaleQuestion });
    expect(within(dialog).queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, seguir con el pago' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await step(1, 1)).toBeInTheDocument();
    expect(demo.world.state.requestCounts.rejectOrder ?? 0).toBe(0);
    expect(demo.world.state.orders.find((o) => o.id === orderId)?.status).not.toBe('RECHAZADO');
  });
});
