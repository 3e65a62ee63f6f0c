/**
 * When a sale's order can no longer be rewritten (docs/DECISIONS.md "Sale"): an order update
 * replaces the order's payments, so it must never drop or rewrite a payment that was approved or
 * whose charge is still open on a provider (a Redelcom transaction waiting on the machine, a MACH
 * or Redpay QR, a native card payment): the customer's money would move twice or be lost.
 *
 * - 'charging': a charge of the order is open (a step's persisted attempt, or the server holds a
 *   provider transaction still pending). Nothing may leave /pago-final but the step's own cancel.
 * - 'paid': a payment is approved. The sale is being paid: the cart is read-only and every way
 *   leads back to /pago-final.
 * - null: the order may be updated (no payment started).
 */
export type SaleLock = 'charging' | 'paid' | null;

/** What the rule reads of a payment (the server's shape). */
export interface LockablePayment {
  id: number;
  status: string;
  /** Redelcom's transaction id once the machine has the charge. */
  rdc_transaction_id?: string | null;
}

/** A payment an order update may not drop or rewrite: approved, or a provider charge still pending. */
export function cannotBeRewritten(payment: LockablePayment): boolean {
  if (payment.status === 'APROBADO') return true;
  return payment.status === 'PENDIENTE' && Boolean(payment.rdc_transaction_id);
}

/**
 * What the server's payments of an order say: 'paid' when one is approved, 'charging' when one
 * has a provider charge still pending, null when every payment may still be rewritten.
 */
export function orderPaymentsLock(payments: readonly LockablePayment[]): SaleLock {
  if (payments.some((p) => p.status === 'APROBADO')) return 'paid';
  if (payments.some(cannotBeRewritten)) return 'charging';
  return null;
}

/**
 * The sale's lock from what the client knows: what the server last said of the order's payments
 * and how many payments have an open attempt on this device. An open attempt wins: it is the
 * stricter state (nothing leaves /pago-final while the machine waits).
 */
export function saleLock(input: {
  orderId: number | null;
  /** orderPaymentsLock of the order as last read. */
  serverLock: SaleLock;
  /** Payments of this order with an open attempt persisted on this device. */
  openAttempts: number;
}): SaleLock {
  if (input.orderId === null) return null;
  if (input.openAttempts > 0) return 'charging';
  return input.serverLock;
}
