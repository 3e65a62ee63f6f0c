import { idempotencyKey } from '@/api/idempotency.ts';
/**
 * Test helper for the checkout screens: logs the demo seller in through the demo world
 * (mocks/node.ts), creates an order with the given payments (POST /api/orders/new, as REALIZAR
 * COMPRA does), puts it in the sale, and renders /pago-final on it. Shared by the checkout's tests.
 */

import { getCustomerByRut } from '@/api/generated/endpoints/customers/customers.ts';
import { createOrder } from '@/api/generated/endpoints/orders/orders.ts';
import { login } from '@/api/generated/endpoints/session/session.ts';
import type { CreateOrderRequest } from '@/api/generated/model/index.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { PaymentScreen } from '@/features/checkout/PaymentScreen.tsx';
import { adoptOrder } from '@/session/attempts.ts';
import { initialSale, type SaleState, sale } from '@/session/sale.ts';
import { initialSession, session } from '@/session/session.ts';
import type { SimulatorCreateOptions } from '@/terminal/simulator.ts';
import { renderScreen } from '@/test/renderScreen.tsx';

export const CHECKOUT_DEMO = {
  seller: { rut: '111111111', password: 'demo1234' },
  member: '123456785',
  nonMember: '98765433',
} as const;

export interface CheckoutOrderInput {
  payments: CreateOrderRequest['payments'];
  buyType?: CreateOrderRequest['buy_type'];
  /** Lines (product id, amount); default one line of product 1. */
  products?: CreateOrderRequest['products'];
  docType?: CreateOrderRequest['doc_type'];
  /** Member (default), non-member, or none (platform sales). */
  customer?: 'socio' | 'no-socio' | null;
  sale?: Partial<SaleState>;
}

/** Seller logged in, an order created on the demo world and kept in the sale. Returns its id. */
export async function startCheckout(
  input: CheckoutOrderInput,
): Promise<{ orderId: number; orderNumber: number }> {
  const answer = await login(CHECKOUT_DEMO.seller);
  const user = answer.data.user;
  session.set(() => ({
    ...initialSession(),
    user: user as never,
    accessToken: answer.data.accessToken,
    machineNumber: '7',
  }));
  const kind = input.customer === undefined ? 'socio' : input.customer;
  const customer =
    kind === null
      ? null
      : (
          await getCustomerByRut(kind === 'socio' ? CHECKOUT_DEMO.member : CHECKOUT_DEMO.nonMember, {
            type: kind,
          })
        ).data.customer;
  const buyType = input.buyType ?? kind ?? 'rappi';
  const created = await createOrder(
    {
      sale_admin_id: user.id,
      save_admin_id: null,
      customer_id: customer?.id ?? null,
      products: input.products ?? [{ id: 1, amount: 1 }],
      saved: false,
      store_id: user.store_id,
      coupon: null,
      machine_number: '7',
      buy_type: buyType,
      payments: input.payments,
      delivery_company: null,
      recommended_product_ids: [],
      doc_type: input.docType ?? 'boleta',
      recommended_watch_time: null,
    },
    idempotencyKey(`test-${Math.random().toString(16).slice(2, 12)}`),
  );
  const { order_id: orderId, order_number: orderNumber } = created.data;
  sale.set(() => ({
    ...initialSale(),
    buyType,
    customer: customer as never,
    payments: input.payments.map((p) => ({ payment_type: p.payment_type, amount: p.amount })),
    documentType: input.docType ?? 'boleta',
    orderId,
    orderNumber,
    orderStatus: 'PAGANDO',
    ...input.sale,
  }));
  adoptOrder(orderId);
  return { orderId, orderNumber };
}

/** /pago-final on the sale's order (the route's layout is not part of the screen). */
export function renderCheckout(options: { terminal?: SimulatorCreateOptions } = {}) {
  const orderId = sale.get().orderId;
  if (orderId === null) throw new Error('startCheckout first');
  return renderScreen({
    path: '/pago-final',
    screens: {
      '/pago-final': () => (
        <>
          <h1>{CHECKOUT_MESSAGES.title}</h1>
          <PaymentScreen orderId={orderId} />
        </>
      ),
    },
    ...(options.terminal ? { terminal: options.terminal } : {}),
  });
}

/**
 * For the seller already logged in: a member's order (customer 1) of `products` paid with
 * `payments`, created on the demo world, its id and number put in the sale (what else the sale
 * holds is kept) and adopted by the checkout.
 */
export async function createMemberOrder(
  payments: CreateOrderRequest['payments'],
  products: CreateOrderRequest['products'] = [
    { id: 1, amount: 2 },
    { id: 5, amount: 1 },
  ],
): Promise<number> {
  const created = await createOrder(
    {
      sale_admin_id: 1,
      save_admin_id: null,
      customer_id: 1,
      products,
      saved: false,
      store_id: 1,
      coupon: null,
      machine_number: '7',
      buy_type: 'socio',
      payments,
      delivery_company: null,
      recommended_product_ids: [],
      doc_type: 'boleta',
      recommended_watch_time: null,
    },
    idempotencyKey(`test-${Math.random().toString(16).slice(2, 12)}`),
  );
  const { order_id: orderId, order_number: orderNumber } = created.data;
  sale.set((s) => ({ ...s, orderId, orderNumber }));
  adoptOrder(orderId);
  return orderId;
}
