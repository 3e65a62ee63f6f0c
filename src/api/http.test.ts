import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCustomerPoints } from '@/api/generated/endpoints/customers/customers.ts';
import { getRedelcomTransaction } from '@/api/generated/endpoints/payments/payments.ts';
import { login } from '@/api/generated/endpoints/session/session.ts';
import { LoginResponse } from '@/api/generated/model/loginResponse.zod.ts';
import { ApiError, errorText } from './errors.ts';
import { apiFetch, configureApi, DEFAULT_TIMEOUT_MS, getApiConfig, resetApiConfig } from './http.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetApiConfig();
});
afterAll(() => server.close());

describe('apiFetch (the generated calls go through it)', () => {
  it('sends the session token as a bearer token', async () => {
    let auth: string | null = null;
    server.use(
      http.get('*/api/customers/:id/points', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ data: { points: 1, cash: 2, reserved: 0 } });
      }),
    );
    configureApi({ getToken: () => 'tok-123' });
    await getCustomerPoints(7);
    expect(auth).toBe('Bearer tok-123');
  });

  it('prefixes the configured base URL', async () => {
    server.use(
      http.get('https://api.example.cl/api/customers/7/points', () =>
        HttpResponse.json({ data: { points: 1, cash: 0, reserved: 0 } }),
      ),
    );
    configureApi({ baseUrl: 'https://api.example.cl/' });
    await expect(getCustomerPoints(7)).resolves.toEqual({ data: { points: 1, cash: 0, reserved: 0 } });
  });

  it('turns an error answer into an ApiError with the server message and action', async () => {
    server.use(
      http.post('*/api/login', () =>
        HttpResponse.json({ errorMessage: 'Contraseña incorrecta', errorAction: 'reset' }, { status: 400 }),
      ),
    );
    const error = await login({ rut: '111111111', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      errorMessage: 'Contraseña incorrecta',
      errorAction: 'reset',
      canRetry: false,
    });
    expect(errorText(error, 'por defecto')).toBe('Contraseña incorrecta');
  });

  it('falls back to the screen default when the server sends no message', async () => {
    server.use(http.get('*/api/customers/:id/points', () => new HttpResponse('boom', { status: 500 })));
    const error = await getCustomerPoints(7).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, errorMessage: null, canRetry: true });
    expect(errorText(error, 'Ha ocurrido un error')).toBe('Ha ocurrido un error');
  });

  it('runs onUnauthorized on a 401 from any call', async () => {
    const onUnauthorized = vi.fn();
    configureApi({ onUnauthorized, getToken: () => 'tok' });
    server.use(
      http.get('*/api/customers/:id/points', () =>
        HttpResponse.json({ errorMessage: 'Token vencido' }, { status: 401 }),
      ),
    );
    await expect(getCustomerPoints(7)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('rejects an answer that breaks the contract (validated with the generated zod schema)', async () => {
    server.use(
      http.get('*/api/customers/:id/points', () => HttpResponse.json({ data: { points: 'muchos' } })),
    );
    await expect(getCustomerPoints(7)).rejects.toMatchObject({ kind: 'contract' });
  });

  it('validates by default in every mode, production included', async () => {
    resetApiConfig();
    expect(getApiConfig().validateResponses).toBe(true);
    server.use(http.get('*/api/customers/:id/points', () => HttpResponse.json({ data: {} })));
    await expect(getCustomerPoints(7)).rejects.toMatchObject({ kind: 'contract', status: 200 });
  });

  it('lets extra fields through (zod objects are not strict)', async () => {
    server.use(
      http.get('*/api/customers/:id/points', () =>
        HttpResponse.json({ data: { points: 1, cash: 0, reserved: 0, nuevo: 'x' }, extra: true }),
      ),
    );
    await expect(getCustomerPoints(7)).resolves.toMatchObject({ data: { points: 1 } });
  });

  it('fails with a contract error for an HTML page answered with 200', async () => {
    server.use(
      http.get(
        '*/api/customers/:id/points',
        () =>
          new HttpResponse('<!doctype html><html><body>Bad Gateway</body></html>', {
            status: 200,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const error = await getCustomerPoints(7).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'contract', status: 200, errorMessage: null });
    expect(errorText(error, 'Ha ocurrido un error')).toBe('Ha ocurrido un error');
  });

  it('fails with a contract error for JSON-looking text of another content type, or an empty 200', async () => {
    server.use(
      http.get(
        '*/api/customers/:id/points',
        () =>
          new HttpResponse('{"data":{"points":1,"cash":0,"reserved":0}}', {
            headers: { 'Content-Type': 'text/plain' },
          }),
      ),
    );
    await expect(getCustomerPoints(7)).rejects.toMatchObject({ kind: 'contract' });
    server.use(http.get('*/api/customers/:id/points', () => new HttpResponse('', { status: 200 })));
    await expect(getCustomerPoints(7)).rejects.toMatchObject({ kind: 'contract' });
  });

  it('reads an HTML 500 as a server failure without a message', async () => {
    server.use(
      http.get(
        '*/api/customers/:id/points',
        () =>
          new HttpResponse('<html>Internal error</html>', {
            status: 500,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    await expect(getCustomerPoints(7)).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      errorMessage: null,
    });
  });

  it('ends a call that gets no answer at the time limit, as a timeout ApiError', async () => {
    configureApi({ timeoutMs: 50 });
    server.use(http.get('*/api/customers/:id/points', () => delay('infinite')));
    const started = Date.now();
    const error = await getCustomerPoints(7).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', status: 0, errorMessage: null, canRetry: true });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('offline, sends nothing and fails at once as a call not sent, saying why', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/customers/:id/points', () => {
        asked += 1;
        return HttpResponse.json({ data: { points: 1, cash: 2, reserved: 0 } });
      }),
    );
    let online = false;
    configureApi({ isOnline: () => online });
    const error = await getCustomerPoints(7).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'offline', status: 0 });
    expect(errorText(error, 'Error al cargar')).toBe(
      'Sin conexión: no se envió. Intente de nuevo cuando vuelva la red.',
    );
    expect(asked).toBe(0);
    online = true;
    await expect(getCustomerPoints(7)).resolves.toBeDefined();
    expect(asked).toBe(1);
  });

  it("follows the browser's network state unless configured", () => {
    expect(getApiConfig().isOnline()).toBe(true);
    vi.stubGlobal('navigator', { onLine: false });
    try {
      expect(getApiConfig().isOnline()).toBe(false);
      vi.stubGlobal('navigator', { onLine: true });
      expect(getApiConfig().isOnline()).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('has a 15 s time limit unless configured', () => {
    resetApiConfig();
    expect(getApiConfig().timeoutMs).toBe(15_000);
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
  });

  it("still lets the caller's signal cancel (an abort, not a timeout)", async () => {
    configureApi({ timeoutMs: 10_000 });
    server.use(http.get('*/api/customers/:id/points', () => delay('infinite')));
    const controller = new AbortController();
    const pending = getCustomerPoints(7, { signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 20);
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('runs onUnauthorized once for several 401s of the same session', async () => {
    let token: string | null = 'tok-1';
    const onUnauthorized = vi.fn(() => {
      token = null;
    });
    configureApi({ getToken: () => token, onUnauthorized });
    server.use(
      http.get('*/api/customers/:id/points', async () => {
        await delay(10);
        return HttpResponse.json({ errorMessage: 'Sesión expirada' }, { status: 401 });
      }),
    );
    const results = await Promise.allSettled([
      getCustomerPoints(1),
      getCustomerPoints(2),
      getCustomerPoints(3),
    ]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('ignores a late 401 for a token that was already replaced by a new login', async () => {
    let token = 'old';
    const onUnauthorized = vi.fn();
    configureApi({ getToken: () => token, onUnauthorized });
    server.use(
      http.get('*/api/customers/:id/points', async () => {
        token = 'new';
        return HttpResponse.json({ errorMessage: 'Sesión expirada' }, { status: 401 });
      }),
    );
    await expect(getCustomerPoints(1)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('skips validation only when a test switches it off', async () => {
    configureApi({ validateResponses: false });
    server.use(
      http.get('*/api/customers/:id/points', () => HttpResponse.json({ data: { points: 'muchos' } })),
    );
    await expect(getCustomerPoints(7)).resolves.toEqual({ data: { points: 'muchos' } });
  });

  it('answers null for 204 (Redelcom: keep waiting)', async () => {
    server.use(http.get('*/api/payments/redelcom/:txId', () => new HttpResponse(null, { status: 204 })));
    await expect(getRedelcomTransaction('tx-1')).resolves.toBeNull();
  });

  it('reports an unreachable server as a network ApiError (status 0)', async () => {
    server.use(http.get('*/api/customers/:id/points', () => HttpResponse.error()));
    await expect(apiFetch('/api/customers/7/points')).rejects.toMatchObject({ status: 0, kind: 'network' });
  });
});

describe('production configuration: generated zod mini schemas, validation on', () => {
  afterEach(() => vi.unstubAllEnvs());
  const credentials = { rut: '111111111', password: 'demo1234' };

  it("rejects a 200 HTML page and a wrong shape on the first screen as the call's contract failure", async () => {
    vi.stubEnv('MODE', 'production');
    vi.stubEnv('PROD', true);
    vi.stubEnv('DEV', false);
    resetApiConfig();
    expect(getApiConfig().validateResponses).toBe(true);
    // The schema production ships: zod mini (functions, no chainable methods, tree-shaken per route).
    expect('optional' in LoginResponse).toBe(false);

    server.use(
      http.post(
        '*/api/login',
        () =>
          new HttpResponse('<!doctype html><html><body>Mantenimiento</body></html>', {
            status: 200,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    await expect(login(credentials)).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'contract',
      status: 200,
    });

    server.use(
      http.post('*/api/login', () => HttpResponse.json({ data: { user: { id: 'uno' }, accessToken: 5 } })),
    );
    await expect(login(credentials)).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'contract',
      status: 200,
    });

    server.use(http.post('*/api/login', () => HttpResponse.json({ ok: true, token: 'tok' })));
    const error = await login(credentials).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorText(error, 'Ha ocurrido un error')).toBe('Ha ocurrido un error');
  });
});
