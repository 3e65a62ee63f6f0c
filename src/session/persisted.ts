import { Store } from '@tanstack/store';
import * as v from 'valibot';

/**
 * A store whose state lives in localStorage and is validated on load: what fails validation
 * (corrupted JSON, an older shape, a hand-edited value) is dropped and the initial state is
 * used instead, so a bad saved value never crashes the app.
 */
export interface PersistedStore<T> {
  readonly store: Store<T>;
  readonly key: string;
  get(): T;
  set(updater: (prev: T) => T): void;
  reset(): void;
  /** Re-reads storage (e.g. after another tab changed it). */
  reload(): void;
}

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

export function loadPersisted<TSchema extends v.GenericSchema>(
  key: string,
  version: number,
  schema: TSchema,
): v.InferOutput<TSchema> | null {
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
    return null;
  }
}

export function createPersistedStore<TSchema extends v.GenericSchema>(options: {
  key: string;
  version: number;
  schema: TSchema;
  initial: () => v.InferOutput<TSchema>;
}): PersistedStore<v.InferOutput<TSchema>> {
  type T = v.InferOutput<TSchema>;
  const { key, version, schema, initial } = options;
  const store = new Store<T>(loadPersisted(key, version, schema) ?? initial());

  const save = (state: T) => {
    const ls = storage();
    if (!ls) return;
    try {
      ls.setItem(key, JSON.stringify({ version, state } satisfies Envelope));
    } catch {
      // Storage full or unavailable: the app keeps working with in-memory state.
    }
  };
  store.subscribe((state) => save(state));

  return {
    store,
    key,
    get: () => store.state,
    set: (updater) => store.setState(updater),
    reset: () => store.setState(() => initial()),
    reload: () => store.setState(() => loadPersisted(key, version, schema) ?? initial()),
  };
}
