/**
 * The checkout payment sequence (/pago-final, "Paso n de total") as a pure state machine.
 * Spec 001 §2 /pago-final and §4 Building the payment sequence, Cancel, Polling outcomes.
 */
import { CHECKOUT_MESSAGES, paymentStepLabel } from './messages';
import type { Payment, PaymentType } from './types';

export type SequencePhase = 'paying' | 'final' | 'cancelled';

export interface PaymentStep<P extends Payment = Payment> {
  payment: P;
  paid: boolean;
  /** The payment had been rejected before and is tried again. */
  retry: boolean;
}

export interface SequenceState<P extends Payment = Payment> {
  phase: SequencePhase;
  steps: PaymentStep<P>[];
  /** Index of the step being paid; -1 when no step is left. */
  current: number;
  /** PENDIENTE until a step succeeds, then PAGANDO; RECHAZADO after cancel. */
  orderStatus: 'PENDIENTE' | 'PAGANDO' | 'RECHAZADO';
  /** Message of the last failure of the current step, else null. */
  error: string | null;
}

export type FailureStatus = 'RECHAZADO' | 'ERROR' | 'EXPIRADO' | 'CANCELADO';

export type SequenceEvent =
  | { type: 'STEP_SUCCEEDED' }
  | { type: 'STEP_FAILED'; status: FailureStatus; message?: string }
  | { type: 'RETRY' }
  | { type: 'CHANGE_METHOD'; paymentType: PaymentType }
  | { type: 'CANCEL' };

/** Default text of a failed step by status. */
export const FAILURE_MESSAGES: Record<FailureStatus, string> = {
  RECHAZADO: CHECKOUT_MESSAGES.rejected,
  EXPIRADO: CHECKOUT_MESSAGES.expired,
  ERROR: CHECKOUT_MESSAGES.pollingFailed,
  CANCELADO: CHECKOUT_MESSAGES.cancelled,
};

function status(p: Payment): string {
  return (p.status ?? 'PENDIENTE').toUpperCase();
}

const FAILED = new Set(['RECHAZADO', 'ERROR', 'EXPIRADO', 'CANCELADO']);

/** A failed payment the server replaced: its `next` is another payment of the order. */
function superseded(p: Payment, ids: ReadonlySet<number | undefined>): boolean {
  return 'next' in p && typeof p.next === 'number' && p.next !== p.id && ids.has(p.next);
}

function firstUnpaid(steps: readonly PaymentStep<Payment>[]): number {
  return steps.findIndex((s) => !s.paid);
}

/**
 * Build the sequence from the order's payments:
 * - APROBADO -> paid list (steps already done, shown first);
 * - PENDIENTE (or no status, or PAGANDO) -> to-pay list;
 * - RECHAZADO, ERROR, EXPIRADO, CANCELADO: dropped when the server replaced the payment (its
 *   `next` is another payment of the order); otherwise to-pay again as a fresh PENDIENTE attempt
 *   (`retry` set), so an order is never billed with money unpaid (docs/DECISIONS.md, Checkout);
 * - a WALLET payment moves to the front of the to-pay list;
 * - if every amount is 0, pending payments become APROBADO;
 * - total 0, or nothing left to pay -> phase 'final' straight away.
 */
export function buildPaymentSequence<P extends Payment>(
  payments: readonly P[],
  total: number,
): SequenceState<P> {
  const allZero = payments.every((p) => p.amount === 0);
  const paid: PaymentStep<P>[] = [];
  const toPay: PaymentStep<P>[] = [];
  const ids = new Set(payments.map((p) => p.id));
  for (const p of payments) {
    const s = status(p);
    if (s === 'APROBADO') paid.push({ payment: { ...p, status: 'APROBADO' }, paid: true, retry: false });
    else if (s === 'PENDIENTE' || s === 'PAGANDO') {
      toPay.push({ payment: { ...p, status: 'PENDIENTE' }, paid: false, retry: false });
    } else if (FAILED.has(s) && !superseded(p, ids)) {
      toPay.push({ payment: { ...p, status: 'PENDIENTE' }, paid: false, retry: true });
    }
  }
  if (allZero) {
    for (const step of toPay) {
      step.payment.status = 'APROBADO';
      step.paid = true;
    }
  }
  const wallet = toPay.filter((s) => s.payment.payment_type === 'WALLET');
  const others = toPay.filter((s) => s.payment.payment_type !== 'WALLET');
  const steps = [...paid, ...wallet, ...others];
  const current = firstUnpaid(steps);
  const done = total <= 0 || current === -1;
  return {
    phase: done ? 'final' : 'paying',
    steps,
    current: done ? -1 : current,
    orderStatus: paid.length > 0 ? 'PAGANDO' : 'PENDIENTE',
    error: null,
  };
}

/**
 * Spec 001 §4 "If all amounts are 0, pending payments are set to APROBADO", on the server: the
 * payments of an order whose every amount is 0 that `buildPaymentSequence` counts as paid by that
 * rule while the server does not have them APROBADO yet (pending, paying, or failed and not
 * replaced). Each is sent as PATCH /api/payments/update/{id} {status: APROBADO} before the bill,
 * so the server's payments say what the screen shows. Empty when any amount is not 0.
 */
export function zeroSaleApprovals<P extends Payment>(payments: readonly P[]): P[] {
  if (!payments.every((p) => p.amount === 0)) return [];
  const ids = new Set(payments.map((p) => p.id));
  return payments.filter((p) => {
    const s = status(p);
    return s === 'PENDIENTE' || s === 'PAGANDO' || (FAILED.has(s) && !superseded(p, ids));
  });
}

function updateCurrent(state: SequenceState, update: (step: PaymentStep) => PaymentStep): PaymentStep[] {
  return state.steps.map((s, i) => (i === state.current ? update(s) : s));
}

/**
 * Transitions (events outside phase 'paying' are ignored):
 * - STEP_SUCCEEDED: the current step is paid (APROBADO), the order goes to PAGANDO, the next
 *   unpaid step becomes current; none left -> 'final'.
 * - STEP_FAILED: the step keeps its place with the failure status and a message (given, else
 *   FAILURE_MESSAGES); it can be retried or changed.
 * - RETRY: clears the failure, status back to PENDIENTE.
 * - CHANGE_METHOD ("Cambiar"): new type for the unpaid current step, status PENDIENTE.
 * - CANCEL: phase 'cancelled', order RECHAZADO (the screen clears state and goes to /inicio).
 */
export function paymentSequenceReducer(state: SequenceState, event: SequenceEvent): SequenceState {
  if (state.phase !== 'paying') return state;
  switch (event.type) {
    case 'STEP_SUCCEEDED': {
      const steps = updateCurrent(state, (s) => ({
        ...s,
        paid: true,
        payment: { ...s.payment, status: 'APROBADO' },
      }));
      const next = firstUnpaid(steps);
      return {
        phase: next === -1 ? 'final' : 'paying',
        steps,
        current: next,
        orderStatus: 'PAGANDO',
        error: null,
      };
    }
    case 'STEP_FAILED':
      return {
        ...state,
        steps: updateCurrent(state, (s) => ({ ...s, payment: { ...s.payment, status: event.status } })),
        error: event.message ?? FAILURE_MESSAGES[event.status],
      };
    case 'RETRY':
      return {
        ...state,
        steps: updateCurrent(state, (s) => ({
          ...s,
          retry: true,
          payment: { ...s.payment, status: 'PENDIENTE' },
        })),
        error: null,
      };
    case 'CHANGE_METHOD':
      return {
        ...state,
        steps: updateCurrent(state, (s) => ({
          ...s,
          payment: { ...s.payment, payment_type: event.paymentType, status: 'PENDIENTE' },
        })),
        error: null,
      };
    case 'CANCEL':
      return { ...state, phase: 'cancelled', current: -1, orderStatus: 'RECHAZADO' };
  }
}

/** "Paso n de total" for the current step; null when no step is being paid. */
export function currentStepLabel(state: SequenceState): string | null {
  return state.current === -1 ? null : paymentStepLabel(state.current + 1, state.steps.length);
}

/** Polling answer of a cash / Redelcom payment: APROBADO success, RECHAZADO/ERROR failure, 204 wait. */
export function pollOutcome(code: number, estado?: string): 'success' | 'failure' | 'wait' {
  if (code === 204) return 'wait';
  const s = (estado ?? '').toUpperCase();
  if (s === 'APROBADO') return 'success';
  if (s === 'RECHAZADO' || s === 'ERROR') return 'failure';
  return 'wait';
}
