import { type DetectStorage, type DetectWindow, detectTerminal } from './detect';
import type { TerminalAdapter } from './types';

export interface CreateTerminalOptions {
  readonly win?: DetectWindow;
  readonly storage?: DetectStorage | null;
  /**
   * Allow forcing the simulator with `?terminal=` / `pos.terminal`. Defaults to true in the dev
   * server and tests, or when the build sets VITE_TERMINAL_SIMULATOR=true; false in production
   * builds, so a store machine can never be switched to simulated card payments by a URL.
   */
  readonly allowForce?: boolean;
}

/**
 * The adapter for this machine, from detection (see detect.ts). Call once at startup.
 *
 * Only the detected adapter's code is loaded (a dynamic import each): the first screen does not
 * carry the simulator, nor the bridges of the machines this one is not.
 */
export async function createTerminal(options: CreateTerminalOptions = {}): Promise<TerminalAdapter> {
  const win = options.win ?? defaultWindow();
  const storage = options.storage !== undefined ? options.storage : defaultStorage();
  const allowForce = SIMULATOR_IN_BUILD && (options.allowForce ?? true);
  const choice = detectTerminal(win, { allowForce, storage });
  if (choice.mode === 'simulator') {
    // SIMULATOR_IN_BUILD's condition written out, so that the build replaces it by a constant
    // here and a build without the simulator (where this is unreachable: allowForce is false)
    // drops the import and has no simulator chunk at all.
    if (
      import.meta.env.DEV === true ||
      import.meta.env.MODE === 'test' ||
      import.meta.env.VITE_TERMINAL_SIMULATOR === 'true' ||
      !import.meta.env.VITE_API_BASE_URL
    ) {
      const { createSimulatorTerminal, parseSimulatorQuery } = await import('./simulator');
      return createSimulatorTerminal(parseSimulatorQuery(choice.query));
    }
    throw new Error('this build has no terminal simulator');
  }
  switch (choice.kind) {
    case 'smartPos': {
      const { createSmartPosTerminal } = await import('./smartPos');
      return createSmartPosTerminal();
    }
    case 'mercadoPago': {
      const { createMercadoPagoTerminal } = await import('./mercadoPago');
      return createMercadoPagoTerminal();
    }
    case 'redelcom': {
      const { createStoreBrowserTerminal } = await import('./storeBrowser');
      return createStoreBrowserTerminal({ kind: 'redelcom' });
    }
  }
}

/** The page's window as detection reads it (every field of DetectWindow is optional). */
function defaultWindow(): DetectWindow {
  const win: DetectWindow = globalThis;
  return win;
}

/**
 * Whether this build may run the simulator: the dev server and tests, a build with
 * VITE_TERMINAL_SIMULATOR=true, and the demo build (no API base URL: the demo world answers, no
 * real money), which may be driven by it like the dev server, so a seller can try every machine
 * and the e2e flows run on it. Replaced by a constant when the app is built: a store's build
 * (an API base URL) drops the simulator's code.
 */
const SIMULATOR_IN_BUILD: boolean =
  import.meta.env.DEV === true ||
  import.meta.env.MODE === 'test' ||
  import.meta.env.VITE_TERMINAL_SIMULATOR === 'true' ||
  !import.meta.env.VITE_API_BASE_URL;

function defaultStorage(): DetectStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
