/**
 * The world's clock. Every time-based lifecycle (MACH, Redpay, billing, token expiry, dates of
 * seeded documents) reads it, so tests pass a fixed `now` and advance it by hand.
 */
export interface Clock {
  now(): Date;
  /** Moves the clock forward (tests: "5 seconds later"). */
  advance(ms: number): void;
  /** Sets the clock to an instant (a fixed clock stays there until advanced). */
  set(instant: Date | string | number): void;
}

export type ClockInput = Date | string | number | (() => Date) | Clock | undefined;

function isClock(value: unknown): value is Clock {
  return typeof value === 'object' && value !== null && 'now' in value && 'advance' in value;
}

/**
 * - nothing: real time (browser, HTTP server);
 * - a Date, ISO string or epoch ms: a fixed clock that moves only with advance();
 * - a function: that time source, plus whatever advance() added.
 */
export function createClock(input?: ClockInput): Clock {
  if (isClock(input)) return input;
  let offset = 0;
  let fixed: number | null = null;
  let source: () => number = () => Date.now();
  if (typeof input === 'function') source = () => input().getTime();
  else if (input !== undefined) fixed = new Date(input).getTime();
  return {
    now: () => new Date((fixed ?? source()) + offset),
    advance: (ms) => {
      offset += ms;
    },
    set: (instant) => {
      fixed = new Date(instant).getTime();
      offset = 0;
    },
  };
}
