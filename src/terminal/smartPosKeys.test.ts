import { describe, expect, it } from 'vitest';
import { hasSmartPosKeys } from './cookies';
import { createSimulatorTerminal, SIMULATED_TERMINAL_ID } from './simulator';
import { prepareSmartPosKeys } from './smartPosKeys';
import { createCookieJar } from './testing';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: object) => `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;
const WITH_CREDENTIALS = token({ exp: 9_999_999_999, smartPOS: { api_key: 'k-1', flavor: 'demo' } });

describe('SmartPOS keys on startup (spec 001 §4 "Session")', () => {
  it('sets the token credentials and requests the keys when the cookie is not "true"', async () => {
    const jar = createCookieJar();
    const terminal = createSimulatorTerminal({ kind: 'smartPos', cookies: jar, storage: null });
    await expect(prepareSmartPosKeys(terminal, WITH_CREDENTIALS, jar)).resolves.toEqual({
      kind: 'loaded',
      terminalId: SIMULATED_TERMINAL_ID,
    });
    expect(terminal.calls.map((c) => c.operation)).toEqual(['setCredentials', 'loadKeys']);
    expect(terminal.calls[0]).toMatchObject({ credentials: { apiKey: 'k-1', flavor: 'demo' } });
    expect(hasSmartPosKeys(jar)).toBe(true);
    // Next start: the credentials again, the keys not asked for again.
    await expect(prepareSmartPosKeys(terminal, WITH_CREDENTIALS, jar)).resolves.toEqual({
      kind: 'alreadyLoaded',
    });
    expect(terminal.calls.filter((c) => c.operation === 'loadKeys')).toHaveLength(1);
  });

  it('a failed key load gives the spec text; no credentials or no SmartPOS: nothing is asked', async () => {
    const jar = createCookieJar();
    const failing = createSimulatorTerminal({
      kind: 'smartPos',
      cookies: jar,
      storage: null,
      loadKeys: 'fail',
    });
    const failed = await prepareSmartPosKeys(failing, WITH_CREDENTIALS, jar);
    expect(failed).toMatchObject({ kind: 'failed' });
    expect(failed.kind === 'failed' && failed.message).toMatch(/^SmartPOS loadKeys Error: /);

    const smartPos = createSimulatorTerminal({ kind: 'smartPos', cookies: jar, storage: null });
    await expect(prepareSmartPosKeys(smartPos, token({ exp: 9_999_999_999 }), jar)).resolves.toEqual({
      kind: 'noCredentials',
    });
    await expect(prepareSmartPosKeys(smartPos, null, jar)).resolves.toEqual({ kind: 'noCredentials' });
    expect(smartPos.calls).toEqual([]);
    const store = createSimulatorTerminal({ kind: 'redelcom', cookies: jar, storage: null });
    await expect(prepareSmartPosKeys(store, WITH_CREDENTIALS, jar)).resolves.toEqual({ kind: 'notSmartPos' });
    expect(store.calls).toEqual([]);
  });
});
