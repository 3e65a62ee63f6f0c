import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/queryClient.ts';
import { createAppRouter } from '@/app/router.tsx';
import { createSimulatorTerminal } from '@/terminal/simulator.ts';
import { askLogout, logoutQuestion } from './logoutQuestion.ts';

// The question's part cannot be had: the network dropped before it was fetched, on a build with
// no service worker. (The question itself: router.test.tsx and the money exits' flows.)
vi.mock('./LogoutQuestion.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: LogoutQuestion.js');
});

const { App } = await import('./App.tsx');

describe('App when the logout question cannot be loaded', () => {
  it('keeps the app on screen, asks nothing, ends nothing, and heads for /pago-final', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logout = vi.fn();
    const terminal = createSimulatorTerminal({ kind: 'browser', isTerminalApp: false });
    const queryClient = createQueryClient();
    const router = createAppRouter({
      queryClient,
      terminal,
      logout,
      history: createMemoryHistory({ initialEntries: ['/login'] }),
    });
    render(<App router={router} queryClient={queryClient} terminal={terminal} />);
    const rut = await screen.findByLabelText('RUT');
    const navigate = vi.spyOn(router, 'navigate');

    act(() => askLogout());
    await waitFor(() => expect(logoutQuestion.state).toBe(false));
    expect(navigate).toHaveBeenCalledWith({ to: '/pago-final' });
    expect(logout).not.toHaveBeenCalled();
    expect(rut).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    reported.mockRestore();
  });
});
