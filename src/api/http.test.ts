import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCustomerPoints } from '@/api/generated/endpoints/customers/customers.ts';
import { getRedelcomTransaction } from '@/api/generated/endpoints/payments/payments.ts';
import { login } from '@/api/generated/endpoints/session/session.ts';
import { ApiError, errorText } from './errors.ts';
import { apiFetch, configureApi, resetApiConfig } from './http.ts';

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
    configureApi({ onUnauthorized });
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

  it('skips validation when it is switched off (production)', async () => {
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
