import { jwtDecode } from 'jwt-decode';

export interface TokenClaims {
  exp?: number;
  smartPOS?: { api_key?: string; flavor?: string };
}

export function readClaims(token: string): TokenClaims | null {
  try {
    return jwtDecode<TokenClaims>(token);
  } catch {
    return null;
  }
}

/**
 * Spec 001 §5: token validity is judged by its exp claim against the current time.
 * A token that cannot be decoded counts as expired; one without exp is left to the server
 * (a 401 still logs out).
 */
export function isTokenExpired(token: string, now: Date): boolean {
  const claims = readClaims(token);
  if (!claims) return true;
  if (typeof claims.exp !== 'number') return false;
  return claims.exp * 1000 <= now.getTime();
}
