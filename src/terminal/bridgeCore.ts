import { newId } from '@/domain/ids.ts';
import { GENERAL_MESSAGES } from '@/domain/messages.ts';
import { TerminalError } from './errors';
import { type IgnoredCallback, type NativePayload, PendingRequests } from './pending';
import type { Clock } from './types';

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
