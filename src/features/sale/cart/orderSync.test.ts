/**
 * One order per sale, against the demo world (node): create once, update after, and a request
 * whose answer was lost is found again instead of creating a second order.
 */
import { keysSentTo, setupDemoServer } from '@mocks/testing';
import { DEMO } from '@mocks/world/seed';
import { findProduct } from '@mocks/world/views';
import { beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '@/api/errors.ts';
import { initialSale, type SaleState, sale } from '@/session/sale.ts';
import { orderRequest, resolvePendingOrder, submitOrder } from './orderSync.ts';

const demo = setupDemoServer();

function line(id: number, amount: number): SaleState['lines'][number] {
  const product = findProduct(demo.world.state, id);
  if (!product) throw new Error(`no product ${id}`);
  return { product: { ...product }, amount, recommended: false };
}

const buy = (amount: number) => ({
  purpose: 'buy' as const,
  payments: [{ payment_type: 'EFECTIVO' as const, amount }],
  sellerId: DEMO.seller.id,
  storeId: 1,
  machineNumber: '7',
});

const save = { ...buy(0), purpose: 'save' as const, payments: [] };

const ordersOfSale = () =>
  demo.world.state.orders.filter((o) => o.idempotency_key === `${sale.get().saleId}:create`);

beforeEach(() => {
  sale.set(() => ({
    ...initialSale(),
    buyType: 'socio',
    customer: { id: DEMO.member.id, name: DEMO.member.name, rut: DEMO.member.rut },
    lines: [line(1, 2)],
  }));
});

const priced = () => demo.world.state.orders.at(-1)?.lines.map((l) => [l.product_id, l.amount]);

describe('one order per sale', () => {
  it('creates the order once, then every later purchase or save updates it', async () => {
    const first = await submitOrder(buy(1780));
    expect(sale.get()).toMatchObject({ orderId: first.orderId, orderStatus: 'PAGANDO', pendingOrder: null });
    // Back to the cart, one more unit, buy again: the same order, updated.
    sale.set((prev) => ({ ...prev, lines: [line(1, 3)] }));
    const second = await submitOrder(buy(2670));
    expect(second.orderId).toBe(first.orderId);
    expect(priced()).toEqual([[1, 3]]);
    // Actualizar Pedido on the paying order keeps it, as a saved order.
    await submitOrder(save);
    expect(ordersOfSale()).toHaveLength(1);
    expect(ordersOfSale()[0]).toMatchObject({ saved: true, status: 'PENDIENTE' });
    expect(demo.world.state.requestCounts).toMatchObject({ createOrder: 1, updateOrder: 2 });
  });

  it('a lost answer is found again with the same key: one order, with the final cart', async () => {
    demo.useScenario('lost-answer:createOrder');
    const lost = await submitOrder(buy(1780)).catch((e: unknown) => e);
    expect(isApiError(lost) && lost.kind).toBe('network');
    expect(sale.get().pendingOrder).toMatchObject({ kind: 'create', purpose: 'buy' });
    expect(sale.get().orderId).toBeNull();
    demo.useScenario(null);
    // The seller changes the cart, then taps again: the lost create is found first, then updated.
    sale.set((prev) => ({ ...prev, lines: [line(1, 4)] }));
    const outcome = await submitOrder(buy(3560));
    expect(ordersOfSale()).toHaveLength(1);
    expect(outcome.orderId).toBe(ordersOfSale()[0]!.id);
    expect(priced()).toEqual([[1, 4]]);
    expect(sale.get().pendingOrder).toBeNull();
  });

  it('a create whose answer was lost is sent again with the same Idempotency-Key: two POSTs, one order', async () => {
    const keys = keysSentTo(demo.server, 'POST', '/api/orders/new');
    const ordersBefore = demo.world.state.orders.length;
    demo.useScenario('lost-answer:createOrder');
    await expect(submitOrder(buy(1780))).rejects.toBeDefined();
    demo.useScenario(null);
    // The same tap again (same cart): the world answers its first answer, nothing new is created.
    const outcome = await submitOrder(buy(1780));
    const createKey = `${sale.get().saleId}:create`;
    expect(keys).toEqual([createKey, createKey]);
    expect(demo.world.state.requestCounts.createOrder).toBe(2);
    expect(demo.world.state.orders).toHaveLength(ordersBefore + 1);
    expect(outcome.orderId).toBe(demo.world.state.orders.at(-1)?.id);
    expect(sale.get()).toMatchObject({ orderId: outcome.orderId, pendingOrder: null });
  });

  it('a reload after a lost answer resolves the pending request without a tap', async () => {
    demo.useScenario('lost-answer:createOrder');
    await submitOrder(buy(1780)).catch(() => undefined);
    demo.useScenario(null);
    const found = await resolvePendingOrder();
    expect(found).toMatchObject({ purpose: 'buy', orderId: ordersOfSale()[0]!.id });
    expect(ordersOfSale()).toHaveLength(1);
    expect(await resolvePendingOrder()).toBeNull();
  });

  it('a 4xx is a definite "not done": nothing pending, the next tap creates', async () => {
    demo.useScenario('server-error:createOrder');
    await submitOrder(buy(1780)).catch(() => undefined);
    // A 5xx may have been carried out: still pending.
    expect(sale.get().pendingOrder).not.toBeNull();
    demo.useScenario(null);
    sale.set((prev) => ({ ...prev, pendingOrder: null, lines: [line(6, 1)] }));
    const refused = await submitOrder(buy(1000)).catch((e: unknown) => e);
    expect(isApiError(refused) && refused.status).toBe(400);
    expect(sale.get().pendingOrder).toBeNull();
    sale.set((prev) => ({ ...prev, lines: [line(1, 2)] }));
    await submitOrder(buy(1780));
    expect(ordersOfSale()).toHaveLength(1);
  });

  it('a resumed saved order is bought through an update and leaves the saved list', async () => {
    await submitOrder(save);
    const savedId = sale.get().orderId;
    // Resuming sets the order id on a fresh sale (savedOrders.resumeSavedOrder).
    sale.set((prev) => ({
      ...initialSale(),
      buyType: prev.buyType,
      customer: prev.customer,
      lines: prev.lines,
      orderId: savedId,
    }));
    const outcome = await submitOrder(buy(1780));
    expect(outcome.orderId).toBe(savedId);
    const order = demo.world.state.orders.find((o) => o.id === savedId);
    expect(order).toMatchObject({ saved: false, status: 'PAGANDO' });
    expect(demo.world.state.requestCounts.createOrder).toBe(1);
  });

  it('uses one create key per sale and one update key per revision', () => {
    const state = sale.get();
    expect(orderRequest(state, buy(1)).key).toBe(`${state.saleId}:create`);
    const updating = { ...state, orderId: 9, orderRevision: 2 };
    expect(orderRequest(updating, buy(1))).toMatchObject({ kind: 'update', key: `${state.saleId}:update:3` });
    expect(initialSale().saleId).not.toBe(initialSale().saleId);
  });
});

describe('the pending order is on storage before the request is sent', () => {
  it('a reload during the create request would find it in pos.sale (sale writes are otherwise deferred)', async () => {
    const stored = new Map<string, string>();
    const memory = {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, value: string) => void stored.set(k, value),
      removeItem: (k: string) => void stored.delete(k),
    };
    const had = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', { value: memory, configurable: true });
    const seen: unknown[] = [];
    const onStart = ({ request }: { request: Request }) => {
      if (request.method !== 'POST' || !request.url.endsWith('/api/orders/new')) return;
      seen.push(JSON.parse(stored.get('pos.sale') ?? '{}').state?.pendingOrder ?? null);
    };
    demo.server.events.on('request:start', onStart);
    try {
      sale.set((prev) => ({ ...prev, lines: [line(1, 2)] }));
      await submitOrder(buy(1780));
    } finally {
      demo.server.events.removeListener('request:start', onStart);
      if (had) Object.defineProperty(globalThis, 'localStorage', had);
      else Reflect.deleteProperty(globalThis, 'localStorage');
    }
    expect(seen).toEqual([expect.objectContaining({ kind: 'create', key: `${sale.get().saleId}:create` })]);
    // and the answer (the order id) is written at once too
    expect(JSON.parse(stored.get('pos.sale') ?? '{}').state).toMatchObject({ pendingOrder: null });
  });
});
