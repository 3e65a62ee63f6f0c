import { newId } from '@/domain/ids.ts';
import { CHECKOUT_MESSAGES, GENERAL_MESSAGES } from '@/domain/messages.ts';
import { PrinterError, TerminalError } from './errors';
import { type IgnoredCallback, type NativePayload, numberField, PendingRequests } from './pending';
import type { CardPaymentRequest, CardPaymentResult, Clock, PrintResult } from './types';

/**
 * Shared plumbing of the native bridges (SmartPOS, Mercado Pago): send a JSON request with a
 * request id to a method of the native object, and resolve it from the matching global callback.
 */

/** A native object as Android's addJavascriptInterface exposes it: methods taking strings. */
export type NativeObject = Readonly<Record<string, unknown>>;

/** Where the callbacks are installed: `window` in the app, any object in tests. */
export type CallbackHost = Record<string, unknown>;

export interface BridgeCoreOptions {
  readonly clock: Clock;
  readonly host: CallbackHost;
  /** The global the native app calls, e.g. "smartPosCallbacks". */
  readonly callbacksName: string;
  /** callback name -> channel; a transform may enrich the parsed payload. */
  readonly callbacks: Readonly<
    Record<string, { channel: string; extra?: Readonly<Record<string, unknown>> }>
  >;
  readonly newRequestId?: () => string;
  readonly onIgnoredCallback?: (ignored: IgnoredCallback) => void;
}

export class BridgeCore {
  readonly pending: PendingRequests;
  readonly #native: NativeObject | null;
  readonly #host: CallbackHost;
  readonly #callbacksName: string;
  readonly #installed: Record<string, (raw: unknown) => boolean>;
  readonly #newRequestId: () => string;
  #disposed = false;

  constructor(native: NativeObject | null, options: BridgeCoreOptions) {
    this.#native = native;
    this.#host = options.host;
    this.#callbacksName = options.callbacksName;
    this.#newRequestId = options.newRequestId ?? (() => newId('req'));
    this.pending = new PendingRequests(options.clock, options.onIgnoredCallback);
    this.#installed = {};
    for (const [name, { channel, extra }] of Object.entries(options.callbacks)) {
      this.#installed[name] = (raw: unknown) => this.pending.deliver(channel, withExtra(raw, extra));
    }
    this.#host[this.#callbacksName] = this.#installed;
  }

  newRequestId(): string {
    return this.#newRequestId();
  }

  hasMethod(method: string): boolean {
    return typeof this.#native?.[method] === 'function';
  }

  /** Calls a native method synchronously with a JSON argument; returns its return value. */
  invoke(method: string, payload?: Readonly<Record<string, unknown>>): unknown {
    const fn = this.#native?.[method];
    if (typeof fn !== 'function') throw new Error(`native method ${method} is missing`);
    return payload === undefined ? fn.call(this.#native) : fn.call(this.#native, JSON.stringify(payload));
  }

  /**
   * Sends a request and waits for the matching callback on `channel`.
   * Missing method, a throwing call, a timeout or dispose reject with a TerminalError carrying
   * `failureMessage` (the spec's text for that operation).
   */
  request(
    channel: string,
    method: string,
    payload: Readonly<Record<string, unknown>>,
    options: { requestId?: string; timeoutMs: number | null; failureMessage: string },
  ): Promise<NativePayload> {
    const requestId = options.requestId ?? this.newRequestId();
    if (this.#disposed) {
      return Promise.reject(new TerminalError('disposed', options.failureMessage, { retryable: false }));
    }
    if (!this.hasMethod(method)) {
      return Promise.reject(new TerminalError('unavailable', options.failureMessage));
    }
    const answer = this.pending.open(
      channel,
      requestId,
      options.timeoutMs,
      () => new TerminalError('timeout', options.failureMessage),
    );
    try {
      this.invoke(method, { ...payload, requestId });
    } catch (cause) {
      this.pending.fail(
        channel,
        requestId,
        new TerminalError('unavailable', options.failureMessage, { cause }),
      );
    }
    return answer;
  }

  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.pending.failAll(() => new TerminalError('disposed', GENERAL_MESSAGES.error, { retryable: false }));
    if (this.#host[this.#callbacksName] === this.#installed) delete this.#host[this.#callbacksName];
  }
}

function withExtra(raw: unknown, extra: Readonly<Record<string, unknown>> | undefined): unknown {
  if (!extra) return raw;
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return raw;
  return { ...value, ...extra };
}

/** Marks payloads delivered by the newer printer callback, whose messages carry "(Cod {code})". */
export const NEWER_PRINTER_RESULT = '__newerPrinterResult';

/** Maps a printer answer: 0 resolves, any other status throws a PrinterError. */
export function toPrintResult(payload: NativePayload): PrintResult {
  const status = numberField(payload, 'status');
  if (status === null) throw new TerminalError('failed', CHECKOUT_MESSAGES.printNotSuccessful);
  if (status !== 0) throw new PrinterError(status, { withCode: payload[NEWER_PRINTER_RESULT] === true });
  return { status: 0 };
}

/** A native success code: 0 or "0" (key load, cash close, totals). */
export function isZeroCode(value: unknown): boolean {
  return value === 0 || value === '0';
}

export function defaultHost(): CallbackHost {
  const host: CallbackHost = globalThis;
  return host;
}

/** A native object: anything the app put on `window` that is an object. */
export function isNativeObject(value: unknown): value is NativeObject {
  return typeof value === 'object' && value !== null;
}

/**
 * Print, card payment and cancel as both native bridges do them: one payment pending at a time,
 * a cancel only counts when the machine confirms it, and the confirmation settles the pending
 * payment as cancelled (a later payment answer is ignored).
 */
export function cardPaymentMethods(
  core: BridgeCore,
  options: {
    timeouts: { print: number | null; payment: number | null; cancel: number | null };
    /** The text for a payment that cannot start (busy, missing SDK, timeout). */
    startFailureMessage: string;
    toResult: (requestId: string, answer: NativePayload) => CardPaymentResult;
    /** The payment answer the bridge's own protocol uses for "cancelled". */
    cancelledAnswer: Readonly<Record<string, unknown>>;
  },
) {
  let pendingPaymentId: string | null = null;
  return {
    async print(lines: readonly string[]): Promise<PrintResult> {
      const answer = await core.request(
        'print',
        'print',
        { lines: [...lines] },
        { timeoutMs: options.timeouts.print, failureMessage: CHECKOUT_MESSAGES.printNotSuccessful },
      );
      return toPrintResult(answer);
    },

    async startCardPayment(request: CardPaymentRequest): Promise<CardPaymentResult> {
      if (pendingPaymentId !== null) {
        throw new TerminalError('busy', options.startFailureMessage, { retryable: false });
      }
      const requestId = request.requestId ?? core.newRequestId();
      pendingPaymentId = requestId;
      try {
        const answer = await core.request(
          'payment',
          'startPayment',
          {
            amount: request.amount,
            paymentId: request.paymentId,
            orderId: request.orderId,
            cardType: request.cardType ?? null,
          },
          { requestId, timeoutMs: options.timeouts.payment, failureMessage: options.startFailureMessage },
        );
        return options.toResult(requestId, answer);
      } finally {
        if (pendingPaymentId === requestId) pendingPaymentId = null;
      }
    },

    /**
     * Registers `requestId` as the pending payment again (after a reload) so the machine's late
     * answer counts, and asks the machine to send it again (`resumePayment`, when the app has it).
     * An answer `{requestId, unknown: true}` means the machine knows nothing of it: null.
     */
    async resumeCardPayment(requestId: string): Promise<CardPaymentResult | null> {
      if (pendingPaymentId !== null && pendingPaymentId !== requestId) {
        throw new TerminalError('busy', options.startFailureMessage, { retryable: false });
      }
      pendingPaymentId = requestId;
      try {
        const answer = core.pending.open(
          'payment',
          requestId,
          options.timeouts.payment,
          () => new TerminalError('timeout', options.startFailureMessage),
        );
        if (core.hasMethod('resumePayment')) {
          try {
            core.invoke('resumePayment', { requestId });
          } catch {
            // The late answer may still come through the callback.
          }
        }
        const payload = await answer;
        if (payload.unknown === true) return null;
        return options.toResult(requestId, payload);
      } finally {
        if (pendingPaymentId === requestId) pendingPaymentId = null;
      }
    },

    async cancelCardPayment(): Promise<void> {
      const requestId = pendingPaymentId;
      if (requestId === null) return;
      const answer = await core.request(
        'cancel',
        'cancelPayment',
        {},
        { requestId, timeoutMs: options.timeouts.cancel, failureMessage: CHECKOUT_MESSAGES.cancelFailed },
      );
      if (answer.ok !== true) throw new TerminalError('cancelFailed', CHECKOUT_MESSAGES.cancelFailed);
      core.pending.deliver('payment', { requestId, ...options.cancelledAnswer });
    },

    resetPendingPayment(): void {
      pendingPaymentId = null;
    },
  };
}
