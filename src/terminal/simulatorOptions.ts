import type { MachineKind } from './types';

/**
 * The simulator's options and how the URL chooses them. Apart from simulator.ts so that
 * detection (detect.ts, in the first chunk) reads `?terminal=` without loading the simulator.
 */

export const PAYMENT_OUTCOMES = [
  'approve',
  'reject',
  'cancel',
  'slow',
  'error',
  'config',
  'unavailable',
  'lateApprove',
] as const;
export const PRINTER_OUTCOMES = ['ok', 'paper', 'battery', 'error'] as const;
export const OK_FAIL = ['ok', 'fail'] as const;
/** failOnce: the first annulment fails (once per browser tab, across reloads), the rest succeed. */
export const ANNULMENT_OUTCOMES = ['ok', 'fail', 'failOnce'] as const;
/**
 * One answer of an annulment script (`annulments=fail,ok,lose`): approved, refused ("Rechazado"),
 * or lost: the terminal takes the request and no answer ever comes (the page going away with it).
 */
export const ANNULMENT_STEPS = ['ok', 'fail', 'lose'] as const;
export const MACHINE_KINDS = ['smartPos', 'mercadoPago', 'redelcom', 'browser'] as const;

export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];
export type PrinterOutcome = (typeof PRINTER_OUTCOMES)[number];
export type OkFail = (typeof OK_FAIL)[number];
export type AnnulmentOutcome = (typeof ANNULMENT_OUTCOMES)[number];
export type AnnulmentStep = (typeof ANNULMENT_STEPS)[number];

export interface SimulatorOptions {
  readonly kind: MachineKind;
  /** Defaults to kind === 'smartPos'. */
  readonly isTerminalApp: boolean;
  /** Defaults to kind === 'smartPos'. */
  readonly hasCamera: boolean;
  readonly hasHardwareSdk: boolean;
  /**
   * approve | reject | cancel (the person cancels on the machine) | slow (approves after
   * slowDelayMs) | error (Mercado Pago: the payment process failed) | config (Mercado Pago: a
   * configuration problem) | lateApprove (slow, and a cancel asked meanwhile is taken but the card
   * had gone through: the payment settles approved). On SmartPOS, error and config reject like
   * reject.
   */
  readonly payment: PaymentOutcome;
  /** ok (0) | paper (2) | battery (9) | error (printerErrorCode). */
  readonly printer: PrinterOutcome;
  readonly printerErrorCode: number;
  /** The newer printer result: messages end in " (Cod {code})". */
  readonly printerWithCode: boolean;
  readonly annulment: AnnulmentOutcome;
  /**
   * The answers of this tab's annulments, in order and across reloads (counted in session
   * storage); past its end, `annulment` answers. Empty: `annulment` answers every one.
   */
  readonly annulmentScript: readonly AnnulmentStep[];
  readonly loadKeys: OkFail;
  readonly cashClose: OkFail;
  readonly totals: OkFail;
  /** The code the camera scanner reads; null means the person cancels. */
  readonly camera: string | null;
  readonly photo: OkFail;
  /** Delay of every answer, in ms. */
  readonly delayMs: number;
  /** Delay of a 'slow' payment; longer than the 10 s after which SmartPOS offers cancel. */
  readonly slowDelayMs: number;
}

/**
 * Reads simulator options from a URL query, e.g.
 * `?terminal=smartPos&payment=reject&printer=paper&camera=7801234567890&delay=800`.
 * Unknown keys and invalid values are ignored. `terminal=simulator` chooses the default kind.
 *
 * Keys: terminal, terminalApp (1|0), hasCamera (1|0), sdk (pro|normal), payment, printer,
 * printerCode, printerWithCode (1|0), annulment, annulments (a script: ok, fail and lose separated
 * by commas), keys, cashClose, totals, camera (a code or "cancel"), photo, delay, slowDelay.
 */
export function parseSimulatorQuery(search: string | URLSearchParams): Partial<SimulatorOptions> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const result: { -readonly [K in keyof SimulatorOptions]?: SimulatorOptions[K] } = {};
  const kind = oneOf(params.get('terminal'), MACHINE_KINDS);
  if (kind) result.kind = kind;
  const terminalApp = flag(params.get('terminalApp'));
  if (terminalApp !== undefined) result.isTerminalApp = terminalApp;
  const hasCamera = flag(params.get('hasCamera'));
  if (hasCamera !== undefined) result.hasCamera = hasCamera;
  const sdk = params.get('sdk');
  if (sdk === 'pro' || sdk === 'normal') result.hasHardwareSdk = sdk === 'pro';
  const payment = oneOf(params.get('payment'), PAYMENT_OUTCOMES);
  if (payment) result.payment = payment;
  const printer = oneOf(params.get('printer'), PRINTER_OUTCOMES);
  if (printer) result.printer = printer;
  const printerCode = integer(params.get('printerCode'));
  if (printerCode !== undefined && printerCode !== 0) result.printerErrorCode = printerCode;
  const printerWithCode = flag(params.get('printerWithCode'));
  if (printerWithCode !== undefined) result.printerWithCode = printerWithCode;
  const annulment = oneOf(params.get('annulment'), ANNULMENT_OUTCOMES);
  if (annulment) result.annulment = annulment;
  const script = params.get('annulments')?.split(',');
  const steps = script?.map((step) => oneOf(step.trim(), ANNULMENT_STEPS));
  if (steps && steps.length > 0 && steps.every((step) => step !== undefined)) result.annulmentScript = steps;
  const keys = oneOf(params.get('keys'), OK_FAIL);
  if (keys) result.loadKeys = keys;
  const cashClose = oneOf(params.get('cashClose'), OK_FAIL);
  if (cashClose) result.cashClose = cashClose;
  const totals = oneOf(params.get('totals'), OK_FAIL);
  if (totals) result.totals = totals;
  const photo = oneOf(params.get('photo'), OK_FAIL);
  if (photo) result.photo = photo;
  const camera = params.get('camera')?.trim();
  if (camera) result.camera = camera === 'cancel' ? null : camera;
  const delay = integer(params.get('delay'));
  if (delay !== undefined && delay >= 0) result.delayMs = delay;
  const slowDelay = integer(params.get('slowDelay'));
  if (slowDelay !== undefined && slowDelay >= 0) result.slowDelayMs = slowDelay;
  return result;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

function flag(value: string | null): boolean | undefined {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return undefined;
}

function integer(value: string | null): number | undefined {
  if (value === null || !/^-?\d+$/.test(value)) return undefined;
  return Number(value);
}
