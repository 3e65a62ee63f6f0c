/** The ambiguous path pairs of the contract answer the right operation. */
import { describe, expect, it } from 'vitest';
import { getOrderBillingStatus } from '@/api/generated/endpoints/billing/billing.ts';
import { getDeliveryOrder } from '@/api/generated/endpoints/delivery/delivery.ts';
import { createOrder, getOrder, rejectOrder, updateOrder } from '@/api/generated/endpoints/orders/orders.ts';
import { listOrderPayments } from '@/api/generated/endpoints/payments/payments.ts';
import { createRedpayPayment, getRedpayPaymentByOrder } from '@/api/generated/endpoints/redpay/redpay.ts';
import { createDemoOperationHandlers } from './handlers';
import { setupDemoServer, withKey } from './testing';
import { DEMO } from './world/seed';

const demo = setupDemoServer();

const raw = (method: string, path: string, body?: unknown) =>
  fetch(`http://localhost${path}`, {
    method,
    headers: { Authorization: `Bearer ${demo.token()}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function savedOrder() {
  const { data } = await createOrder(
    {
      sale_admin_id: 1,
      save_admin_id: 1,
      customer_id: 1,
      products: [{ id: 1, amount: 1 }],
      saved: true,
      store_id: 1,
      coupon: null,
      machine_number: '001',
      buy_type: 'socio',
      payments: [{ payment_type: 'EFECTIVO', amount: 890 }],
      delivery_company: null,
      recommended_product_ids: [],
      doc_type: 'boleta',
      recommended_watch_time: null,
    },
    withKey(),
  );
  return data.order_id;
}

describe('ambiguous paths', () => {
  it('PUT /api/orders/reject is rejectOrder, PUT /api/orders/{id} is updateOrder', async () => {
    const id = await savedOrder();
    expect(
      (await updateOrder(id, { products: [{ id: 1, amount: 3 }], coupon: null }, withKey())).data.order_id,
    ).toBe(id);
    expect((await getOrder(id)).data.order.OrderProducts[0]!.amount).toBe(3);
    expect((await rejectOrder({ order_id: id })).data.order_status).toBe('RECHAZADO');
    // A non-integer id never reaches updateOrder's logic.
    const res = await raw('PUT', '/api/orders/abc', { products: [], coupon: null });
    expect(res.status).toBe(404);
  });

  it('GET /api/payments/order/{id}, /api/billing/order/{id}, /api/redpay-payment/order/{id} are not delivery orders', async () => {
    const id = await savedOrder();
    expect((await listOrderPayments(id)).data.payments).toHaveLength(1);
    expect((await getOrderBillingStatus(id)).data.Order.id).toBe(id);
    await createRedpayPayment({ amount: 890, orderId: id, customerId: 1 }, withKey());
    expect((await getRedpayPaymentByOrder(id)).data.order_id).toBe(id);
    expect((await getDeliveryOrder('ubereats', DEMO.uberEatsCode)).data.order.id).toBeGreaterThan(0);
  });

  it('the delivery handlers 404 any segment that is not a DeliveryPlatform, even when registered first', async () => {
    const res = await raw('GET', '/api/not-a-platform/order/12345');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ errorMessage: 'Tipo de delivery no encontrado' });
    const handlers = createDemoOperationHandlers(demo.world);
    demo.server.use(handlers.get('getDeliveryOrder')!); // now first in line
    const shadowed = await raw('GET', '/api/payments/order/1001');
    expect(shadowed.status).toBe(404);
    demo.server.resetHandlers();
    expect((await raw('GET', '/api/payments/order/1001')).status).toBe(200);
  });
});
