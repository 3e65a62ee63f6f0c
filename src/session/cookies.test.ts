// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { clearAllCookies, cookieDomains, cookiePaths } from './cookies.ts';

describe('clearAllCookies (Refrescar: every cookie, spec 001 §2)', () => {
  it('deletes cookies set for the current path and the paths above it, not only path=/', () => {
    window.history.pushState({}, '', '/ingresar-stock/factura/12');
    document.cookie = 'root=1; path=/';
    document.cookie = 'section=2; path=/ingresar-stock';
    document.cookie = 'deep=3; path=/ingresar-stock/factura';
    document.cookie = 'here=4';
    expect(document.cookie).toContain('section=2');
    expect(document.cookie).toContain('deep=3');
    clearAllCookies();
    expect(document.cookie).toBe('');
    window.history.pushState({}, '', '/');
  });

  it('lists every path from the current one up to /', () => {
    expect(cookiePaths('/a/b')).toEqual(['/', '/a', '/a/', '/a/b', '/a/b/']);
    expect(cookiePaths('/')).toEqual(['/']);
  });

  it('lists the host and every domain above it, and no parent for an IP or localhost', () => {
    expect(cookieDomains('pos.tienda.club.cl')).toEqual([
      null,
      'pos.tienda.club.cl',
      'tienda.club.cl',
      'club.cl',
    ]);
    expect(cookieDomains('127.0.0.1')).toEqual([null, '127.0.0.1']);
    expect(cookieDomains('localhost')).toEqual([null, 'localhost']);
  });
});
