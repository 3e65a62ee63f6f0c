import { type CookieJar, SMART_POS_KEYS_COOKIE, SMART_POS_KEYS_MAX_AGE_S } from './types';

function defaultJar(): CookieJar | null {
  return typeof document === 'undefined' ? null : document;
}

function readCookie(jar: CookieJar, name: string): string | null {
  for (const part of jar.cookie.split(';')) {
    const [rawName, ...rest] = part.split('=');
    if (rawName?.trim() === name) return decodeURIComponent(rest.join('=').trim());
  }
  return null;
}

/** The SmartPOS keys are loaded when the smart_pos_keys cookie is "true" (001 §5 "Payment options"). */
export function hasSmartPosKeys(jar: CookieJar | null = defaultJar()): boolean {
  return jar !== null && readCookie(jar, SMART_POS_KEYS_COOKIE) === 'true';
}

/** Stores smart_pos_keys=true for one day (001 §9), after a key load with code "0". */
export function markSmartPosKeysLoaded(jar: CookieJar | null = defaultJar()): void {
  if (jar === null) return;
  jar.cookie = `${SMART_POS_KEYS_COOKIE}=true; max-age=${SMART_POS_KEYS_MAX_AGE_S}; path=/`;
}

/** Logout clears the SmartPOS keys cookie (001 §4 "Session"). */
export function clearSmartPosKeys(jar: CookieJar | null = defaultJar()): void {
  if (jar === null) return;
  jar.cookie = `${SMART_POS_KEYS_COOKIE}=; max-age=0; path=/`;
}
