import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashChange,
  cleanCode,
  platformEndpoint,
  quickCashAmounts,
  resendSecondsLeft,
  SERVER_STEP_TIMING,
  validateCashGiven,
  validateCornershop,
  validateDepositCode,
  validatePaylessBarcode,
  validatePlatformStepCode,
  validateTransferCodes,
  validateWalletStepCode,
} from './checkoutCodes';

describe('cash', () => {
  it('offers the exact amount and each common note above it', () => {
    expect(quickCashAmounts(4_740)).toEqual([4_740, 5_000, 10_000, 20_000]);
    expect(quickCashAmounts(12_120)).toEqual([12_120, 20_000]);
    expect(quickCashAmounts(10_000)).toEqual([10_000, 20_000]);
    expect(quickCashAmounts(25_000)).toEqual([25_000]);
  });
  it('property: every quick amount covers the payment, the exact one first, none twice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (amount) => {
        const quick = quickCashAmounts(amount);
        expect(quick[0]).toBe(amount);
        expect(new Set(quick).size).toBe(quick.length);
        for (const given of quick) expect(validateCashGiven(given, amount)).toBeNull();
      }),
    );
  });
  it('change is given minus amount', () => {
    expect(cashChange(10_000, 7_490)).toBe(2_510);
    expect(cashChange(7_490, 7_490)).toBe(0);
  });
  it('change is never below 0 and never more than what was given', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (given, amount) => {
        const change = cashChange(given, amount);
        expect(change).toBeGreaterThanOrEqual(0);
        expect(change).toBeLessThanOrEqual(given);
        if (given >= amount) expect(change + amount).toBe(given);
      }),
    );
  });
  it('an amount given below the amount is refused; equal or more is fine', () => {
    expect(validateCashGiven(5_000, 7_490)).toBe('El monto recibido es menor al monto a pagar');
    expect(validateCashGiven(0, 1)).toBe('El monto recibido es menor al monto a pagar');
    expect(validateCashGiven(7_490, 7_490)).toBeNull();
    expect(validateCashGiven(20_000, 7_490)).toBeNull();
  });
  it('the refusal is exactly "given < amount"', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (given, amount) => {
        expect(validateCashGiven(given, amount) === null).toBe(given >= amount);
      }),
    );
  });
});

describe('transfer and voucher codes', () => {
  it('required, then both equal after trimming', () => {
    expect(validateTransferCodes('', '')).toBe('Debe ingresar un codigo');
    expect(validateTransferCodes('ABC123', 'ABC124')).toBe('Los códigos no son iguales');
    expect(validateTransferCodes(' ABC123', 'ABC123 ')).toBeNull();
  });
  it('a code typed twice the same is always accepted', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (code) => {
          expect(validateTransferCodes(code, code)).toBeNull();
        },
      ),
    );
  });
});

describe('deposit codes (Rappi Turbo, GoodMeal, nota de crédito)', () => {
  it('GoodMeal and nota de crédito: required', () => {
    expect(validateDepositCode('GOODMEAL', ' ')).toBe('Debe ingresar un codigo');
    expect(validateDepositCode('NOTA DE CREDITO', '')).toBe('Debe ingresar un codigo');
    expect(validateDepositCode('GOODMEAL', 'G1')).toBeNull();
    expect(validateDepositCode('NOTA DE CREDITO', '3001')).toBeNull();
  });
  it('Rappi Turbo keeps the Rappi rule', () => {
    expect(validateDepositCode('RAPPI TURBO', '')).toBe('Por favor ingrese Código Rappi');
    expect(validateDepositCode('RAPPI TURBO', '1234567')).toBe('Código incompleto');
    expect(validateDepositCode('RAPPI TURBO', '12345678')).toBeNull();
  });
});

describe('platform codes', () => {
  it('each platform has its endpoint', () => {
    expect(platformEndpoint('RAPPI')).toBe('rappi');
    expect(platformEndpoint('UBEREATS')).toBe('ubereats');
    expect(platformEndpoint('PEDIDOSYA')).toBe('pedidosya');
    expect(platformEndpoint('EFECTIVO')).toBeNull();
  });
  it('required and minimum lengths', () => {
    expect(validatePlatformStepCode('RAPPI', '')).toBe('Por favor ingrese Código Rappi');
    expect(validatePlatformStepCode('UBEREATS', '')).toBe('Por favor ingrese Código UberEats');
    expect(validatePlatformStepCode('PEDIDOSYA', '')).toBe('Por favor ingrese Código PedidosYa');
    expect(validatePlatformStepCode('RAPPI', 'RP-9900')).toBe('Código incompleto');
    expect(validatePlatformStepCode('PEDIDOSYA', 'PY-123456')).toBe('Código incompleto');
    expect(validatePlatformStepCode('UBEREATS', 'U')).toBeNull();
  });
  it('Rappi: exactly 8 or more trimmed characters pass', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (code) => {
        const ok = validatePlatformStepCode('RAPPI', code) === null;
        expect(ok).toBe(code.trim().length >= 8);
      }),
    );
  });
});

describe('Cornershop', () => {
  it('both codes required, each with its message', () => {
    expect(validateCornershop('', '')).toEqual({
      code: 'Por favor ingrese Código Cornershop',
      transbankCode: 'Debe ingresar un codigo',
    });
    expect(validateCornershop('CS-1', '')).toEqual({ code: null, transbankCode: 'Debe ingresar un codigo' });
    expect(validateCornershop('CS-1', '123456')).toBeNull();
  });
});

describe('Rappi Payless and wallet', () => {
  it('barcode required', () => {
    expect(validatePaylessBarcode('  ')).toBe('Ingrese o escanee el código de barras');
    expect(validatePaylessBarcode('7701234567')).toBeNull();
  });
  it('wallet code required', () => {
    expect(validateWalletStepCode('')).toBe('Falta el código de verificación');
    expect(validateWalletStepCode('246810')).toBeNull();
  });
  it('codes are sent trimmed', () => {
    expect(cleanCode('  246810 ')).toBe('246810');
  });
});

describe('resend cooldown', () => {
  it('30 s from the last send, in whole seconds rounded up', () => {
    expect(SERVER_STEP_TIMING.resendCooldownMs).toBe(30_000);
    expect(resendSecondsLeft(null, 1_000)).toBe(0);
    expect(resendSecondsLeft(1_000, 1_000)).toBe(30);
    expect(resendSecondsLeft(1_000, 1_001)).toBe(30);
    expect(resendSecondsLeft(1_000, 2_000)).toBe(29);
    expect(resendSecondsLeft(1_000, 30_999)).toBe(1);
    expect(resendSecondsLeft(1_000, 31_000)).toBe(0);
    expect(resendSecondsLeft(1_000, 99_000)).toBe(0);
  });
  it('a clock set back counts as a full cooldown', () => {
    expect(resendSecondsLeft(10_000, 5_000)).toBe(30);
  });
  it('never negative, never above the cooldown, never rises as time goes on', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e6), fc.nat(1e6), (sent, a, b) => {
        const early = resendSecondsLeft(sent, sent + Math.min(a, b));
        const late = resendSecondsLeft(sent, sent + Math.max(a, b));
        expect(late).toBeGreaterThanOrEqual(0);
        expect(early).toBeLessThanOrEqual(30);
        expect(late).toBeLessThanOrEqual(early);
      }),
    );
  });
});
