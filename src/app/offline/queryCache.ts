import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';

export const QUERY_CACHE_KEY = 'pos.query-cache';
/** A store's day: what is older is not shown as "last known" any more. */
export const QUERY_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The answers are written at most this often (each write serialises the whole cache). */
export const QUERY_CACHE_WRITE_MS = 1000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

type DehydratedQuery = DehydratedState['queries'][number];
type DehydratedMutation = DehydratedState['mutations'][number];

/** What is stored: checked when read back (storage is anyone's to edit, or an older app's). */
const storedSchema = v.object({
  buster: v.string(),
  savedAt: v.number(),
  state: v.object({
    queries: v.array(
      v.custom<DehydratedQuery>(
        (q) =>
          isRecord(q) && typeof q.queryHash === 'string' && Array.isArray(q.queryKey) && isRecord(q.state),
      ),
    ),
    mutations: v.optional(v.array(v.custom<DehydratedMutation>(isRecord)), []),
  }),
});
type StoredCache = v.InferOutput<typeof storedSchema>;

export interface KeepQueryCacheOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Answers stored under another value are dropped: the contract's hash (vite.config.ts). */
  buster?: string;
  now?: () => number;
  /** Where `pagehide` is heard (the window). */
  page?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

function readStored(text: string | null): StoredCache | null {
  if (text === null) return null;
  try {
    const parsed = v.safeParse(storedSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the answers the POS last read in local storage (product builds: main.tsx), so that with
 * no network a reload or a cold start still shows the catalogue, the order and the documents as
 * they were last read, under the "Sin conexión" notice (docs/OFFLINE.md). Restored at once
 * (before the first screen's loaders run), then written at most once a second, and at once when
 * the page goes (a reload, a closed tab). Only answered
 * reads are kept (React Query's `dehydrate`); what is older than a day or stored under another
 * contract is dropped. A logout clears the query cache, and so this. Returns the stop.
 *
 * Not @tanstack/react-query-persist-client: its releases pin an older query-core, a second copy
 * of it in the bundle; this is React Query's own dehydrate and hydrate with a timer.
 */
export function keepQueryCache(queryClient: QueryClient, options: KeepQueryCacheOptions = {}): () => void {
  const storage = options.storage ?? window.localStorage;
  const buster = options.buster ?? import.meta.env.VITE_CONTRACT_VERSION ?? '';
  const now = options.now ?? Date.now;
  try {
    const stored = readStored(storage.getItem(QUERY_CACHE_KEY));
    if (stored && stored.buster === buster && now() - stored.savedAt <= QUERY_CACHE_MAX_AGE_MS) {
      hydrate(queryClient, stored.state);
    } else if (stored !== null || storage.getItem(QUERY_CACHE_KEY) !== null) {
      storage.removeItem(QUERY_CACHE_KEY);
    }
  } catch {
    // Storage blocked: the POS works, it only has nothing to show offline.
  }

  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    timer = null;
    try {
      const stored: StoredCache = { buster, savedAt: now(), state: dehydrate(queryClient) };
      storage.setItem(QUERY_CACHE_KEY, JSON.stringify(stored));
    } catch {
      // Storage full or blocked: the next change tries again.
    }
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return;
    timer ??= setTimeout(write, QUERY_CACHE_WRITE_MS);
  });
  // A reload or a closed tab writes what is pending at once: the network may have gone with it.
  const flush = () => {
    if (timer === null) return;
    clearTimeout(timer);
    write();
  };
  const page = options.page ?? (typeof window === 'undefined' ? null : window);
  page?.addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    page?.removeEventListener('pagehide', flush);
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
}
