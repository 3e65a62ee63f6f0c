import {
  getAcceptDeliveryOrderMockHandler,
  getGetDeliveryOrderMockHandler,
  getRefreshDeliveryOrderMockHandler,
} from '@/api/generated/endpoints/delivery/delivery.msw.ts';
import { AcceptDeliveryOrderRequest, DeliveryPlatform } from '@/api/generated/model';
import { moveStock } from '../world/rules';
import type { DeliveryOrderRecord } from '../world/types';
import { deliveryOrderView, findProduct } from '../world/views';
import { badRequest, type Ctx, fail, type Info, notFound, type OperationRegistry, operation } from './kit';

export const DELIVERY_ORDER_NOT_FOUND = 'Pedido no encontrado';

/**
 * `*\/api/:deliveryType/order/...` also matches `/api/payments/order/5`, `/api/billing/order/5`
 * and `/api/redpay-payment/order/5`: those handlers are registered first, and this check answers
 * 404 for any segment that is not a DeliveryPlatform (before auth and scenario counters).
 */
export function requireDeliveryPlatform(info: Info): void {
  if (!DeliveryPlatform.safeParse(info.params.deliveryType).success)
    fail(404, 'Tipo de delivery no encontrado');
}

function findDelivery(ctx: Ctx, match: (d: DeliveryOrderRecord) => boolean): DeliveryOrderRecord {
  const platform = ctx.param('deliveryType');
  const order = ctx.world.state.deliveryOrders.find((d) => d.platform === platform && match(d));
  if (!order) return notFound(DELIVERY_ORDER_NOT_FOUND);
  return order;
}

export function registerDelivery(r: OperationRegistry): void {
  operation(
    r,
    'acceptDeliveryOrder',
    getAcceptDeliveryOrderMockHandler,
    async (ctx) => {
      const body = await ctx.body(AcceptDeliveryOrderRequest);
      const world = ctx.world;
      const delivery = findDelivery(ctx, (d) => d.order_id === body.orderId || d.id === body.orderId);
      if (delivery.bill_id !== null) return badRequest('El pedido ya fue aceptado');
      const order = world.state.orders.find((o) => o.id === delivery.order_id)!;
      delivery.platform_status = 'Aceptado';
      if (order.status !== 'FINISHED') {
        moveStock(
          world.state,
          delivery.lines.map((l) => ({ product_id: l.product_id, amount: l.quantity })),
          -1,
        );
        for (const l of delivery.lines) {
          const p = findProduct(world.state, l.product_id);
          if (p && p.stock < 0) p.stock = 0;
        }
        for (const p of world.state.payments) if (p.order_id === order.id) p.status = 'APROBADO';
        order.status = 'FINISHED';
        order.machine_number = body.machineNumber;
      }
      if (world.hasScenario('billing-failure')) {
        order.billing_success = false;
        world.log(`[demo] delivery ${delivery.code}: accepted, billing failed`);
        return { data: { billingSuccess: false } };
      }
      order.bill_number ??= world.next('receipt');
      order.sii_code = `SII-${order.bill_number}`;
      order.billing_success = true;
      delivery.bill_id = order.bill_number;
      world.log(`[demo] delivery ${delivery.code}: accepted, boleta ${order.bill_number}`);
      return { data: { billingSuccess: true } };
    },
    requireDeliveryPlatform,
  );

  operation(
    r,
    'refreshDeliveryOrder',
    getRefreshDeliveryOrderMockHandler,
    (ctx) => {
      const orderId = ctx.intParam('orderId', DELIVERY_ORDER_NOT_FOUND);
      const delivery = findDelivery(ctx, (d) => d.order_id === orderId || d.id === orderId);
      return { data: { order: deliveryOrderView(ctx.world.state, delivery) } };
    },
    requireDeliveryPlatform,
  );

  operation(
    r,
    'getDeliveryOrder',
    getGetDeliveryOrderMockHandler,
    (ctx) => {
      const code = ctx.param('code').trim().toUpperCase();
      if (code.length < 5) return notFound(DELIVERY_ORDER_NOT_FOUND);
      const delivery = findDelivery(ctx, (d) => d.code.toUpperCase() === code);
      return { data: { order: deliveryOrderView(ctx.world.state, delivery) } };
    },
    requireDeliveryPlatform,
  );
}
