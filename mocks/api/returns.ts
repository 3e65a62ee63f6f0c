import {
  getCreateReturnMockHandler,
  getGetOrderByBillMockHandler,
  getPrintReturnMockHandler,
} from '@/api/generated/endpoints/returns/returns.msw.ts';
import {
  CreateReturnRequest,
  CreateReturnResponse,
  DocType,
  PrintReturnRequest,
} from '@/api/generated/model';
import { creditNoteLines } from '../world/print';
import { moveStock } from '../world/rules';
import type { ReturnRecord } from '../world/types';
import { findProduct, orderView, returnView } from '../world/views';
import { badRequest, type Ctx, fail, notFound, type OperationRegistry, once, operation } from './kit';

export const NO_ORDERS_FOR_NUMBER = 'No se encontraron órdenes para el número ingresado';

export function registerReturns(r: OperationRegistry): void {
  operation(r, 'getOrderByBill', getGetOrderByBillMockHandler, (ctx) => {
    const number = ctx.intParam('number', NO_ORDERS_FOR_NUMBER);
    const docType = DocType.safeParse(ctx.query.get('doc_type'));
    if (!docType.success) return badRequest('Tipo de documento inválido');
    const storeId = ctx.intQuery('store_id', true);
    const state = ctx.world.state;
    const order = state.orders.find(
      (o) =>
        o.bill_number === number &&
        o.doc_type === docType.data &&
        o.store_id === storeId &&
        o.status === 'FINISHED',
    );
    if (!order) return notFound(NO_ORDERS_FOR_NUMBER);
    return { code: 200, data: { order: orderView(state, order) } };
  });

  // Once per Idempotency-Key: a resend after a lost answer or a reload gets the same credit note.
  operation(r, 'createReturn', getCreateReturnMockHandler, async (ctx) => {
    const body = await ctx.body(CreateReturnRequest);
    return once(ctx, 'createReturn', body, CreateReturnResponse, () => createReturnNow(ctx, body));
  });

  operation(r, 'printReturn', getPrintReturnMockHandler, async (ctx) => {
    const body = await ctx.body(PrintReturnRequest);
    const state = ctx.world.state;
    const ret = state.returns.find((x) => x.id === body.return_id);
    if (!ret) return badRequest('Devolución no encontrada');
    if (ctx.world.hasScenario('printer-error')) return fail(400, 'Error imprimiendo nota de crédito');
    const order = state.orders.find((o) => o.id === ret.order_id);
    return { data: { printFormat: creditNoteLines(state, ret, order) } };
  });
}

function createReturnNow(ctx: Ctx, body: CreateReturnRequest) {
  const world = ctx.world;
  const order = world.state.orders.find((o) => o.id === body.order_id);
  if (!order) return badRequest('Orden no encontrada');
  const lines = body.products
    .filter((p) => p.amount > 0)
    .map((p) => ({ product_id: p.id, amount: p.amount }));
  if (lines.length === 0) return badRequest('Debe devolver al menos 1 producto');
  const returned = (productId: number) =>
    world.state.returns
      .filter((x) => x.order_id === order.id)
      .flatMap((x) => x.lines)
      .filter((l) => l.product_id === productId)
      .reduce((s, l) => s + l.amount, 0);
  for (const l of lines) {
    const bought = order.lines.filter((x) => x.product_id === l.product_id).reduce((s, x) => s + x.amount, 0);
    const name = findProduct(world.state, l.product_id)?.name ?? `el producto ${l.product_id}`;
    if (bought === 0) return badRequest(`${name} no pertenece a la orden`);
    if (l.amount > bought - returned(l.product_id)) {
      return badRequest(
        `No se puede devolver más de lo comprado de ${name} (quedan ${bought - returned(l.product_id)})`,
      );
    }
  }
  const ret: ReturnRecord = {
    id: world.next('return'),
    order_id: order.id,
    created_at: world.now().toISOString(),
    lines,
    cash_movement: body.cash_movement,
    smart_pos: body.smart_pos,
    machine_id: body.machine_id,
    credit_note_number: world.next('creditNote'),
  };
  world.state.returns.push(ret);
  moveStock(world.state, lines, 1);
  world.log(
    `[demo] return ${ret.id} (nota de crédito ${ret.credit_note_number}) of order ${order.order_number}`,
  );
  return { code: 201 as const, data: { return: returnView(ret) } };
}
