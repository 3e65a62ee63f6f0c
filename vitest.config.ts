import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Each browser project gets its own browser object (../shared/TOOLCHAIN.md "Browsers"). Debian's
 * Chromium, never a download.
 */
const browser = (window?: { width: number; height: number }) => ({
  enabled: true,
  headless: true,
  // Reduced motion: dialogs and toasts appear at once (global.css honours the preference), so a
  // test never reads an element mid-animation.
  provider: playwright({
    launchOptions: { executablePath: chromium },
    contextOptions: { reducedMotion: 'reduce', ...(window ? { viewport: window } : {}) },
  }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

/**
 * `expect.poll` waits for a state; only the test's own limit says it never came. Its default
 * bound, 1 s, is a time: on a loaded machine a lazy chunk that arrives in 1.2 s failed a test that
 * asserts nothing about speed (as Testing Library's bound in src/test/setup-dom.ts).
 */
const waitForStates = { poll: { timeout: 12_000 } };

export default defineConfig({
  resolve: { alias },
  test: {
    // Both cores for the Node and jsdom projects. Measured here: without it the component files
    // ran one at a time (360 s for the layer, one core idle).
    maxWorkers: 2,
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['src/domain/**/*.test.ts', 'src/domain/**/*.bench.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { branches: 95 },
    },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          // A worker keeps its modules from file to file, as in the component project: a fresh
          // module graph per file cost 28 of the project's 83 CPU-seconds. src/test/setup-unit.ts
          // starts each file as a first start of the app (docs/TESTING.md "Speed").
          isolate: false,
          setupFiles: ['./src/test/setup-unit.ts'],
          // The property tests are CPU work (fast-check runs of the pricing, the world's search),
          // and this project shares the two cores with the stories and the jsdom tests: one that
          // takes 0.9 s alone took 5.7 s there. Vitest's 5 s would be a speed check that asserts
          // nothing; speed is the bench's (docs/PERFORMANCE.md). The money model sets its own.
          testTimeout: 30_000,
          include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
          benchmark: { include: ['src/**/*.bench.ts'] },
        },
      },
      {
        resolve: { alias },
        plugins: [react()],
        test: {
          name: 'component',
          environment: 'jsdom',
          // Screens on the demo world under a 2-core machine running other projects: a screen test
          // waits for real answers and timers (the coupon popup's 1.5 s), so 5 s is too tight.
          testTimeout: 15_000,
          // A worker keeps its modules from file to file, as a page keeps them from screen to
          // screen: a fresh process per file cost about 2.5 s of start and imports each (69
          // files). src/test/setup-dom.ts starts each file as a first page load (storage, every
          // persisted store, the API configuration), and the files pass in any order
          // (docs/TESTING.md "Speed").
          isolate: false,
          include: ['src/**/*.test.tsx', 'mocks/**/*.test.tsx'],
          exclude: ['src/**/*.browser.test.tsx'],
          setupFiles: ['./src/test/setup-dom.ts'],
        },
      },
      {
        resolve: { alias },
        plugins: [react()],
        test: {
          name: 'browser',
          expect: waitForStates,
          // Run together with the storybook project, which Vitest requires to share its maxWorkers.
          maxWorkers: 2,
          include: ['src/**/*.browser.test.tsx', 'stories/**/*.browser.test.tsx'],
          browser: browser(),
        },
      },
      {
        resolve: { alias },
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          expect: waitForStates,
          // Stories share their page, as in Storybook itself: a page per stories file cost about
          // 2 s of setup each (77 files). Every story starts from the same state whatever ran
          // before it (.storybook/preview.tsx beforeEach), so two pages run side by side: Vitest's
          // default on a 2-core machine is one (docs/TESTING.md "Speed").
          isolate: false,
          maxWorkers: 2,
          // The pictures are taken in an afterEach (.storybook/vitest.setup.ts): two viewports,
          // each waiting for two equal captures.
          hookTimeout: 60_000,
          // A window that holds both machines' viewports at full size: Vitest scales the story's
          // frame down to fit its window, and the visual baselines (.storybook/vitest.setup.ts)
          // must be the real 720x1280 and 1366x768 pixels, not a shrunken copy.
          browser: browser({ width: 1400, height: 1320 }),
          setupFiles: ['./.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
