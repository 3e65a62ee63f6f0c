import { describe, expect, it } from 'vitest';
import {
  boughtInWindow,
  clubGeneralLimit,
  clubGeneralUnitPrice,
  isClubDiscountDay,
  parseDayFlags,
} from './clubDiscount';
import { MONDAY_10, makeOrder, makeProduct, WEDNESDAY_10 } from './test-fixtures';

describe('parseDayFlags (Monday first)', () => {
  it('reads seven flags', () => {
    expect(parseDayFlags('1,0,0,1,0,0,0')).toEqual([true, false, false, true, false, false, false]);
  });
  it('treats missing or malformed flags as off', () => {
    expect(parseDayFlags(null)).toEqual(Array(7).fill(false));
    expect(parseDayFlags('1,x')).toEqual([true, false, false, false, false, false, false]);
  });
});

describe('isClubDiscountDay', () => {
  const p = makeProduct({ customer_days_discount: '1,0,0,1,0,0,0' });
  it('Monday and Thursday flags: on Monday 10:00, off on Wednesday', () => {
    expect(isClubDiscountDay(p, MONDAY_10)).toBe(true);
    expect(isClubDiscountDay(p, WEDNESDAY_10)).toBe(false);
  });
  it('Tuesday 03:59 still uses the Monday flag, 04:00 the Tuesday one', () => {
    expect(isClubDiscountDay(p, new Date('2026-06-02T07:59:00Z'))).toBe(true);
    expect(isClubDiscountDay(p, new Date('2026-06-02T08:00:00Z'))).toBe(false);
  });
  it('Sunday is the last flag', () => {
    const sunday = makeProduct({ customer_days_discount: '0,0,0,0,0,0,1' });
    expect(isClubDiscountDay(sunday, new Date('2026-06-07T16:00:00Z'))).toBe(true);
  });
});

describe('boughtInWindow', () => {
  const orders = [
    makeOrder(
      '2026-06-01T12:00:00Z',
      [
        [1, 3],
        [2, 1],
      ],
      [[1, 1]],
    ), // Monday 08:00, in this window
    makeOrder('2026-06-01T13:00:00Z', [[1, 2]]), // Monday 09:00, in this window
    makeOrder('2026-05-28T12:00:00Z', [[1, 10]]), // last Thursday's window
    makeOrder('2026-06-01T10:00:00Z', [[1, 7]]), // Monday 06:00, before the window opened
    makeOrder('nonsense', [[1, 5]]),
  ];
  it('sums this window only, net of returns: 3 - 1 + 2 = 4', () => {
    const bought = boughtInWindow(orders, MONDAY_10);
    expect(bought.get(1)).toBe(4);
    expect(bought.get(2)).toBe(1);
  });
  it('is empty outside the windows', () => {
    expect(boughtInWindow(orders, WEDNESDAY_10).size).toBe(0);
  });
  it('never goes below 0 when more was returned than bought', () => {
    const bought = boughtInWindow([makeOrder('2026-06-01T12:00:00Z', [[1, 1]], [[1, 3]])], MONDAY_10);
    expect(bought.get(1)).toBe(0);
  });
  it('accepts orders without Returns', () => {
    const order = { created_at: '2026-06-01T12:00:00Z', OrderProducts: [{ product_id: 9, amount: 2 }] };
    expect(boughtInWindow([order], MONDAY_10).get(9)).toBe(2);
  });
});

describe('clubGeneralLimit', () => {
  const p = makeProduct({
    customer_discount: 15,
    customer_limit_discount: 5,
    customer_days_discount: '1,0,0,1,0,0,0',
  });
  it('available = limit 5 - bought 2 = 3 on a flagged day', () => {
    expect(clubGeneralLimit(p, 2, MONDAY_10)).toEqual({ min: 2, max: 5, disc: 15, available: 3 });
  });
  it('never negative: limit 5 - bought 7 = 0', () => {
    expect(clubGeneralLimit(p, 7, MONDAY_10).available).toBe(0);
  });
  it('0 on a day without the flag, or without a percentage', () => {
    expect(clubGeneralLimit(p, 0, WEDNESDAY_10).available).toBe(0);
    expect(clubGeneralLimit({ ...p, customer_discount: null }, 0, MONDAY_10).available).toBe(0);
  });
  it('no limit means every unit', () => {
    expect(clubGeneralLimit({ ...p, customer_limit_discount: null }, 3, MONDAY_10).available).toBe(Infinity);
  });
  it('clamps the percentage to 0..100', () => {
    expect(clubGeneralLimit({ ...p, customer_discount: 150 }, 0, MONDAY_10).disc).toBe(100);
  });
});

describe('clubGeneralUnitPrice', () => {
  it('2000 with 15% -> 2000 - 300 = 1700; 999 with 10% -> 999 - 100 = 899', () => {
    expect(clubGeneralUnitPrice(2000, 15)).toBe(1700);
    expect(clubGeneralUnitPrice(999, 10)).toBe(899);
  });
});
