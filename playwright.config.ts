import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { OFFLINE_PORTS } from './e2e/offline/ports.mjs';

/**
 * Full-flow browser tests against the built app served with the demo world (MSW in the
 * browser). Debian's Chromium headless shell (package chromium-headless-shell), the build
 * Playwright itself runs headless: the flows took about 10% less time in it than in the full
 * browser's headless mode (docs/TESTING.md "Speed"). No flow compares pictures. Without it, the
 * full Chromium runs them, slower. Playwright downloads nothing.
 */
const headlessShell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const executablePath = existsSync(headlessShell)
  ? headlessShell
  : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
const port = Number(process.env.E2E_PORT ?? 4317);

export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e/.artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every flow is independent (its own page, demo world and storage), so flows, not files, are
  // spread over the workers. Five on CI's 2 cores: with tracing off and motion reduced a flow
  // leaves the CPU idle part of the time while it waits on the world's and the simulator's
  // timers, and another flow fills it (docs/TESTING.md "Speed").
  fullyParallel: true,
  workers: 5,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Raster on the CPU: with no GPU, Chromium's default emulates one (SwiftShader), which cost
    // about 6% more CPU over 38 flows. No flow compares pictures (the stories do, in Vitest).
    launchOptions: { executablePath, args: ['--disable-gpu'] },
    // Recording a trace for every flow, to keep only the failed ones', took about 40% of the
    // suite's CPU. A failure is replayed with E2E_TRACE=1 (README "Tests").
    trace: process.env.E2E_TRACE ? 'on' : 'off',
    // As the Vitest browser projects: no animation keeps the compositor busy, and no test reads
    // an element mid-animation.
    contextOptions: { reducedMotion: 'reduce' },
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
  },
  projects: [
    {
      // The product build (service worker, stored answers) against the demo API over HTTP, with a
      // switch that pulls the network (e2e/offline/serve.mjs; docs/OFFLINE.md). First: its flows
      // share one world and run one after another on one worker, beside the other project's
      // flows rather than after them.
      name: 'offline',
      testMatch: /offline\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 720, height: 1280 },
        hasTouch: true,
        baseURL: `http://127.0.0.1:${OFFLINE_PORTS.app}`,
      },
    },
    {
      name: 'terminal',
      testIgnore: /offline\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 720, height: 1280 }, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'node e2e/offline/serve.mjs',
      url: `http://127.0.0.1:${OFFLINE_PORTS.control}/world`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
