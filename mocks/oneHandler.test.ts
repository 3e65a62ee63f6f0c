/** The demo world behind one handler (the app's and Storybook's service worker) answers as its list does. */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { asOneHandler, createDemoHandlers } from './handlers';
import { createWorld } from './world/index';
import { DEMO } from './world/seed';

const login = () =>
  new Request('http://localhost/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rut: DEMO.seller.rut, password: DEMO.seller.password }),
  });

describe('asOneHandler', () => {
  it('answers an operation as the list of handlers does, and the world counts it once', async () => {
    const world = createWorld();
    const one = asOneHandler(createDemoHandlers(world));
    const viaOne = await getResponse([one], login());
    const viaList = await getResponse(createDemoHandlers(createWorld()), login());
    expect(viaOne?.status).toBe(200);
    expect(viaOne?.status).toBe(viaList?.status);
    expect(Object.keys(await viaOne!.json()).sort()).toEqual(Object.keys(await viaList!.json()).sort());
    expect(world.state.requestCounts.login).toBe(1);
  });

  it('leaves the page’s own files and unknown paths alone', async () => {
    const one = asOneHandler(createDemoHandlers(createWorld()));
    expect(await getResponse([one], new Request('http://localhost/assets/index-abc.js'))).toBeUndefined();
    expect(await getResponse([one], new Request('http://localhost/api/no-such-thing'))).toBeUndefined();
  });

  it('keeps a lost answer a network error', async () => {
    const one = asOneHandler(createDemoHandlers(createWorld({ scenario: 'lost-answer:login' })));
    const response = await getResponse([one], login());
    expect(response?.type).toBe('error');
  });
});
