import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors.ts';
import {
  createQueryClient,
  isRetryableReadError,
  READ_RETRY_MAX_DELAY_MS,
  readRetryDelay,
  retryRead,
} from './queryClient.ts';

const http = (status: number) => new ApiError({ status, kind: 'http' });
const network = () => new ApiError({ status: 0, kind: 'network' });
const timeout = () => new ApiError({ status: 0, kind: 'timeout' });
const contract = () => new ApiError({ status: 200, kind: 'contract' });
const offline = () => new ApiError({ status: 0, kind: 'offline' });

describe('which failed reads retry', () => {
  it.each([
    ['no connection', network(), true],
    ['500', http(500), true],
    ['502', http(502), true],
    ['503', http(503), true],
    ['400 (the server said why)', http(400), false],
    ['401 (the session ended: it logs out)', http(401), false],
    ['404 (not found)', http(404), false],
    ['422', http(422), false],
    ['a time-out (the seller waited the whole limit)', timeout(), false],
    ['an answer outside the contract', contract(), false],
    ['anything that is not an ApiError (a bug, a cancel)', new Error('boom'), false],
  ])('%s: %s', (_name, error, retries) => {
    expect(isRetryableReadError(error)).toBe(retries);
  });

  it('retries twice at most (three requests in all)', () => {
    expect(retryRead(0, http(500))).toBe(true);
    expect(retryRead(1, http(500))).toBe(true);
    expect(retryRead(2, http(500))).toBe(false);
    expect(retryRead(0, http(404))).toBe(false);
  });

  it('waits longer each time, up to a cap', () => {
    expect([0, 1, 2].map((n) => readRetryDelay(n))).toEqual([500, 1000, 2000]);
    expect(readRetryDelay(10)).toBe(READ_RETRY_MAX_DELAY_MS);
    expect(readRetryDelay(1, 1)).toBe(2);
  });
});

/** A read or a write that fails with `errors` in turn, then answers 'ok'. */
function failing(errors: unknown[]) {
  let calls = 0;
  const fn = async () => {
    const error = errors[calls];
    calls += 1;
    if (error !== undefined) throw error;
    return 'ok';
  };
  return { fn, calls: () => calls };
}

describe('the query client', () => {
  const client = () => createQueryClient({ retryBaseDelayMs: 1 });

  it('a read failing once with a 500 answers on the retry', async () => {
    const read = failing([http(500)]);
    await expect(client().fetchQuery({ queryKey: ['flaky'], queryFn: read.fn })).resolves.toBe('ok');
    expect(read.calls()).toBe(2);
  });

  it('a read failing with network errors is tried three times, then fails', async () => {
    const read = failing([network(), network(), network(), network()]);
    await expect(client().fetchQuery({ queryKey: ['down'], queryFn: read.fn })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(read.calls()).toBe(3);
  });

  it.each([
    ['404', http(404)],
    ['401', http(401)],
    ['a time-out', timeout()],
    ['a contract failure', contract()],
    ['a call not sent (offline)', offline()],
  ])('a read failing with %s is asked once', async (_name, error) => {
    const read = failing([error]);
    await expect(client().fetchQuery({ queryKey: ['once'], queryFn: read.fn })).rejects.toBe(error);
    expect(read.calls()).toBe(1);
  });

  it('a mutation never retries by itself, not even on a 500 or a lost connection', async () => {
    for (const error of [http(500), network()]) {
      const write = failing([error]);
      const queryClient = client();
      const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: write.fn });
      await expect(mutation.execute(undefined)).rejects.toBe(error);
      expect(write.calls()).toBe(1);
    }
  });

  it('offline, a write runs at once (the API refuses it) instead of waiting to be sent by itself later', async () => {
    onlineManager.setOnline(false);
    try {
      const write = failing([offline()]);
      const queryClient = client();
      const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: write.fn });
      await expect(mutation.execute(undefined)).rejects.toMatchObject({ kind: 'offline' });
      expect(write.calls()).toBe(1);
      expect(mutation.state.isPaused).toBe(false);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('offline, a read waits with what it had, and goes on by itself when the network is back', async () => {
    const queryClient = client();
    // As QueryClientProvider does: the client follows the network state.
    queryClient.mount();
    queryClient.setQueryData(['catalogue'], 'last known');
    onlineManager.setOnline(false);
    let calls = 0;
    const observed = queryClient.fetchQuery({
      queryKey: ['catalogue'],
      queryFn: async () => {
        calls += 1;
        return 'fresh';
      },
      staleTime: 0,
    });
    try {
      await Promise.resolve();
      expect(calls).toBe(0);
      expect(queryClient.getQueryState(['catalogue'])?.fetchStatus).toBe('paused');
      expect(queryClient.getQueryData(['catalogue'])).toBe('last known');
    } finally {
      onlineManager.setOnline(true);
    }
    await expect(observed).resolves.toBe('fresh');
    expect(calls).toBe(1);
    queryClient.unmount();
  });
});
