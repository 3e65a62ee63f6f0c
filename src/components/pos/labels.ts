import type { DiscountSummary } from '@/domain/cart';
import type { ProductPriceKind } from '@/domain/productPrice';

/**
 * Spanish labels the specs do not show, chosen by this project (see src/components/README.md).
 * Texts the specs do show are written inline in the components, copied exactly.
 */

export type LineDiscountKind =
  | 'club'
  | 'bulk'
  | 'clubGeneral'
  | 'sellout'
  | 'recommended'
  | 'offers'
  | 'coupon';

export const DISCOUNT_LABELS: Record<keyof DiscountSummary, string> = {
  bulk: 'Descuento mayorista',
  club: 'Descuento club',
  clubGeneral: 'Descuento club general',
  sellout: 'Descuento sellout',
  recommended: 'Descuento recomendado',
  offers: 'Descuento ofertas',
  coupon: 'Descuento cupón',
  total: 'Total descuentos',
};

/** Order in which discounts are listed. */
export const DISCOUNT_ORDER: LineDiscountKind[] = [
  'club',
  'clubGeneral',
  'bulk',
  'sellout',
  'recommended',
  'offers',
  'coupon',
];

/** A price kind a badge names; the same kinds the domain's card price view gives. */
export type PriceBadgeKind = ProductPriceKind;

export const PRICE_BADGE_LABELS: Record<PriceBadgeKind, string> = {
  club: 'Precio club',
  bulk: 'Mayorista',
  sellout: 'Sellout',
  recommended: 'Recomendado',
};

/** The wholesale line of a card: "Precio mayorista" ... "desde 6 u." (see docs/DECISIONS.md). */
export const BULK_LINE_LABEL = 'Precio mayorista';
export function bulkFromLabel(minQuantity: number): string {
  return `desde ${minQuantity} u.`;
}

// Name truncation and the recommended "-15%" label are rules of src/domain/text.ts
// (truncateName, isLongName, recommendedLabel): components call them there.
