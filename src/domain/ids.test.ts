import { describe, expect, it } from 'vitest';
import { newId } from './ids.ts';

describe('newId', () => {
  it('is the prefix and 24 hex digits', () => {
    expect(newId('pay')).toMatch(/^pay-[0-9a-f]{24}$/);
  });

  it('never repeats over many draws', () => {
    const ids = new Set(Array.from({ length: 5000 }, () => newId('x')));
    expect(ids.size).toBe(5000);
  });

  it('works without crypto.randomUUID (plain-HTTP store machines)', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newId('sale')).toMatch(/^sale-[0-9a-f]{24}$/);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
