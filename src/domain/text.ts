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
  return name.length > LONG_NAME_THRESHOLD ? `${name.slice(0, LONG_NAME_CUT)}...` : name;
}

/** Percentage off of the recommended price, rounded: round((normal - recommended) / normal * 100). */
export function recommendedDiscountPercent(normal: number, recommended: number): number {
  if (normal <= 0 || recommended >= normal) return 0;
  return Math.round(((normal - recommended) * 100) / normal);
}

/**
 * The recommended discount label ("-15%") shows only when the exact discount exceeds 1%;
 * null otherwise.
 */
export function recommendedLabel(normal: number, recommended: number): string | null {
  if (normal <= 0 || ((normal - recommended) * 100) / normal <= 1) return null;
  return `-${recommendedDiscountPercent(normal, recommended)}%`;
}
