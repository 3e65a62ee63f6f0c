import { describe, expect, it } from 'vitest';
import { enabledPlatforms, hasAnyDeliveryPlatform, usesUberEatsIntegration } from './deliveryPlatforms.ts';

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
  it('shows the delivery entry only when some platform is on', () => {
    expect(hasAnyDeliveryPlatform({ cornershop_active: true })).toBe(true);
    expect(hasAnyDeliveryPlatform({ rappi_active: false })).toBe(false);
    expect(hasAnyDeliveryPlatform(undefined)).toBe(false);
  });
  it('sends Uber Eats to its order screen only with the integration flag', () => {
    expect(usesUberEatsIntegration('ubereats', { ubereats_active_integration: true })).toBe(true);
    expect(usesUberEatsIntegration('ubereats', { ubereats_active_integration: false })).toBe(false);
    expect(usesUberEatsIntegration('rappi', { ubereats_active_integration: true })).toBe(false);
  });
});
