/**
 * Test helpers: a fake native object that records what the web app sends, like the Android
 * JavascriptInterface would receive it (one JSON string per call).
 */

export interface FakeNativeCall {
  readonly method: string;
  /** The parsed JSON argument ({} when called without one). */
  readonly payload: Record<string, unknown>;
}

export interface FakeNative {
  /** Pass this as `native` to a bridge. */
  readonly object: Record<string, unknown>;
  readonly calls: FakeNativeCall[];
  /** The calls to one method. */
  callsTo(method: string): FakeNativeCall[];
  /** The requestId of the last call to `method`. */
  lastRequestId(method: string): string;
}

/**
 * `methods` lists the native methods; a function value replaces the recording stub's return value
 * (getInfo, isConnected) or throws to simulate a broken bridge.
 */
export function createFakeNative(
  methods: readonly string[],
  behaviour: Readonly<Record<string, (payload: Record<string, unknown>) => unknown>> = {},
): FakeNative {
  const calls: FakeNativeCall[] = [];
  const object: Record<string, unknown> = {};
  for (const method of methods) {
    object[method] = (json?: string) => {
      const payload = json === undefined ? {} : (JSON.parse(json) as Record<string, unknown>);
      calls.push({ method, payload });
      return behaviour[method]?.(payload);
    };
  }
  return {
    object,
    calls,
    callsTo: (method) => calls.filter((call) => call.method === method),
    lastRequestId(method) {
      const call = calls.filter((c) => c.method === method).at(-1);
      const id = call?.payload.requestId;
      if (typeof id !== 'string') throw new Error(`no call to ${method} with a requestId`);
      return id;
    },
  };
}

/** The callbacks object a bridge installed on its host, typed for calling from tests. */
export function callbacksOn(
  host: Record<string, unknown>,
  name: string,
): Record<string, (raw: unknown) => boolean> {
  const value = host[name];
  if (typeof value !== 'object' || value === null) throw new Error(`no ${name} installed`);
  return value as Record<string, (raw: unknown) => boolean>;
}

/** A cookie jar for node tests that keeps name=value pairs like a browser (max-age=0 deletes). */
export function createCookieJar(): { cookie: string; readonly writes: string[] } {
  const values = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) return;
      if (attributes.some((a) => a.toLowerCase() === 'max-age=0')) values.delete(name);
      else values.set(name, rest.join('='));
    },
  };
}

/** A sessionStorage stand-in that outlives a simulator, as a tab's does a reload. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}
