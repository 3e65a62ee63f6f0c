import type { BuyType } from './types.ts';

export type DeliveryPlatform = Exclude<BuyType, 'socio' | 'no-socio'>;

/** The store flags that show a delivery button (spec 001 §3). */
export type DeliveryButtonFlag =
  | 'rappi_active'
  | 'rappi_turbo_active'
  | 'rappi_payless_active'
  | 'ubereats_active'
  | 'pedidosya_active'
  | 'goodmeal_active'
  | 'tbk_smart_pos_active';

/**
 * One button per platform, each behind its store flag (spec 001 §3 "Store flags for delivery
 * buttons": rappi_active, rappi_turbo_active, rappi_payless_active, ubereats_active,
 * ubereats_active_integration, pedidosya_active, goodmeal_active, tbk_smart_pos_active).
 * Cornershop has no flag of its own in that list: its button follows tbk_smart_pos_active, the
 * one flag left, which fits it (a Cornershop payment carries a Transbank code, spec 001 §7).
 * ubereats_active_integration only changes where Uber Eats goes. Names as spec 001 §1 writes them.
 */
export const DELIVERY_PLATFORMS: ReadonlyArray<{
  buyType: DeliveryPlatform;
  flag: DeliveryButtonFlag;
  label: string;
}> = [
  { buyType: 'rappi', flag: 'rappi_active', label: 'Rappi' },
  { buyType: 'rappi-turbo', flag: 'rappi_turbo_active', label: 'Rappi Turbo' },
  { buyType: 'rappi-payless', flag: 'rappi_payless_active', label: 'Rappi Payless' },
  { buyType: 'ubereats', flag: 'ubereats_active', label: 'Uber Eats' },
  { buyType: 'pedidosya', flag: 'pedidosya_active', label: 'PedidosYa' },
  { buyType: 'cornershop', flag: 'tbk_smart_pos_active', label: 'Cornershop' },
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
