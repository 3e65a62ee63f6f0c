import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPES } from '@/domain/types.ts';
import type { MachineKind } from '@/terminal/types.ts';
import { cardProviderFor, loadProvider, PROVIDER_KINDS, providerKindFor } from './registry.ts';

const MACHINES: MachineKind[] = ['smartPos', 'mercadoPago', 'redelcom', 'browser'];

describe('the provider registry', () => {
  it('a card payment follows the machine: SmartPOS, Mercado Pago, else Redelcom (the default machine)', () => {
    for (const type of ['TARJETA DE DEBITO', 'TARJETA DE CREDITO'] as const) {
      expect(providerKindFor(type, 'smartPos')).toBe('smartPos');
      expect(providerKindFor(type, 'mercadoPago')).toBe('mercadoPago');
      expect(providerKindFor(type, 'redelcom')).toBe('redelcom');
      expect(providerKindFor(type, 'browser')).toBe('redelcom');
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
        expect(providerKindFor(type as keyof typeof expected, machine)).toBe(kind);
      }
    }
    // Every payment type has a provider (the card types are checked above).
    expect(PAYMENT_TYPES.filter((t) => !(t in expected))).toEqual([
      'TARJETA DE DEBITO',
      'TARJETA DE CREDITO',
    ]);
  });

  it('each line loads the provider that declares its kind; an unknown kind is refused', async () => {
    expect(PROVIDER_KINDS).toHaveLength(15);
    for (const kind of PROVIDER_KINDS) expect((await loadProvider(kind)).kind).toBe(kind);
    await expect(loadProvider('cheque')).rejects.toThrow('No payment provider "cheque"');
  });

  it('a return annuls through the card provider of its machine: only the SmartPOS annuls here', async () => {
    const annuls = async (machine: MachineKind) =>
      typeof (await cardProviderFor(machine)).annul === 'function';
    expect(await annuls('smartPos')).toBe(true);
    expect(await annuls('mercadoPago')).toBe(false);
    expect(await annuls('redelcom')).toBe(false);
    expect(await annuls('browser')).toBe(false);
  });
});
