import { Store } from '@tanstack/store';
import * as v from 'valibot';

/**
 * A store whose state lives in localStorage and is validated on load: what fails validation
 * (corrupted JSON, an older shape, a hand-edited value) is dropped and the initial state is
 * used instead, so a bad saved value never crashes the app.
 *
 * Writes are deferred past the paint (a "+" press on a 100-line cart must not pay a
 * JSON.stringify of the whole sale and a synchronous localStorage write before its frame):
 * changes mark the store dirty and one write of the latest state happens once the page is idle
 * (scheduleWrite; at most WRITE_DEFER_MAX_MS later).
 * Nothing is lost on a reload or a closed tab: `pagehide`, `beforeunload` and a hidden page
 * write every pending store synchronously. Code that needs the stored value now (an order
 * request persisted before it is sent) calls `flush()`; reading the same key again
 * (`loadPersisted`) and `reset()` / `reload()` write synchronously too.
 */
export interface PersistedStore<T> {
  readonly store: Store<T>;
  readonly key: string;
  get(): T;
  set(updater: (prev: T) => T): void;
  reset(): void;
  /** Re-reads storage (e.g. after another tab changed it). */
  reload(): void;
  /** Writes a pending change to storage now (no-op when storage already has the latest state). */
  flush(): void;
}

/** The longest a change waits in memory for an idle moment before it is written anyway. */
export const WRITE_DEFER_MAX_MS = 500;

/** What is stored under a key: the state with the version of its shape. */
const envelopeSchema = v.object({ version: v.number(), state: v.unknown() });

type Envelope = v.InferOutput<typeof envelopeSchema>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Pending writes by key: flushed on page exit, by flushPersisted() and before a load of the key. */
const pendingWrites = new Map<string, () => void>();

/** Writes every store's pending change now (page exit; tests). */
export function flushPersisted(): void {
  for (const write of [...pendingWrites.values()]) write();
}

let exitHooksInstalled = false;
function installExitHooks(): void {
  if (exitHooksInstalled || typeof window === 'undefined') return;
  exitHooksInstalled = true;
  window.addEventListener('pagehide', flushPersisted);
  window.addEventListener('beforeunload', flushPersisted);
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushPersisted();
    });
  }
}

/**
 * Runs `write` once the change is painted and the page is idle (an animation frame, then
 * requestIdleCallback): never between a press's input events and its frame, never delaying a
 * paint. Where there is no idle callback, in the frame after the one that paints the change (two
 * animation frames). At most WRITE_DEFER_MAX_MS later either way (a busy or hidden page; at once
 * after the current task where there are no frames). Returns a cancel.
 */
function scheduleWrite(write: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    write();
  };
  const frames = typeof requestAnimationFrame === 'function';
  const idle = typeof requestIdleCallback === 'function';
  let frame = 0;
  let idleHandle = 0;
  if (frames)
    frame = requestAnimationFrame(() => {
      if (idle) idleHandle = requestIdleCallback(run, { timeout: WRITE_DEFER_MAX_MS });
      else frame = requestAnimationFrame(run);
    });
  const backstop = setTimeout(run, frames ? WRITE_DEFER_MAX_MS : 0);
  return () => {
    done = true;
    if (frames) cancelAnimationFrame(frame);
    if (idleHandle !== 0) cancelIdleCallback(idleHandle);
    clearTimeout(backstop);
  };
}

/**
 * What each store holds, in the seller's words ("la venta en curso"), by key: the notice of a
 * discarded value names it (src/app/StorageNotice.tsx).
 */
const labels = new Map<string, string>();
/** Keys whose saved value was unreadable and was dropped, not yet told to the seller. */
const discarded = new Set<string>();
const discardListeners = new Set<() => void>();

/**
 * The labels of the saved values dropped since the last call (corrupted JSON, an older version,
 * a shape that fails validation), and forgets them: each is told once.
 */
export function takeDiscarded(): string[] {
  const taken = [...discarded].map((key) => labels.get(key) ?? key);
  discarded.clear();
  return taken;
}

/** Calls `listener` whenever a saved value is dropped; returns the unsubscribe. */
export function onDiscarded(listener: () => void): () => void {
  discardListeners.add(listener);
  return () => {
    discardListeners.delete(listener);
  };
}

function recordDiscarded(key: string): void {
  discarded.add(key);
  for (const listener of [...discardListeners]) listener();
}

export function loadPersisted<TSchema extends v.GenericSchema>(
  key: string,
  version: number,
  schema: TSchema,
): v.InferOutput<TSchema> | null {
  pendingWrites.get(key)?.();
  const ls = storage();
  const raw = ls?.getItem(key);
  if (!raw) return null;
  try {
    const envelope = v.parse(envelopeSchema, JSON.parse(raw));
    if (envelope.version !== version) throw new Error('old version');
    const result = v.safeParse(schema, envelope.state);
    if (!result.success) throw new Error('invalid');
    return result.output;
  } catch {
    ls?.removeItem(key);
    recordDiscarded(key);
    return null;
  }
}

/** Every persisted store of the app, for `resetPersistedStores`. */
const allStores = new Set<{ reset(): void }>();

/**
 * Every persisted store back to its initial state, written: what "Refrescar" (spec 001 §2) and
 * a test's fresh start need, so that no store's memory writes an old value back.
 */
export function resetPersistedStores(): void {
  for (const store of allStores) store.reset();
  discarded.clear();
}

export function createPersistedStore<TSchema extends v.GenericSchema>(options: {
  key: string;
  version: number;
  schema: TSchema;
  initial: () => v.InferOutput<TSchema>;
  /** What it holds, in the seller's words, for the notice when a saved value is dropped. */
  label: string;
}): PersistedStore<v.InferOutput<TSchema>> {
  type T = v.InferOutput<TSchema>;
  const { key, version, schema, initial, label } = options;
  labels.set(key, label);
  const store = new Store<T>(loadPersisted(key, version, schema) ?? initial());

  let cancel: (() => void) | null = null;
  const flush = () => {
    if (cancel === null) return;
    cancel();
    cancel = null;
    if (pendingWrites.get(key) === flush) pendingWrites.delete(key);
    const ls = storage();
    if (!ls) return;
    try {
      ls.setItem(key, JSON.stringify({ version, state: store.state } satisfies Envelope));
    } catch {
      // Storage full or unavailable: the app keeps working with in-memory state.
    }
  };
  const discard = () => {
    cancel?.();
    cancel = null;
    if (pendingWrites.get(key) === flush) pendingWrites.delete(key);
  };
  store.subscribe(() => {
    if (cancel !== null) return;
    installExitHooks();
    cancel = scheduleWrite(flush);
    pendingWrites.set(key, flush);
  });

  const persisted: PersistedStore<T> = {
    store,
    key,
    get: () => store.state,
    set: (updater) => store.setState(updater),
    reset: () => {
      store.setState(() => initial());
      flush();
    },
    reload: () => {
      // Storage wins over a change not written yet (another tab wrote it).
      discard();
      const fresh = loadPersisted(key, version, schema) ?? initial();
      store.setState(() => fresh);
      flush();
    },
    flush,
  };
  allStores.add(persisted);
  return persisted;
}
