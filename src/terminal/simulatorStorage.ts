import type { SimulatorOptions } from './simulatorOptions';
import type { CardPaymentResult } from './types';

/**
 * What the simulator keeps across a reload (the real machine keeps its own): the last card
 * payment and whether a failOnce annulment has failed its once. Every access survives blocked or
 * full storage: the simulator then behaves as a machine that kept nothing.
 */

const SETTLED_OUTCOMES = ['approve', 'reject', 'cancel', 'error', 'config'] as const;
export type SettledOutcome = (typeof SETTLED_OUTCOMES)[number];

function isSettledOutcome(value: unknown): value is SettledOutcome {
  return SETTLED_OUTCOMES.some((o) => o === value);
}

/** A stored answer this simulator wrote (an object with a known outcome and the request id). */
function isCardPaymentResult(value: unknown): value is CardPaymentResult {
  if (typeof value !== 'object' || value === null) return false;
  if (!('requestId' in value) || typeof value.requestId !== 'string') return false;
  return 'outcome' in value && ['approved', 'rejected', 'cancelled'].some((o) => o === value.outcome);
}

/** How a payment option settles: slow, unavailable and lateApprove end approved. */
export function settledOutcome(outcome: SimulatorOptions['payment']): SettledOutcome {
  return outcome === 'slow' || outcome === 'unavailable' || outcome === 'lateApprove' ? 'approve' : outcome;
}

/** The simulator's last card payment, kept across a reload (the real machine keeps its own). */
export interface StoredPayment {
  readonly requestId: string;
  readonly outcome: SettledOutcome;
  /** Epoch ms when the machine answers. */
  readonly dueAt: number;
  /** The answer once given. */
  readonly result: CardPaymentResult | null;
}

export type PaymentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** sessionStorage key of the simulator's last card payment. */
export const SIMULATED_PAYMENT_KEY = 'pos.simulator.payment';

/** sessionStorage flag: the failOnce annulment has failed its once in this tab. */
export const SIMULATED_ANNULMENT_FAILED_KEY = 'pos.simulator.annulment-failed';

/** sessionStorage count: the annulments this tab has asked the simulator for (its script's place). */
export const SIMULATED_ANNULMENT_CALLS_KEY = 'pos.simulator.annulment-calls';

export function readCount(storage: PaymentStorage | null, key: string): number {
  try {
    const count = Number(storage?.getItem(key) ?? 0);
    return Number.isInteger(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

export function writeCount(storage: PaymentStorage | null, key: string, count: number): void {
  try {
    storage?.setItem(key, String(count));
  } catch {
    // Storage blocked: the count lives in the page only (a reload starts the script again).
  }
}

export function hasFailedOnce(storage: PaymentStorage | null, key: string): boolean {
  try {
    return storage?.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function markFailedOnce(storage: PaymentStorage | null, key: string): void {
  try {
    storage?.setItem(key, '1');
  } catch {
    // Storage blocked: the next annulment fails again, as with 'fail'.
  }
}

export function defaultStorage(): PaymentStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function writeStored(storage: PaymentStorage | null, record: StoredPayment): void {
  try {
    storage?.setItem(SIMULATED_PAYMENT_KEY, JSON.stringify(record));
  } catch {
    // Storage full or blocked: a reload then finds no answer (the checkout asks the seller).
  }
}

export function readStored(storage: PaymentStorage | null): StoredPayment | null {
  try {
    const raw = storage?.getItem(SIMULATED_PAYMENT_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    if (!('requestId' in value) || typeof value.requestId !== 'string') return null;
    if (!('dueAt' in value) || typeof value.dueAt !== 'number') return null;
    return {
      requestId: value.requestId,
      outcome: 'outcome' in value && isSettledOutcome(value.outcome) ? value.outcome : 'approve',
      dueAt: value.dueAt,
      result: 'result' in value && isCardPaymentResult(value.result) ? value.result : null,
    };
  } catch {
    return null;
  }
}
