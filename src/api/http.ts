import { ApiError, readEnvelope } from './errors.ts';

/**
 * The custom fetch mutator every generated call goes through (orval.config.ts).
 *
 * - Base URL from configuration; empty means same origin, where the demo backend (MSW) answers.
 * - Bearer token from the session, through `configureApi` (api does not import session).
 * - A 401 runs the configured `onUnauthorized` (clear the session, go to /login).
 * - Every failure becomes an ApiError carrying errorMessage, errorAction and the status.
 * - In development and tests every JSON answer is validated against the zod schema the
 *   generated code passes in; a mismatch is a contract error, not a silent bad screen.
 */
export interface ApiConfig {
  baseUrl: string;
  getToken: () => string | null;
  onUnauthorized: () => void;
  validateResponses: boolean;
}

interface SafeParser {
  safeParse: (data: unknown) => { success: boolean; error?: { message: string } };
}

export type ApiRequestInit = RequestInit & { schema?: SafeParser };

const defaultConfig = (): ApiConfig => ({
  baseUrl: (import.meta.env?.VITE_API_BASE_URL as string | undefined) ?? '',
  getToken: () => null,
  onUnauthorized: () => {},
  validateResponses: Boolean(import.meta.env?.DEV || import.meta.env?.MODE === 'test'),
});

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

async function readBody(response: Response): Promise<unknown> {
  if ([204, 205, 304].includes(response.status)) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || /^[[{]/.test(text.trim())) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export async function apiFetch<T>(url: string, init: ApiRequestInit = {}): Promise<T> {
  const { schema, ...requestInit } = init;
  const headers = new Headers(requestInit.headers);
  const token = config.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  let response: Response;
  try {
    response = await fetch(resolveUrl(url), { ...requestInit, headers });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, kind: 'network', message: 'No se pudo conectar con el servidor' });
  }

  const body = await readBody(response);

  if (response.status === 401) {
    config.onUnauthorized();
    throw new ApiError({ status: 401, kind: 'http', envelope: readEnvelope(body), body });
  }
  if (!response.ok) {
    throw new ApiError({ status: response.status, kind: 'http', envelope: readEnvelope(body), body });
  }
  // 204 (e.g. Redelcom "keep waiting"): null, which React Query accepts as query data.
  if (body === undefined) return null as T;

  if (schema && config.validateResponses) {
    const result = schema.safeParse(body);
    if (!result.success) {
      throw new ApiError({
        status: response.status,
        kind: 'contract',
        body,
        message: `Respuesta fuera de contrato (${requestInit.method ?? 'GET'} ${url}): ${result.error?.message ?? ''}`,
      });
    }
  }
  return body as T;
}

export default apiFetch;
