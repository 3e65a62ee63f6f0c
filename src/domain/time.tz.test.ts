/**
 * The Santiago rules must not depend on the machine's zone: this file switches the process to
 * Tokyo (Node re-reads TZ when it is assigned) and checks the same instants as time.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { clubDiscountWeekday, formatDate, isInSellerOrdersWindow, santiagoParts } from './time';

const original = process.env.TZ;
process.env.TZ = 'Asia/Tokyo';
afterAll(() => {
  if (original === undefined) delete process.env.TZ;
  else process.env.TZ = original;
});

describe('with the process in Asia/Tokyo', () => {
  it('the machine zone really is Tokyo (UTC+9) in this file', () => {
    const d = new Date('2026-06-01T14:00:00Z');
    expect(d.getHours()).toBe(23);
    expect(d.getTimezoneOffset()).toBe(-540);
  });
  it('Santiago parts are unchanged: Monday 10:00, not Tokyo Monday 23:00', () => {
    expect(santiagoParts(new Date('2026-06-01T14:00:00Z'))).toMatchObject({ weekday: 1, hour: 10, day: 1 });
  });
  it('window edges follow Santiago, not Tokyo (Tokyo would say Monday 19:59 / 20:00)', () => {
    expect(isInSellerOrdersWindow(new Date('2026-06-01T10:59:00Z'))).toBe(false);
    expect(isInSellerOrdersWindow(new Date('2026-06-01T11:00:00Z'))).toBe(true);
    // Tokyo is already Wednesday 04:00 here, Santiago is Tuesday 15:00
    expect(isInSellerOrdersWindow(new Date('2026-06-02T19:00:00Z'))).toBe(false);
  });
  it('the 04:00 rule uses Santiago hours (Tokyo would be Tuesday 16:59)', () => {
    expect(clubDiscountWeekday(new Date('2026-06-02T07:59:00Z'))).toBe(1);
    expect(clubDiscountWeekday(new Date('2026-06-02T08:00:00Z'))).toBe(2);
  });
  it('dates are Santiago dates (Tokyo would print 01/06/2026 11:30)', () => {
    expect(formatDate(new Date('2026-06-01T02:30:00Z'))).toBe('31/05/2026');
  });
});
