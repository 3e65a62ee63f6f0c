import { useSelector } from '@tanstack/react-store';
import * as v from 'valibot';
import { DELIVERY_PLATFORMS } from '@/domain/deliveryPlatforms.ts';
import { STORAGE_MESSAGES } from '@/domain/messages.ts';
import { createPersistedStore } from '@/session/persisted.ts';

/**
 * The delivery-platform order on /orden-delivery (spec 001 §3: "Delivery state holds orderId"),
 * kept across a reload: its platform and code (read again on return), the POS order id, and
 * whether its billing failed (then "Imprimir comprobante" prints the voucher; the order itself
 * does not say so). Cleared when the receipt is printed.
 */
const schema = v.object({
  platform: v.nullable(v.picklist(DELIVERY_PLATFORMS.map((p) => p.buyType))),
  code: v.nullable(v.pipe(v.string(), v.minLength(1))),
  orderId: v.nullable(v.number()),
  billingFailed: v.boolean(),
});

export type DeliveryOrderMemory = v.InferOutput<typeof schema>;

const initial = (): DeliveryOrderMemory => ({
  platform: null,
  code: null,
  orderId: null,
  billingFailed: false,
});

export const deliveryOrderMemory = createPersistedStore({
  key: 'pos.delivery.order',
  label: STORAGE_MESSAGES.deliveryOrder,
  version: 1,
  schema,
  initial,
});

export function useDeliveryOrderMemory(): DeliveryOrderMemory {
  return useSelector(deliveryOrderMemory.store, (s) => s);
}

/** Written at once: a reload right after keeps it. */
export function rememberDeliveryOrder(next: Partial<DeliveryOrderMemory>): void {
  deliveryOrderMemory.set((prev) => ({ ...prev, ...next }));
  deliveryOrderMemory.flush();
}

export function forgetDeliveryOrder(): void {
  deliveryOrderMemory.set(() => initial());
  deliveryOrderMemory.flush();
}
