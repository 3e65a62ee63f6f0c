import { describe, expect, it } from 'vitest';
import { loginRestriction, LOGIN_RESTRICTION_MESSAGES as M } from './loginRestrictions.ts';

const franchise = {
  is_franchise: true,
  bsale_api_token_name: 'bsale-1',
  rdc_rut: '76.000.000-0',
  rdc_token: 'tok',
};

describe('loginRestriction', () => {
  it('inside the SmartPOS app needs tbk_smart_pos_active, whatever else the store has', () => {
    expect(loginRestriction('smartPos', { tbk_smart_pos_active: false, ...franchise })).toBe(M.smartPos);
    expect(loginRestriction('smartPos', { tbk_smart_pos_active: true, is_franchise: true })).toBeNull();
  });
  it('on the Mercado Pago machine needs mercadopago_active', () => {
    expect(loginRestriction('mercadoPago', {})).toBe(M.mercadoPago);
    expect(loginRestriction('mercadoPago', { mercadopago_active: true, is_franchise: true })).toBeNull();
  });
  it('lets an own (non-franchise) store in on a store machine', () => {
    expect(loginRestriction('other', { is_franchise: false })).toBeNull();
  });
  it('asks a franchise for the Bsale token first, then the Redelcom rut and token', () => {
    expect(loginRestriction('other', { ...franchise, bsale_api_token_name: null })).toBe(M.bsale);
    expect(loginRestriction('other', { ...franchise, bsale_api_token_name: '  ' })).toBe(M.bsale);
    expect(loginRestriction('other', { ...franchise, rdc_rut: '' })).toBe(M.redelcom);
    expect(loginRestriction('other', { ...franchise, rdc_token: null })).toBe(M.redelcom);
    expect(loginRestriction('other', franchise)).toBeNull();
  });
});
