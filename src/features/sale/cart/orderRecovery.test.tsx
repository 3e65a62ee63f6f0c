/**
 * REALIZAR COMPRA whose answer is lost, then a reload (the screen mounted again on the sale as
 * storage has it): the cart sends the same create again, with the same Idempotency-Key, before
 * anything else, and the demo world holds one order for the sale.
 */
import { startDemoServer } from '@mocks/node.ts';
import { keysSentTo } from '@mocks/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, expect, it } from 'vitest';
import { listProducts } from '@/api/generated/endpoints/products/products.ts';
import { configureApi } from '@/api/http.ts';
import type { Product } from '@/domain/types.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { CartScreen } from './CartScreen.tsx';
import { renderSale, startSaleAs } from './testing.tsx';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => demo.reset());
afterAll(() => demo.close());

const CRISTAL = 'Cerveza Cristal Lata 470 cc';

async function openCart() {
  const view = await renderSale({ path: '/carro', screens: { '/carro': CartScreen } });
  await screen.findByRole('article', { name: CRISTAL });
  return view;
}

it('a create whose answer was lost is sent again with the same key after a reload: one order, then /pago-final', async () => {
  // Pedro (no member) buys 2 × Cristal ($1.980) in cash.
  await startSaleAs('no-socio', {
    recommendedAutoShown: true,
    payments: [{ payment_type: 'EFECTIVO', amount: 1980 }],
  });
  const page = await listProducts({ store: 1, type: 'no-socio', offset: 0, limit: 100 });
  const cristal = page.data.products.find((p) => p.id === 1) as Product;
  sale.set((s) => ({ ...s, lines: [{ product: cristal, amount: 2, recommended: false }] }));
  const keys = keysSentTo(demo.server, 'POST', '/api/orders/new');
  const ordersBefore = demo.world.state.orders.length;

  const view = await openCart();
  demo.useScenario('lost-answer:createOrder');
  const button = screen.getByRole('button', { name: 'REALIZAR COMPRA' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.setup().click(button);
  expect(await screen.findByText('Ha ocurrido un error')).toBeInTheDocument();
  expect(view.pathname()).toBe('/carro');
  // The world carried the create out; the app does not know it.
  expect(demo.world.state.orders).toHaveLength(ordersBefore + 1);
  expect(sale.get().orderId).toBeNull();
  demo.useScenario(null);

  // The reload: the page goes away and the sale is read back from storage.
  view.unmount();
  sale.reload();
  // Opening the cart finds the request first: the world's first answer leads on to the payment.
  const reloaded = await renderSale({ path: '/carro', screens: { '/carro': CartScreen } });
  await waitFor(() => expect(reloaded.pathname()).toBe('/pago-final'));

  const createKey = `${sale.get().saleId}:create`;
  expect(keys).toEqual([createKey, createKey]);
  expect(demo.world.state.requestCounts.createOrder).toBe(2);
  expect(demo.world.state.orders).toHaveLength(ordersBefore + 1);
  const order = demo.world.state.orders.at(-1);
  expect(order?.idempotency_key).toBe(createKey);
  expect(sale.get()).toMatchObject({ orderId: order?.id, orderStatus: 'PAGANDO', pendingOrder: null });
});
