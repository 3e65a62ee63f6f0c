import type { Clock } from './types';

/**
 * Pending native requests, keyed by channel (print, payment, ...) and request id.
 *
 * Like Odoo's PaymentInterface, a native answer only counts when it matches a pending request:
 * a callback without a request id, for another request, or arriving after a timeout, dispose or
 * a previous answer is ignored (and reported to `onIgnored`).
 */

export type NativePayload = Readonly<Record<string, unknown>>;

export interface IgnoredCallback {
  readonly channel: string;
  readonly reason: 'unparseable' | 'noRequestId' | 'noPendingRequest';
  readonly payload: unknown;
}

interface Entry {
  readonly resolve: (payload: NativePayload) => void;
  readonly reject: (error: Error) => void;
  readonly timer: unknown;
}

export class PendingRequests {
  readonly #entries = new Map<string, Entry>();
  readonly #clock: Clock;
  readonly #onIgnored: (ignored: IgnoredCallback) => void;

  constructor(clock: Clock, onIgnored: (ignored: IgnoredCallback) => void = () => {}) {
    this.#clock = clock;
    this.#onIgnored = onIgnored;
  }

  /**
   * Registers a request before the native call is made, so even a synchronous answer matches.
   * `timeoutMs` null waits forever.
   */
  open(
    channel: string,
    requestId: string,
    timeoutMs: number | null,
    onTimeout: () => Error,
  ): Promise<NativePayload> {
    const key = keyOf(channel, requestId);
    const previous = this.#entries.get(key);
    if (previous) this.#settle(key, previous, (entry) => entry.reject(onTimeout()));
    return new Promise<NativePayload>((resolve, reject) => {
      const timer =
        timeoutMs === null
          ? null
          : this.#clock.setTimeout(() => {
              const entry = this.#entries.get(key);
              if (entry) this.#settle(key, entry, (e) => e.reject(onTimeout()));
            }, timeoutMs);
      this.#entries.set(key, { resolve, reject, timer });
    });
  }

  /** Delivers a native answer. Returns true when it matched a pending request. */
  deliver(channel: string, raw: unknown): boolean {
    const payload = parsePayload(raw);
    if (payload === null) {
      this.#onIgnored({ channel, reason: 'unparseable', payload: raw });
      return false;
    }
    const requestId = stringField(payload, 'requestId');
    if (requestId === null) {
      this.#onIgnored({ channel, reason: 'noRequestId', payload });
      return false;
    }
    const key = keyOf(channel, requestId);
    const entry = this.#entries.get(key);
    if (!entry) {
      this.#onIgnored({ channel, reason: 'noPendingRequest', payload });
      return false;
    }
    this.#settle(key, entry, (e) => e.resolve(payload));
    return true;
  }

  /** Fails one pending request (e.g. the native call threw). */
  fail(channel: string, requestId: string, error: Error): void {
    const key = keyOf(channel, requestId);
    const entry = this.#entries.get(key);
    if (entry) this.#settle(key, entry, (e) => e.reject(error));
  }

  has(channel: string, requestId?: string): boolean {
    if (requestId !== undefined) return this.#entries.has(keyOf(channel, requestId));
    const prefix = `${channel}\u0000`;
    for (const key of this.#entries.keys()) if (key.startsWith(prefix)) return true;
    return false;
  }

  /** Fails every pending request (dispose). */
  failAll(makeError: () => Error): void {
    for (const [key, entry] of [...this.#entries]) this.#settle(key, entry, (e) => e.reject(makeError()));
  }

  #settle(key: string, entry: Entry, action: (entry: Entry) => void): void {
    this.#entries.delete(key);
    if (entry.timer !== null) this.#clock.clearTimeout(entry.timer);
    action(entry);
  }
}

function keyOf(channel: string, requestId: string): string {
  return `${channel}\u0000${requestId}`;
}

/** Native apps may pass a JSON string or an object. Anything else is unparseable. */
export function parsePayload(raw: unknown): NativePayload | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  return isPayload(value) ? value : null;
}

/** A string or number field as a string; null when absent or empty. */
export function stringField(payload: NativePayload, name: string): string | null {
  const value = payload[name];
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A numeric field (numbers or numeric strings); null when absent or not numeric. */
export function numberField(payload: NativePayload, name: string): number | null {
  const value = payload[name];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

function isPayload(value: unknown): value is NativePayload {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
