import { NETWORK_MESSAGES } from '@/domain/messages.ts';
import { ApiError, readEnvelope } from './errors.ts';

/**
 * The custom fetch mutator every generated call goes through (orval.config.ts).
 *
 * - Base URL from configuration; empty means same origin, where the demo backend (MSW) answers.
 * - Bearer token from the session, through `configureApi` (api does not import session).
 * - Offline (`isOnline`), nothing is sent: the call fails at once as kind 'offline', with the
 *   text "Sin conexión: no se envió…" as its message, so every screen that shows a failed
 *   call's text says why.
 * - A time limit on every call (`timeoutMs`, 15 s by default: longer than any answer of a
 *   working server, short enough that a seller does not give up first). The caller's
 *   AbortSignal (React Query's cancellation) still aborts; the limit becomes an ApiError of
 *   kind 'timeout'. The limit covers reading the body too.
 * - A 401 runs the configured `onUnauthorized` (the session expired), once: only when the
 *   token the call carried is still the session's token, so several 401s at once, or a late
 *   401 for a token already replaced, do not log out again.
 * - Every failure becomes an ApiError carrying errorMessage, errorAction and the status.
 * - Every JSON answer is validated against the zod schema the generated code passes in, in
 *   every mode (production too): an HTML page, a non-JSON body or a shape outside the contract
 *   where JSON is expected is an ApiError of kind 'contract', that call's failure, never a
 *   crash further on. zod objects are not strict: extra fields pass.
 */
export interface ApiConfig {
  baseUrl: string;
  getToken: () => string | null;
  onUnauthorized: () => void;
  /** Validate answers against their schema (true in every mode; false only for a test). */
  validateResponses: boolean;
  /** Time limit of one call, ms (0: none). */
  timeoutMs: number;
  /**
   * Whether the machine has a network (the browser's `navigator.onLine` by default). Offline, a
   * call is not sent: it fails at once as kind 'offline', which the outcome rule reads as
   * certainly not done (src/api/outcome.ts).
   */
  isOnline: () => boolean;
}

/** The time limit of a call unless configured otherwise (see ApiConfig.timeoutMs). */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** What the generated code passes as `schema`: a zod (mini) schema of the answer. */
export interface SafeParser<T> {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false; error: { message: string } };
}

export type ApiRequestInit = RequestInit & { schema?: SafeParser<unknown> };

const defaultConfig = (): ApiConfig => ({
  baseUrl: configuredBaseUrl(),
  getToken: () => null,
  onUnauthorized: () => {},
  validateResponses: true,
  timeoutMs: DEFAULT_TIMEOUT_MS,
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
});

function configuredBaseUrl(): string {
  const value: unknown = import.meta.env?.VITE_API_BASE_URL;
  return typeof value === 'string' ? value : '';
}

let config: ApiConfig = defaultConfig();

export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...config, ...next };
}

export function resetApiConfig(): void {
  config = defaultConfig();
}

export function getApiConfig(): Readonly<ApiConfig> {
  return config;
}

export function resolveUrl(path: string): string {
  const base = config.baseUrl.replace(/\/+$/, '');
  if (/^https?:\/\//.test(path)) return path;
  const relative = `${base}${path}`;
  // Node (tests) has no document base: give relative URLs an origin MSW can match.
  if (!/^https?:\/\//.test(relative) && typeof window === 'undefined') return `http://localhost${relative}`;
  return relative;
}

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'other'; text: string };

/** The body as JSON when it is JSON (by content type or by its first character), else its text. */
async function readBody(response: Response): Promise<Body> {
  if ([204, 205, 304].includes(response.status)) return { kind: 'none' };
  const text = await response.text();
  if (!text) return { kind: 'none' };
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || (!type && /^[[{]/.test(text.trim()))) {
    try {
      return { kind: 'json', value: JSON.parse(text) };
    } catch {
      return { kind: 'other', text };
    }
  }
  return { kind: 'other', text };
}

const bodyValue = (body: Body): unknown =>
  body.kind === 'json' ? body.value : body.kind === 'other' ? body.text : undefined;

/**
 * One signal for the fetch: aborted by the caller's signal or by the time limit. Written out
 * instead of AbortSignal.any/timeout so it works with any AbortSignal (jsdom's in tests).
 */
function limitSignal(caller: AbortSignal | null | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(caller?.reason);
  if (caller?.aborted) controller.abort(caller.reason);
  else caller?.addEventListener('abort', onCallerAbort, { once: true });
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      if (timer !== undefined) clearTimeout(timer);
      caller?.removeEventListener('abort', onCallerAbort);
    },
  };
}

function timeoutError(): ApiError {
  return new ApiError({ status: 0, kind: 'timeout', message: 'El servidor no respondió a tiempo' });
}

/**
 * The answer's type comes from the caller (the generated code, from the contract): with a schema
 * (every generated call but the Redelcom poll) the answer was checked against it first.
 */
export function apiFetch<T>(url: string, init: RequestInit & { schema: SafeParser<T> }): Promise<T>;
export function apiFetch<T>(url: string, init?: ApiRequestInit): Promise<T>;
export async function apiFetch(url: string, init: ApiRequestInit = {}): Promise<unknown> {
  const { schema, signal: callerSignal, ...requestInit } = init;
  const headers = new Headers(requestInit.headers);
  const token = config.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  if (!config.isOnline()) {
    throw new ApiError({
      status: 0,
      kind: 'offline',
      envelope: { errorMessage: NETWORK_MESSAGES.writeRefused },
    });
  }
  const limit = limitSignal(callerSignal, config.timeoutMs);
  let response: Response;
  let body: Body;
  try {
    response = await fetch(resolveUrl(url), { ...requestInit, headers, signal: limit.signal });
    body = await readBody(response);
  } catch (cause) {
    if (limit.timedOut()) throw timeoutError();
    if (callerSignal?.aborted) throw cause;
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, kind: 'network', message: 'No se pudo conectar con el servidor' });
  } finally {
    limit.done();
  }

  const value = bodyValue(body);
  if (response.status === 401) {
    // Only for the session this call belonged to: one logout for several 401s at once.
    if (token && token === config.getToken()) config.onUnauthorized();
    throw new ApiError({ status: 401, kind: 'http', envelope: readEnvelope(value), body: value });
  }
  if (!response.ok) {
    throw new ApiError({ status: response.status, kind: 'http', envelope: readEnvelope(value), body: value });
  }
  const method = requestInit.method ?? 'GET';
  // 204 (e.g. Redelcom "keep waiting"): null, which React Query accepts as query data. An empty
  // 200/201 where the contract promises JSON is a contract failure below.
  if (body.kind === 'none' && ([204, 205, 304].includes(response.status) || !schema)) return null;

  if (schema && config.validateResponses) {
    if (body.kind !== 'json') {
      const type = response.headers.get('content-type') || 'sin tipo';
      throw new ApiError({
        status: response.status,
        kind: 'contract',
        body: value,
        message: `Respuesta fuera de contrato (${method} ${url}): se esperaba JSON y llegó ${body.kind === 'none' ? 'un cuerpo vacío' : type}`,
      });
    }
    const result = schema.safeParse(body.value);
    if (!result.success) {
      throw new ApiError({
        status: response.status,
        kind: 'contract',
        body: value,
        message: `Respuesta fuera de contrato (${method} ${url}): ${result.error.message}`,
      });
    }
  }
  // The answer as it came (extra fields included, as before): the schema only checked it.
  return value;
}

export default apiFetch;
