import { type CheckoutMemory, checkoutMemory } from '@/session/attempts.ts';

/**
 * How many payments of the sale's order have an open attempt in the checkout's persisted memory:
 * the guards' share of the payment lock (docs/DECISIONS.md "Sale"). A feature may not import
 * another, so the routes read checkout's memory for the sale's screens.
 */
export const attemptsOf = (memory: CheckoutMemory, orderId: number | null): number =>
  orderId === null ? 0 : Object.values(memory.attempts).filter((a) => a.orderId === orderId).length;

/** Payments of the order with an open attempt on this device, now. */
export function openAttemptCount(orderId: number | null): number {
  return attemptsOf(checkoutMemory.get(), orderId);
}
