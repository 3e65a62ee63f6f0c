import type { BuyType } from './types.ts';

export type DeliveryPlatform = Exclude<BuyType, 'socio' | 'no-socio'>;

/**
 * One button per platform, each behind its store flag (spec 001 §3 "Store flags for delivery
 * buttons"; cornershop_active is the contract's modelled flag). Names as spec 001 §1 writes them.
 */
export const DELIVERY_PLATFORMS: ReadonlyArray<{ buyType: DeliveryPlatform; flag: string; label: string }> = [
  { buyType: 'rappi', flag: 'rappi_active', label: 'Rappi' },
  { buyType: 'rappi-turbo', flag: 'rappi_turbo_active', label: 'Rappi Turbo' },
  { buyType: 'rappi-payless', flag: 'rappi_payless_active', label: 'Rappi Payless' },
  { buyType: 'ubereats', flag: 'ubereats_active', label: 'Uber Eats' },
  { buyType: 'pedidosya', flag: 'pedidosya_active', label: 'PedidosYa' },
  { buyType: 'cornershop', flag: 'cornershop_active', label: 'Cornershop' },
  { buyType: 'goodmeal', flag: 'goodmeal_active', label: 'GoodMeal' },
];

export function enabledPlatforms(store: Readonly<Record<string, unknown>> | undefined) {
  return DELIVERY_PLATFORMS.filter((p) => store?.[p.flag] === true);
}

/** Uber Eats with the integration flag goes to its delivery-order screen (spec 001 §2). */
export function usesUberEatsIntegration(
  platform: DeliveryPlatform,
  store: Readonly<Record<string, unknown>> | undefined,
): boolean {
  return platform === 'ubereats' && store?.ubereats_active_integration === true;
}

/** Whether the home shows the delivery entry: any platform enabled on the store. */
export function hasAnyDeliveryPlatform(store: Readonly<Record<string, unknown>> | undefined): boolean {
  return enabledPlatforms(store).length > 0;
}
