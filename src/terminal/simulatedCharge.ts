/**
 * The event a simulated card payment announces when the card is charged, so the demo world can
 * count charges per payment (mocks/browser.ts): a test fails when a payment is charged twice.
 * A file of its own so the demo world does not pull the simulator into its chunk.
 */
export const SIMULATED_CHARGE_EVENT = 'pos:simulated-charge';

export interface SimulatedChargeDetail {
  readonly paymentId: number | string;
  readonly requestId: string;
}

/** A card transaction annulled on the simulated terminal (the demo world counts annulments). */
export const SIMULATED_ANNULMENT_EVENT = 'pos:simulated-annulment';

export function announceAnnulment(transactionId: string): void {
  if (typeof globalThis.dispatchEvent !== 'function' || typeof CustomEvent !== 'function') return;
  globalThis.dispatchEvent(new CustomEvent(SIMULATED_ANNULMENT_EVENT, { detail: { transactionId } }));
}

export function announceCharge(paymentId: number | string, requestId: string): void {
  if (typeof globalThis.dispatchEvent !== 'function' || typeof CustomEvent !== 'function') return;
  const detail: SimulatedChargeDetail = { paymentId, requestId };
  globalThis.dispatchEvent(new CustomEvent(SIMULATED_CHARGE_EVENT, { detail }));
}

/** The simulated terminal was asked to cancel a card payment (the demo world counts the asks). */
export const SIMULATED_CANCEL_EVENT = 'pos:simulated-cancel';

export function announceCancel(): void {
  if (typeof globalThis.dispatchEvent !== 'function' || typeof CustomEvent !== 'function') return;
  globalThis.dispatchEvent(new CustomEvent(SIMULATED_CANCEL_EVENT));
}
