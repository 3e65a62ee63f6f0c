import { defineConfig, devices } from '@playwright/test';

/**
 * Full-flow browser tests against the built app served with the demo world (MSW in the
 * browser). Debian's Chromium; Playwright downloads nothing.
 */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 4317);

export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e/.artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two files at a time: each page has its own demo world (MSW in the page, its own storage), and
  // the flows mostly wait on the world's and the simulator's timers, so on CI's 2 cores two
  // workers take about half the time of one (measured: 76 flows, 11.8 min with one worker).
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath },
    trace: 'retain-on-failure',
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
  },
  projects: [
    {
      name: 'terminal',
      use: { ...devices['Desktop Chrome'], viewport: { width: 720, height: 1280 }, hasTouch: true },
    },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
