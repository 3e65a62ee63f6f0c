import { describe, expect, it } from 'vitest';
import { type CheckoutMachineKind, stepKindFor } from './checkoutProvider';
import { PAYMENT_TYPES } from './types';

const MACHINES: CheckoutMachineKind[] = ['smartPos', 'mercadoPago', 'redelcom', 'browser'];

describe('stepKindFor', () => {
  it('a card payment follows the machine: SmartPOS, Mercado Pago, else Redelcom (the default machine)', () => {
    for (const type of ['TARJETA DE DEBITO', 'TARJETA DE CREDITO'] as const) {
      expect(stepKindFor(type, 'smartPos')).toBe('smartPos');
      expect(stepKindFor(type, 'mercadoPago')).toBe('mercadoPago');
      expect(stepKindFor(type, 'redelcom')).toBe('redelcom');
      expect(stepKindFor(type, 'browser')).toBe('redelcom');
    }
  });

  it('every other type pays the same way on every machine', () => {
    const expected = {
      EFECTIVO: 'cash',
      'TRANSFERENCIA BANCARIA': 'transfer',
      OTRO: 'voucher',
      WALLET: 'wallet',
      MACH: 'mach',
      REDPAY: 'redpay',
      RAPPI: 'platform',
      PEDIDOSYA: 'platform',
      UBEREATS: 'platform',
      CORNERSHOP: 'cornershop',
      'RAPPI PAYLESS': 'rappiPayless',
      'RAPPI TURBO': 'deposit',
      GOODMEAL: 'deposit',
      'NOTA DE CREDITO': 'deposit',
      FREE: 'none',
      'METODO DE PAGO': 'none',
    } as const;
    for (const machine of MACHINES) {
      for (const [type, kind] of Object.entries(expected)) {
        expect(stepKindFor(type as keyof typeof expected, machine)).toBe(kind);
      }
    }
    // Every payment type has a flow (the card types are checked above).
    expect(PAYMENT_TYPES.filter((t) => !(t in expected))).toEqual([
      'TARJETA DE DEBITO',
      'TARJETA DE CREDITO',
    ]);
  });
});
