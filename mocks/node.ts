/**
 * The demo world in Node (Vitest): MSW's setupServer intercepts fetch in the test process.
 *
 *   const demo = startDemoServer({ now: '2025-06-02T15:00:00Z' });
 *   configureApi({ getToken: () => demo.token() });
 *   afterEach(() => demo.reset());
 *   afterAll(() => demo.close());
 */
import { setupServer } from 'msw/node';

type SetupServerApi = ReturnType<typeof setupServer>;

import { issueToken } from './api/session';
import { createDemoHandlers, type HandlerOptions } from './handlers';
import type { ScenarioName } from './scenarios';
import type { ClockInput } from './world/clock';
import { createWorld, getDefaultWorld, type World } from './world/index';

export { resetWorld } from './world/index';

/** setupServer over the default world (strict: every call but login needs a token). */
export const server: SetupServerApi = setupServer(...createDemoHandlers(getDefaultWorld()));

export interface DemoServerOptions extends HandlerOptions {
  /** The world's clock: a fixed instant for tests (advance it with world.clock.advance). */
  now?: ClockInput;
  scenario?: ScenarioName | string | null;
  /** Default 'error': a call no handler answers fails the test. */
  onUnhandledRequest?: 'error' | 'warn' | 'bypass';
  /** Log lines of the world (wallet codes, lifecycles) also go here. */
  onLog?: (line: string) => void;
}

export interface DemoServer {
  server: SetupServerApi;
  world: World;
  /** Switches scenarios ("payment-rejected", "server-error:createOrder", null = none). */
  useScenario(name: ScenarioName | string | null): void;
  /** Back to the seed, no scenario, no runtime handler overrides. */
  reset(): void;
  /** A valid bearer token (12 h from the world's clock) for a seller (default: the demo seller). */
  token(sellerId?: number): string;
  close(): void;
}

/** A fresh world behind a started setupServer. One per test file (MSW patches global fetch). */
export function startDemoServer(options: DemoServerOptions = {}): DemoServer {
  const world = createWorld({ now: options.now, scenario: options.scenario, onLog: options.onLog });
  const msw = setupServer(...createDemoHandlers(world, options));
  msw.listen({ onUnhandledRequest: options.onUnhandledRequest ?? 'error' });
  return {
    server: msw,
    world,
    useScenario: (name) => world.setScenario(name),
    reset() {
      world.reset();
      world.setScenario(null);
      msw.resetHandlers();
    },
    token: (sellerId = 1) => issueToken(world, sellerId),
    close: () => msw.close(),
  };
}
