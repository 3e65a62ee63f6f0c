import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from './messages';
import {
  elapsedSeconds,
  QR_IMAGE,
  QR_TIMING,
  qrFailureMessage,
  qrOutcome,
  qrPollMs,
  qrSecondsLeft,
  qrTimedOut,
  redpayCounter,
} from './qrPayment';

const START = Date.UTC(2026, 5, 3, 14, 0, 0);
const at = (seconds: number) => START + seconds * 1000;

describe('QR timing (spec 001 §9)', () => {
  it('has the spec constants', () => {
    expect(QR_TIMING.machPollMs).toBe(5000);
    expect(QR_TIMING.machAutoCancelSeconds).toBe(1260);
    expect(QR_TIMING.redpayPollMs).toBe(3000);
    expect(QR_TIMING.redpayCountFrom).toBe(301);
    expect(QR_TIMING.redpayExpiresAt).toBe(300);
    expect(QR_IMAGE).toMatchObject({ scale: 4, errorCorrection: 'H' });
    expect(qrPollMs('mach')).toBe(5000);
    expect(qrPollMs('redpay')).toBe(3000);
  });

  it('Redpay counts down from 301 ("05:01"), its counter starts at 1 and it expires at 300', () => {
    expect(qrSecondsLeft('redpay', START, at(0))).toBe(301);
    expect(redpayCounter(START, at(0))).toBe(1);
    expect(qrSecondsLeft('redpay', START, at(0.999))).toBe(301);
    expect(qrSecondsLeft('redpay', START, at(1))).toBe(300);
    expect(qrTimedOut('redpay', START, at(299.9))).toBe(false);
    expect(qrSecondsLeft('redpay', START, at(299))).toBe(2);
    expect(redpayCounter(START, at(299))).toBe(300);
    expect(qrTimedOut('redpay', START, at(300))).toBe(true);
  });

  it('MACH counts down from 1260 s and is cancelled at 0', () => {
    expect(qrSecondsLeft('mach', START, at(0))).toBe(1260);
    expect(qrTimedOut('mach', START, at(1259.9))).toBe(false);
    expect(qrTimedOut('mach', START, at(1260))).toBe(true);
    expect(qrSecondsLeft('mach', START, at(5000))).toBe(0);
  });

  it('a clock behind the persisted start counts as no time elapsed', () => {
    expect(elapsedSeconds(START, START - 10_000)).toBe(0);
    expect(qrSecondsLeft('redpay', START, START - 10_000)).toBe(301);
  });

  it('the countdown never grows, never goes below 0, and times out exactly when the limit is reached', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('mach' as const, 'redpay' as const),
        fc.integer({ min: -5_000, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (provider, a, step) => {
          const left1 = qrSecondsLeft(provider, START, START + a);
          const left2 = qrSecondsLeft(provider, START, START + a + step);
          expect(left2).toBeLessThanOrEqual(left1);
          expect(left2).toBeGreaterThanOrEqual(0);
          const limit = provider === 'mach' ? QR_TIMING.machAutoCancelSeconds : QR_TIMING.redpayExpiresAt;
          expect(qrTimedOut(provider, START, START + a)).toBe(elapsedSeconds(START, START + a) >= limit);
          // The countdown a seller saw last before the time-out was still positive.
          if (!qrTimedOut(provider, START, START + a)) expect(left1).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('QR outcomes (spec 001 §4 "Polling outcomes", §8)', () => {
  it('keeps waiting while pending, approves on APROBADO, ends on the failures', () => {
    expect(qrOutcome('PENDIENTE')).toBe('waiting');
    expect(qrOutcome('PAGANDO')).toBe('waiting');
    expect(qrOutcome(null)).toBe('waiting');
    expect(qrOutcome('APROBADO')).toBe('approved');
    expect(qrOutcome('FINISHED')).toBe('approved');
    expect(qrOutcome('RECHAZADO')).toBe('rejected');
    expect(qrOutcome('EXPIRADO')).toBe('expired');
    expect(qrOutcome('CANCELADO')).toBe('cancelled');
    expect(qrOutcome('ERROR')).toBe('error');
  });

  it('says each failure with the catalogue text', () => {
    expect(qrFailureMessage('rejected')).toBe('El pago fue rechazado.');
    expect(qrFailureMessage('expired')).toBe('El pago está expirado.');
    expect(qrFailureMessage('cancelled')).toBe('Pago cancelado');
    expect(qrFailureMessage('error')).toBe(CHECKOUT_MESSAGES.expiredOrRejected);
  });
});
