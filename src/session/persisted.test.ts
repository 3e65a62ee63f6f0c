import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { createPersistedStore, loadPersisted } from './persisted.ts';

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

const schema = v.object({ count: v.pipe(v.number(), v.integer()), name: v.string() });
const initial = () => ({ count: 0, name: 'nuevo' });

beforeEach(() => {
  (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
});

describe('persisted store', () => {
  it('saves every change and restores it on the next start', () => {
    const first = createPersistedStore({ key: 'k', version: 1, schema, initial });
    first.set((s) => ({ ...s, count: 3 }));
    const second = createPersistedStore({ key: 'k', version: 1, schema, initial });
    expect(second.get()).toEqual({ count: 3, name: 'nuevo' });
  });

  it('resets corrupted JSON instead of crashing, and removes it', () => {
    localStorage.setItem('k', '{not json');
    const store = createPersistedStore({ key: 'k', version: 1, schema, initial });
    expect(store.get()).toEqual(initial());
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('resets state that fails validation', () => {
    localStorage.setItem('k', JSON.stringify({ version: 1, state: { count: 'tres', name: 'x' } }));
    expect(createPersistedStore({ key: 'k', version: 1, schema, initial }).get()).toEqual(initial());
  });

  it('resets state saved by an older version of the app', () => {
    localStorage.setItem('k', JSON.stringify({ version: 0, state: { count: 2, name: 'x' } }));
    expect(loadPersisted('k', 1, schema)).toBeNull();
  });

  it('reset() goes back to the initial state and saves it', () => {
    const store = createPersistedStore({ key: 'k', version: 1, schema, initial });
    store.set(() => ({ count: 9, name: 'z' }));
    store.reset();
    expect(JSON.parse(localStorage.getItem('k') ?? '{}').state).toEqual(initial());
  });
});
