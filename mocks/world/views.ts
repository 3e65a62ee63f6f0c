/**
 * Records -> contract shapes. Every function returns a generated type, so a contract change
 * breaks the world at compile time.
 */
import type {
  CheckoutOrder,
  Customer,
  DeliveryOrder,
  Order,
  PackChildProduct,
  Payment,
  Product,
  ProductSummary,
  Return,
  SavedOrder,
  StockLine,
} from '@/api/generated/model';
import type {
  CustomerRecord,
  DeliveryOrderRecord,
  OrderRecord,
  PaymentRecord,
  ReturnRecord,
  StockLineRecord,
  WorldState,
} from './types';

export function findProduct(state: WorldState, id: number): Product | undefined {
  return state.products.find((p) => p.id === id);
}

/** A product as the catalogue answers it: children carry their current stock. */
export function productView(state: WorldState, p: Product): Product {
  return {
    ...p,
    prices: p.prices.map((x) => ({ ...x })),
    sellout: p.sellout ? { ...p.sellout } : null,
    childs: p.childs.map((c) => ({ ...c, child_stock: findProduct(state, c.child_product_id)?.stock ?? 0 })),
  };
}

export function productSummary(p: Product): ProductSummary {
  return { id: p.id, sku: p.sku, name: p.name, ean: p.ean ?? null };
}

export function packChildView(state: WorldState, child: Product['childs'][number]): PackChildProduct | null {
  const p = findProduct(state, child.child_product_id);
  return p ? { ...productSummary(p), child_quantity: child.child_quantity } : null;
}

export function customerView(c: CustomerRecord): Customer {
  const { points: _points, ...customer } = c;
  return { ...customer };
}

export function paymentView(p: PaymentRecord): Payment {
  const { created_at: _created, polls: _polls, ...payment } = p;
  return { ...payment };
}

export function returnView(r: ReturnRecord): Return {
  return {
    id: r.id,
    order_id: r.order_id,
    created_at: r.created_at,
    ReturnProducts: r.lines.map((l) => ({ product_id: l.product_id, amount: l.amount })),
  };
}

function customerOf(state: WorldState, o: OrderRecord): CustomerRecord | undefined {
  return o.customer_id === null ? undefined : state.customers.find((c) => c.id === o.customer_id);
}

function orderProducts(state: WorldState, o: OrderRecord) {
  return o.lines.flatMap((l) => {
    const p = findProduct(state, l.product_id);
    return p ? [{ line: l, product: p }] : [];
  });
}

export function orderPayments(state: WorldState, orderId: number): PaymentRecord[] {
  return state.payments.filter((p) => p.order_id === orderId);
}

/** The sale view (customer orders, order by bill). */
export function orderView(state: WorldState, o: OrderRecord): Order {
  const c = customerOf(state, o);
  return {
    id: o.id,
    order_number: o.order_number,
    buy_type: o.buy_type,
    created_at: o.created_at,
    total_amount: o.total_amount,
    Customer: c ? customerView(c) : null,
    OrderProducts: orderProducts(state, o).map(({ line, product }) => ({
      product_id: line.product_id,
      amount: line.amount,
      Product: productView(state, product),
      total_unit_price: line.total_unit_price,
    })),
    Returns: state.returns.filter((r) => r.order_id === o.id).map(returnView),
    status: o.status,
    doc_type: o.doc_type,
    billing: o.doc_type === 'factura' && o.billing ? { ...o.billing } : null,
    payments: orderPayments(state, o.id).map((p) => ({
      id: p.id,
      payment_type: p.payment_type,
      amount: p.amount,
    })),
  };
}

export function savedOrderView(state: WorldState, o: OrderRecord): SavedOrder {
  const c = customerOf(state, o);
  return {
    id: o.id,
    order_number: o.order_number,
    buy_type: o.buy_type,
    created_at: o.created_at,
    total_amount: o.total_amount,
    Customer: c ? customerView(c) : null,
    OrderProducts: orderProducts(state, o).map(({ line, product }) => ({
      product_id: line.product_id,
      amount: line.amount,
      Product: productView(state, product),
      total_unit_price: line.total_unit_price,
    })),
    coupon: o.coupon,
    doc_type: o.doc_type,
  };
}

/** The checkout view (payment sequence, billing, express orders). */
export function checkoutOrderView(state: WorldState, o: OrderRecord): CheckoutOrder {
  const c = customerOf(state, o);
  return {
    order_id: o.id,
    order_number: o.order_number,
    order_status: o.status,
    document_type: o.doc_type,
    billing: o.billing ? { ...o.billing } : null,
    buy_type: o.buy_type,
    pickup_code: o.pickup_code,
    payments: orderPayments(state, o.id).map(paymentView),
    delivery_type: o.delivery_type,
    delivery_time: o.delivery_time,
    delivery_status: o.delivery_status,
    OrderProducts: orderProducts(state, o).map(({ line, product }) => ({
      amount: line.amount,
      Product: productSummary(product),
    })),
    Customer: c ? { name: c.name, rut: c.rut } : null,
    UberOrder:
      o.delivery_type !== null || o.buy_type === 'ubereats' ? { estimate_id: o.uber_estimate_id } : null,
    total_amount: o.total_amount,
  };
}

export function deliveryOrderView(state: WorldState, d: DeliveryOrderRecord): DeliveryOrder {
  return {
    id: d.id,
    order_id: d.order_id,
    bill_id: d.bill_id,
    uberEatsOrder:
      d.platform === 'ubereats' || d.platform_status !== null ? { status: d.platform_status } : null,
    products: d.lines.flatMap((l) => {
      const p = findProduct(state, l.product_id);
      return p ? [{ sku: p.sku, name: p.name, quantity: l.quantity, stock: p.stock }] : [];
    }),
  };
}

export function stockLineView(state: WorldState, l: StockLineRecord): StockLine {
  const p = findProduct(state, l.product_id);
  return {
    id: l.product_id,
    name: p?.name ?? `Producto ${l.product_id}`,
    ean: p?.ean ?? null,
    stock_to_enter: l.stock_to_enter,
    current_stock: l.current_stock,
  };
}
