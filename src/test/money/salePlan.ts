import { withKey } from '@mocks/testing.ts';
import { createOrder } from '@/api/generated/endpoints/orders/orders.ts';
import type { PaymentType } from '@/domain/types.ts';
import type { MachineKind } from '@/terminal/types.ts';

/** A sale the model pays: the machine it runs on and its payments (one or two). */
export interface SalePlan {
  machine: MachineKind;
  buyType: 'socio' | 'rappi';
  payments: { type: PaymentType; amount: number }[];
}

export const SEED_NOW = '2025-06-02T15:00:00.000Z';

/** The order of `plan`, as REALIZAR COMPRA makes it (the demo seller's, store 1). */
export async function createPlannedOrder(plan: SalePlan): Promise<{ orderId: number; orderNumber: number }> {
  const member = plan.buyType === 'socio';
  const created = await createOrder(
    {
      sale_admin_id: 1,
      save_admin_id: null,
      customer_id: member ? 1 : null,
      products: [{ id: 1, amount: 2 }],
      saved: false,
      store_id: 1,
      coupon: null,
      machine_number: '7',
      buy_type: plan.buyType,
      payments: plan.payments.map((p) => ({ payment_type: p.type, amount: p.amount })),
      delivery_company: member ? null : 'rappi',
      recommended_product_ids: [],
      doc_type: 'boleta',
      recommended_watch_time: null,
    },
    withKey(),
  );
  return { orderId: created.data.order_id, orderNumber: created.data.order_number };
}
