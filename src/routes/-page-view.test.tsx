import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/Toast.tsx';
import { routeTree } from '@/routeTree.gen.ts';
import { setAnalytics } from '@/session/analytics.ts';
import { TerminalProvider } from '@/terminal/react.tsx';
import { createSimulatorTerminal } from '@/terminal/simulator.ts';

afterEach(() => setAnalytics(null));

describe('page views', () => {
  it('sends a page_view for each resolved path, after redirects', async () => {
    const sink = { track: vi.fn() };
    setAnalytics(sink);
    const terminal = createSimulatorTerminal({ kind: 'browser' });
    const queryClient = new QueryClient();
    const router = createRouter({
      routeTree,
      context: { queryClient, terminal, logout: () => {}, now: () => new Date(), starting: () => true },
      history: createMemoryHistory({ initialEntries: ['/inicio'] }),
    });
    render(
      <QueryClientProvider client={queryClient}>
        <TerminalProvider adapter={terminal}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </TerminalProvider>
      </QueryClientProvider>,
    );
    // Not logged in: /inicio redirects to /login, and only /login is counted.
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(sink.track.mock.calls.map(([e]) => e)).toEqual([{ name: 'page_view', path: '/login' }]);
    await router.navigate({ to: '/404' });
    expect(await screen.findByRole('heading', { name: '404 Página no encontrada' })).toBeInTheDocument();
    expect(sink.track).toHaveBeenLastCalledWith({ name: 'page_view', path: '/404' });
  });
});
