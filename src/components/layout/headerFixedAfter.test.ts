import { describe, expect, it } from 'vitest';
import { HEADER_FIXED_AFTER_OTHERS, headerFixedAfter } from './headerFixedAfter.ts';

describe('headerFixedAfter (spec 000 §9: 200, 90, 45 and 50 px)', () => {
  it.each([
    ['/compra', 200],
    ['/compra/', 200],
    ['/carro', 90],
    ['/perfil', 45],
    ['/ingreso', 50],
    ['/guardados', 50],
    ['/delivery', 50],
    ['/inicio', 50],
    ['/factura', 50],
  ])('%s turns the header fixed after %i px', (path, px) => {
    expect(headerFixedAfter(path)).toBe(px);
  });
  it('each of the four values is used', () => {
    const used = new Set(['/compra', '/carro', '/perfil', '/x'].map(headerFixedAfter));
    expect([...used].sort((a, b) => a - b)).toEqual([45, 50, 90, 200]);
    expect(HEADER_FIXED_AFTER_OTHERS).toBe(50);
  });
});
