/**
 * Every call's failure, in screen tests (the table is docs/ENDPOINT-FAILURES.md,
 * written by scripts/endpoint-failures.mjs from the tests whose title is
 * "<operationId> 500 timeout 401: …").
 *
 * `threeFailures` makes the demo world fail one operation three ways in a row on a screen
 * rendered by renderScreen, each time doing what makes the screen call it:
 *
 * - 500 (`server-error:<op>`): what the seller sees (the spec's text for that call, or the
 *   server's message where the screen shows it), the screen still there (its title: no white
 *   screen), what must be kept (the sale, the payment attempt, no second charge), and the spec's
 *   retry where it gives one, working once the fault is gone;
 * - no answer (`no-answer:<op>`): the same after the client's time limit (FAILURE_LIMIT_MS);
 * - 401 (`session-expired:<op>`): the app's own session expiry (src/app/sessionExpiry.ts and
 *   src/app/logout.ts, wired as src/main.tsx wires them) runs once: /login, the session marked
 *   expired, and what must be kept still there.
 *
 * The browser tests of the same table are e2e/failure-matrix.spec.ts; these are the cheaper
 * form for calls a screen makes deep in a flow (a provider's step, a stock document's write).
 */
import type { DemoServer } from '@mocks/node.ts';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { configureApi, DEFAULT_TIMEOUT_MS } from '@/api/http.ts';
import { createLogout, type LogoutOptions } from '@/app/logout.ts';
import { createSessionExpiry } from '@/app/sessionExpiry.ts';
import { session } from '@/session/session.ts';

/** The client's time limit while a failure test runs: a call with no answer fails after this. */
export const FAILURE_LIMIT_MS = 400;

export const SERVER_500_TEXT = 'Error interno del servidor. Por favor intente nuevamente más tarde.';

/** What renderScreen returns that the failures need. */
interface RenderedScreen {
  queryClient: QueryClient;
  pathname: () => string;
  // biome-ignore lint/suspicious/noExplicitAny: renderScreen's router is not the app's registered one
  router: { navigate: (options: any) => Promise<void>; state: { location: { href: string } } };
}

export interface ThreeFailures {
  demo: DemoServer;
  view: RenderedScreen;
  op: string;
  /** Makes the call: presses the button, opens the screen. */
  act: () => Promise<void>;
  /** What the seller sees on a 500. */
  on500: () => Promise<void>;
  /** What the seller sees when the call has no answer (default: as on a 500). */
  onTimeout?: () => Promise<void>;
  /** The spec's retry, pressed once the fault is gone, and what it brings. */
  retry?: () => Promise<void>;
  /** Brings the screen back to where `act` makes the call again (after a failure, or the retry). */
  again?: () => Promise<void>;
  /** What must be kept after each failure: the sale, the payment attempt, the charges. */
  kept?: () => void | Promise<void>;
}

/** The screen's title is still there, even behind an open dialog (no white screen). */
export function screenStillThere() {
  expect(screen.getAllByRole('heading', { level: 1, hidden: true }).length).toBeGreaterThan(0);
}

export async function threeFailures(c: ThreeFailures): Promise<void> {
  const fault = (value: string | null) => c.demo.world.setScenario(value);
  let logouts = 0;
  const logout = createLogout({ queryClient: c.view.queryClient });
  configureApi({
    timeoutMs: FAILURE_LIMIT_MS,
    onUnauthorized: createSessionExpiry({
      logout: (options: LogoutOptions) => {
        const ended = logout(options);
        if (ended) logouts += 1;
        return ended;
      },
      currentHref: () => c.view.router.state.location.href,
      goToLogin: () => void c.view.router.navigate({ to: '/login', replace: true }),
    }),
  });
  try {
    fault(`server-error:${c.op}`);
    await c.act();
    await c.on500();
    screenStillThere();
    await c.kept?.();
    fault(null);
    if (c.retry) await c.retry();
    await c.again?.();

    fault(`no-answer:${c.op}`);
    await c.act();
    await (c.onTimeout ?? c.on500)();
    screenStillThere();
    await c.kept?.();
    fault(null);
    await c.again?.();

    fault(`session-expired:${c.op}`);
    await c.act();
    await waitFor(() => expect(c.view.pathname()).toBe('/login'));
    expect(logouts).toBe(1);
    expect(session.get()).toMatchObject({ accessToken: null, expired: true });
    await c.kept?.();
  } finally {
    fault(null);
    configureApi({ timeoutMs: DEFAULT_TIMEOUT_MS, onUnauthorized: () => {} });
  }
}
