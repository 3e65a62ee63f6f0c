import { newId } from '@/domain/ids.ts';
import {
  CHECKOUT_MESSAGES,
  cardRejectedMessage,
  cashCloseFailedMessage,
  cashCloseSuccessMessage,
  GENERAL_MESSAGES,
  loadKeysErrorMessage,
  PRINTER_STATUS,
  TERMINAL_MESSAGES,
} from '@/domain/messages.ts';
import { markSmartPosKeysLoaded } from './cookies';
import { PrinterError, TerminalError } from './errors';
import { announceAnnulment, announceCancel, announceCharge } from './simulatedCharge';
import type { SimulatorOptions } from './simulatorOptions';
import {
  type AnnulmentRequest,
  type CardPaymentRequest,
  type CardPaymentResult,
  type Clock,
  type CookieJar,
  capabilitiesFor,
  printProviderFor,
  providerVersionFor,
  SMART_POS_CANCEL_AFTER_MS,
  type SmartPosCredentials,
  systemClock,
  type TerminalAdapter,
} from './types';
import { unsupported } from './unsupported';

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

/** What the simulator was asked to do, in order, for assertions. */
export type SimulatorCall =
  | { readonly operation: 'print'; readonly lines: readonly string[] }
  | { readonly operation: 'startCardPayment'; readonly request: CardPaymentRequest }
  | { readonly operation: 'cancelCardPayment' }
  | { readonly operation: 'resumeCardPayment'; readonly requestId: string }
  | { readonly operation: 'annulCardTransaction'; readonly request: AnnulmentRequest }
  | { readonly operation: 'setCredentials'; readonly credentials: SmartPosCredentials }
  | { readonly operation: 'loadKeys' | 'cashClose' | 'totals' | 'scanBarcode' | 'takePhoto' };

export interface SimulatorTerminal extends TerminalAdapter {
  readonly options: SimulatorOptions;
  readonly calls: readonly SimulatorCall[];
  setOptions(outcomes: Partial<SimulatorOutcomes>): void;
}

/** A 1x1 transparent PNG. */
export const SIMULATED_PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
export const SIMULATED_TERMINAL_ID = 'SIM-TERMINAL-1';

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
  const jar = cookies !== undefined ? cookies : typeof document === 'undefined' ? null : document;
  const capabilities = capabilitiesFor(kind);
  const calls: SimulatorCall[] = [];
  let transactionCounter = 0;
  let terminalId: string | null = null;
  let pendingPayment: {
    requestId: string;
    settle: (result: CardPaymentResult) => void;
    fail: (error: Error) => void;
  } | null = null;
  let disposed = false;
  /** failOnce has failed (kept in storage too, so a reload does not fail it again). */
  let annulmentFailedHere = false;

  const wait = (ms: number): Promise<void> =>
    ms <= 0 ? Promise.resolve() : new Promise((resolve) => clock.setTimeout(resolve, ms));

  const answerAfterDelay = async <T>(produce: () => T): Promise<T> => {
    await wait(options.delayMs);
    if (disposed) throw new TerminalError('disposed', GENERAL_MESSAGES.error, { retryable: false });
    return produce();
  };

  const paymentResult = (requestId: string, outcome: SettledOutcome): CardPaymentResult => {
    if (outcome === 'cancel')
      return { outcome: 'cancelled', requestId, message: CHECKOUT_MESSAGES.cancelled };
    if (outcome === 'approve') {
      transactionCounter += 1;
      return {
        outcome: 'approved',
        requestId,
        transactionId: `SIM-${transactionCounter}`,
        authorizationCode: kind === 'smartPos' ? String(100000 + transactionCounter) : null,
        terminalId: kind === 'smartPos' ? SIMULATED_TERMINAL_ID : null,
        ...(kind === 'mercadoPago'
          ? {
              mercadoPago: {
                status: 'approved',
                paymentMethod: 'credit_card',
                checkCallback: null,
                paymentCallback: null,
              },
            }
          : {}),
      };
    }
    if (kind === 'mercadoPago') {
      return {
        outcome: 'rejected',
        requestId,
        code: outcome === 'reject' ? 'rejected' : outcome,
        glosa: null,
        message:
          outcome === 'config'
            ? CHECKOUT_MESSAGES.mercadoPagoConfig
            : outcome === 'error'
              ? CHECKOUT_MESSAGES.mercadoPagoProcess
              : CHECKOUT_MESSAGES.rejected,
        mercadoPago: {
          status: 'rejected',
          paymentMethod: 'credit_card',
          checkCallback: null,
          paymentCallback: null,
        },
      };
    }
    const code = '-1';
    const glosa = 'Rechazada';
    return { outcome: 'rejected', requestId, code, glosa, message: cardRejectedMessage(glosa, code) };
  };

  /** The pending payment of `record`: settles at its due time (or when cancelled) and is kept answered. */
  const waitForPayment = (record: StoredPayment): Promise<CardPaymentResult> =>
    new Promise<CardPaymentResult>((resolve, reject) => {
      const { requestId } = record;
      const entry = {
        requestId,
        settle: (result: CardPaymentResult) => {
          if (pendingPayment !== entry) return; // already settled: a late answer is ignored
          pendingPayment = null;
          // Kept answered: a reload before the checkout recorded it still gets the answer.
          writeStored(storage, { ...record, result });
          resolve(result);
        },
        fail: (error: Error) => {
          if (pendingPayment !== entry) return;
          pendingPayment = null;
          reject(error);
        },
      };
      pendingPayment = entry;
      void wait(Math.max(0, record.dueAt - now())).then(() =>
        entry.settle(paymentResult(requestId, record.outcome)),
      );
    });

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
      return terminalId;
    },
    get options() {
      return options;
    },
    calls,

    setOptions(outcomes) {
      options = { ...options, ...stripUndefined(outcomes) };
    },

    scanBarcode() {
      calls.push({ operation: 'scanBarcode' });
      if (!options.hasCamera) return unsupported(GENERAL_MESSAGES.error);
      return answerAfterDelay(() => options.camera);
    },

    takePhoto() {
      calls.push({ operation: 'takePhoto' });
      if (!options.hasCamera) return unsupported(TERMINAL_MESSAGES.imageFailed);
      return answerAfterDelay(() => {
        if (options.photo === 'fail') throw new TerminalError('failed', TERMINAL_MESSAGES.imageFailed);
        return SIMULATED_PHOTO;
      });
    },

    print(lines) {
      calls.push({ operation: 'print', lines: [...lines] });
      return answerAfterDelay(() => {
        const status =
          options.printer === 'ok'
            ? PRINTER_STATUS.ok
            : options.printer === 'paper'
              ? PRINTER_STATUS.outOfPaper
              : options.printer === 'battery'
                ? PRINTER_STATUS.lowBattery
                : options.printerErrorCode;
        if (status !== 0) throw new PrinterError(status, { withCode: options.printerWithCode });
        return { status: 0 as const };
      });
    },

    startCardPayment(request) {
      calls.push({ operation: 'startCardPayment', request });
      if (!capabilities.cardPayment) return unsupported(CHECKOUT_MESSAGES.pollingFailed);
      if (pendingPayment !== null) {
        return Promise.reject(
          new TerminalError('busy', CHECKOUT_MESSAGES.pollingFailed, { retryable: false }),
        );
      }
      if (options.payment === 'unavailable') {
        // The machine refuses to open its payment flow: nothing is charged.
        const message =
          kind === 'mercadoPago' ? CHECKOUT_MESSAGES.mercadoPagoStart : CHECKOUT_MESSAGES.pollingFailed;
        return Promise.reject(new TerminalError('unavailable', message));
      }
      const requestId = request.requestId ?? newRequestId();
      announceCharge(request.paymentId, requestId);
      const outcome = settledOutcome(options.payment);
      const delay =
        options.payment === 'slow' || options.payment === 'lateApprove'
          ? options.slowDelayMs
          : options.delayMs;
      const record: StoredPayment = { requestId, outcome, dueAt: now() + delay, result: null };
      writeStored(storage, record);
      return waitForPayment(record);
    },

    resumeCardPayment(requestId) {
      calls.push({ operation: 'resumeCardPayment', requestId });
      const record = readStored(storage);
      if (record === null || record.requestId !== requestId) return Promise.resolve(null);
      if (record.result !== null) return Promise.resolve(record.result);
      if (pendingPayment !== null) {
        return Promise.reject(
          new TerminalError('busy', CHECKOUT_MESSAGES.pollingFailed, { retryable: false }),
        );
      }
      return waitForPayment(record);
    },

    async cancelCardPayment() {
      calls.push({ operation: 'cancelCardPayment' });
      announceCancel();
      // A machine whose card payments go through the server (Redelcom) has no cancel to offer.
      if (!capabilities.cardPayment) return unsupported(CHECKOUT_MESSAGES.machineCannotCancel);
      const pending = pendingPayment;
      if (pending === null) return;
      await wait(options.delayMs);
      // lateApprove: the cancel is taken, but the card had already gone through.
      if (options.payment === 'lateApprove') {
        pending.settle(paymentResult(pending.requestId, 'approve'));
        return;
      }
      pending.settle({
        outcome: 'cancelled',
        requestId: pending.requestId,
        message: CHECKOUT_MESSAGES.cancelled,
      });
    },

    annulCardTransaction(request) {
      calls.push({ operation: 'annulCardTransaction', request });
      if (!capabilities.annulment) return unsupported(GENERAL_MESSAGES.error);
      return answerAfterDelay(() => {
        const fails =
          options.annulment === 'fail' ||
          (options.annulment === 'failOnce' &&
            !annulmentFailedHere &&
            !hasFailedOnce(storage, SIMULATED_ANNULMENT_FAILED_KEY));
        if (fails) {
          if (options.annulment === 'failOnce') {
            annulmentFailedHere = true;
            markFailedOnce(storage, SIMULATED_ANNULMENT_FAILED_KEY);
          }
          return { codigoRespuesta: 1, glosaRespuesta: 'Rechazado', numeroOperacion: request.transactionId };
        }
        announceAnnulment(request.transactionId);
        return { codigoRespuesta: 0, glosaRespuesta: 'Aprobado', numeroOperacion: request.transactionId };
      });
    },

    setCredentials(credentials) {
      calls.push({ operation: 'setCredentials', credentials });
    },

    loadKeys() {
      calls.push({ operation: 'loadKeys' });
      if (!capabilities.smartPosOptions) return unsupported(loadKeysErrorMessage('unsupported'));
      return answerAfterDelay(() => {
        if (options.loadKeys === 'fail') {
          throw new TerminalError('failed', loadKeysErrorMessage('simulated failure'), { nativeCode: '1' });
        }
        markSmartPosKeysLoaded(jar);
        terminalId = SIMULATED_TERMINAL_ID;
        return { terminalId };
      });
    },

    cashClose() {
      calls.push({ operation: 'cashClose' });
      if (!capabilities.smartPosOptions) return unsupported(cashCloseFailedMessage());
      return answerAfterDelay(() => {
        if (options.cashClose === 'fail') {
          throw new TerminalError('failed', cashCloseFailedMessage(5), { nativeCode: '5' });
        }
        return { message: cashCloseSuccessMessage(null) };
      });
    },

    totals() {
      calls.push({ operation: 'totals' });
      if (!capabilities.smartPosOptions) return unsupported(TERMINAL_MESSAGES.totalsFailed);
      return answerAfterDelay(() => {
        if (options.totals === 'fail') throw new TerminalError('failed', TERMINAL_MESSAGES.totalsFailed);
        // A day's totals as a terminal reports them (the real shape is not in the specs).
        return {
          message: null,
          raw: {
            code: '0',
            cantidadVentas: 14,
            montoVentas: 245_300,
            cantidadAnulaciones: 1,
            montoAnulaciones: 5_990,
          },
        };
      });
    },

    dispose() {
      disposed = true;
      pendingPayment?.fail(new TerminalError('disposed', GENERAL_MESSAGES.error, { retryable: false }));
    },
  };
  return simulator;
}

const SETTLED_OUTCOMES = ['approve', 'reject', 'cancel', 'error', 'config'] as const;
type SettledOutcome = (typeof SETTLED_OUTCOMES)[number];

function isSettledOutcome(value: unknown): value is SettledOutcome {
  return SETTLED_OUTCOMES.some((o) => o === value);
}

/** A stored answer this simulator wrote (an object with a known outcome and the request id). */
function isCardPaymentResult(value: unknown): value is CardPaymentResult {
  if (typeof value !== 'object' || value === null) return false;
  if (!('requestId' in value) || typeof value.requestId !== 'string') return false;
  return 'outcome' in value && ['approved', 'rejected', 'cancelled'].some((o) => o === value.outcome);
}

function settledOutcome(outcome: SimulatorOptions['payment']): SettledOutcome {
  return outcome === 'slow' || outcome === 'unavailable' || outcome === 'lateApprove' ? 'approve' : outcome;
}

/** The simulator's last card payment, kept across a reload (the real machine keeps its own). */
interface StoredPayment {
  readonly requestId: string;
  readonly outcome: SettledOutcome;
  /** Epoch ms when the machine answers. */
  readonly dueAt: number;
  /** The answer once given. */
  readonly result: CardPaymentResult | null;
}

type PaymentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** sessionStorage key of the simulator's last card payment. */
export const SIMULATED_PAYMENT_KEY = 'pos.simulator.payment';

/** sessionStorage flag: the failOnce annulment has failed its once in this tab. */
export const SIMULATED_ANNULMENT_FAILED_KEY = 'pos.simulator.annulment-failed';

function hasFailedOnce(storage: PaymentStorage | null, key: string): boolean {
  try {
    return storage?.getItem(key) === '1';
  } catch {
    return false;
  }
}

function markFailedOnce(storage: PaymentStorage | null, key: string): void {
  try {
    storage?.setItem(key, '1');
  } catch {
    // Storage blocked: the next annulment fails again, as with 'fail'.
  }
}

function defaultStorage(): PaymentStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function writeStored(storage: PaymentStorage | null, record: StoredPayment): void {
  try {
    storage?.setItem(SIMULATED_PAYMENT_KEY, JSON.stringify(record));
  } catch {
    // Storage full or blocked: a reload then finds no answer (the checkout asks the seller).
  }
}

function readStored(storage: PaymentStorage | null): StoredPayment | null {
  try {
    const raw = storage?.getItem(SIMULATED_PAYMENT_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    if (!('requestId' in value) || typeof value.requestId !== 'string') return null;
    if (!('dueAt' in value) || typeof value.dueAt !== 'number') return null;
    return {
      requestId: value.requestId,
      outcome: 'outcome' in value && isSettledOutcome(value.outcome) ? value.outcome : 'approve',
      dueAt: value.dueAt,
      result: 'result' in value && isCardPaymentResult(value.result) ? value.result : null,
    };
  } catch {
    return null;
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  const out: Partial<T> = { ...value };
  for (const key in out) if (out[key] === undefined) delete out[key];
  return out;
}
