/**
 * Display rules for names and labels (spec 000 §9).
 */

export const LONG_NAME_THRESHOLD = 30;
export const LONG_NAME_CUT = 40;

/**
 * Names over 30 characters are cut at 40 and get "..." appended (so a 31-40 character name is
 * kept whole plus "..."); names of 30 or fewer are unchanged.
 */
export function truncateName(name: string): string {
  return isLongName(name) ? `${name.slice(0, LONG_NAME_CUT)}...` : name;
}

/**
 * Whether `truncateName` shortens the name (over 30 characters). Where a name is shown short,
 * the whole name goes in its title; where the seller confirms (cart line, toasts, dialogs) the
 * whole name is shown, since names that differ only at the end look alike when cut.
 */
export function isLongName(name: string): boolean {
  return name.length > LONG_NAME_THRESHOLD;
}

/** Percentage off of the recommended price, rounded: round((normal - recommended) / normal * 100). */
export function recommendedDiscountPercent(normal: number, recommended: number): number {
  if (normal <= 0 || recommended >= normal) return 0;
  return Math.round(((normal - recommended) * 100) / normal);
}

/**
 * The recommended discount label ("-15%") shows only when the exact discount exceeds 1%
 * (1.0% none, 1.01% "-1%", 1.5% "-2%"); null otherwise. The one rule for every component that
 * shows it (product card, slider, personalised offer, cart line).
 */
export function recommendedLabel(normal: number, recommended: number): string | null {
  // (normal - recommended) / normal > 1 / 100, compared without dividing (exact for integer CLP)
  if (normal <= 0 || (normal - recommended) * 100 <= normal) return null;
  return `-${recommendedDiscountPercent(normal, recommended)}%`;
}
