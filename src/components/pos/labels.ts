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

/** Discount summary of the cart (spec 000 §3). */
export interface DiscountSummary {
  bulk: number;
  club: number;
  clubGeneral: number;
  sellout: number;
  recommended: number;
  offers: number;
  coupon: number;
  total: number;
}

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

export type PriceBadgeKind = 'club' | 'bulk' | 'sellout' | 'recommended';

export const PRICE_BADGE_LABELS: Record<PriceBadgeKind, string> = {
  club: 'Precio club',
  bulk: 'Mayorista',
  sellout: 'Sellout',
  recommended: 'Recomendado',
};

/** "15% dcto." only when the discount exceeds 1 % (spec 000 §9); otherwise null. */
export function percentOffLabel(percent: number | undefined): string | null {
  if (percent === undefined || percent <= 1) return null;
  return `${Math.round(percent)}% dcto.`;
}

/** Spec 000 §9: names over 30 characters are cut at 40 plus "...". */
export function truncateName(name: string): string {
  return name.length > 30 ? `${name.slice(0, 40)}...` : name;
}
