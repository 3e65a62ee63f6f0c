import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/terminal/testing.ts';
import {
  keepQueryCache,
  QUERY_CACHE_KEY,
  QUERY_CACHE_MAX_AGE_MS,
  QUERY_CACHE_WRITE_MS,
} from './queryCache.ts';

const DAY_START = Date.UTC(2026, 10, 24, 12);

describe('keepQueryCache (the answers last read, for a reload with no network)', () => {
  let clock = DAY_START;
  const now = () => clock;
  beforeEach(() => {
    vi.useFakeTimers();
    clock = DAY_START;
  });
  afterEach(() => vi.useRealTimers());

  /** The POS as it starts: a new query client over the same storage. */
  const start = (storage: ReturnType<typeof memoryStorage>, buster = 'contract-1') => {
    const client = new QueryClient();
    const stop = keepQueryCache(client, { storage, buster, now });
    return { client, stop };
  };

  it('what was read comes back after a reload, written at most once a second', () => {
    const storage = memoryStorage();
    const first = start(storage);
    first.client.setQueryData(['products', 'page', 1], { names: ['Cristal'] });
    first.client.setQueryData(['customer', 1], { name: 'Camila Rojas' });
    expect(storage.getItem(QUERY_CACHE_KEY)).toBeNull();
    vi.advanceTimersByTime(QUERY_CACHE_WRITE_MS);
    first.stop();

    const second = start(storage);
    expect(second.client.getQueryData(['products', 'page', 1])).toEqual({ names: ['Cristal'] });
    expect(second.client.getQueryData(['customer', 1])).toEqual({ name: 'Camila Rojas' });
    second.stop();
  });

  it('a reload writes what is pending at once', () => {
    const storage = memoryStorage();
    const page = new EventTarget();
    const client = new QueryClient();
    const stop = keepQueryCache(client, { storage, buster: 'contract-1', now, page });
    client.setQueryData(['promotions'], ['2x1']);
    expect(storage.getItem(QUERY_CACHE_KEY)).toBeNull();
    page.dispatchEvent(new Event('pagehide'));
    stop();
    expect(start(storage).client.getQueryData(['promotions'])).toEqual(['2x1']);
  });

  it('a failed read is not kept', async () => {
    const storage = memoryStorage();
    const first = start(storage);
    await first.client
      .fetchQuery({ queryKey: ['down'], queryFn: () => Promise.reject(new Error('500')) })
      .catch(() => {});
    first.client.setQueryData(['up'], 1);
    vi.advanceTimersByTime(QUERY_CACHE_WRITE_MS);
    first.stop();
    const second = start(storage);
    expect(second.client.getQueryState(['down'])).toBeUndefined();
    expect(second.client.getQueryData(['up'])).toBe(1);
  });

  it('answers older than a day, or of another contract, are dropped', () => {
    const storage = memoryStorage();
    const first = start(storage);
    first.client.setQueryData(['order', 7], { total: 1990 });
    vi.advanceTimersByTime(QUERY_CACHE_WRITE_MS);
    first.stop();

    expect(start(storage, 'contract-2').client.getQueryData(['order', 7])).toBeUndefined();
    expect(storage.getItem(QUERY_CACHE_KEY)).toBeNull();

    const again = start(storage);
    again.client.setQueryData(['order', 7], { total: 1990 });
    vi.advanceTimersByTime(QUERY_CACHE_WRITE_MS);
    again.stop();
    clock += QUERY_CACHE_MAX_AGE_MS + QUERY_CACHE_WRITE_MS + 1;
    expect(start(storage).client.getQueryData(['order', 7])).toBeUndefined();
  });

  it('a logout (the query cache cleared) leaves nothing for the next seller', () => {
    const storage = memoryStorage();
    const first = start(storage);
    first.client.setQueryData(['customer', 1], { name: 'Camila Rojas' });
    vi.advanceTimersByTime(QUERY_CACHE_WRITE_MS);
    first.client.clear();
    vi.advanceTimersByTime(QUERY_CACHE_WRITE_MS);
    first.stop();
    expect(start(storage).client.getQueryCache().getAll()).toHaveLength(0);
  });

  it.each([
    ['not JSON', '{'],
    ['another shape', JSON.stringify({ queries: [] })],
    [
      'a query without its key',
      JSON.stringify({ buster: 'contract-1', savedAt: DAY_START, state: { queries: [{ state: {} }] } }),
    ],
  ])('what storage holds that is %s is dropped, and the POS starts empty', (_name, text) => {
    const storage = memoryStorage();
    storage.setItem(QUERY_CACHE_KEY, text);
    const { client } = start(storage);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(storage.getItem(QUERY_CACHE_KEY)).toBeNull();
  });
});
