import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codePathSegment,
  validateAuthCode,
  validateDeliveryOrderCode,
  validateEmail,
  validateInvoiceData,
  validatePickupCode,
  validatePlatformCode,
  validateRepeatedCode,
  validateWalletCode,
} from './codes';

describe('platform codes', () => {
  it('required messages per platform', () => {
    expect(validatePlatformCode('RAPPI', ' ')).toBe('Por favor ingrese Código Rappi');
    expect(validatePlatformCode('UBEREATS', '')).toBe('Por favor ingrese Código UberEats');
    expect(validatePlatformCode('CORNERSHOP', '')).toBe('Por favor ingrese Código Cornershop');
    expect(validatePlatformCode('PEDIDOSYA', '')).toBe('Por favor ingrese Código PedidosYa');
  });
  it('Rappi at least 8: 7 incomplete, 8 fine', () => {
    expect(validatePlatformCode('RAPPI', '1234567')).toBe('Código incompleto');
    expect(validatePlatformCode('RAPPI', '12345678')).toBeNull();
    expect(validatePlatformCode('RAPPI TURBO', '1234567')).toBe('Código incompleto');
  });
  it('PedidosYa at least 10: 9 incomplete, 10 fine', () => {
    expect(validatePlatformCode('PEDIDOSYA', '123456789')).toBe('Código incompleto');
    expect(validatePlatformCode('PEDIDOSYA', '1234567890')).toBeNull();
  });
  it('other types need no code', () => {
    expect(validatePlatformCode('EFECTIVO', '')).toBeNull();
    expect(validatePlatformCode('UBEREATS', 'A')).toBeNull();
  });
});

describe('other codes', () => {
  it('delivery order code at least 5', () => {
    expect(validateDeliveryOrderCode('')).toBe('Código incompleto');
    expect(validateDeliveryOrderCode('1234')).toBe('Código incompleto');
    expect(validateDeliveryOrderCode('12345')).toBeNull();
  });
  it('transfer code typed twice', () => {
    expect(validateRepeatedCode('', '')).toBe('Debe ingresar un codigo');
    expect(validateRepeatedCode('ABC1', 'ABC2')).toBe('Los códigos no son iguales');
    expect(validateRepeatedCode('ABC1', ' ABC1 ')).toBeNull();
  });
  it('authorization and wallet codes required', () => {
    expect(validateAuthCode('')).toBe('Debe ingresar un codigo');
    expect(validateAuthCode('1')).toBeNull();
    expect(validateWalletCode(' ')).toBe('Falta el código de verificación');
    expect(validateWalletCode('1234')).toBeNull();
  });
  it('email pattern', () => {
    expect(validateEmail('ana@club.cl')).toBeNull();
    for (const bad of ['ana', 'ana@club', 'ana @club.cl', '@club.cl', ''])
      expect(validateEmail(bad)).toBe('Email no válido');
  });
  it('pickup code required and matching', () => {
    expect(validatePickupCode('', 'AB12')).toBe('Debe ingresar un codigo de pickup');
    expect(validatePickupCode('ZZ99', 'AB12')).toBe('Codigo invalido');
    expect(validatePickupCode(' ab12 ', 'AB12')).toBeNull();
    expect(validatePickupCode('AB12', null)).toBe('Codigo invalido');
  });
});

describe('invoice data', () => {
  const data = {
    company: 'Bebidas SpA',
    rut: '12.345.678-5',
    activity: 'Venta',
    address: 'Calle 1',
    commune: 'Ñuñoa',
    city: 'Santiago',
  };
  it('all six fields required', () => {
    expect(validateInvoiceData({ ...data, city: ' ' })).toBe('Debe rellenar todos los campos');
  });
  it('valid RUT required', () => {
    expect(validateInvoiceData({ ...data, rut: '12.345.678-4' })).toBe('Debe ingresar un rut válido');
    expect(validateInvoiceData(data)).toBeNull();
  });
  it.each(['12.345.678-5a', '12.345.678-55', '1.2.3-4', '12 345 678-5', '12.345.678--5'])(
    'the same RUT rule as login and entry: "%s" is not a valid invoice RUT',
    (rut) => {
      expect(validateInvoiceData({ ...data, rut })).toBe('Debe ingresar un rut válido');
    },
  );
});

describe('a code as one path segment', () => {
  it('cannot reach another path, a query or a shorter code', () => {
    expect(codePathSegment('PK4821')).toBe('PK4821');
    expect(codePathSegment('../../logout')).toBe('..%2F..%2Flogout');
    expect(codePathSegment('PK4821?x=1')).toBe('PK4821%3Fx%3D1');
    expect(codePathSegment('UE-48213#a')).toBe('UE-48213%23a');
    expect(codePathSegment('50%')).toBe('50%25');
    expect(codePathSegment('.')).toBeNull();
    expect(codePathSegment('..')).toBeNull();
    // A lone surrogate cannot be sent as text.
    expect(codePathSegment('\uD800')).toBeNull();
  });

  it('any text comes back whole once the server decodes the segment', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (code) => {
        const segment = codePathSegment(code);
        if (segment === null) return code === '.' || code === '..';
        return !/[/?#]/.test(segment) && decodeURIComponent(segment) === code;
      }),
    );
  });
});
