// First: every story runs at one instant (the demo world seeds its dates from it).
import '../stories/support/storyClock';
import type { Preview } from '@storybook/react-vite';
import '../src/styles/tokens.css';
import '../src/styles/global.css';
import { onlineManager } from '@tanstack/react-query';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { asOneHandler, handlers } from '../mocks/handlers';
import { resetWorld } from '../mocks/world/index';
import { configureApi } from '../src/api/http';
import { isOnline } from '../src/api/network';
import { logoutQuestion } from '../src/app/logoutQuestion';
import { ToastProvider } from '../src/components/ui/Toast';
import { dropEngines } from '../src/features/checkout/engine/engines';
import { session } from '../src/session/session';
import { restartStoryClock } from '../stories/support/storyClock';
import { STORY_GLOBAL_TYPES, withStoryGlobals } from '../stories/support/storyGlobals';
import { startStory } from './storyStart';

/** Viewports of the two machines (docs/VISUAL.md). */
const viewports = {
  terminal: {
    name: 'Terminal (720x1280, touch)',
    styles: { width: '720px', height: '1280px' },
    type: 'mobile',
  },
  desktop: {
    name: 'Store machine (1366x768)',
    styles: { width: '1366px', height: '768px' },
    type: 'desktop',
  },
} as const;

// Stories call the API like the app does: same origin, the session's token, the app's network
// state (a story may pull it: stories/support/network.ts), and the demo world answering through
// MSW (initial handlers survive the addon's reset between stories; a story adds or overrides
// handlers with parameters.msw or beforeEach({ msw })).
configureApi({ baseUrl: '', getToken: () => session.get().accessToken, isOnline });

/**
 * When stories run as tests, a toast stays until another replaces it: a picture taken after the
 * play function must not depend on whether 2.5 s went by (.storybook/vitest.setup.ts). A toast
 * that sets its own time (2 s for "Entrega exitosa!") keeps it; in Storybook itself every toast
 * hides as in the app.
 */
// A day, not Infinity: a timer of Infinity ms fires at once.
const TOAST_DURATION = import.meta.env.MODE === 'test' ? 86_400_000 : undefined;

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(asOneHandler(handlers));
      await worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: '/demoWorker.js' },
      });
      return worker;
    }),
  ],
  // Before each story renders, after the previous one has gone, whatever ran before it (in tests,
  // stories of every file share one page): the clock at STORY_NOW, the demo world at its seed, and
  // in tests the window's focus and the pointer's modality as on a tapped terminal, the network up
  // (.storybook/storyStart.ts). No payment engine or logout question of an earlier story lives
  // on: each story is a page opened anew (its persisted attempts are the story's to set).
  beforeEach: async () => {
    onlineManager.setOnline(true);
    restartStoryClock();
    resetWorld();
    dropEngines();
    logoutQuestion.setState(() => false);
    await startStory();
  },
  parameters: {
    // The sidebar lists the flows as the specs go through them and as stories/flows/*.mdx number
    // them (the sale, its payment, returns, then express orders, delivery, SmartPOS options and
    // stock entry); the rest keeps Storybook's order. Only the order changes: story ids, and with
    // them the visual baselines' file names, stay. Storybook reads this literal statically, and
    // a flow whose title is not listed here goes to the end of "Flujos".
    options: {
      storySort: {
        order: [
          'Flujos',
          [
            '1 Venta',
            '2 Pago',
            '3 Devoluciones',
            '4 Pedidos por entregar',
            '5 Delivery',
            '6 Opciones SmartPOS',
            '7 Ingreso de stock',
          ],
        ],
      },
    },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    a11y: {
      // 'error' fails the story's test on violations when stories run through addon-vitest.
      test: 'error',
    },
    docs: { toc: true },
    // Chromatic takes every story on the terminal and the store machine: the offline comparison's
    // pictures (.storybook/vitest.setup.ts) and the components' wide ones besides.
    chromatic: {
      modes: {
        terminal: { viewport: 'terminal' },
        desktop: { viewport: 'desktop' },
      },
    },
  },
  // The demo world's scenario and the machine, switchable for any story (stories/support/storyGlobals.tsx).
  globalTypes: STORY_GLOBAL_TYPES,
  initialGlobals: {
    viewport: { value: 'terminal', isRotated: false },
    scenario: '',
    machine: '',
  },
  decorators: [
    withStoryGlobals,
    (Story) => (
      <ToastProvider duration={TOAST_DURATION}>
        <Story />
      </ToastProvider>
    ),
  ],
  tags: ['autodocs'],
};

export default preview;
