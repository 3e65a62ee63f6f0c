import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followNetwork, isOnline } from './network.ts';

/** A window that only dispatches the two network events. */
function fakeWindow() {
  const target = new EventTarget();
  return {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    fire: (type: 'online' | 'offline') => target.dispatchEvent(new Event(type)),
  };
}

describe('followNetwork (the one network state)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    onlineManager.setOnline(true);
  });

  it('a cold start with no network starts offline (React Query alone would assume online)', () => {
    vi.stubGlobal('navigator', { onLine: false });
    const win = fakeWindow();
    followNetwork(win);
    expect(isOnline()).toBe(false);
    win.fire('online');
    expect(isOnline()).toBe(true);
    win.fire('offline');
    expect(isOnline()).toBe(false);
  });

  it('starts online when the browser is', () => {
    vi.stubGlobal('navigator', { onLine: true });
    const win = fakeWindow();
    followNetwork(win);
    expect(isOnline()).toBe(true);
  });
});
