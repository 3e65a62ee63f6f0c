import { printerStatusMessage } from '@/domain/messages.ts';

/**
 * Why a terminal request failed.
 * - `unsupported`: this machine cannot do it (e.g. annulment on a Mercado Pago machine).
 * - `unavailable`: the native object or one of its methods is missing, or threw when called.
 * - `timeout`: no matching native callback arrived in time.
 * - `busy`: a card payment is already pending on this machine.
 * - `failed`: the machine answered with a failure (the message is the spec's text).
 * - `printer`: the printer answered with a non-zero status (see PrinterError).
 * - `cancelFailed`: the machine did not confirm a payment cancellation.
 * - `disposed`: the adapter was disposed while the request was pending.
 */
export type TerminalErrorCode =
  | 'unsupported'
  | 'unavailable'
  | 'timeout'
  | 'busy'
  | 'failed'
  | 'printer'
  | 'cancelFailed'
  | 'disposed';

export class TerminalError extends Error {
  override readonly name: string = 'TerminalError';
  readonly code: TerminalErrorCode;
  /** Whether offering "Reintentar" makes sense. */
  readonly retryable: boolean;
  /** The code the machine reported, when it reported one. */
  readonly nativeCode: string | number | null;

  constructor(
    code: TerminalErrorCode,
    message: string,
    options: { retryable?: boolean; nativeCode?: string | number | null; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.retryable = options.retryable ?? code !== 'unsupported';
    this.nativeCode = options.nativeCode ?? null;
  }
}

/**
 * A printer answered with a non-zero status. Every printer status is retryable: paper can be
 * loaded, the battery charged, a jam cleared; the screen offers to print again.
 */
export class PrinterError extends TerminalError {
  override readonly name = 'PrinterError';
  readonly status: number;

  constructor(status: number, options: { withCode?: boolean } = {}) {
    super('printer', printerStatusMessage(status, options) ?? '', { retryable: true, nativeCode: status });
    this.status = status;
  }
}

export function isTerminalError(error: unknown): error is TerminalError {
  return error instanceof TerminalError;
}

export function isPrinterError(error: unknown): error is PrinterError {
  return error instanceof PrinterError;
}
