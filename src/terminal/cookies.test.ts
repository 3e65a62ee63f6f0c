import { describe, expect, it } from 'vitest';
import { clearSmartPosKeys, hasSmartPosKeys, markSmartPosKeysLoaded } from './cookies';
import { createCookieJar } from './testing';

describe('smart_pos_keys cookie', () => {
  it('is set for one day, read back, and cleared by logout', () => {
    const jar = createCookieJar();
    jar.cookie = 'other=1';
    expect(hasSmartPosKeys(jar)).toBe(false);
    markSmartPosKeysLoaded(jar);
    expect(jar.writes.at(-1)).toBe('smart_pos_keys=true; max-age=86400; path=/');
    expect(hasSmartPosKeys(jar)).toBe(true);
    clearSmartPosKeys(jar);
    expect(jar.writes.at(-1)).toBe('smart_pos_keys=; max-age=0; path=/');
    expect(hasSmartPosKeys(jar)).toBe(false);
    expect(jar.cookie).toBe('other=1');
  });

  it('only the exact value "true" counts', () => {
    expect(hasSmartPosKeys({ cookie: 'smart_pos_keys=false' })).toBe(false);
    expect(hasSmartPosKeys({ cookie: 'a=b; smart_pos_keys=true' })).toBe(true);
    expect(hasSmartPosKeys({ cookie: 'xsmart_pos_keys=true' })).toBe(false);
    expect(hasSmartPosKeys(null)).toBe(false);
  });
});
