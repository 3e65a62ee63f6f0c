import { describe, expect, it } from 'vitest';
import {
  clubDiscountWeekday,
  formatDate,
  isInSameSellerOrdersWindow,
  isInSellerOrdersWindow,
  santiagoParts,
  sellerOrdersWindowKey,
} from './time';

const at = (iso: string) => new Date(iso);

describe('santiagoParts', () => {
  it('reads the Santiago wall clock in winter (UTC-4) and summer (UTC-3)', () => {
    expect(santiagoParts(at('2026-06-01T14:00:00Z'))).toEqual({
      year: 2026,
      month: 6,
      day: 1,
      hour: 10,
      minute: 0,
      second: 0,
      weekday: 1,
    });
    expect(santiagoParts(at('2026-01-15T03:30:00Z'))).toMatchObject({
      day: 15,
      hour: 0,
      minute: 30,
      weekday: 4,
    });
    expect(santiagoParts(at('2026-06-08T03:59:59Z'))).toMatchObject({ day: 7, hour: 23, weekday: 7 });
  });
});

describe('clubDiscountWeekday (hours before 04:00 count as the previous day)', () => {
  it('Tuesday 03:59 is still Monday, 04:00 is Tuesday (winter, UTC-4)', () => {
    expect(clubDiscountWeekday(at('2026-06-02T07:59:00Z'))).toBe(1);
    expect(clubDiscountWeekday(at('2026-06-02T08:00:00Z'))).toBe(2);
  });
  it('Monday 03:59 counts as Sunday (7)', () => {
    expect(clubDiscountWeekday(at('2026-06-01T07:59:00Z'))).toBe(7);
    expect(clubDiscountWeekday(at('2026-06-01T08:00:00Z'))).toBe(1);
  });
  it('summer time (UTC-3): Friday 2026-01-16 03:59 -> Thursday, 04:00 -> Friday', () => {
    expect(clubDiscountWeekday(at('2026-01-16T06:59:00Z'))).toBe(4);
    expect(clubDiscountWeekday(at('2026-01-16T07:00:00Z'))).toBe(5);
  });
  it('on 2026-04-05 (clocks go back at 00:00): Sunday 03:59 -> Saturday, 04:00 -> Sunday', () => {
    expect(clubDiscountWeekday(at('2026-04-05T07:59:00Z'))).toBe(6);
    expect(clubDiscountWeekday(at('2026-04-05T08:00:00Z'))).toBe(7);
    // the repeated hour: 23:30 Saturday happens twice, both Saturday-club-day
    expect(clubDiscountWeekday(at('2026-04-05T02:30:00Z'))).toBe(6);
    expect(clubDiscountWeekday(at('2026-04-05T03:30:00Z'))).toBe(6);
  });
  it('on 2026-09-06 (clocks jump 00:00 -> 01:00): Sunday 03:59 -> Saturday, 04:00 -> Sunday', () => {
    expect(clubDiscountWeekday(at('2026-09-06T06:59:00Z'))).toBe(6);
    expect(clubDiscountWeekday(at('2026-09-06T07:00:00Z'))).toBe(7);
  });
});

describe('isInSellerOrdersWindow (Mon 07:00-Tue 06:59, Thu 07:00-Fri 06:59)', () => {
  const cases: [string, string, boolean][] = [
    // winter, UTC-4
    ['Mon 06:59', '2026-06-01T10:59:00Z', false],
    ['Mon 07:00', '2026-06-01T11:00:00Z', true],
    ['Tue 06:59', '2026-06-02T10:59:00Z', true],
    ['Tue 07:00', '2026-06-02T11:00:00Z', false],
    ['Wed 12:00', '2026-06-03T16:00:00Z', false],
    ['Thu 06:59', '2026-06-04T10:59:00Z', false],
    ['Thu 07:00', '2026-06-04T11:00:00Z', true],
    ['Fri 06:59', '2026-06-05T10:59:00Z', true],
    ['Fri 07:00', '2026-06-05T11:00:00Z', false],
    ['Sun 12:00', '2026-06-07T16:00:00Z', false],
    // summer, UTC-3, the week before the April change
    ['Thu 2026-04-02 06:59', '2026-04-02T09:59:00Z', false],
    ['Thu 2026-04-02 07:00', '2026-04-02T10:00:00Z', true],
    ['Fri 2026-04-03 06:59', '2026-04-03T09:59:00Z', true],
    ['Fri 2026-04-03 07:00', '2026-04-03T10:00:00Z', false],
    // the Monday after clocks went back on 2026-04-05 (now UTC-4)
    ['Mon 2026-04-06 06:59', '2026-04-06T10:59:00Z', false],
    ['Mon 2026-04-06 07:00', '2026-04-06T11:00:00Z', true],
    ['Tue 2026-04-07 06:59', '2026-04-07T10:59:00Z', true],
    ['Tue 2026-04-07 07:00', '2026-04-07T11:00:00Z', false],
    // the Monday after clocks went forward on 2026-09-06 (now UTC-3)
    ['Mon 2026-09-07 06:59', '2026-09-07T09:59:00Z', false],
    ['Mon 2026-09-07 07:00', '2026-09-07T10:00:00Z', true],
    ['Tue 2026-09-08 06:59', '2026-09-08T09:59:00Z', true],
    ['Tue 2026-09-08 07:00', '2026-09-08T10:00:00Z', false],
    ['Thu 2026-09-10 07:00', '2026-09-10T10:00:00Z', true],
    ['Fri 2026-09-11 06:59', '2026-09-11T09:59:00Z', true],
    ['Fri 2026-09-11 07:00', '2026-09-11T10:00:00Z', false],
  ];
  it.each(cases)('%s -> %s', (_label, iso, expected) => {
    expect(isInSellerOrdersWindow(at(iso))).toBe(expected);
  });
});

describe('sellerOrdersWindowKey', () => {
  it('names the window by the date of its opening Monday or Thursday', () => {
    expect(sellerOrdersWindowKey(at('2026-06-01T11:00:00Z'))).toBe('2026-06-01');
    expect(sellerOrdersWindowKey(at('2026-06-02T10:59:00Z'))).toBe('2026-06-01');
    expect(sellerOrdersWindowKey(at('2026-06-05T10:59:00Z'))).toBe('2026-06-04');
    expect(sellerOrdersWindowKey(at('2026-06-03T16:00:00Z'))).toBeNull();
  });
  it('crosses month and year ends', () => {
    // Tuesday 2026-09-01 06:00 belongs to the window opened Monday 2026-08-31
    expect(sellerOrdersWindowKey(at('2026-09-01T10:00:00Z'))).toBe('2026-08-31');
    // Friday 2027-01-01 06:00 belongs to Thursday 2026-12-31 (summer, UTC-3)
    expect(sellerOrdersWindowKey(at('2027-01-01T09:00:00Z'))).toBe('2026-12-31');
  });
  it('two instants share a window only inside the same one', () => {
    expect(isInSameSellerOrdersWindow(at('2026-06-01T12:00:00Z'), at('2026-06-02T10:00:00Z'))).toBe(true);
    expect(isInSameSellerOrdersWindow(at('2026-05-28T12:00:00Z'), at('2026-06-01T12:00:00Z'))).toBe(false);
    expect(isInSameSellerOrdersWindow(at('2026-06-01T12:00:00Z'), at('2026-06-03T12:00:00Z'))).toBe(false);
  });
});

describe('formatDate', () => {
  it('prints DD/MM/YYYY of the Santiago day', () => {
    expect(formatDate(at('2026-06-01T14:00:00Z'))).toBe('01/06/2026');
    // 02:30 UTC on 1 June is still 31 May in Santiago
    expect(formatDate('2026-06-01T02:30:00Z')).toBe('31/05/2026');
  });
  it('gives an empty string for invalid dates', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
