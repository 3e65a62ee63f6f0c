import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPersistedStore,
  loadPersisted,
  onDiscarded,
  resetPersistedStores,
  takeDiscarded,
  WRITE_DEFER_MAX_MS,
} from './persisted.ts';

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
// The unit project shares its workers between files: the next file starts with no window and no
// storage, as Node has none (a window left here made the API's calls relative, and fail).
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'window');
  Reflect.deleteProperty(globalThis, 'localStorage');
});

beforeEach(() => {
  (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
});

describe('persisted store', () => {
  it('saves every change and restores it on the next start', () => {
    const first = createPersistedStore({ key: 'k', version: 1, schema, initial, label: 'la prueba' });
    first.set((s) => ({ ...s, count: 3 }));
    const second = createPersistedStore({ key: 'k', version: 1, schema, initial, label: 'la prueba' });
    expect(second.get()).toEqual({ count: 3, name: 'nuevo' });
  });

  it('resets corrupted JSON instead of crashing, and removes it', () => {
    localStorage.setItem('k', '{not json');
    const store = createPersistedStore({ key: 'k', version: 1, schema, initial, label: 'la prueba' });
    expect(store.get()).toEqual(initial());
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('resets state that fails validation', () => {
    localStorage.setItem('k', JSON.stringify({ version: 1, state: { count: 'tres', name: 'x' } }));
    expect(createPersistedStore({ key: 'k', version: 1, schema, initial, label: 'la prueba' }).get()).toEqual(
      initial(),
    );
  });

  it('resets state saved by an older version of the app', () => {
    localStorage.setItem('k', JSON.stringify({ version: 0, state: { count: 2, name: 'x' } }));
    expect(loadPersisted('k', 1, schema)).toBeNull();
  });

  it('tells each dropped value once, by its label; a missing or readable value is not told', () => {
    takeDiscarded();
    const heard = vi.fn();
    const stop = onDiscarded(heard);
    createPersistedStore({ key: 'ok', version: 1, schema, initial, label: 'nada' });
    localStorage.setItem('ok2', JSON.stringify({ version: 1, state: { count: 1, name: 'a' } }));
    createPersistedStore({ key: 'ok2', version: 1, schema, initial, label: 'nada' });
    expect(takeDiscarded()).toEqual([]);
    localStorage.setItem('a', '{not json');
    localStorage.setItem('b', JSON.stringify({ version: 0, state: { count: 2, name: 'x' } }));
    localStorage.setItem('c', JSON.stringify({ version: 1, state: { count: 'tres', name: 'x' } }));
    createPersistedStore({ key: 'a', version: 1, schema, initial, label: 'la venta' });
    createPersistedStore({ key: 'b', version: 1, schema, initial, label: 'el pago' });
    createPersistedStore({ key: 'c', version: 1, schema, initial, label: 'la sesión' });
    expect(heard).toHaveBeenCalledTimes(3);
    expect(takeDiscarded()).toEqual(['la venta', 'el pago', 'la sesión']);
    expect(takeDiscarded()).toEqual([]);
    stop();
  });

  it('reset() goes back to the initial state and saves it', () => {
    const store = createPersistedStore({ key: 'k', version: 1, schema, initial, label: 'la prueba' });
    store.set(() => ({ count: 9, name: 'z' }));
    store.reset();
    expect(JSON.parse(localStorage.getItem('k') ?? '{}').state).toEqual(initial());
  });

  it('resetPersistedStores() puts every store back, written, with a change not written yet dropped', () => {
    const a = createPersistedStore({ key: 'test.all.a', version: 1, schema, initial, label: 'a' });
    const b = createPersistedStore({ key: 'test.all.b', version: 1, schema, initial, label: 'b' });
    a.set(() => ({ count: 3, name: 'a' }));
    a.flush();
    b.set(() => ({ count: 4, name: 'b' }));
    resetPersistedStores();
    expect([a.get(), b.get()]).toEqual([initial(), initial()]);
    // Nothing pending brings an old value back when the page is left.
    page.dispatchEvent(new Event('pagehide'));
    expect(loadPersisted('test.all.a', 1, schema)).toEqual(initial());
    expect(loadPersisted('test.all.b', 1, schema)).toEqual(initial());
  });

  it('writes a change after the press, not inside it, once for a run of changes', () => {
    vi.useFakeTimers();
    try {
      const store = createPersistedStore({ key: 'k', version: 1, schema, initial, label: 'la prueba' });
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

  it('with frames and idle callbacks, writes once the change is painted and the page is idle', () => {
    const frames: Array<() => void> = [];
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    vi.stubGlobal('requestIdleCallback', (cb: () => void, options?: { timeout?: number }) => {
      expect(options?.timeout).toBe(WRITE_DEFER_MAX_MS);
      return idle.push(cb);
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    vi.useFakeTimers();
    try {
      const store = createPersistedStore({ key: 'k', version: 1, schema, initial, label: 'la prueba' });
      const writes = vi.spyOn(localStorage, 'setItem');
      store.set((s) => ({ ...s, count: 1 }));
      store.set((s) => ({ ...s, count: 2 }));
      // not idle before the change's frame has run
      expect(frames).toHaveLength(1);
      expect(idle).toHaveLength(0);
      frames[0]?.();
      expect(idle).toHaveLength(1);
      vi.advanceTimersByTime(WRITE_DEFER_MAX_MS - 1);
      expect(writes).not.toHaveBeenCalled();
      idle[0]?.();
      expect(writes).toHaveBeenCalledTimes(1);
      expect(JSON.parse(localStorage.getItem('k') ?? '{}').state).toEqual({ count: 2, name: 'nuevo' });
      // the backstop does not write the same state again
      vi.advanceTimersByTime(WRITE_DEFER_MAX_MS);
      expect(writes).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('a change is on storage once the page is left (pagehide), before any timer runs', () => {
    vi.useFakeTimers();
    try {
      const store = createPersistedStore({ key: 'k', version: 1, schema, initial, label: 'la prueba' });
      store.set((s) => ({ ...s, count: 5 }));
      expect(localStorage.getItem('k')).toBeNull();
      page.dispatchEvent(new Event('pagehide'));
      expect(JSON.parse(localStorage.getItem('k') ?? '{}').state).toEqual({ count: 5, name: 'nuevo' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('flush() writes the pending change now (what must be stored before a request is sent)', () => {
    const store = createPersistedStore({ key: 'k', version: 1, schema, initial, label: 'la prueba' });
    store.set((s) => ({ ...s, name: 'pedido' }));
    store.flush();
    expect(JSON.parse(localStorage.getItem('k') ?? '{}').state).toEqual({ count: 0, name: 'pedido' });
  });

  it('reload() takes what another tab stored over a change not written yet', () => {
    const store = createPersistedStore({ key: 'k', version: 1, schema, initial, label: 'la prueba' });
    store.set((s) => ({ ...s, count: 1 }));
    localStorage.setItem('k', JSON.stringify({ version: 1, state: { count: 7, name: 'otra' } }));
    store.reload();
    expect(store.get()).toEqual({ count: 7, name: 'otra' });
    expect(JSON.parse(localStorage.getItem('k') ?? '{}').state).toEqual({ count: 7, name: 'otra' });
  });
});
