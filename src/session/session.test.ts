import { afterAll, beforeEach, describe, expect, it } from 'vitest';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  clear() {
    this.data.clear();
  }
}

const user = { id: 1, name: 'Vendedor Demo', rut: '11111111-1', store_id: 1, Store: { id: 1 } };

/** Loads session.ts afresh over a storage holding `state` as pos.session. */
async function loadWith(state: Record<string, unknown>) {
  const storage = new MemoryStorage();
  storage.setItem('pos.session', JSON.stringify({ version: 1, state }));
  (globalThis as { localStorage?: unknown }).localStorage = storage;
  const { vi } = await import('vitest');
  vi.resetModules();
  return import('./session.ts');
}

const saved = {
  user,
  accessToken: 'x.y.z',
  machineNumber: '7',
  smartPosTerminalId: null,
  isMercadopagoMachine: false,
  eanFromCamera: null,
};

beforeEach(() => {
  (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
});
// The unit project shares its workers between files: the next one starts with no storage.
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('persisted session', () => {
  it('loads a session saved before the expiry fields existed', async () => {
    const { session } = await loadWith(saved);
    expect(session.get()).toMatchObject({ user, machineNumber: '7', expired: false, lastSellerId: null });
  });

  it.each([['9'.repeat(10_000)], ['12a'], [''], ['12345678901']])(
    'drops an out-of-bounds machine number (%s) on load, keeping the seller',
    async (machineNumber) => {
      const { session } = await loadWith({ ...saved, machineNumber });
      expect(session.get().machineNumber).toBeNull();
      expect(session.get().user).toEqual(user);
    },
  );

  it('keeps a 10-digit machine number with leading zeros', async () => {
    const { session } = await loadWith({ ...saved, machineNumber: '0000000001' });
    expect(session.get().machineNumber).toBe('0000000001');
  });

  it('drops a resume path that leaves the app', async () => {
    const { session } = await loadWith({ ...saved, resumePath: '//evil.example/x' });
    expect(session.get().resumePath).toBeNull();
    expect(session.get().user).toEqual(user);
  });

  it('stores only a valid machine number', async () => {
    const { session, setMachineNumber } = await loadWith(saved);
    expect(setMachineNumber('9'.repeat(10_000))).toBe(false);
    expect(setMachineNumber(' 12 ')).toBe(true);
    expect(session.get().machineNumber).toBe('12');
  });
});
