/**
 * The order statuses the sale reads (spec 001 §2, §4): the server's names, and the rules over
 * them, written once here.
 */

/** Every payment approved; the bill was requested and is being made. */
export const BILLING_PROCESSING = 'BILLING PROCESSING';
/** Billed: the sale is over. */
export const FINISHED = 'FINISHED';
/** The billing failed (Reintentar asks for it again). */
export const BILLING_ERROR = 'ERROR';

/**
 * The order is paid: billing or billed. No way back to its cart (the payment screen has no
 * Volver; "Iniciar nueva venta" is the way out).
 */
export function isPaidOrBilling(status: string): boolean {
  return status === BILLING_PROCESSING || status === FINISHED;
}

/** Billing was started on the server (a bill request arrived): paid or billing, or billing failed. */
export function isBillingStarted(status: string): boolean {
  return isPaidOrBilling(status) || status === BILLING_ERROR;
}
