/**
 * The event a simulated card payment announces when the card is charged, so the demo world can
 * count charges per payment (mocks/browser.ts; issue 11: a test fails on a second charge).
 * A file of its own so the demo world does not pull the simulator into its chunk.
 */
export const SIMULATED_CHARGE_EVENT = 'pos:simulated-charge';

export interface SimulatedChargeDetail {
  readonly paymentId: number | string;
  readonly requestId: string;
}

export function announceCharge(paymentId: number | string, requestId: string): void {
  if (typeof globalThis.dispatchEvent !== 'function' || typeof CustomEvent !== 'function') return;
  const detail: SimulatedChargeDetail = { paymentId, requestId };
  globalThis.dispatchEvent(new CustomEvent(SIMULATED_CHARGE_EVENT, { detail }));
}
