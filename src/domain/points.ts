/**
 * Club points (liquipuntos): spec 000 §2 /perfil, §3 Points response, §8, §9.
 */
import type { PointsResponse } from './types';

/** The profile screen tells the usable points only above this balance. */
export const POINTS_PROFILE_THRESHOLD = 500;

/**
 * Usable balance = cash + points - reserved. A failed fetch (null/undefined) or non-finite values
 * give 0; a negative result (more reserved than held) is shown as 0.
 */
export function usablePoints(response: PointsResponse | null | undefined): number {
  if (!response) return 0;
  const usable = response.cash + response.points - response.reserved;
  return Number.isFinite(usable) ? Math.max(0, Math.floor(usable)) : 0;
}

/** Whether /perfil shows how many points can be used: strictly above 500. */
export function showsProfilePoints(usable: number): boolean {
  return usable > POINTS_PROFILE_THRESHOLD;
}
