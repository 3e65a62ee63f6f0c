import * as v from 'valibot';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPersistedStore, loadPersisted, WRITE_DEFER_MAX_MS } from './persisted.ts';

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

/** The page's window (node has none): the store listens to its pagehide / beforeunload. */
const page = new EventTarget();
beforeAll(() => {
  (globalThis as { window?: unknown }).window = page;
});

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

  it('writes a change after the press, not inside it, once for a run of changes', () => {
    vi.useFakeTimers();
    try {
      const store = createPersistedStore({ key: 'k', version: 1, schema, initial });
      const writes = vi.spyOn(localStorage, 'setItem');
      store.set((s) => ({ ...s, count: 1 }));
      store.set((s) => ({ ...s, count: 2 }));
      expect(localStorage.getItem('k')).toBeNull();
      vi.advanceTimersByTime(WRITE_DEFER_MAX_MS);
      expect(writes).toHaveBeenCalledTimes(1);
      expect(JSON.parse(localStorage.getItem('k') ?? '{}').state).toEqual({ count: 2, name: 'nuevo' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a change is on storage once the page is left (pagehide), before any timer runs', () => {
    vi.useFakeTimers();
    try {
      const store = createPersistedStore({ key: 'k', version: 1, schema, initial });
      store.set((s) => ({ ...s, count: 5 }));
      expect(localStorage.getItem('k')).toBeNull();
      page.dispatchEvent(new Event('pagehide'));
      expect(JSON.parse(localStorage.getItem('k') ?? '{}').state).toEqual({ count: 5, name: 'nuevo' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('flush() writes the pending change now (what must be stored before a request is sent)', () => {
    const store = createPersistedStore({ key: 'k', version: 1, schema, initial });
    store.set((s) => ({ ...s, name: 'pedido' }));
    store.flush();
    expect(JSON.parse(localStorage.getItem('k') ?? '{}').state).toEqual({ count: 0, name: 'pedido' });
  });

  it('reload() takes what another tab stored over a change not written yet', () => {
    const store = createPersistedStore({ key: 'k', version: 1, schema, initial });
    store.set((s) => ({ ...s, count: 1 }));
    localStorage.setItem('k', JSON.stringify({ version: 1, state: { count: 7, name: 'otra' } }));
    store.reload();
    expect(store.get()).toEqual({ count: 7, name: 'otra' });
    expect(JSON.parse(localStorage.getItem('k') ?? '{}').state).toEqual({ count: 7, name: 'otra' });
  });
});
