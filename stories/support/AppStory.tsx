import { signToken, TOKEN_LIFETIME_SECONDS } from '@mocks/world/auth.ts';
import { DEMO, getDefaultWorld } from '@mocks/world/index.ts';
import { storeOf } from '@mocks/world/rules.ts';
import { createMemoryHistory } from '@tanstack/react-router';
import { useState } from 'react';
import { App } from '@/app/App.tsx';
import { askLogout } from '@/app/logoutQuestion.ts';
import { createQueryClient } from '@/app/queryClient.ts';
import { createAppRouter } from '@/app/router.tsx';
import { initialSale, type SaleState, sale } from '@/session/sale.ts';
import { initialSession, type SessionState, session } from '@/session/session.ts';
import { createSimulatorTerminal, type SimulatorCreateOptions } from '@/terminal/simulator.ts';
import { useToolbarMachine } from './storyGlobals.tsx';

/** A token the demo world signed for its seller, valid for 12 hours: stories are logged in. */
export function storyToken(): string {
  const iat = Math.floor(Date.now() / 1000);
  return signToken({
    sub: DEMO.seller.id,
    store_id: DEMO.storeId,
    iat,
    exp: iat + TOKEN_LIFETIME_SECONDS,
    jti: iat,
  });
}

/** The demo seller with the demo world's store (price lists and every flag), as login gives it. */
export const storySeller = {
  id: DEMO.seller.id,
  name: DEMO.seller.name,
  rut: DEMO.seller.rut,
  store_id: DEMO.storeId,
  Store: storeOf(getDefaultWorld().state, DEMO.storeId)!,
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
  const machine = useToolbarMachine();
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
    // The app's retry policy (which failures retry, how often), with the tests' 1 ms delay: a
    // story of a failure shows it at once instead of after the app's backoff.
    const queryClient = createQueryClient({ retryBaseDelayMs: 1 });
    const simulator = createSimulatorTerminal({
      kind: 'browser',
      ...terminal,
      // The toolbar's machine, when one is chosen, wins over the story's.
      ...(machine ? { kind: machine } : {}),
    });
    const router = createAppRouter({
      queryClient,
      terminal: simulator,
      logout: () => session.set((s) => ({ ...s, user: null, accessToken: null })),
      // As the app: logging out of a sale that holds money asks first.
      askLogout,
      history: createMemoryHistory({ initialEntries: [path] }),
    });
    return { queryClient, simulator, router };
  });
  return <App router={app.router} queryClient={app.queryClient} terminal={app.simulator} />;
}
