import { onlineManager } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_MESSAGES } from '@/domain/messages.ts';

// The bar's part cannot be had: the network dropped before it was fetched, on a build with no
// service worker. (Its own stories show the bar itself.)
vi.mock('@/components/ui/NoticeBar.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: NoticeBar.js');
});

const { AppNotices } = await import('./AppNotices.tsx');

function routerAt(path: string) {
  return createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

afterEach(() => act(() => onlineManager.setOnline(true)));

describe('AppNotices when the bar cannot be loaded', () => {
  it('says "Sin conexión" plainly instead of failing the app, and goes when the network is back', async () => {
    // React reports the part that could not be loaded (caught by the notices' boundary).
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <AppNotices router={routerAt('/carro')} />
        <h1>Carro</h1>
      </>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    act(() => onlineManager.setOnline(false));
    expect(await screen.findByRole('status')).toHaveTextContent(NETWORK_MESSAGES.offline);
    expect(screen.getByRole('heading', { name: 'Carro' })).toBeVisible();
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
    // Offline again: asked for again, and plain again.
    act(() => onlineManager.setOnline(false));
    expect(await screen.findByRole('status')).toHaveTextContent(NETWORK_MESSAGES.offline);
    expect(reported).toHaveBeenCalled();
    reported.mockRestore();
  });
});
