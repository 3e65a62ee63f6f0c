/**
 * Day and hour rules in Santiago de Chile, whatever the machine's time zone.
 * Spec 000 §3 (timezone America/Santiago), §7 (orders window), §9 (general club discount);
 * spec 001 §9 (date format DD/MM/YYYY).
 */

export const SANTIAGO_TIME_ZONE = 'America/Santiago';

/** Hours before this one count as the previous day for the general club discount. */
export const CLUB_DAY_START_HOUR = 4;

/** The seller-orders windows open and close at this hour (Mon 07:00-Tue 06:59, Thu 07:00-Fri 06:59). */
export const SELLER_ORDERS_WINDOW_HOUR = 7;

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface SantiagoParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: Weekday;
}

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: SANTIAGO_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'short',
  hourCycle: 'h23',
});

const WEEKDAYS: Readonly<Record<string, Weekday>> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};

/** The weekday of a formatter's short name (always one of the seven for the es-CL/en formatter). */
function weekdayOf(short: string | undefined): Weekday {
  return WEEKDAYS[short ?? ''] ?? 1;
}

const PREVIOUS_WEEKDAY: Readonly<Record<Weekday, Weekday>> = { 1: 7, 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6 };

/** Calendar parts of an instant as seen on a Santiago wall clock. */
export function santiagoParts(now: Date): SantiagoParts {
  const out: Record<string, string> = {};
  for (const part of partsFormatter.formatToParts(now)) out[part.type] = part.value;
  return {
    year: Number(out.year),
    month: Number(out.month),
    day: Number(out.day),
    hour: Number(out.hour) % 24,
    minute: Number(out.minute),
    second: Number(out.second),
    weekday: weekdayOf(out.weekday),
  };
}

function previousWeekday(w: Weekday): Weekday {
  return PREVIOUS_WEEKDAY[w];
}

/**
 * Weekday (1 = Monday ... 7 = Sunday) that decides the general club discount: Santiago time,
 * and hours before 04:00 still count as the previous day (Tuesday 03:59 -> Monday).
 */
export function clubDiscountWeekday(now: Date): Weekday {
  const p = santiagoParts(now);
  return p.hour < CLUB_DAY_START_HOUR ? previousWeekday(p.weekday) : p.weekday;
}

/**
 * True inside a seller-orders window (Santiago): Monday 07:00 to Tuesday 06:59 and
 * Thursday 07:00 to Friday 06:59. Past orders are fetched only then; outside they count as empty.
 */
export function isInSellerOrdersWindow(now: Date): boolean {
  return sellerOrdersWindowKey(now) !== null;
}

/** Santiago calendar date "YYYY-MM-DD" of the day before the given one. */
function dayBefore(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month - 1, day - 1));
  return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Identifies the seller-orders window an instant belongs to: the Santiago date "YYYY-MM-DD" of
 * the Monday or Thursday that opened it, or null outside every window. Two instants are in the
 * same window exactly when their keys are equal and not null.
 */
export function sellerOrdersWindowKey(now: Date): string | null {
  const p = santiagoParts(now);
  const h = SELLER_ORDERS_WINDOW_HOUR;
  if ((p.weekday === 1 || p.weekday === 4) && p.hour >= h) return isoDate(p.year, p.month, p.day);
  if ((p.weekday === 2 || p.weekday === 5) && p.hour < h) return dayBefore(p.year, p.month, p.day);
  return null;
}

/** True when `instant` falls in the same seller-orders window as `now` (both inside one). */
export function isInSameSellerOrdersWindow(instant: Date, now: Date): boolean {
  const key = sellerOrdersWindowKey(now);
  return key !== null && sellerOrdersWindowKey(instant) === key;
}

/** DD/MM/YYYY in Santiago (spec 001 §9). Accepts a Date or an ISO string; invalid input -> ''. */
export function formatDate(d: Date | string): string {
  const date = typeof d === 'string' ? new Date(d) : d;
  if (Number.isNaN(date.getTime())) return '';
  const p = santiagoParts(date);
  return `${String(p.day).padStart(2, '0')}/${String(p.month).padStart(2, '0')}/${p.year}`;
}
