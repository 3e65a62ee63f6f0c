import { describe, expect, it } from 'vitest';
import { type DetectStorage, detectMachineKind, detectTerminal, TERMINAL_STORAGE_KEY } from './detect';
import { parseSimulatorQuery } from './simulatorOptions';

function memoryStorage(initial: Record<string, string> = {}): DetectStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}

const connectedMp = { isConnected: () => true };

describe('detectMachineKind', () => {
  it('is SmartPOS when the SDK object exists', () => {
    expect(detectMachineKind({ SmartPOS: {} })).toBe('smartPos');
    expect(detectMachineKind({ SmartPOS: {}, MercadoPagoBridge: connectedMp })).toBe('smartPos');
  });

  it('is Mercado Pago only with a connected channel', () => {
    expect(detectMachineKind({ MercadoPagoBridge: connectedMp })).toBe('mercadoPago');
    expect(detectMachineKind({ MercadoPagoBridge: { isConnected: () => false } })).toBe('redelcom');
  });

  it('defaults to Redelcom', () => {
    expect(detectMachineKind({})).toBe('redelcom');
    expect(detectMachineKind({ SmartPOS: null })).toBe('redelcom');
  });
});

describe('detectTerminal', () => {
  it('uses the native machine when nothing is forced', () => {
    expect(detectTerminal({ SmartPOS: {}, location: { search: '' } }, { allowForce: true })).toEqual({
      mode: 'native',
      kind: 'smartPos',
    });
  });

  it('forces the simulator from the query and remembers it', () => {
    const storage = memoryStorage();
    const choice = detectTerminal(
      { SmartPOS: {}, location: { search: '?terminal=smartPos&printer=paper&next=/compra' } },
      { allowForce: true, storage },
    );
    expect(choice).toEqual({ mode: 'simulator', query: 'terminal=smartPos&printer=paper' });
    expect(choice.mode === 'simulator' && parseSimulatorQuery(choice.query)).toEqual({
      kind: 'smartPos',
      printer: 'paper',
    });
    expect(storage.data.get(TERMINAL_STORAGE_KEY)).toBe('terminal=smartPos&printer=paper');
  });

  it('reads a remembered choice from local storage (a query or only a kind)', () => {
    expect(
      detectTerminal(
        { location: { search: '' } },
        {
          allowForce: true,
          storage: memoryStorage({ [TERMINAL_STORAGE_KEY]: 'terminal=mercadoPago&payment=reject' }),
        },
      ),
    ).toEqual({ mode: 'simulator', query: 'terminal=mercadoPago&payment=reject' });
    expect(
      detectTerminal({}, { allowForce: true, storage: memoryStorage({ [TERMINAL_STORAGE_KEY]: 'browser' }) }),
    ).toEqual({ mode: 'simulator', query: 'terminal=browser' });
    expect(
      detectTerminal(
        {},
        { allowForce: true, storage: memoryStorage({ [TERMINAL_STORAGE_KEY]: 'simulator' }) },
      ),
    ).toEqual({ mode: 'simulator', query: 'terminal=simulator' });
  });

  it('?terminal=auto forgets the remembered choice', () => {
    const storage = memoryStorage({ [TERMINAL_STORAGE_KEY]: 'browser' });
    expect(detectTerminal({ location: { search: '?terminal=auto' } }, { allowForce: true, storage })).toEqual(
      {
        mode: 'native',
        kind: 'redelcom',
      },
    );
    expect(storage.data.has(TERMINAL_STORAGE_KEY)).toBe(false);
  });

  it('ignores forcing when not allowed (production)', () => {
    const storage = memoryStorage({ [TERMINAL_STORAGE_KEY]: 'browser' });
    expect(
      detectTerminal({ location: { search: '?terminal=smartPos' } }, { allowForce: false, storage }),
    ).toEqual({ mode: 'native', kind: 'redelcom' });
  });

  it('ignores unknown forced values and broken storage', () => {
    const broken: DetectStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    expect(
      detectTerminal({ location: { search: '?terminal=atm' } }, { allowForce: true, storage: broken }),
    ).toEqual({
      mode: 'native',
      kind: 'redelcom',
    });
    expect(
      detectTerminal({ location: { search: '?terminal=browser' } }, { allowForce: true, storage: broken }),
    ).toEqual({ mode: 'simulator', query: 'terminal=browser' });
  });
});
