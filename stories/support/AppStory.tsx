import { createMemoryHistory } from '@tanstack/react-router';
import { useState } from 'react';
import { App } from '@/app/App.tsx';
import { createQueryClient } from '@/app/queryClient.ts';
import { createAppRouter } from '@/app/router.tsx';
import { initialSale, type SaleState, sale } from '@/session/sale.ts';
import { initialSession, type SessionState, session } from '@/session/session.ts';
import { createSimulatorTerminal, type SimulatorCreateOptions } from '@/terminal/simulator.ts';

/** A token that expires in a day, so stories are logged in. */
export function storyToken(): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 1, exp: Math.floor(Date.now() / 1000) + 86_400 })}.story`;
}

/** The demo seller as the world logs it in (see mocks/README.md). */
export const storySeller = {
  id: 1,
  name: 'Vendedor Demo',
  rut: '11111111-1',
  store_id: 1,
  Store: { id: 1, name: 'Tienda Demo' },
};

export interface AppStoryProps {
  /** The URL the story opens, e.g. "/carro". */
  path: string;
  /** Session state; default: the demo seller logged in on machine 1. Pass `null` for logged out. */
  session?: Partial<SessionState> | null;
  sale?: Partial<SaleState>;
  terminal?: SimulatorCreateOptions;
}

/**
 * Renders the real app (routes, guards, feature screens, providers) at a path, with the
 * session and sale state a story needs, the terminal simulator, and whatever MSW answers
 * (the demo world by default; a story can add handlers through parameters.msw).
 */
export function AppStory({ path, session: sessionState, sale: saleState, terminal }: AppStoryProps) {
  const [app] = useState(() => {
    session.set(() =>
      sessionState === null
        ? initialSession()
        : {
            ...initialSession(),
            user: storySeller,
            accessToken: storyToken(),
            machineNumber: '1',
            ...sessionState,
          },
    );
    sale.set(() => ({ ...initialSale(), ...saleState }));
    const queryClient = createQueryClient();
    const simulator = createSimulatorTerminal({ kind: 'browser', ...terminal });
    const router = createAppRouter({
      queryClient,
      terminal: simulator,
      logout: () => session.set((s) => ({ ...s, user: null, accessToken: null })),
      history: createMemoryHistory({ initialEntries: [path] }),
    });
    return { queryClient, simulator, router };
  });
  return <App router={app.router} queryClient={app.queryClient} terminal={app.simulator} />;
}
