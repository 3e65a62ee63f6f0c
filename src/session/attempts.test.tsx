import { afterEach, describe, expect, it } from 'vitest';
import {
  adoptOrder,
  attemptFor,
  beginAttempt,
  CHECKOUT_KEY,
  checkoutMemory,
  endAttempt,
  markBillRequested,
  markCouponRedeemed,
  updateAttempt,
} from './attempts.ts';

/** What a reload would find: the stored value, read back by a fresh load. */
function afterReload() {
  checkoutMemory.reload();
  return checkoutMemory.get();
}

afterEach(() => {
  checkoutMemory.reset();
  localStorage.clear();
});

describe('payment attempts survive a reload', () => {
  it('an attempt is in storage as soon as beginAttempt returns (before any charge is sent)', () => {
    const attempt = beginAttempt({ orderId: 7, paymentId: 70, kind: 'redelcom', now: 1_000 });
    const raw = JSON.parse(localStorage.getItem(CHECKOUT_KEY) ?? '{}');
    expect(raw.state.attempts['70']).toMatchObject({
      orderId: 7,
      paymentId: 70,
      kind: 'redelcom',
      phase: 'starting',
      startedAt: 1_000,
      requestId: attempt.requestId,
    });
    expect(afterReload().attempts['70']?.requestId).toBe(attempt.requestId);
  });

  it('each attempt has its own request id', () => {
    const a = beginAttempt({ orderId: 7, paymentId: 70, kind: 'smartPos' });
    const b = beginAttempt({ orderId: 7, paymentId: 71, kind: 'smartPos' });
    expect(a.requestId).not.toBe(b.requestId);
  });

  it("the provider's id and answer are stored at once; the start time never moves", () => {
    beginAttempt({ orderId: 7, paymentId: 70, kind: 'mach', now: 5_000 });
    updateAttempt(70, { phase: 'charging', externalId: '12' });
    updateAttempt(70, { phase: 'recording', result: { transactionId: 'T-1' } });
    expect(afterReload().attempts['70']).toMatchObject({
      phase: 'recording',
      externalId: '12',
      result: { transactionId: 'T-1' },
      startedAt: 5_000,
    });
  });

  it('a settled payment forgets its attempt', () => {
    beginAttempt({ orderId: 7, paymentId: 70, kind: 'cash' });
    endAttempt(70);
    expect(attemptFor(70)).toBeNull();
    expect(afterReload().attempts).toEqual({});
  });

  it("another order's memory is dropped (attempts, redeem and bill flags)", () => {
    beginAttempt({ orderId: 7, paymentId: 70, kind: 'cash' });
    markCouponRedeemed();
    markBillRequested();
    adoptOrder(7);
    expect(attemptFor(70)).not.toBeNull();
    expect(checkoutMemory.get().couponRedeemed).toBe(true);
    adoptOrder(8);
    expect(checkoutMemory.get()).toEqual({
      orderId: 8,
      attempts: {},
      couponRedeemed: false,
      billRequested: false,
    });
    beginAttempt({ orderId: 9, paymentId: 90, kind: 'cash' });
    expect(Object.keys(afterReload().attempts)).toEqual(['90']);
  });

  it('a corrupted stored value starts empty instead of crashing', () => {
    localStorage.setItem(CHECKOUT_KEY, '{"version":1,"state":{"attempts":{"1":{"kind":"bitcoin"}}}}');
    expect(afterReload().attempts).toEqual({});
  });
});
