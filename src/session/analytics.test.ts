import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalytics, track } from './analytics.ts';

afterEach(() => setAnalytics(null));

describe('analytics', () => {
  it('does nothing by default', () => {
    expect(() => track({ name: 'page_view', path: '/inicio' })).not.toThrow();
  });

  it('sends events to the sink that replaces it', () => {
    const sink = { track: vi.fn() };
    setAnalytics(sink);
    track({ name: 'add_to_cart', productId: 1, quantity: 2 });
    expect(sink.track).toHaveBeenCalledWith({ name: 'add_to_cart', productId: 1, quantity: 2 });
  });

  it('never lets a failing sink break a screen', () => {
    setAnalytics({
      track: () => {
        throw new Error('offline');
      },
    });
    expect(() => track({ name: 'page_view', path: '/compra' })).not.toThrow();
  });
});
