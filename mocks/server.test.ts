/** The HTTP command: the same world served on localhost with CORS. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse, ProductListResponse } from '@/api/generated/model';
import { type HttpDemoServer, startHttpServer } from './server';
import { TEST_NOW } from './testing';
import { DEMO } from './world/seed';

let http: HttpDemoServer;

beforeAll(async () => {
  http = await startHttpServer({ port: 0, now: TEST_NOW, verbose: false });
});
afterAll(() => http.close());

describe('demo API over HTTP', () => {
  it('answers on 127.0.0.1: login, then the catalogue with the bearer token', async () => {
    expect(http.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${http.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:4173' },
      body: JSON.stringify({ rut: DEMO.seller.rut, password: DEMO.seller.password }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    const login = LoginResponse.parse(await res.json());
    const products = await fetch(`${http.url}/api/products?store=1&type=socio&query=cristal`, {
      headers: { Authorization: `Bearer ${login.data.accessToken}` },
    });
    expect(products.status).toBe(200);
    expect(ProductListResponse.parse(await products.json()).data.products[0]!.name).toContain('Cristal');
  });

  it('answers CORS preflights, 401 without a token, 400 for a wrong password and 404 off the API', async () => {
    const preflight = await fetch(`${http.url}/api/orders/new`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    expect((await fetch(`${http.url}/api/orders/saved/1`)).status).toBe(401);
    const wrong = await fetch(`${http.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rut: DEMO.seller.rut, password: 'x' }),
    });
    expect([wrong.status, (await wrong.json()).errorMessage]).toEqual([400, 'RUT o contraseña incorrectos']);
    expect((await fetch(`${http.url}/nothing`)).status).toBe(404);
  });

  it('switches scenarios and resets through /__demo', async () => {
    await fetch(`${http.url}/__demo/scenario?name=server-error`, { method: 'POST' });
    const failing = await fetch(`${http.url}/api/login`, { method: 'POST', body: '{}' });
    expect(failing.status).toBe(500);
    const state = await (await fetch(`${http.url}/__demo/reset`, { method: 'POST' })).json();
    expect(state.scenario).toBe('server-error');
    await fetch(`${http.url}/__demo/scenario`, { method: 'POST' });
    expect((await (await fetch(`${http.url}/__demo`)).json()).scenario).toBeNull();
  });
});
