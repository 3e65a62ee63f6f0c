import { describe, expect, it } from 'vitest';
import { createWedgeDetector, type WedgeDetector, type WedgeOptions } from './wedge';

/** Feeds `text` then the suffix key, `gap` ms apart, starting at `start`; returns every result. */
function type(
  detector: WedgeDetector,
  keys: readonly string[],
  gap: number,
  start = 1_000,
): (string | null)[] {
  return keys.map((key, i) => detector.feed({ key, time: start + i * gap }));
}
const chars = (text: string) => [...text];
const scanOf = (text: string, suffix = 'Enter') => [...chars(text), suffix];
const lastResult = (results: (string | null)[]) => results.at(-1);

function detector(options: WedgeOptions = {}) {
  return createWedgeDetector(options);
}

describe('keyboard wedge detector', () => {
  it('a fast burst ending in Enter is a scan', () => {
    const results = type(detector(), scanOf('7801234567890'), 8);
    expect(lastResult(results)).toBe('7801234567890');
    expect(results.slice(0, -1).every((r) => r === null)).toBe(true);
  });

  it('human typing (slow keys) is not a scan', () => {
    expect(lastResult(type(detector(), scanOf('7801234567890'), 120))).toBeNull();
  });

  it('the gap limit is exclusive and configurable', () => {
    expect(lastResult(type(detector(), scanOf('1234567'), 34))).toBe('1234567');
    expect(lastResult(type(detector(), scanOf('1234567'), 35))).toBeNull();
    expect(lastResult(type(detector({ maxGapMs: 60 }), scanOf('1234567'), 50))).toBe('1234567');
  });

  it('shorter than the minimum length is not a scan', () => {
    expect(lastResult(type(detector(), scanOf('12345'), 5))).toBeNull();
    expect(lastResult(type(detector(), scanOf('123456'), 5))).toBe('123456');
    expect(lastResult(type(detector({ minLength: 3 }), scanOf('123'), 5))).toBe('123');
  });

  it('longer than the maximum length is not a scan', () => {
    expect(lastResult(type(detector({ maxLength: 8 }), scanOf('123456789'), 5))).toBeNull();
    expect(lastResult(type(detector({ maxLength: 8 }), scanOf('12345678'), 5))).toBe('12345678');
  });

  it('a slow suffix after a fast burst is not a scan', () => {
    const d = detector();
    type(d, chars('7801234567890'), 5);
    expect(d.feed({ key: 'Enter', time: 10_000 })).toBeNull();
  });

  it('Enter alone (a person submitting a form) is not a scan', () => {
    const d = detector();
    expect(d.feed({ key: 'Enter', time: 5 })).toBeNull();
  });

  it('a long gap resets the buffer: slow typed text before a scan is not part of the code', () => {
    const d = detector();
    type(d, chars('abc'), 200, 0); // person typing
    const results = type(d, scanOf('7801234567890'), 6, 5_000); // then a scan
    expect(lastResult(results)).toBe('7801234567890');
  });

  it('a pause inside a burst splits it; only the last fast part counts', () => {
    const d = detector();
    type(d, chars('999'), 5, 0);
    expect(lastResult(type(d, scanOf('1234567'), 5, 500))).toBe('1234567');
    const d2 = detector();
    type(d2, chars('1234567'), 5, 0);
    expect(lastResult(type(d2, scanOf('89'), 5, 500))).toBeNull(); // '89' is too short
  });

  it('after a scan the next scan starts clean', () => {
    const d = detector();
    expect(lastResult(type(d, scanOf('11111111'), 5, 0))).toBe('11111111');
    expect(lastResult(type(d, scanOf('22222222'), 5, 20))).toBe('22222222');
  });

  it('Shift between keys (capital letters) does not break a burst or add characters', () => {
    const keys = ['Shift', 'A', 'B', 'Shift', 'C', '1', '2', '3', 'Enter'];
    expect(lastResult(type(detector(), keys, 5))).toBe('ABC123');
  });

  it('editing keys (Backspace) reset: a person is typing', () => {
    const keys = [...chars('1234'), 'Backspace', ...chars('567890'), 'Enter'];
    const d = detector();
    expect(lastResult(type(d, keys, 5))).toBe('567890');
    expect(lastResult(type(detector(), [...chars('12345'), 'Backspace', '6', 'Enter'], 5))).toBeNull();
  });

  it('a configured prefix must be present and is stripped', () => {
    expect(lastResult(type(detector({ prefix: '#' }), scanOf('#7801234567890'), 5))).toBe('7801234567890');
    expect(lastResult(type(detector({ prefix: '#' }), scanOf('7801234567890'), 5))).toBeNull();
    // the minimum length counts the code without the prefix
    expect(lastResult(type(detector({ prefix: '##' }), scanOf('##12345'), 5))).toBeNull();
  });

  it('a configured suffix (Tab) ends the scan instead of Enter', () => {
    const d = detector({ suffix: 'Tab' });
    expect(lastResult(type(d, scanOf('7801234567890', 'Tab'), 5))).toBe('7801234567890');
    expect(lastResult(type(detector({ suffix: 'Tab' }), scanOf('7801234567890', 'Enter'), 5))).toBeNull();
  });

  it('exposes the buffer and can be reset', () => {
    const d = detector();
    type(d, chars('12345678'), 5);
    expect(d.buffer).toBe('12345678');
    d.reset();
    expect(d.buffer).toBe('');
    expect(d.feed({ key: 'Enter', time: 1_045 })).toBeNull();
  });

  it('time going backwards is not a fast gap', () => {
    const d = detector();
    type(d, chars('123456'), 5, 1_000);
    expect(d.feed({ key: 'Enter', time: 10 })).toBeNull();
  });
});
