import { useSelector } from '@tanstack/react-store';
import * as v from 'valibot';
import { newId } from '@/domain/ids.ts';
import { STORAGE_MESSAGES } from '@/domain/messages.ts';
import { createPersistedStore } from './persisted.ts';

/**
 * The open payment attempts of the sale, on this machine (docs/DECISIONS.md "The payment
 * engine"): the one store every exit consults — the route guards, logout, session expiry and the
 * next login, "Cancelar compra", the update prompt and the returns. It survives a reload, a closed
 * tab or a crash: an attempt is written BEFORE the request or native call that can charge, and
 * forgotten only once the payment is settled (approved, refused for sure, annulled or handed over).
 *
 * Phases:
 * - starting: the call that may charge was (or is about to be) sent and its answer is not known;
 *   it is sent again only with the same `requestId` (Idempotency-Key) and `input`.
 * - charging: the provider holds the charge (a Redelcom txId, a QR, a native payment): wait on it.
 * - recording: the provider approved; the server's record of it is pending (never charged again).
 * - reversing: the card was charged, and the server refused for sure to take it: the charge is
 *   annulled on the machine, or handed over by name to whoever can annul it.
 */
export const ATTEMPT_PHASES = ['starting', 'charging', 'recording', 'reversing'] as const;
export type AttemptPhase = (typeof ATTEMPT_PHASES)[number];

/** What the seller sent with a start (a code, a barcode), kept so a resend is the same request. */
const inputSchema = v.optional(v.unknown(), null);

const attemptSchema = v.object({
  orderId: v.number(),
  paymentId: v.number(),
  /** The provider (engine/registry.ts) whose call started it. */
  kind: v.pipe(v.string(), v.minLength(1)),
  /** The Idempotency-Key of the start (and of a native approval's record). */
  requestId: v.pipe(v.string(), v.minLength(8)),
  /** Epoch ms when the charge started (countdowns continue from here). */
  startedAt: v.number(),
  phase: v.picklist(ATTEMPT_PHASES),
  /** The provider's id once known: Redelcom txId, MACH id, Redpay id. */
  externalId: v.optional(v.nullable(v.string()), null),
  /** What the provider answered, kept to record it again after a reload (a native approval). */
  result: v.optional(v.nullable(v.record(v.string(), v.unknown())), null),
  input: inputSchema,
  /**
   * A second call on the same charge whose answer may be lost (Redelcom's authorization code):
   * its own key and what was sent, resent as they were.
   */
  followUp: v.optional(
    v.nullable(v.object({ key: v.pipe(v.string(), v.minLength(8)), input: v.unknown() })),
    null,
  ),
  /** Why a charge is being reversed (the server's words), and whether the machine was asked. */
  reversal: v.optional(
    v.nullable(v.object({ message: v.string(), annulAsked: v.optional(v.boolean(), false) })),
    null,
  ),
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
  initial: (): CheckoutMemory => emptyMemory(null),
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

/** The open attempts of `orderId` (every order's when null). */
export function openAttempts(orderId: number | null = null): PaymentAttempt[] {
  const all = Object.values(checkoutMemory.get().attempts);
  return orderId === null ? all : all.filter((a) => a.orderId === orderId);
}

/** How many payments of the sale's order `orderId` have an open attempt in `memory` (none with no order). */
export const attemptsOf = (memory: CheckoutMemory, orderId: number | null): number =>
  orderId === null ? 0 : Object.values(memory.attempts).filter((a) => a.orderId === orderId).length;

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
  kind: string;
  phase?: AttemptPhase;
  externalId?: string | null;
  input?: unknown;
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
    input: input.input ?? null,
    followUp: null,
    reversal: null,
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
  patch: Partial<
    Pick<PaymentAttempt, 'phase' | 'externalId' | 'result' | 'startedAt' | 'followUp' | 'reversal'>
  >,
): void {
  write((prev) => {
    const current = prev.attempts[String(paymentId)];
    if (!current) return prev;
    return { ...prev, attempts: { ...prev.attempts, [String(paymentId)]: { ...current, ...patch } } };
  });
}

/** The payment is settled (approved, refused for sure, annulled, handed over): forgotten. */
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

/** A new sale (the last one paid, or rejected with every charge settled): nothing is kept. */
export function clearCheckoutMemory(): void {
  checkoutMemory.reset();
}
