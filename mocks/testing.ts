/**
 * Helpers for the demo world's own tests (and any other Vitest file that wants them).
 */
import { readFileSync } from 'node:fs';
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, onTestFinished } from 'vitest';
import { parse } from 'yaml';
import { ApiError } from '@/api/errors';
import { configureApi, resetApiConfig } from '@/api/http';
import { type IdempotencyHeaders, idempotencyKey } from '@/api/idempotency';
import { SIMULATED_ANNULMENT_EVENT, SIMULATED_CHARGE_EVENT } from '@/terminal/simulatedCharge';
import { type DemoServer, type DemoServerOptions, startDemoServer } from './node';
import type { World } from './world/index';
import { recordAnnulment, recordCharge } from './world/rules';

/** A Monday, 11:00 in Santiago: inside a seller-orders window and a Monday club-discount day. */
export const TEST_NOW = '2025-06-02T15:00:00.000Z';

/**
 * Starts a demo server for the file, points the generated client at it with the demo seller's
 * token, resets the world after each test. Returns a live handle (fields filled in beforeAll).
 */
export function setupDemoServer(options: DemoServerOptions = {}): DemoServer & { called: Set<string> } {
  const called = new Set<string>();
  const handle = { called } as DemoServer & { called: Set<string> };
  let token: string | null = null;
  beforeAll(() => {
    const demo = startDemoServer({
      now: TEST_NOW,
      ...options,
      onOperation: (id) => {
        called.add(id);
        options.onOperation?.(id);
      },
    });
    Object.assign(handle, demo, {
      reset() {
        const now = options.now ?? TEST_NOW;
        if (typeof now === 'string' || typeof now === 'number' || now instanceof Date)
          demo.world.clock.set(now);
        demo.reset();
        token = demo.token();
      },
    });
    token = demo.token();
    configureApi({ baseUrl: '', getToken: () => token, onUnauthorized: () => {}, validateResponses: true });
  });
  afterEach(() => handle.reset());
  afterAll(() => {
    handle.close();
    resetApiConfig();
  });
  return handle;
}

/** The header with no key (an empty one): what the world refuses as a missing Idempotency-Key. */
export const NO_KEY: IdempotencyHeaders = idempotencyKey('');

let keys = 0;
/** The Idempotency-Key header argument with a fresh key (every create requires one). */
export function withKey(key = `test-key-${Date.now()}-${++keys}`): IdempotencyHeaders {
  return idempotencyKey(key);
}

/**
 * The Idempotency-Keys the app sends with `method` to `path`, in order, from now until the test
 * ends ('' for a request without one).
 */
export function keysSentTo(server: SetupServer, method: string, path: string): string[] {
  const keys: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname === path)
      keys.push(request.headers.get('Idempotency-Key') ?? '');
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return keys;
}

/** The rejection of a call as an ApiError (fails when the call succeeds or throws something else). */
export async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** Every operationId of the contract. */
export function contractOperationIds(): string[] {
  const doc = parse(readFileSync(new URL('../openapi/openapi.yaml', import.meta.url), 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  return Object.values(doc.paths).flatMap((ops) =>
    Object.values(ops).flatMap((op) => (typeof op === 'object' && op?.operationId ? [op.operationId] : [])),
  );
}

/**
 * Counts a card charged on the simulated terminal as a charge of its payment, and a transaction it
 * annulled as an annulment (what mocks/browser.ts does in the browser), until the test file ends.
 * Component tests of the native card providers.
 */
export function countSimulatedCharges(world: World): void {
  const charged = (event: Event) => {
    if (!(event instanceof CustomEvent)) return;
    const paymentId = Number(event.detail?.paymentId);
    if (Number.isInteger(paymentId)) recordCharge(world, paymentId, 'simulated terminal');
  };
  const annulled = (event: Event) => {
    if (event instanceof CustomEvent && typeof event.detail?.transactionId === 'string')
      recordAnnulment(world, event.detail.transactionId);
  };
  beforeAll(() => {
    window.addEventListener(SIMULATED_CHARGE_EVENT, charged);
    window.addEventListener(SIMULATED_ANNULMENT_EVENT, annulled);
  });
  afterAll(() => {
    window.removeEventListener(SIMULATED_CHARGE_EVENT, charged);
    window.removeEventListener(SIMULATED_ANNULMENT_EVENT, annulled);
  });
}
