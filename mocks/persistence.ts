/**
 * The browser's demo world, persisted incrementally in localStorage (mocks/browser.ts).
 *
 * One key per record of every collection whose records have an `id` (products, orders,
 * payments, ...), one key per other field, and a small index; after a call only the keys whose
 * text changed are written (and the ones that disappeared removed), instead of the whole world
 * (about 220 KB of JSON) after every call. Comparing the texts costs one JSON.stringify of the
 * world in memory; what it saves is the storage writes, which are synchronous and the slow part.
 *
 * Layout under the prefix (`pos.demo-world`):
 * - `<prefix>` : `{ version, seededAt, fields: { products: 'records', seq: 'value', ... } }`
 * - `<prefix>:<field>` : the value of a 'value' field, or the ids (in order) of a 'records' field
 * - `<prefix>:<field>#<id>` : one record
 */
import { isWorldState, WORLD_ARRAYS, WORLD_MAPS, type World } from './world/index';
import { WORLD_VERSION, type WorldState } from './world/types';

export const WORLD_STORAGE_KEY = 'pos.demo-world';

/** The part of Storage this uses (localStorage in the app, a Map-backed fake in tests). */
export type WorldStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

type Layout = 'records' | 'value';
type Id = string | number;

interface Index {
  version: number;
  seededAt: string;
  fields: Record<string, Layout>;
}

const FIELDS = [...WORLD_ARRAYS, ...WORLD_MAPS];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function idOf(item: unknown): Id | null {
  if (!isRecord(item)) return null;
  const id = item.id;
  return typeof id === 'number' || typeof id === 'string' ? id : null;
}

/** The ids of a collection when every record has a distinct one, else null (kept whole). */
function recordIds(value: unknown): Id[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const ids: Id[] = [];
  for (const item of value) {
    const id = idOf(item);
    if (id === null) return null;
    ids.push(id);
  }
  return new Set(ids).size === ids.length ? ids : null;
}

function parse(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isIndex = (value: unknown): value is Index =>
  isRecord(value) &&
  typeof value.version === 'number' &&
  typeof value.seededAt === 'string' &&
  isRecord(value.fields) &&
  Object.values(value.fields).every((layout) => layout === 'records' || layout === 'value');

export interface WorldPersistence {
  /** Loads the stored world into `world`; false (storage cleared) when there is none or it is stale. */
  load(world: World): boolean;
  /** Writes what changed since the last load or save. */
  save(world: World): void;
  /** Removes every key of the stored world. */
  clear(): void;
}

export function createWorldPersistence(storage: WorldStorage, prefix = WORLD_STORAGE_KEY): WorldPersistence {
  /** key -> the text last written (or read): what the next save compares with. */
  const written = new Map<string, string>();

  const ownKeys = () => {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && (key === prefix || key.startsWith(`${prefix}:`))) keys.push(key);
    }
    return keys;
  };

  const clear = () => {
    for (const key of ownKeys()) storage.removeItem(key);
    written.clear();
  };

  /** The key/text pairs of a state. */
  function entries(state: WorldState): Map<string, string> {
    const out = new Map<string, string>();
    const index: Index = { version: state.version, seededAt: state.seededAt, fields: {} };
    for (const field of FIELDS) {
      const value: unknown = state[field];
      const ids = recordIds(value);
      if (ids && Array.isArray(value)) {
        index.fields[field] = 'records';
        out.set(`${prefix}:${field}`, JSON.stringify(ids));
        value.forEach((item, i) => {
          out.set(`${prefix}:${field}#${ids[i]}`, JSON.stringify(item));
        });
      } else {
        index.fields[field] = 'value';
        out.set(`${prefix}:${field}`, JSON.stringify(value));
      }
    }
    out.set(prefix, JSON.stringify(index));
    return out;
  }

  function read(): unknown {
    const index = parse(storage.getItem(prefix));
    if (!isIndex(index) || index.version !== WORLD_VERSION) return null;
    const state: Record<string, unknown> = { version: index.version, seededAt: index.seededAt };
    for (const [field, layout] of Object.entries(index.fields)) {
      const value = parse(storage.getItem(`${prefix}:${field}`));
      if (layout === 'value') {
        state[field] = value;
        continue;
      }
      if (!Array.isArray(value)) return null;
      const records: unknown[] = [];
      for (const id of value) {
        const record = parse(storage.getItem(`${prefix}:${field}#${id}`));
        if (record === undefined) return null;
        records.push(record);
      }
      state[field] = records;
    }
    return state;
  }

  return {
    load(world) {
      const state = read();
      if (state === null || !isWorldState(state) || !world.load(state)) {
        clear();
        return false;
      }
      // What storage holds now is what the next save compares with (and removes when unused).
      written.clear();
      for (const key of ownKeys()) {
        const text = storage.getItem(key);
        if (text !== null) written.set(key, text);
      }
      return true;
    },
    save(world) {
      const next = entries(world.state);
      try {
        for (const [key, text] of next) {
          if (written.get(key) === text) continue;
          storage.setItem(key, text);
          written.set(key, text);
        }
        for (const key of [...written.keys()]) {
          if (next.has(key)) continue;
          storage.removeItem(key);
          written.delete(key);
        }
      } catch {
        // storage full or blocked: the world still works for this page; the next save retries
        // every key not written.
      }
    },
    clear,
  };
}
