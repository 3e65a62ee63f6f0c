import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureApi, resetApiConfig } from './http.ts';
import { createServerLogout } from './serverLogout.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetApiConfig();
});
afterAll(() => server.close());

describe('createServerLogout (the logout endpoint loaded on demand)', () => {
  it('sends the token the session had when the logout started, although the session is cleared at once', async () => {
    let auth: string | null = 'none';
    server.use(
      http.get('*/api/logout', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ success: true, message: 'Sesión cerrada' });
      }),
    );
    let token: string | null = 'tok-123';
    configureApi({ getToken: () => token });
    const pending = createServerLogout(() => token)();
    token = null; // the app clears the session right after starting the call
    await expect(pending).resolves.toEqual({ success: true, message: 'Sesión cerrada' });
    expect(auth).toBe('Bearer tok-123');
  });
});
