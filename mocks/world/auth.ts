/**
 * Demo access tokens: JWT-shaped `base64url(header).base64url({ sub, exp, iat, store_id }).sig`.
 * The signature is a keyed hash computed by the world, so a token survives a reload of the
 * world (browser persistence, HTTP restarts) and a token the world did not issue is rejected.
 * Not cryptography: a demo.
 */
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
const SECRET = 'club-pos-demo-world';

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): string {
  const padded = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** FNV-1a, twice with different offsets: 64 bits of a keyed hash, hex. */
function keyedHash(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x5bd1e995;
  const input = `${SECRET}.${text}`;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x01000193 ^ 0x9e3779b1) >>> 0;
  }
  return h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0');
}

export interface TokenClaims {
  sub: number;
  store_id: number;
  iat: number;
  exp: number;
  /** Token id: two logins in the same second still get different tokens (logout revokes one). */
  jti: number;
  /** SmartPOS credentials (spec 001 §3 "Token claims read"), for stores with tbk_smart_pos_active. */
  smartPOS?: { api_key: string; flavor: string };
}

export function signToken(claims: TokenClaims): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  return `${header}.${payload}.${base64url(keyedHash(`${header}.${payload}`))}`;
}

/** The claims of a token this world signed, or null (malformed, forged). Expiry is checked by the caller. */
export function readToken(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, sig] = parts;
  if (header === undefined || payload === undefined || sig === undefined) return null;
  if (base64url(keyedHash(`${header}.${payload}`)) !== sig) return null;
  try {
    const claims: unknown = JSON.parse(fromBase64url(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const number = (key: keyof TokenClaims): number | null => {
      const value: unknown = Reflect.get(claims, key);
      return typeof value === 'number' ? value : null;
    };
    const sub = number('sub');
    const exp = number('exp');
    if (sub === null || exp === null) return null;
    return { sub, store_id: number('store_id') ?? 0, iat: number('iat') ?? 0, exp, jti: number('jti') ?? 0 };
  } catch {
    return null;
  }
}
