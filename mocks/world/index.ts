/**
 * The demo world: state (plain typed records, see types.ts), its clock, the active scenarios
 * and a log. Handlers read and change `world.state`; the browser persists `world.snapshot()`.
 */
import { type Clock, type ClockInput, createClock } from './clock';
import { seedWorld } from './seed';
import { WORLD_VERSION, type WorldState } from './types';

export type { Clock } from './clock';
export { DEMO } from './seed';
export type * from './types';

/** Active scenarios: name -> optional parameter ("server-error:createOrder" -> "createOrder"). */
export type ActiveScenarios = Map<string, string | undefined>;

export interface WorldOptions {
  /** Fixed instant (tests), a time source, or nothing for real time. */
  now?: ClockInput;
  /** Start from this state instead of the seed (e.g. restored from storage). */
  state?: WorldState;
  /** Where log lines go besides `world.logs` (console in the browser and the HTTP server). */
  onLog?: (line: string) => void;
  /** Scenarios active from the start: "payment-rejected" or "slow-network,server-error:login". */
  scenario?: string | null;
}

export interface World {
  state: WorldState;
  readonly clock: Clock;
  readonly scenarios: ActiveScenarios;
  readonly logs: string[];
  /** Runtime counters of scenarios (not persisted). */
  readonly runtime: { authenticatedCalls: number; sessionExpiredFired: boolean };
  now(): Date;
  /** Next value of a sequence (ids, order numbers, folios). */
  next(key: string): number;
  log(line: string): void;
  /** Replaces the active scenarios (null or "" clears them). */
  setScenario(value: string | null | undefined): void;
  hasScenario(name: string): boolean;
  /** Back to the seed, at the clock's current time. Scenarios stay as they are. */
  reset(): void;
  snapshot(): string;
  /** Loads a snapshot; false (and nothing changes) when it is malformed or of another version. */
  restore(json: string): boolean;
}

/** "a,b:param" -> Map { a -> undefined, b -> "param" }. */
export function parseScenarios(value: string | null | undefined): ActiveScenarios {
  const out: ActiveScenarios = new Map();
  for (const raw of (value ?? '').split(',')) {
    const item = raw.trim();
    if (!item || item === 'none' || item === 'default') continue;
    const i = item.indexOf(':');
    if (i === -1) out.set(item, undefined);
    else out.set(item.slice(0, i), item.slice(i + 1));
  }
  return out;
}

export function createWorld(options: WorldOptions = {}): World {
  const clock = createClock(options.now);
  const scenarios: ActiveScenarios = parseScenarios(options.scenario);
  const logs: string[] = [];
  const world: World = {
    state: options.state ?? seedWorld(clock.now()),
    clock,
    scenarios,
    logs,
    runtime: { authenticatedCalls: 0, sessionExpiredFired: false },
    now: () => clock.now(),
    next(key) {
      const value = (world.state.seq[key] ?? 0) + 1;
      world.state.seq[key] = value;
      return value;
    },
    log(line) {
      logs.push(line);
      if (logs.length > 500) logs.shift();
      options.onLog?.(line);
    },
    setScenario(value) {
      scenarios.clear();
      for (const [k, v] of parseScenarios(value)) scenarios.set(k, v);
      world.runtime.authenticatedCalls = 0;
      world.runtime.sessionExpiredFired = false;
    },
    hasScenario: (name) => scenarios.has(name),
    reset() {
      world.state = seedWorld(clock.now());
      world.runtime.authenticatedCalls = 0;
      world.runtime.sessionExpiredFired = false;
    },
    snapshot: () => JSON.stringify(world.state),
    restore(json) {
      try {
        const parsed = JSON.parse(json) as Partial<WorldState>;
        if (parsed.version !== WORLD_VERSION || !Array.isArray(parsed.products)) return false;
        world.state = parsed as WorldState;
        return true;
      } catch {
        return false;
      }
    },
  };
  return world;
}

let defaultWorld: World | undefined;

/** The world behind the default `handlers` export (created on first use). */
export function getDefaultWorld(): World {
  defaultWorld ??= createWorld();
  return defaultWorld;
}

/** Starts the default world (or the one given) over from the seed. */
export function resetWorld(world: World = getDefaultWorld()): World {
  world.reset();
  return world;
}
