import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_PLATFORMS,
  enabledPlatforms,
  hasAnyDeliveryPlatform,
  usesUberEatsIntegration,
} from './deliveryPlatforms.ts';

/** Spec 001 §3 "Store flags for delivery buttons", in the spec's order. */
const SPEC_FLAGS = [
  'rappi_active',
  'rappi_turbo_active',
  'rappi_payless_active',
  'ubereats_active',
  'ubereats_active_integration',
  'pedidosya_active',
  'goodmeal_active',
  'tbk_smart_pos_active',
] as const;

describe('delivery platforms', () => {
  it('offers one button per platform whose store flag is on, in a fixed order', () => {
    const store = {
      rappi_active: true,
      ubereats_active: true,
      goodmeal_active: false,
      pedidosya_active: 'yes',
    };
    expect(enabledPlatforms(store).map((p) => p.label)).toEqual(['Rappi', 'Uber Eats']);
  });

  it('every button follows a flag of the spec list; no invented flag (cornershop_active)', () => {
    for (const p of DELIVERY_PLATFORMS) expect(SPEC_FLAGS).toContain(p.flag);
    expect(enabledPlatforms({ cornershop_active: true })).toEqual([]);
  });

  it('Cornershop is shown by tbk_smart_pos_active', () => {
    expect(enabledPlatforms({ tbk_smart_pos_active: true }).map((p) => p.buyType)).toEqual(['cornershop']);
    expect(
      enabledPlatforms({ tbk_smart_pos_active: false, rappi_active: true }).map((p) => p.buyType),
    ).toEqual(['rappi']);
  });

  it('property: the buttons are exactly the platforms whose flag is true, all seven with every flag on', () => {
    fc.assert(
      fc.property(fc.record(Object.fromEntries(SPEC_FLAGS.map((f) => [f, fc.boolean()]))), (store) => {
        const shown = enabledPlatforms(store).map((p) => p.buyType);
        expect(shown).toEqual(DELIVERY_PLATFORMS.filter((p) => store[p.flag] === true).map((p) => p.buyType));
        expect(hasAnyDeliveryPlatform(store)).toBe(shown.length > 0);
      }),
    );
    const all = Object.fromEntries(SPEC_FLAGS.map((f) => [f, true]));
    expect(enabledPlatforms(all).map((p) => p.label)).toEqual([
      'Rappi',
      'Rappi Turbo',
      'Rappi Payless',
      'Uber Eats',
      'PedidosYa',
      'Cornershop',
      'GoodMeal',
    ]);
  });

  it('shows the delivery entry only when some platform is on', () => {
    expect(hasAnyDeliveryPlatform({ tbk_smart_pos_active: true })).toBe(true);
    expect(hasAnyDeliveryPlatform({ ubereats_active_integration: true })).toBe(false);
    expect(hasAnyDeliveryPlatform({ rappi_active: false })).toBe(false);
    expect(hasAnyDeliveryPlatform(undefined)).toBe(false);
  });

  it('sends Uber Eats to its order screen only with the integration flag', () => {
    expect(usesUberEatsIntegration('ubereats', { ubereats_active_integration: true })).toBe(true);
    expect(usesUberEatsIntegration('ubereats', { ubereats_active_integration: false })).toBe(false);
    expect(usesUberEatsIntegration('rappi', { ubereats_active_integration: true })).toBe(false);
  });
});
