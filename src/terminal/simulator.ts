import { newId } from '@/domain/ids.ts';
import { GENERAL_MESSAGES } from '@/domain/messages.ts';
import { TerminalError } from './errors';
import { simulatedCamera, simulatedCashClose, simulatedKeys, simulatedPrinter } from './simulatorDevices';
import { type SimulatorCall, type SimulatorContext, stripUndefined } from './simulatorKit';
import type { SimulatorOptions } from './simulatorOptions';
import { simulatedPayment } from './simulatorPayment';
import { defaultStorage } from './simulatorStorage';
import {
  type Clock,
  type CookieJar,
  capabilitiesFor,
  printProviderFor,
  providerVersionFor,
  SMART_POS_CANCEL_AFTER_MS,
  systemClock,
  type TerminalAdapter,
} from './types';

/**
 * The simulator: the terminal of browsers, Storybook and tests. Every outcome is chosen by
 * options (per test / per story), by the URL query (`?terminal=smartPos&printer=paper`) or changed
 * while running with `setOptions`. It behaves like the real machine of its `kind`: operations the
 * kind cannot do reject with code 'unsupported'. Delays use the injectable clock, so tests can use
 * fake timers; with the default delay of 0 answers come on the next microtask.
 */

export {
  ANNULMENT_OUTCOMES,
  type AnnulmentOutcome,
  MACHINE_KINDS,
  OK_FAIL,
  type OkFail,
  PAYMENT_OUTCOMES,
  type PaymentOutcome,
  PRINTER_OUTCOMES,
  type PrinterOutcome,
  parseSimulatorQuery,
  type SimulatorOptions,
} from './simulatorOptions';

export const SIMULATOR_DEFAULTS: Omit<SimulatorOptions, 'isTerminalApp' | 'hasCamera'> = {
  kind: 'browser',
  hasHardwareSdk: false,
  payment: 'approve',
  printer: 'ok',
  printerErrorCode: 1,
  printerWithCode: false,
  annulment: 'ok',
  annulmentScript: [],
  loadKeys: 'ok',
  cashClose: 'ok',
  totals: 'ok',
  camera: '7802000000017',
  photo: 'ok',
  delayMs: 0,
  slowDelayMs: SMART_POS_CANCEL_AFTER_MS + 5_000,
};

/** Identity fields fixed at creation; `setOptions` changes only outcomes and delays. */
type IdentityKey = 'kind' | 'isTerminalApp' | 'hasCamera' | 'hasHardwareSdk';
export type SimulatorOutcomes = Omit<SimulatorOptions, IdentityKey>;

export interface SimulatorCreateOptions extends Partial<SimulatorOptions> {
  readonly clock?: Clock;
  /**
   * Where the pending card payment is kept so a reload can still deliver its answer
   * (`resumeCardPayment`); default sessionStorage (absent in Node: nothing is kept).
   */
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Epoch ms now (the pending payment's due time survives a reload); default Date.now. */
  readonly now?: () => number;
  readonly cookies?: CookieJar | null;
  readonly newRequestId?: () => string;
}

export interface SimulatorTerminal extends TerminalAdapter {
  readonly options: SimulatorOptions;
  readonly calls: readonly SimulatorCall[];
  setOptions(outcomes: Partial<SimulatorOutcomes>): void;
}

export { SIMULATED_PHOTO } from './simulatorDevices';
export type { SimulatorCall } from './simulatorKit';
export { SIMULATED_TERMINAL_ID } from './simulatorPayment';
export { SIMULATED_ANNULMENT_FAILED_KEY, SIMULATED_PAYMENT_KEY } from './simulatorStorage';

export function createSimulatorTerminal(create: SimulatorCreateOptions = {}): SimulatorTerminal {
  const {
    clock = systemClock,
    cookies,
    newRequestId = () => newId('req'),
    storage = defaultStorage(),
    now = Date.now,
    ...given
  } = create;
  const kind = given.kind ?? SIMULATOR_DEFAULTS.kind;
  let options: SimulatorOptions = {
    ...SIMULATOR_DEFAULTS,
    isTerminalApp: kind === 'smartPos',
    hasCamera: kind === 'smartPos',
    ...stripUndefined(given),
  };
  const capabilities = capabilitiesFor(kind);
  const calls: SimulatorCall[] = [];
  let disposed = false;

  const wait = (ms: number): Promise<void> =>
    ms <= 0 ? Promise.resolve() : new Promise((resolve) => clock.setTimeout(resolve, ms));

  const ctx: SimulatorContext = {
    kind,
    capabilities,
    options: () => options,
    calls,
    clock,
    storage,
    now,
    cookies: cookies !== undefined ? cookies : typeof document === 'undefined' ? null : document,
    newRequestId,
    wait,
    async answerAfterDelay(produce) {
      await wait(options.delayMs);
      if (disposed) throw new TerminalError('disposed', GENERAL_MESSAGES.error, { retryable: false });
      return produce();
    },
  };
  const payment = simulatedPayment(ctx);
  const keys = simulatedKeys(ctx);

  const simulator: SimulatorTerminal = {
    kind,
    get isTerminalApp() {
      return options.isTerminalApp;
    },
    get hasCamera() {
      return options.hasCamera;
    },
    get hasHardwareSdk() {
      return options.hasHardwareSdk;
    },
    provider: printProviderFor(kind),
    get providerVersion() {
      return providerVersionFor(options.hasHardwareSdk);
    },
    capabilities,
    simulated: true,
    get terminalId() {
      return keys.terminalId();
    },
    get options() {
      return options;
    },
    calls,

    setOptions(outcomes) {
      options = { ...options, ...stripUndefined(outcomes) };
    },

    ...simulatedCamera(ctx),
    ...simulatedPrinter(ctx),
    startCardPayment: payment.startCardPayment,
    resumeCardPayment: payment.resumeCardPayment,
    cancelCardPayment: payment.cancelCardPayment,
    annulCardTransaction: payment.annulCardTransaction,
    setCredentials: keys.setCredentials,
    loadKeys: keys.loadKeys,
    ...simulatedCashClose(ctx),

    dispose() {
      disposed = true;
      payment.failPending(new TerminalError('disposed', GENERAL_MESSAGES.error, { retryable: false }));
    },
  };
  return simulator;
}
