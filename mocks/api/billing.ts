import {
  getGenerateBillMockHandler,
  getGetBillingByRutMockHandler,
  getGetOrderBillingStatusMockHandler,
  getPrintBillMockHandler,
  getSaveOrderBillingMockHandler,
} from '@/api/generated/endpoints/billing/billing.msw.ts';
import {
  GenerateBillRequest,
  type InvoiceData,
  PrintBillRequest,
  SaveOrderBillingRequest,
} from '@/api/generated/model';
import { cleanRut } from '@/domain/rut';
import type { World } from '../world/index';
import { billLines } from '../world/print';
import { billingRestartable, isFailed, startBilling } from '../world/rules';
import type { OrderRecord } from '../world/types';
import { badRequest, fail, notFound, type OperationRegistry, operation } from './kit';
import { findOrder, ORDER_NOT_FOUND } from './orders';

export const BILLING_RUT_NOT_FOUND = 'No existe el RUT. Por favor complete los datos';
/** The billing system's answer in the billing-stock-error scenario (a 400 of the status read). */
export const BILLING_STOCK_ERROR = 'Sin stock en el sistema de facturación';

function orderForBody(world: World, id: number): OrderRecord {
  const order = world.state.orders.find((o) => o.id === id);
  if (!order) return badRequest(ORDER_NOT_FOUND);
  return findOrder(world, id);
}

function rememberCompany(world: World, billing: InvoiceData | null): void {
  if (!billing) return;
  const i = world.state.companies.findIndex((c) => cleanRut(c.rut) === cleanRut(billing.rut));
  if (i === -1) world.state.companies.push({ ...billing });
  else world.state.companies[i] = { ...billing };
}

export function registerBilling(r: OperationRegistry): void {
  operation(r, 'saveOrderBilling', getSaveOrderBillingMockHandler, async (ctx) => {
    const body = await ctx.body(SaveOrderBillingRequest);
    const order = orderForBody(ctx.world, body.orderId);
    if (body.billingType === 'factura' && !body.billing) return badRequest('Debe rellenar todos los campos');
    order.doc_type = body.billingType;
    order.billing = body.billing ? { ...body.billing } : null;
    rememberCompany(ctx.world, body.billing);
    // "Reintentar" after a failed billing sends this call: a paid order whose billing failed (or
    // never started) is billed again; an order already billing or billed is left as it is.
    if (billingRestartable(order)) {
      startBilling(ctx.world, order);
      ctx.world.log(`[demo] billing order ${order.order_number} again (${order.doc_type})`);
    }
    return { data: { order_id: order.id, order_status: order.status } };
  });

  operation(r, 'getOrderBillingStatus', getGetOrderBillingStatusMockHandler, (ctx) => {
    const order = findOrder(ctx.world, ctx.intParam('orderId', ORDER_NOT_FOUND));
    if (order.status === 'ERROR' && ctx.world.hasScenario('billing-stock-error')) {
      return badRequest(BILLING_STOCK_ERROR);
    }
    const done = (order.status === 'FINISHED' || order.status === 'ERROR') && order.billing_success !== null;
    return {
      data: {
        sii_code: order.sii_code,
        // The folio once the document is issued (its SII code known), as the SII code.
        bill_number: order.sii_code === null ? null : order.bill_number,
        ...(done ? { billingSuccess: order.billing_success ?? false } : {}),
        Order: { id: order.id, status: order.status },
      },
    };
  });

  operation(r, 'getBillingByRut', getGetBillingByRutMockHandler, (ctx) => {
    const rut = cleanRut(ctx.param('rut'));
    const company = ctx.world.state.companies.find((c) => cleanRut(c.rut) === rut);
    if (!company) return notFound(BILLING_RUT_NOT_FOUND);
    return { data: { billing: { ...company } } };
  });

  operation(r, 'generateBill', getGenerateBillMockHandler, async (ctx) => {
    const body = await ctx.body(GenerateBillRequest);
    const order = orderForBody(ctx.world, body.order_id);
    if (order.status === 'FINISHED') return badRequest('La orden ya fue facturada');
    if (order.status === 'RECHAZADO' || order.status === 'CANCELADO')
      return badRequest('La orden fue cancelada');
    // Unpaid: any payment with an amount not approved, a failed one included unless the server
    // replaced it (its `next` is another payment of the order): an order is never billed short.
    const orderPayments = ctx.world.state.payments.filter((p) => p.order_id === order.id);
    const replaced = (p: (typeof orderPayments)[number]) =>
      isFailed(p.status) && p.next !== null && orderPayments.some((o) => o.id === p.next);
    const unpaid = orderPayments.filter((p) => p.amount > 0 && p.status !== 'APROBADO' && !replaced(p));
    if (unpaid.length > 0) return badRequest('La orden tiene pagos pendientes');
    if (body.billing_type === 'factura' && !(body.billing ?? order.billing)) {
      return badRequest('Debe rellenar todos los campos');
    }
    order.doc_type = body.billing_type;
    if (body.billing) {
      order.billing = { ...body.billing };
      rememberCompany(ctx.world, body.billing);
    }
    if (order.status !== 'BILLING PROCESSING') startBilling(ctx.world, order);
    ctx.world.log(`[demo] billing order ${order.order_number} (${order.doc_type})`);
    return { data: { order_id: order.id, order_status: order.status } };
  });

  operation(r, 'printBill', getPrintBillMockHandler, async (ctx) => {
    const body = await ctx.body(PrintBillRequest);
    const order = orderForBody(ctx.world, body.order_id);
    if (ctx.world.hasScenario('printer-error')) {
      return fail(
        400,
        body.format === 'email' ? 'Error enviando boleta por email' : 'Error imprimiendo boleta',
      );
    }
    if (body.format === 'email' && !body.email) return badRequest('Email no válido');
    const format = body.billing_success ? body.format : 'voucher';
    return { data: { printFormat: billLines(ctx.world.state, order, format, body.email) } };
  });
}
