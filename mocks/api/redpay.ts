import {
  getCreateRedpayPaymentMockHandler,
  getGetRedpayPaymentByOrderMockHandler,
  getRevokeRedpayPaymentMockHandler,
} from '@/api/generated/endpoints/redpay/redpay.msw.ts';
import {
  CreateRedpayPaymentRequest,
  type RedpayPayment,
  RedpayPaymentResponse,
  RevokeRedpayPaymentRequest,
} from '@/api/generated/model';
import { advanceRedpay, endCharge, paymentForOrder, recordCharge, settleQrPayment } from '../world/rules';
import type { RedpayRecord } from '../world/types';
import { badRequest, notFound, type OperationRegistry, once, operation } from './kit';
import { CANCEL_FAILED } from './mach';
import { ORDER_NOT_FOUND } from './orders';

const view = (p: RedpayRecord): RedpayPayment => ({
  id: p.id,
  order_id: p.order_id,
  amount: p.amount,
  status: p.status,
  token_url: p.token_url,
  token_uuid: p.token_uuid,
  token_number: p.token_number,
});

/** A stable, UUID-shaped id for a Redpay token. */
function tokenUuid(id: number, orderId: number): string {
  const hex = (n: number, len: number) => n.toString(16).padStart(len, '0').slice(-len);
  return `${hex(id * 2_654_435_761, 8)}-${hex(orderId, 4)}-4${hex(id, 3)}-a${hex(orderId * 31, 3)}-${hex(id * 97_531 + orderId, 12)}`;
}

export function registerRedpay(r: OperationRegistry): void {
  operation(r, 'createRedpayPayment', getCreateRedpayPaymentMockHandler, async (ctx) => {
    const body = await ctx.body(CreateRedpayPaymentRequest);
    const world = ctx.world;
    const order = world.state.orders.find((o) => o.id === body.orderId);
    if (!order) return badRequest(ORDER_NOT_FOUND);
    if (body.amount <= 0) return badRequest('El monto debe ser mayor a 0');
    // Once per Idempotency-Key: a resend after a lost answer or a reload gets the same token.
    return once(ctx, 'createRedpayPayment', body, RedpayPaymentResponse, () => {
      const id = world.next('redpay');
      const uuid = tokenUuid(id, order.id);
      const payment = paymentForOrder(world, order.id, 'REDPAY', body.amount);
      const redpay: RedpayRecord = {
        id,
        order_id: order.id,
        amount: body.amount,
        status: 'PENDIENTE',
        token_url: `https://redpay.demo/pay/${uuid}`,
        token_uuid: uuid,
        token_number: String(100_000 + ((id * 7919) % 900_000)),
        created_at: world.now().toISOString(),
        payment_id: payment?.id ?? null,
      };
      world.state.redpay.push(redpay);
      recordCharge(world, payment?.id, 'redpay');
      if (order.status === 'PENDIENTE') order.status = 'PAGANDO';
      world.log(`[demo] Redpay ${id} created for order ${order.order_number}: token ${redpay.token_number}`);
      return { data: view(redpay) };
    });
  });

  operation(r, 'getRedpayPaymentByOrder', getGetRedpayPaymentByOrderMockHandler, (ctx) => {
    const orderId = ctx.intParam('orderId', ORDER_NOT_FOUND);
    const redpay = ctx.world.state.redpay.filter((p) => p.order_id === orderId).at(-1);
    if (!redpay) return notFound('Pago Redpay no encontrado');
    advanceRedpay(ctx.world, redpay);
    return { data: view(redpay) };
  });

  operation(r, 'revokeRedpayPayment', getRevokeRedpayPaymentMockHandler, async (ctx) => {
    const { redpayPaymentId } = await ctx.body(RevokeRedpayPaymentRequest);
    const redpay = ctx.world.state.redpay.find((p) => p.id === redpayPaymentId);
    if (!redpay) return badRequest('Pago Redpay no encontrado');
    advanceRedpay(ctx.world, redpay);
    if (ctx.world.hasScenario('qr-paid-at-cancel') && redpay.status === 'PENDIENTE') {
      // The customer paid in the same second: the provider answers the charge approved.
      redpay.status = 'APROBADO';
      settleQrPayment(ctx.world, redpay.payment_id, 'APROBADO');
      ctx.world.log(`[demo] Redpay ${redpay.id}: paid as the revoke arrived`);
      return { data: view(redpay) };
    }
    if (redpay.status === 'APROBADO') return badRequest(CANCEL_FAILED);
    if (redpay.status === 'PENDIENTE') {
      redpay.status = 'CANCELADO';
      endCharge(ctx.world, redpay.payment_id, 'Redpay cancelled');
    }
    return { data: view(redpay) };
  });
}
