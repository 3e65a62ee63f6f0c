import {
  getCloseStoreOrderMockHandler,
  getEnterPurchaseInvoiceMockHandler,
  getEnterPurchaseInvoiceStockMockHandler,
  getEnterStoreOrderStockMockHandler,
  getGetPurchaseInvoiceDetailMockHandler,
  getGetStoreOrderDetailMockHandler,
  getGetUnitaryProductByEanMockHandler,
  getListPurchaseOrdersForEntryMockHandler,
  getListStoreOrdersForEntryMockHandler,
  getPrintPurchaseInvoiceEnteredMockHandler,
  getPrintStoreOrderEnteredMockHandler,
  getSetPurchaseOrderStockToEnterMockHandler,
  getSetStoreOrderStockToEnterMockHandler,
} from '@/api/generated/endpoints/stock/stock.msw.ts';
import {
  PrintEnteredRequest,
  type PurchaseInvoiceDocument,
  PurchaseInvoiceEntryRequest,
  PurchaseInvoiceIngressRequest,
  PurchaseOrderStockEntryLeftRequest,
  type StockLine,
  type StoreOrderDocument,
  StoreOrderIngressRequest,
  StoreOrderStockEntryLeftRequest,
} from '@/api/generated/model';
import { isStockDocumentClosed } from '@/domain/stockDocumentKind';
import type { World } from '../world/index';
import { enteredLines } from '../world/print';
import type {
  PurchaseInvoiceRecord,
  PurchaseOrderRecord,
  StockLineRecord,
  StoreOrderRecord,
} from '../world/types';
import { findProduct, productSummary, stockLineView } from '../world/views';
import { badRequest, fail, notFound, type OperationRegistry, operation } from './kit';
import { productByEan } from './products';

const FINISHED = 'FINISHED_PURCHASE_INVOICE' as const;
export const PRINT_FAILED = 'Ha ocurrido un error en la impresión. Por favor intente nuevamente';
export const invoiceClosedMessage = (n: string) => `La factura ${n} ya está cerrada`;
export const guideClosedMessage = (n: string) => `La guía de despacho ${n} ya está cerrada`;
export const lineNotFoundMessage = (id: number) => `No se ha encontrado el producto con id ${id}`;

const invoiceClosed = (invoice: PurchaseInvoiceRecord): never =>
  badRequest(invoiceClosedMessage(invoice.number), {
    purchaseInvoiceStatus: FINISHED,
    success: false,
  });

/** The text of the stock-refused scenario's answers (200, success false). */
export const STOCK_REFUSED = 'El sistema de inventario no aceptó la solicitud';

/**
 * The stock-refused scenario (mocks/scenarios.ts): `stock-refused:<operationId>` makes that stock
 * call answer 200 with success false and errorMessage, changing nothing (spec 001 §7: these
 * calls give success and errorMessage).
 */
const refuses = (world: World, operationId: string): boolean =>
  world.hasScenario('stock-refused') && world.scenarios.get('stock-refused') === operationId;

function refusal(world: World, operationId: string): { success: false; errorMessage: string } {
  world.log(`[demo] stock-refused: ${operationId} answers success false`);
  return { success: false, errorMessage: STOCK_REFUSED };
}

const guideNumber = (g: StoreOrderRecord) => g.store_order_number ?? String(g.id);
/** Spec 001 §4: cancelled or received is closed; any other status is open. */
const guideIsClosed = (g: StoreOrderRecord) => isStockDocumentClosed('guia-de-despacho', g.status);

function purchaseOrder(world: World, id: number): PurchaseOrderRecord {
  const po = world.state.purchaseOrders.find((p) => p.id === id);
  if (!po) return badRequest('Orden de compra no encontrada');
  return po;
}

function invoiceById(world: World, id: number, status: 400 | 404): PurchaseInvoiceRecord {
  const invoice = world.state.purchaseInvoices.find((i) => i.id === id);
  if (!invoice) return fail(status, 'Factura no encontrada');
  return invoice;
}

function guideById(world: World, id: number, status: 400 | 404): StoreOrderRecord {
  const guide = world.state.storeOrders.find((g) => g.id === id);
  if (!guide) return fail(status, 'Guía de despacho no encontrada');
  return guide;
}

const invoiceDocument = (i: PurchaseInvoiceRecord): PurchaseInvoiceDocument => ({
  id: i.id,
  number: i.number,
  status: i.status,
  purchase_order_id: i.purchase_order_id,
});
const guideDocument = (g: StoreOrderRecord): StoreOrderDocument => ({
  id: g.id,
  number: guideNumber(g),
  status: g.status,
});

/** Enters the quantities (the request's stock_to_enter per line, else the stored one). */
function ingress(world: World, lines: StockLineRecord[], sent: StockLine[], label: string): StockLine[] {
  for (const line of lines) {
    const amount = sent.find((s) => s.id === line.product_id)?.stock_to_enter ?? line.stock_to_enter;
    if (amount <= 0) continue;
    line.current_stock += amount;
    line.stock_to_enter = 0;
    const p = findProduct(world.state, line.product_id);
    if (p) p.stock += amount;
    world.log(`[demo] ${label}: +${amount} of product ${line.product_id}`);
  }
  return lines.map((l) => stockLineView(world.state, l));
}

function setToEnter(lines: StockLineRecord[], productId: number, amount: number): void {
  const line = lines.find((l) => l.product_id === productId);
  if (!line) badRequest(lineNotFoundMessage(productId));
  else line.stock_to_enter = amount;
}

export function registerStock(r: OperationRegistry): void {
  operation(r, 'listPurchaseOrdersForEntry', getListPurchaseOrdersForEntryMockHandler, (ctx) => {
    const storeId = ctx.intParam('storeId', 'Local no encontrado');
    const purchaseOrders = ctx.world.state.purchaseOrders
      .filter((p) => p.store_id === storeId)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((p) => ({
        id: p.id,
        purchase_order_number: p.purchase_order_number,
        created_at: p.created_at,
        name: p.name,
      }));
    return { data: { purchaseOrders } };
  });

  operation(r, 'listStoreOrdersForEntry', getListStoreOrdersForEntryMockHandler, (ctx) => {
    const storeId = ctx.intParam('storeId', 'Local no encontrado');
    const storeOrders = ctx.world.state.storeOrders
      .filter((g) => g.store_id === storeId)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((g) => ({
        id: g.id,
        store_order_number: g.store_order_number,
        created_at: g.created_at,
        name: g.name,
      }));
    return { data: { storeOrders } };
  });

  operation(r, 'enterPurchaseInvoice', getEnterPurchaseInvoiceMockHandler, async (ctx) => {
    const body = await ctx.body(PurchaseInvoiceEntryRequest);
    const world = ctx.world;
    const po = purchaseOrder(world, body.purchase_order_id);
    const number = body.invoice_number.trim();
    if (!number) return badRequest('Debe ingresar el número de factura');
    let invoice = world.state.purchaseInvoices.find(
      (i) => i.number === number && i.purchase_order_id === po.id,
    );
    if (refuses(world, 'enterPurchaseInvoice')) {
      // A finished invoice refused with a 200, as the spec's answer may come: its status says so.
      return {
        ...refusal(world, 'enterPurchaseInvoice'),
        purchaseInvoiceStatus: invoice?.status === FINISHED ? FINISHED : null,
      };
    }
    if (invoice?.status === FINISHED) return invoiceClosed(invoice);
    if (body.status === FINISHED) {
      if (!invoice) return badRequest('Factura no encontrada');
      invoice.status = FINISHED;
      world.log(`[demo] Se cerró la factura ${invoice.number} exitosamente`);
    } else if (!invoice) {
      invoice = { id: world.next('purchaseInvoice'), number, status: 'INICIADA', purchase_order_id: po.id };
      world.state.purchaseInvoices.push(invoice);
      world.log(`[demo] invoice ${number} started for ${po.purchase_order_number ?? po.id}`);
    }
    return { success: true, data: { purchaseInvoice: { id: invoice.id, status: invoice.status } } };
  });

  operation(r, 'getPurchaseInvoiceDetail', getGetPurchaseInvoiceDetailMockHandler, (ctx) => {
    const invoice = invoiceById(ctx.world, ctx.intParam('id', 'Factura no encontrada'), 404);
    const po = purchaseOrder(ctx.world, invoice.purchase_order_id);
    return {
      success: true,
      data: {
        document: invoiceDocument(invoice),
        products: po.lines.map((l) => stockLineView(ctx.world.state, l)),
      },
    };
  });

  operation(r, 'enterPurchaseInvoiceStock', getEnterPurchaseInvoiceStockMockHandler, async (ctx) => {
    const body = await ctx.body(PurchaseInvoiceIngressRequest);
    const invoice = invoiceById(ctx.world, body.document.id, 400);
    if (invoice.status === FINISHED) return invoiceClosed(invoice);
    if (refuses(ctx.world, 'enterPurchaseInvoiceStock'))
      return refusal(ctx.world, 'enterPurchaseInvoiceStock');
    const po = purchaseOrder(ctx.world, invoice.purchase_order_id);
    return {
      success: true,
      data: { products: ingress(ctx.world, po.lines, body.products, `invoice ${invoice.number}`) },
    };
  });

  operation(r, 'setPurchaseOrderStockToEnter', getSetPurchaseOrderStockToEnterMockHandler, async (ctx) => {
    const body = await ctx.body(PurchaseOrderStockEntryLeftRequest);
    const po = purchaseOrder(ctx.world, body.purchase_order_id);
    const invoices = ctx.world.state.purchaseInvoices.filter((i) => i.purchase_order_id === po.id);
    if (invoices.length > 0 && invoices.every((i) => i.status === FINISHED))
      return invoiceClosed(invoices[0]!);
    if (refuses(ctx.world, 'setPurchaseOrderStockToEnter'))
      return refusal(ctx.world, 'setPurchaseOrderStockToEnter');
    setToEnter(po.lines, body.product_id, body.new_amount);
    return { success: true, errorMessage: null };
  });

  operation(r, 'printPurchaseInvoiceEntered', getPrintPurchaseInvoiceEnteredMockHandler, async (ctx) => {
    const body = await ctx.body(PrintEnteredRequest);
    // A purchase invoice by its purchase order and its number (the contract's PrintEnteredRequest).
    const po = purchaseOrder(ctx.world, body.document_id);
    const invoice = ctx.world.state.purchaseInvoices.find(
      (i) => i.purchase_order_id === po.id && i.number === body.document_number.trim(),
    );
    if (!invoice) return badRequest('Factura no encontrada');
    if (ctx.world.hasScenario('printer-error')) return badRequest(PRINT_FAILED, { success: false });
    if (refuses(ctx.world, 'printPurchaseInvoiceEntered'))
      return refusal(ctx.world, 'printPurchaseInvoiceEntered');
    return {
      success: true,
      data: {
        printFormat: enteredLines(
          ctx.world.state,
          po.store_id,
          `FACTURA ${invoice.number} - INGRESADO`,
          po.lines,
        ),
      },
    };
  });

  operation(r, 'getStoreOrderDetail', getGetStoreOrderDetailMockHandler, (ctx) => {
    const guide = guideById(ctx.world, ctx.intParam('id', 'Guía de despacho no encontrada'), 404);
    return {
      success: true,
      data: {
        document: guideDocument(guide),
        products: guide.lines.map((l) => stockLineView(ctx.world.state, l)),
      },
    };
  });

  operation(r, 'enterStoreOrderStock', getEnterStoreOrderStockMockHandler, async (ctx) => {
    const body = await ctx.body(StoreOrderIngressRequest);
    const guide = guideById(ctx.world, body.document.id, 400);
    if (guideIsClosed(guide)) return badRequest(guideClosedMessage(guideNumber(guide)), { success: false });
    if (refuses(ctx.world, 'enterStoreOrderStock')) return refusal(ctx.world, 'enterStoreOrderStock');
    return {
      success: true,
      data: { products: ingress(ctx.world, guide.lines, body.products, `guide ${guideNumber(guide)}`) },
    };
  });

  operation(r, 'setStoreOrderStockToEnter', getSetStoreOrderStockToEnterMockHandler, async (ctx) => {
    const body = await ctx.body(StoreOrderStockEntryLeftRequest);
    const guide = guideById(ctx.world, body.store_order_id, 400);
    if (guideIsClosed(guide)) return badRequest(guideClosedMessage(guideNumber(guide)), { success: false });
    if (refuses(ctx.world, 'setStoreOrderStockToEnter'))
      return refusal(ctx.world, 'setStoreOrderStockToEnter');
    setToEnter(guide.lines, body.product_id, body.new_amount);
    return { success: true, errorMessage: null };
  });

  operation(r, 'closeStoreOrder', getCloseStoreOrderMockHandler, (ctx) => {
    const guide = guideById(ctx.world, ctx.intParam('id', 'Guía de despacho no encontrada'), 404);
    if (guideIsClosed(guide)) return badRequest(guideClosedMessage(guideNumber(guide)), { success: false });
    if (refuses(ctx.world, 'closeStoreOrder')) return refusal(ctx.world, 'closeStoreOrder');
    guide.status = 'RECEIVED_STORE_ORDER';
    ctx.world.log(`[demo] Se cerró la guía de despacho ${guideNumber(guide)} exitosamente`);
    return { success: true, data: { document: guideDocument(guide) } };
  });

  operation(r, 'printStoreOrderEntered', getPrintStoreOrderEnteredMockHandler, async (ctx) => {
    const body = await ctx.body(PrintEnteredRequest);
    const guide = guideById(ctx.world, body.document_id, 400);
    if (ctx.world.hasScenario('printer-error')) return badRequest(PRINT_FAILED, { success: false });
    if (refuses(ctx.world, 'printStoreOrderEntered')) return refusal(ctx.world, 'printStoreOrderEntered');
    return {
      success: true,
      data: {
        printFormat: enteredLines(
          ctx.world.state,
          guide.store_id,
          `GUÍA ${guideNumber(guide)} - INGRESADO`,
          guide.lines,
        ),
      },
    };
  });

  operation(r, 'getUnitaryProductByEan', getGetUnitaryProductByEanMockHandler, (ctx) => {
    const ean = ctx.param('ean');
    const product = productByEan(ctx.world.state, ean);
    if (!product || product.pack) return notFound(`No se encontró el producto con EAN ${ean}`);
    return { code: 200 as const, data: { product: productSummary(product) } };
  });
}
