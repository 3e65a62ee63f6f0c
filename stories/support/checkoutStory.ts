import { insertOrder } from '@mocks/api/orders.ts';
import { createStoryWorld } from '@mocks/scenarios.ts';
import { DEMO, type World } from '@mocks/world/index.ts';
import { customerView } from '@mocks/world/views.ts';
import type { CreateOrderRequest } from '@/api/generated/model/index.ts';
import type { SaleState } from '@/session/sale.ts';

export interface CheckoutStoryInput {
  payments: CreateOrderRequest['payments'];
  buyType?: CreateOrderRequest['buy_type'];
  /** Customer id in the demo world (1 is the member Camila Rojas); null for platform sales. */
  customerId?: number | null;
  docType?: CreateOrderRequest['doc_type'];
  /** Payments (by index) already approved. */
  approved?: number[];
  scenario?: string | null;
  /** Anything else the story's world needs (e.g. a MACH payment in progress). */
  setup?: (world: World, orderId: number) => void;
}

/**
 * A story's world with one order at /pago-final: the order created as POST /api/orders/new does,
 * its payments, and the sale that points at it. Use `handlers` in `parameters.msw` and `sale` in
 * the AppStory args.
 */
export function checkoutStory(input: CheckoutStoryInput) {
  let orderId = 0;
  let orderNumber = 0;
  const customerId = input.customerId === undefined ? 1 : input.customerId;
  const buyType = input.buyType ?? (customerId === null ? 'rappi' : 'socio');
  const { world, handlers } = createStoryWorld(input.scenario ?? null, {
    setup: (w) => {
      const order = insertOrder(
        w,
        {
          sale_admin_id: DEMO.seller.id,
          save_admin_id: null,
          customer_id: customerId,
          products: [{ id: 1, amount: 2 }],
          saved: false,
          store_id: DEMO.storeId,
          coupon: null,
          machine_number: '1',
          buy_type: buyType,
          payments: input.payments,
          delivery_company: null,
          recommended_product_ids: [],
          doc_type: input.docType ?? 'boleta',
          recommended_watch_time: null,
        },
        { sellerId: DEMO.seller.id, idempotencyKey: null },
      );
      orderId = order.id;
      orderNumber = order.order_number;
      const payments = w.state.payments.filter((p) => p.order_id === order.id);
      for (const i of input.approved ?? []) {
        const p = payments[i];
        if (p) p.status = 'APROBADO';
      }
      input.setup?.(w, order.id);
    },
  });
  const customer = customerId === null ? null : world.state.customers.find((c) => c.id === customerId);
  const sale: Partial<SaleState> = {
    buyType,
    customer: customer ? (customerView(customer) as SaleState['customer']) : null,
    payments: input.payments.map((p) => ({ payment_type: p.payment_type, amount: p.amount })),
    documentType: input.docType ?? 'boleta',
    orderId,
    orderNumber,
    orderStatus: 'PAGANDO',
  };
  return { world, handlers, sale, orderId };
}
