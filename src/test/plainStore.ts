import type { Store } from '@/domain/types.ts';

/**
 * A store with the usual price lists and no optional features (no recommended products, MACH or
 * Redpay): what a component test renders lists and lines against when the store's flags do not
 * matter.
 */
export const PLAIN_STORE: Store = {
  id: 1,
  price_list_id: 1,
  club_price_list_id: 2,
  bulk_price_list_id: 3,
  rappi_price_list_id: 4,
  rappi_turbo_price_list_id: 5,
  ubereats_price_list_id: 6,
  pedidosya_price_list_id: 7,
  goodmeal_price_list_id: 8,
  recommended_active: false,
  recommended_auto_show: false,
  mach_active: false,
  redpay_active: false,
};
