import {
  getCancelMachPaymentMockHandler,
  getCreateMachPaymentMockHandler,
  getGetMachPaymentStatusMockHandler,
  getGetMachQrMockHandler,
} from '@/api/generated/endpoints/mach/mach.msw.ts';
import { CreateMachPaymentRequest, type MachPayment, MachPaymentResponse } from '@/api/generated/model';
import type { World } from '../world/index';
import { advanceMach, endCharge, paymentForOrder, recordCharge, settleQrPayment } from '../world/rules';
import type { MachRecord } from '../world/types';
import { badRequest, notFound, type OperationRegistry, once, operation } from './kit';
import { ORDER_NOT_FOUND } from './orders';

export const CANCEL_FAILED = 'Error al intentar cancelar el pago';

const view = (m: MachRecord): MachPayment => ({
  id: m.id,
  order_id: m.order_id,
  amount: m.amount,
  status: m.status,
  url: m.url,
});

function machById(world: World, id: number): MachRecord {
  const mach = world.state.mach.find((m) => m.id === id);
  if (!mach) return notFound('Pago MACH no encontrado');
  advanceMach(world, mach);
  return mach;
}

export function registerMach(r: OperationRegistry): void {
  operation(r, 'createMachPayment', getCreateMachPaymentMockHandler, async (ctx) => {
    const body = await ctx.body(CreateMachPaymentRequest);
    const world = ctx.world;
    const order = world.state.orders.find((o) => o.id === body.orderId);
    if (!order) return badRequest(ORDER_NOT_FOUND);
    if (body.amount <= 0) return badRequest('El monto debe ser mayor a 0');
    // Once per Idempotency-Key: a resend after a lost answer or a reload gets the same charge.
    return once(ctx, 'createMachPayment', body, MachPaymentResponse, () => {
      const payment = paymentForOrder(world, order.id, 'MACH', body.amount);
      const id = world.next('mach');
      const mach: MachRecord = {
        id,
        order_id: order.id,
        amount: body.amount,
        status: 'PENDIENTE',
        url: `https://pagos.mach.demo/qr/${id}`,
        created_at: world.now().toISOString(),
        payment_id: payment?.id ?? null,
      };
      world.state.mach.push(mach);
      recordCharge(world, payment?.id, 'mach');
      if (order.status === 'PENDIENTE') order.status = 'PAGANDO';
      world.log(`[demo] MACH ${id} created for order ${order.order_number}: $${body.amount}`);
      return { data: { mach: view(mach) } };
    });
  });

  operation(r, 'getMachQr', getGetMachQrMockHandler, (ctx) => {
    const mach = machById(ctx.world, ctx.intParam('id', 'Pago MACH no encontrado'));
    return { data: { id: mach.id, qr: mach.url ?? '' } };
  });

  operation(r, 'getMachPaymentStatus', getGetMachPaymentStatusMockHandler, (ctx) => {
    const mach = machById(ctx.world, ctx.intParam('id', 'Pago MACH no encontrado'));
    return { data: { mach: view(mach) } };
  });

  operation(r, 'cancelMachPayment', getCancelMachPaymentMockHandler, (ctx) => {
    const mach = machById(ctx.world, ctx.intParam('id', 'Pago MACH no encontrado'));
    if (ctx.world.hasScenario('qr-paid-at-cancel') && mach.status === 'PENDIENTE') {
      // The customer paid in the same second: the provider answers the charge approved.
      mach.status = 'APROBADO';
      settleQrPayment(ctx.world, mach.payment_id, 'APROBADO');
      ctx.world.log(`[demo] MACH ${mach.id}: paid as the cancel arrived`);
      return { data: { mach: view(mach) } };
    }
    if (mach.status === 'APROBADO') return badRequest(CANCEL_FAILED);
    if (mach.status === 'PENDIENTE') {
      mach.status = 'CANCELADO';
      endCharge(ctx.world, mach.payment_id, 'MACH cancelled');
    }
    ctx.world.log(`[demo] MACH ${mach.id}: ${mach.status}`);
    return { data: { mach: view(mach) } };
  });
}
