import { startDemoServer } from '@mocks/node.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createOrder } from '@/api/generated/endpoints/orders/orders.ts';
import { listProducts } from '@/api/generated/endpoints/products/products.ts';
import { configureApi } from '@/api/http.ts';
import { idempotencyKey } from '@/api/idempotency.ts';
import type { Product } from '@/domain/types.ts';
import { type SaleState, sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { CartScreen } from './CartScreen.tsx';
import { renderSale, startSaleAs } from './testing.tsx';

/**
 * /carro while the sale is being paid (docs/DECISIONS.md "Sale"): read-only with one way back to
 * /pago-final; a refused update (the server holds an approved payment this device did not know
 * of) turns it read-only; a lock the server no longer holds frees the cart.
 */

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => demo.reset());
afterAll(() => demo.close());

const BEER = 'Cerveza Cristal Lata 470 cc';

async function beer(): Promise<Product> {
  const page = await listProducts({
    store: session.get().user!.store_id,
    type: 'no-socio',
    offset: 0,
    limit: 100,
  });
  return page.data.products.find((p) => p.id === 1) as Product;
}

/** A non-member's sale of 2 beers whose order exists on the demo world with an EFECTIVO payment. */
async function saleWithOrder(extra: Partial<SaleState> = {}) {
  await startSaleAs('no-socio', { recommendedAutoShown: true });
  const product = await beer();
  const created = await createOrder(
    {
      sale_admin_id: 1,
      save_admin_id: null,
      customer_id: sale.get().customer!.id,
      products: [{ id: 1, amount: 2 }],
      saved: false,
      store_id: session.get().user!.store_id,
      coupon: null,
      machine_number: '7',
      buy_type: 'no-socio',
      payments: [{ payment_type: 'EFECTIVO', amount: 1980 }],
      delivery_company: null,
      recommended_product_ids: [],
      doc_type: 'boleta',
      recommended_watch_time: null,
    },
    idempotencyKey(`test:${Math.random()}`),
  );
  const orderId = created.data.order_id;
  sale.set((s) => ({
    ...s,
    lines: [{ product: product as never, amount: 2, recommended: false }],
    orderId,
    orderNumber: created.data.order_number,
    orderStatus: 'PAGANDO',
    ...extra,
  }));
  const payment = demo.world.state.payments.find((p) => p.order_id === orderId)!;
  return { orderId, payment };
}

function expectNothingToEdit() {
  for (const name of [
    'REALIZAR COMPRA',
    'Guardar Pedido',
    'Actualizar Pedido',
    'Cupón',
    'Agregar método de pago',
  ]) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
  expect(screen.queryByLabelText('Método de pago 1')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^(Aumentar|Disminuir) cantidad$/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: `Eliminar ${BEER}` })).not.toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: 'Factura' })).not.toBeInTheDocument();
}

describe('/carro while the sale is being paid', () => {
  it('after an approved payment: the order read-only, and "Continuar con el pago" back to /pago-final', async () => {
    const { payment } = await saleWithOrder({ paymentLock: 'paid' });
    payment.status = 'APROBADO';
    const view = await renderSale({ path: '/carro', screens: { '/carro': CartScreen } });
    expect(
      await screen.findByText(
        'La venta tiene pagos aprobados: el carro ya no se puede modificar. Continúa con el pago para terminarla.',
      ),
    ).toBeInTheDocument();
    const products = await screen.findByRole('region', { name: 'Productos de la venta' });
    expect(within(products).getByText(`2 × ${BEER}`)).toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Pagos de la venta' });
    expect(within(payments).getByText('Efectivo')).toBeInTheDocument();
    expect(within(payments).getByText('APROBADO')).toBeInTheDocument();
    expectNothingToEdit();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuar con el pago' }));
    await waitFor(() => expect(view.pathname()).toBe('/pago-final'));
    expect(demo.world.state.requestCounts.updateOrder ?? 0).toBe(0);
  });

  it('each payment shows its label, as every other screen does, never its code', async () => {
    const { payment } = await saleWithOrder({ paymentLock: 'paid' });
    payment.status = 'APROBADO';
    // A points payment beside the cash one, as a member's split sale has it.
    demo.world.state.payments.push({
      ...payment,
      id: payment.id + 1000,
      payment_type: 'WALLET',
      amount: 500,
    });
    await renderSale({ path: '/carro', screens: { '/carro': CartScreen } });
    const payments = await screen.findByRole('region', { name: 'Pagos de la venta' });
    const items = within(payments).getAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual(['Efectivo', 'Puntos']);
    expect(within(payments).queryByText(/EFECTIVO|WALLET/)).not.toBeInTheDocument();
  });

  it("the header's Volver goes back to /pago-final too", async () => {
    const { payment } = await saleWithOrder({ paymentLock: 'paid' });
    payment.status = 'APROBADO';
    const view = await renderSale({ path: '/carro', screens: { '/carro': CartScreen } });
    await screen.findByRole('button', { name: 'Continuar con el pago' });
    await userEvent.setup().click(within(screen.getByRole('banner')).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(view.pathname()).toBe('/pago-final'));
  });

  it('a refused update (a payment approved elsewhere): the message, then the cart read-only with its way back', async () => {
    const { payment } = await saleWithOrder();
    payment.status = 'APROBADO';
    await renderSale({ path: '/carro', screens: { '/carro': CartScreen } });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Método de pago 1'), 'EFECTIVO');
    const amount = screen.getByLabelText('Monto 1');
    await user.clear(amount);
    await user.type(amount, '999.999');
    await user.tab();
    const buy = screen.getByRole('button', { name: 'REALIZAR COMPRA' });
    await waitFor(() => expect(buy).not.toHaveAttribute('aria-disabled'));
    await user.click(buy);

    expect(await screen.findByText('La orden ya tiene pagos aprobados')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Continuar con el pago' })).toBeInTheDocument();
    expectNothingToEdit();
    expect(sale.get().paymentLock).toBe('paid');
    expect(demo.world.state.payments.find((p) => p.id === payment.id)?.status).toBe('APROBADO');
  });

  it('a lock the server no longer holds (the charge was rejected meanwhile) frees the cart', async () => {
    await saleWithOrder({ paymentLock: 'charging' });
    await renderSale({ path: '/carro', screens: { '/carro': CartScreen } });
    expect(await screen.findByRole('button', { name: 'REALIZAR COMPRA' })).toBeInTheDocument();
    expect(sale.get().paymentLock).toBeNull();
  });
});
