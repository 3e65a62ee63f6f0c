/** The native objects the machines' apps put on `window` (their adapters import them from here). */
export const SMART_POS_NATIVE_NAME = 'SmartPOS';
export const MERCADO_PAGO_NATIVE_NAME = 'MercadoPagoBridge';

/** The Mercado Pago machine counts only when its bridge reports a connected channel. */
export function isMercadoPagoConnected(native: unknown): boolean {
  if (typeof native !== 'object' || native === null || !('isConnected' in native)) return false;
  const isConnected = native.isConnected;
  if (typeof isConnected !== 'function') return false;
  try {
    const value: unknown = isConnected.call(native);
    return value === true || value === 'true';
  } catch {
    return false;
  }
}

/**
 * Which machine is this? (001 §1: "The default machine type is Redelcom. It is SmartPOS when the
 * terminal SDK exists, and Mercado Pago for that machine.")
 *
 * - `window.SmartPOS` present                                  -> smartPos
 * - `window.MercadoPagoBridge` present and isConnected() true   -> mercadoPago
 * - otherwise                                                    -> redelcom (a store browser)
 *
 * For development, Storybook and browser tests the simulator can be forced with the query
 * `?terminal=simulator|browser|smartPos|mercadoPago|redelcom` (plus outcome keys, see
 * parseSimulatorQuery in simulatorOptions.ts) or the local storage key `pos.terminal` holding the same query
 * (or only a kind). A forced query is remembered in local storage, so it survives the router's
 * redirects; `?terminal=auto` forgets it. Forcing works only where `allowForce` is true.
 */

export const TERMINAL_STORAGE_KEY = 'pos.terminal';

export type NativeMachineKind = 'smartPos' | 'mercadoPago' | 'redelcom';

export type TerminalChoice =
  | { readonly mode: 'native'; readonly kind: NativeMachineKind }
  /**
   * The simulator, with its query (`terminal=smartPos&printer=paper`). The query is parsed by the
   * simulator's own module (parseSimulatorQuery), so the first screen does not carry the parser.
   */
  | { readonly mode: 'simulator'; readonly query: string };

/** The parts of `window` detection reads. */
export interface DetectWindow {
  readonly [name: string]: unknown;
  readonly location?: { readonly search: string };
}

export type DetectStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DetectOptions {
  /** Allow `?terminal=` and `pos.terminal` to force the simulator. */
  readonly allowForce: boolean;
  readonly storage?: DetectStorage | null;
}

/** The machine from the native objects only. */
export function detectMachineKind(win: DetectWindow): NativeMachineKind {
  const smartPos = win[SMART_POS_NATIVE_NAME];
  if (typeof smartPos === 'object' && smartPos !== null) return 'smartPos';
  if (isMercadoPagoConnected(win[MERCADO_PAGO_NATIVE_NAME])) return 'mercadoPago';
  return 'redelcom';
}

const FORCE_VALUES = new Set(['simulator', 'browser', 'smartPos', 'mercadoPago', 'redelcom']);

/** The native machine, or the simulator with its options when forcing is allowed and asked for. */
export function detectTerminal(win: DetectWindow, options: DetectOptions): TerminalChoice {
  if (options.allowForce) {
    const forced = forcedQuery(win, options.storage ?? null);
    if (forced !== null) return { mode: 'simulator', query: forced.toString() };
  }
  return { mode: 'native', kind: detectMachineKind(win) };
}

function forcedQuery(win: DetectWindow, storage: DetectStorage | null): URLSearchParams | null {
  const url = new URLSearchParams(win.location?.search ?? '');
  const fromUrl = url.get('terminal');
  if (fromUrl === 'auto') {
    safely(() => storage?.removeItem(TERMINAL_STORAGE_KEY));
    return null;
  }
  if (fromUrl !== null && FORCE_VALUES.has(fromUrl)) {
    const kept = simulatorParams(url);
    safely(() => storage?.setItem(TERMINAL_STORAGE_KEY, kept.toString()));
    return kept;
  }
  const stored = safely(() => storage?.getItem(TERMINAL_STORAGE_KEY)) ?? null;
  if (!stored) return null;
  const params = new URLSearchParams(stored.includes('=') ? stored : `terminal=${stored}`);
  const value = params.get('terminal');
  return value !== null && FORCE_VALUES.has(value) ? params : null;
}

const SIMULATOR_KEYS = [
  'terminal',
  'terminalApp',
  'hasCamera',
  'sdk',
  'payment',
  'printer',
  'printerCode',
  'printerWithCode',
  'annulment',
  'annulments',
  'keys',
  'cashClose',
  'totals',
  'camera',
  'photo',
  'delay',
  'slowDelay',
];

function simulatorParams(url: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const key of SIMULATOR_KEYS) {
    const value = url.get(key);
    if (value !== null) kept.set(key, value);
  }
  return kept;
}

function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined; // storage may be unavailable (private mode, sandboxed frames)
  }
}
