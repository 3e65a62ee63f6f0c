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

/** A call carried out later than its lost answer (`late-commit`): run when due, or when resent. */
export interface LateCommit {
  /** The world clock's ms when it commits by itself. */
  dueAt: number;
  /** The Idempotency-Key it was sent with ('' for a call without one). */
  key: string;
  run: () => Promise<unknown>;
}

/** What the scenarios keep while the world runs (not persisted). */
export interface WorldRuntime {
  authenticatedCalls: number;
  sessionExpiredFired: boolean;
  lateCommits: LateCommit[];
}

export interface World {
  state: WorldState;
  readonly clock: Clock;
  readonly scenarios: ActiveScenarios;
  readonly logs: string[];
  /** Runtime counters of scenarios (not persisted). */
  readonly runtime: WorldRuntime;
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
  /** Loads a parsed state (mocks/persistence.ts); false (and nothing changes) like restore. */
  load(value: unknown): boolean;
}

/** The state's collections (arrays) and maps (plain objects); with version and seededAt, all of it. */
export const WORLD_ARRAYS = [
  'stores',
  'sellers',
  'customers',
  'products',
  'featuredProductIds',
  'coupons',
  'couponRedemptions',
  'promotions',
  'orders',
  'payments',
  'mach',
  'redpay',
  'returns',
  'companies',
  'deliveryOrders',
  'purchaseOrders',
  'purchaseInvoices',
  'storeOrders',
  'codes',
  'revokedTokens',
  'recommendationEvents',
] as const satisfies readonly (keyof WorldState)[];
export const WORLD_MAPS = [
  'seq',
  'idempotency',
  'requestCounts',
  'charges',
  'chargeEnds',
  'annulments',
] as const satisfies readonly (keyof WorldState)[];

// Every field of WorldState is listed above (a new field fails to compile until it is).
type Unlisted = Exclude<
  keyof WorldState,
  (typeof WORLD_ARRAYS)[number] | (typeof WORLD_MAPS)[number] | 'version' | 'seededAt'
>;
const everyFieldListed: [Unlisted] extends [never] ? true : never = true;
void everyFieldListed;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A state of this version with every collection and map in place (what a snapshot of this code
 * holds). The records themselves are trusted: only this world wrote them.
 */
export function isWorldState(value: unknown): value is WorldState {
  if (!isPlainObject(value) || value.version !== WORLD_VERSION || typeof value.seededAt !== 'string')
    return false;
  return (
    WORLD_ARRAYS.every((key) => Array.isArray(value[key])) &&
    WORLD_MAPS.every((key) => isPlainObject(value[key]))
  );
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
    runtime: { authenticatedCalls: 0, sessionExpiredFired: false, lateCommits: [] },
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
      world.runtime.lateCommits = [];
    },
    snapshot: () => JSON.stringify(world.state),
    restore(json) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(json);
      } catch {
        return false;
      }
      return world.load(parsed);
    },
    load(value) {
      if (!isWorldState(value)) return false;
      world.state = value;
      return true;
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
