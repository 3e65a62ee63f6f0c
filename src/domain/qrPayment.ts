/**
 * MACH and Redpay, the QR payments of /pago-final (spec 001 §4 "Polling outcomes", §7, §8, §9):
 * their timing, countdowns and the outcome of a provider status, as pure rules. The step bodies
 * (src/features/checkout/steps/qr) render them; decisions in docs/DECISIONS.md "Checkout: MACH
 * and Redpay".
 */
import { CHECKOUT_MESSAGES } from './messages';

/** Spec 001 §9. */
export const QR_TIMING = {
  /** MACH is monitored every 5 s... */
  machPollMs: 5_000,
  /** ...and cancelled by the app 1260 s after it started (shown as a countdown from 21:00). */
  machAutoCancelSeconds: 1_260,
  /** Redpay is polled every 3 s. */
  redpayPollMs: 3_000,
  /** Redpay's countdown shows 301 first ("05:01")... */
  redpayCountFrom: 301,
  /** ...its counter starts at 1 and the payment expires at 300 (300 s after it started). */
  redpayExpiresAt: 300,
  /** The countdown is redrawn every second. */
  tickMs: 1_000,
} as const;

/** Spec 001 §9: "QR scale is 4, error correction level H"; the quiet zone is the standard 4 modules. */
export const QR_IMAGE = { scale: 4, errorCorrection: 'H', margin: 4 } as const;

export type QrProvider = 'mach' | 'redpay';

/** Whole seconds since `startedAt` (epoch ms); a clock behind the start counts as 0. */
export function elapsedSeconds(startedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

/**
 * Seconds the countdown shows: MACH 1260 − elapsed (21:00 first, cancelled at 00:00); Redpay
 * 301 − elapsed (05:01 first, 00:01 last: it expires at 300 s). Never below 0.
 */
export function qrSecondsLeft(provider: QrProvider, startedAt: number, now: number): number {
  const from = provider === 'mach' ? QR_TIMING.machAutoCancelSeconds : QR_TIMING.redpayCountFrom;
  return Math.max(0, from - elapsedSeconds(startedAt, now));
}

/** Redpay's counter: 1 when it starts, one more each second. */
export function redpayCounter(startedAt: number, now: number): number {
  return 1 + elapsedSeconds(startedAt, now);
}

/**
 * Whether the app ends the charge itself: MACH at 1260 s (auto-cancel), Redpay when its counter
 * passes 300 (300 s elapsed: expired, revoked).
 */
export function qrTimedOut(provider: QrProvider, startedAt: number, now: number): boolean {
  const elapsed = elapsedSeconds(startedAt, now);
  return provider === 'mach'
    ? elapsed >= QR_TIMING.machAutoCancelSeconds
    : redpayCounter(startedAt, now) > QR_TIMING.redpayExpiresAt;
}

/** How often the provider is asked for the payment's status. */
export function qrPollMs(provider: QrProvider): number {
  return provider === 'mach' ? QR_TIMING.machPollMs : QR_TIMING.redpayPollMs;
}

export type QrOutcome = 'waiting' | 'approved' | 'rejected' | 'expired' | 'cancelled' | 'error';

/**
 * What a MACH monitoring / Redpay status means for the step: pending or paying keeps waiting;
 * APROBADO (or an order already billing) is approved; the failures end the charge.
 */
export function qrOutcome(status: string | null | undefined): QrOutcome {
  switch ((status ?? '').toUpperCase()) {
    case 'APROBADO':
    case 'BILLING PROCESSING':
    case 'FINISHED':
      return 'approved';
    case 'RECHAZADO':
      return 'rejected';
    case 'EXPIRADO':
      return 'expired';
    case 'CANCELADO':
      return 'cancelled';
    case 'ERROR':
      return 'error';
    default:
      return 'waiting';
  }
}

export type QrFailure = Exclude<QrOutcome, 'waiting' | 'approved'>;

/**
 * The catalogue's text of a failed QR charge (spec 001 §8): rejected "El pago fue rechazado.",
 * expired (the provider's or the app's time limit) "El pago está expirado.", cancelled "Pago
 * cancelado", a provider ERROR "Pago expirado o rechazado. Intentar nuevamente.".
 */
export function qrFailureMessage(failure: QrFailure): string {
  switch (failure) {
    case 'rejected':
      return CHECKOUT_MESSAGES.rejected;
    case 'expired':
      return CHECKOUT_MESSAGES.expired;
    case 'cancelled':
      return CHECKOUT_MESSAGES.cancelled;
    case 'error':
      return CHECKOUT_MESSAGES.expiredOrRejected;
  }
}
