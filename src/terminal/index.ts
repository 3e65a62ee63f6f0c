import { type DetectStorage, type DetectWindow, detectTerminal } from './detect';
import { createMercadoPagoTerminal } from './mercadoPago';
import { createSimulatorTerminal } from './simulator';
import { createSmartPosTerminal } from './smartPos';
import { createStoreBrowserTerminal } from './storeBrowser';
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

/** The adapter for this machine, from detection (see detect.ts). Call once at startup. */
export function createTerminal(options: CreateTerminalOptions = {}): TerminalAdapter {
  const win = options.win ?? (globalThis as unknown as DetectWindow);
  const storage = options.storage !== undefined ? options.storage : defaultStorage();
  const allowForce = options.allowForce ?? simulatorAllowedByBuild();
  const choice = detectTerminal(win, { allowForce, storage });
  if (choice.mode === 'simulator') return createSimulatorTerminal(choice.options);
  switch (choice.kind) {
    case 'smartPos':
      return createSmartPosTerminal();
    case 'mercadoPago':
      return createMercadoPagoTerminal();
    case 'redelcom':
      return createStoreBrowserTerminal({ kind: 'redelcom' });
  }
}

function simulatorAllowedByBuild(): boolean {
  const env = import.meta.env;
  return env.DEV === true || env.MODE === 'test' || env.VITE_TERMINAL_SIMULATOR === 'true';
}

function defaultStorage(): DetectStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
