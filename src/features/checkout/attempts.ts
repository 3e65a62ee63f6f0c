import { useSelector } from '@tanstack/react-store';
import * as v from 'valibot';
import { newId } from '@/domain/ids.ts';
import { STORAGE_MESSAGES } from '@/domain/messages.ts';
import { createPersistedStore } from '@/session/persisted.ts';

/**
 * The checkout's memory that must survive a reload, a closed tab or a crash (issue 11, "Reload
 * safety: never a second charge"; DESIGN.md "A payment attempt is identified by an id that is
 * persisted before the request is sent").
 *
 * Rule for every step: `beginAttempt(...)` BEFORE the request or native call that can charge
 * (it writes to storage synchronously), `updateAttempt(...)` as soon as the provider's id is known
 * (Redelcom txId, MACH id, Redpay id, the native answer), `endAttempt(...)` once the payment is
 * settled (approved, or failed for sure). A step that mounts with an attempt for its payment
 * RESUMES it (keeps polling the same id, counts the countdown from `startedAt`, waits for the
 * native answer of `requestId`, or asks the server what happened) and never starts a second
 * charge without the seller confirming that the first one failed.
 */

export const ATTEMPT_KINDS = [
  'cash',
  'transfer',
  'voucher',
  'redelcom',
  'smartPos',
  'mercadoPago',
  'transbank',
  'wallet',
  'mach',
  'redpay',
  'platform',
  'cornershop',
  'rappiPayless',
  'deposit',
  'none',
] as const;
export type AttemptKind = (typeof ATTEMPT_KINDS)[number];

/**
 * - starting: persisted; the request that starts the charge was (or is about to be) sent and its
 *   answer is not known yet. On resume: ask the server (the order's payment status) before any
 *   retry.
 * - charging: the provider has the charge (a txId / QR / native payment is pending). On resume:
 *   keep waiting on the same id.
 * - recording: the provider approved; the call that records it on the server is pending (SmartPOS,
 *   Mercado Pago). On resume: send the record call again with `result`, never charge again.
 */
export const ATTEMPT_PHASES = ['starting', 'charging', 'recording'] as const;
export type AttemptPhase = (typeof ATTEMPT_PHASES)[number];

const attemptSchema = v.object({
  orderId: v.number(),
  paymentId: v.number(),
  kind: v.picklist(ATTEMPT_KINDS),
  /** The id of this attempt (native request id; also an idempotency hint). */
  requestId: v.pipe(v.string(), v.minLength(8)),
  /** Epoch ms when the charge started (countdowns continue from here). */
  startedAt: v.number(),
  phase: v.picklist(ATTEMPT_PHASES),
  /** The provider's id once known: Redelcom txId, MACH id, Redpay id, native transaction id. */
  externalId: v.optional(v.nullable(v.string()), null),
  /** What the provider answered, kept to record it again after a reload (e.g. native approval). */
  result: v.optional(v.nullable(v.record(v.string(), v.unknown())), null),
});

export type PaymentAttempt = v.InferOutput<typeof attemptSchema>;

const checkoutSchema = v.object({
  /** The order these belong to; another order's checkout starts empty. */
  orderId: v.nullable(v.number()),
  /** Attempts by payment id. */
  attempts: v.record(v.string(), attemptSchema),
  /** POST /api/coupon/redeem was answered for this order (once per order). */
  couponRedeemed: v.optional(v.boolean(), false),
  /** POST /api/payments/bill was sent for this order (billing started; never sent twice). */
  billRequested: v.optional(v.boolean(), false),
});

export type CheckoutMemory = v.InferOutput<typeof checkoutSchema>;

export const CHECKOUT_KEY = 'pos.checkout';

const emptyMemory = (orderId: number | null): CheckoutMemory => ({
  orderId,
  attempts: {},
  couponRedeemed: false,
  billRequested: false,
});

export const checkoutMemory = createPersistedStore({
  key: CHECKOUT_KEY,
  label: STORAGE_MESSAGES.checkout,
  version: 1,
  schema: checkoutSchema,
  initial: (): CheckoutMemory => ({
    orderId: null,
    attempts: {},
    couponRedeemed: false,
    billRequested: false,
  }),
});

function write(update: (prev: CheckoutMemory) => CheckoutMemory): void {
  checkoutMemory.set(update);
  checkoutMemory.flush();
}

/**
 * Makes the memory belong to `orderId` (another order's attempts and flags are dropped). Called by
 * /pago-final's loader, before any step mounts.
 */
export function adoptOrder(orderId: number): void {
  if (checkoutMemory.get().orderId !== orderId) write(() => emptyMemory(orderId));
}

export function attemptFor(paymentId: number): PaymentAttempt | null {
  return checkoutMemory.get().attempts[String(paymentId)] ?? null;
}

/** The persisted attempt of a payment (re-renders when it changes). */
export function useAttempt(paymentId: number): PaymentAttempt | null {
  return useSelector(checkoutMemory.store, (s) => s.attempts[String(paymentId)] ?? null);
}

/**
 * Persists a new attempt synchronously and returns it. Call it before the request or native
 * call that can charge. `now` is injectable for tests.
 */
export function beginAttempt(input: {
  orderId: number;
  paymentId: number;
  kind: AttemptKind;
  phase?: AttemptPhase;
  externalId?: string | null;
  now?: number;
}): PaymentAttempt {
  const attempt: PaymentAttempt = {
    orderId: input.orderId,
    paymentId: input.paymentId,
    kind: input.kind,
    requestId: newId('pay'),
    startedAt: input.now ?? Date.now(),
    phase: input.phase ?? 'starting',
    externalId: input.externalId ?? null,
    result: null,
  };
  write((prev) => {
    // Another order's memory is dropped: attempts belong to one order.
    const base = prev.orderId === input.orderId ? prev : emptyMemory(input.orderId);
    return { ...base, attempts: { ...base.attempts, [String(input.paymentId)]: attempt } };
  });
  return attempt;
}

/** Changes a persisted attempt (synchronously written); no-op when there is none. */
export function updateAttempt(
  paymentId: number,
  patch: Partial<Pick<PaymentAttempt, 'phase' | 'externalId' | 'result' | 'startedAt'>>,
): void {
  write((prev) => {
    const current = prev.attempts[String(paymentId)];
    if (!current) return prev;
    return { ...prev, attempts: { ...prev.attempts, [String(paymentId)]: { ...current, ...patch } } };
  });
}

/** The payment is settled (approved, or failed for sure): its attempt is forgotten. */
export function endAttempt(paymentId: number): void {
  write((prev) => {
    if (!(String(paymentId) in prev.attempts)) return prev;
    const attempts = { ...prev.attempts };
    delete attempts[String(paymentId)];
    return { ...prev, attempts };
  });
}

export function markCouponRedeemed(): void {
  write((prev) => ({ ...prev, couponRedeemed: true }));
}

export function markBillRequested(): void {
  write((prev) => ({ ...prev, billRequested: true }));
}

/** A new sale: nothing of the last checkout is kept. */
export function clearCheckoutMemory(): void {
  checkoutMemory.reset();
}
