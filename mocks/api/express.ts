import {
  getGetExpressOrderDetailsMockHandler,
  getGetOrderByPickupCodeMockHandler,
  getListExpressOrdersMockHandler,
  getUpdateDeliveryStatusMockHandler,
} from '@/api/generated/endpoints/express/express.msw.ts';
import { UpdateDeliveryStatusRequest } from '@/api/generated/model';
import type { World } from '../world/index';
import type { OrderRecord } from '../world/types';
import { checkoutOrderView } from '../world/views';
import { notFound, type OperationRegistry, operation } from './kit';
import { ORDER_NOT_FOUND } from './orders';

export const INVALID_PICKUP_CODE = 'Codigo invalido';
const CLOSED: OrderRecord['delivery_status'][] = ['ENTREGADO', 'NO ENTREGADO'];

function expressOrder(world: World, id: number): OrderRecord {
  const order = world.state.orders.find((o) => o.id === id && o.delivery_type !== null);
  if (!order) return notFound(ORDER_NOT_FOUND);
  return order;
}

export function registerExpress(r: OperationRegistry): void {
  operation(r, 'listExpressOrders', getListExpressOrdersMockHandler, (ctx) => {
    const storeId = ctx.intQuery('store', true);
    const state = ctx.world.state;
    const orders = state.orders
      .filter(
        (o) => o.store_id === storeId && o.delivery_type !== null && !CLOSED.includes(o.delivery_status),
      )
      .map((o) => checkoutOrderView(state, o));
    return { data: { orders } };
  });

  operation(r, 'getExpressOrderDetails', getGetExpressOrderDetailsMockHandler, (ctx) => {
    const order = expressOrder(ctx.world, ctx.intParam('id', ORDER_NOT_FOUND));
    return { data: { order: checkoutOrderView(ctx.world.state, order) } };
  });

  operation(r, 'getOrderByPickupCode', getGetOrderByPickupCodeMockHandler, (ctx) => {
    const code = ctx.param('code').trim().toUpperCase();
    const order = ctx.world.state.orders.find(
      (o) => o.pickup_code !== null && o.pickup_code.toUpperCase() === code,
    );
    if (!order) return notFound(INVALID_PICKUP_CODE);
    return { data: { order: checkoutOrderView(ctx.world.state, order) } };
  });

  operation(r, 'updateDeliveryStatus', getUpdateDeliveryStatusMockHandler, async (ctx) => {
    const body = await ctx.body(UpdateDeliveryStatusRequest);
    const order = expressOrder(ctx.world, body.order_id);
    order.delivery_status = body.delivery_status;
    ctx.world.log(`[demo] express order ${order.order_number}: ${body.delivery_status}`);
    return { data: { order: checkoutOrderView(ctx.world.state, order) } };
  });
}
