import { loadKeysErrorMessage } from '@/domain/messages.ts';
import { readClaims } from '@/session/token.ts';
import { hasSmartPosKeys } from './cookies';
import { isTerminalError } from './errors';
import type { CookieJar, TerminalAdapter } from './types';

export type SmartPosKeysOutcome =
  | { kind: 'notSmartPos' }
  | { kind: 'noCredentials' }
  | { kind: 'alreadyLoaded' }
  | { kind: 'loaded'; terminalId: string | null }
  | { kind: 'failed'; message: string };

/**
 * Spec 001 §4 "Session": on a SmartPOS with a token carrying smartPOS {api_key, flavor}, the
 * credentials are set on the terminal, and the keys are requested when the smart_pos_keys cookie
 * is not "true" (the terminal stores the cookie and its terminal id on code "0"). Run at startup
 * and after a login (the token arrives then).
 */
export async function prepareSmartPosKeys(
  terminal: TerminalAdapter,
  token: string | null,
  jar?: CookieJar | null,
): Promise<SmartPosKeysOutcome> {
  if (terminal.kind !== 'smartPos' || !terminal.capabilities.smartPosOptions) return { kind: 'notSmartPos' };
  const credentials = token ? readClaims(token)?.smartPOS : undefined;
  if (!credentials?.api_key || !credentials.flavor) return { kind: 'noCredentials' };
  terminal.setCredentials({ apiKey: credentials.api_key, flavor: credentials.flavor });
  if (hasSmartPosKeys(jar)) return { kind: 'alreadyLoaded' };
  try {
    const { terminalId } = await terminal.loadKeys();
    return { kind: 'loaded', terminalId };
  } catch (error) {
    return {
      kind: 'failed',
      message: isTerminalError(error) && error.message ? error.message : loadKeysErrorMessage('unknown'),
    };
  }
}
