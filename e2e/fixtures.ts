import { type BrowserContext, test as base, type Page } from '@playwright/test';

/**
 * The flows' `test`: every flow starts as a first visit of the POS on a store machine that has
 * opened it before. Each flow gets a tab with nothing stored for the POS (no cookie, local or
 * session storage, IndexedDB or Cache Storage) and no document of the flow before it; what a
 * worker keeps from flow to flow is only what a browser keeps for a site between visits: its HTTP
 * cache of the hashed files and the demo world's registered service worker.
 *
 * Why one tab per worker rather than one per flow: opening a tab (a renderer process, Playwright's
 * setup of it) cost about 1.3 CPU-seconds per flow on the 2-core machine, as much as a login;
 * over the 144 flows, more than a minute and a half of the run (docs/TESTING.md "Speed").
 *
 * A tab that may carry something of its flow is not reused: after a failed flow, or one that
 * added its own listeners to the page (`page.on`), the next flow gets a new tab in a new browser
 * context. `E2E_TRACE=1` records each flow's trace from the shared context. A failed flow prints
 * what the POS had stored (`reportStoredState`).
 */

interface SharedTab {
  /** The context options it was made with: a flow that asks for others (test.use) gets its own. */
  key: string;
  context: BrowserContext;
  page: Page;
}

/** One per worker process. */
let shared: SharedTab | null = null;

const LISTENING = ['on', 'once', 'addListener', 'prependListener', 'prependOnceListener'] as const;

/**
 * Notes whether the flow adds a listener of its own to the page (`page.on('request', ...)`):
 * such a tab is not handed to the next flow. Returns the check, which also puts the page's own
 * methods back.
 */
function watchListeners(page: Page): () => boolean {
  let added = false;
  for (const name of LISTENING) {
    const own: unknown = Reflect.get(page, name);
    if (typeof own !== 'function') continue;
    Reflect.set(page, name, (...args: unknown[]) => {
      added = true;
      return Reflect.apply(own, page, args);
    });
  }
  return () => {
    for (const name of LISTENING) Reflect.deleteProperty(page, name);
    return added;
  };
}

async function dropSharedTab(): Promise<void> {
  const tab = shared;
  shared = null;
  await tab?.context.close().catch(() => {});
}

/** Leaves the tab as a new one would be for the POS: no document, nothing stored. */
async function forgetTheFlow(tab: SharedTab, origin: string): Promise<void> {
  const { page, context } = tab;
  // Off the POS first, so none of its timers writes anything after the storage is cleared.
  await page.goto('about:blank');
  // Session storage belongs to the tab and can only be cleared from a document of its origin: a
  // static file of the site (not the POS: the SPA fallback would start it).
  await page.goto(`${origin}/mockServiceWorker.js`);
  await page.evaluate(() => window.sessionStorage.clear());
  await page.goto('about:blank');
  await page.mouse.move(0, 0);
  await context.clearCookies();
  await context.clearPermissions();
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      // Not the service workers: the demo world's stays registered, as it does between visits.
      storageTypes: 'cookies,local_storage,indexeddb,cache_storage,file_systems,websql',
    });
  } finally {
    await cdp.detach();
  }
}

/**
 * What the POS had stored when a flow failed, printed with the failure (a CI log is all there is
 * to read afterwards): the address and every `pos.*` value of local and session storage but the
 * demo world's, each cut at 2,000 characters.
 */
async function reportStoredState(page: Page): Promise<void> {
  if (page.isClosed()) return;
  try {
    const state = await page.evaluate(() => {
      const read = (storage: Storage) =>
        Object.fromEntries(
          Object.keys(storage)
            .filter((key) => key.startsWith('pos.') && !key.startsWith('pos.demo-world'))
            .sort()
            .map((key) => [key, (storage.getItem(key) ?? '').slice(0, 2000)]),
        );
      return {
        url: window.location.href,
        local: read(window.localStorage),
        session: read(window.sessionStorage),
      };
    });
    console.log(`What the POS had stored when the flow failed:\n${JSON.stringify(state, null, 2)}`);
  } catch (error) {
    console.log(`What the POS had stored could not be read: ${String(error)}`);
  }
}

export const test = base.extend({
  page: async (
    {
      browser,
      baseURL,
      viewport,
      hasTouch,
      isMobile,
      deviceScaleFactor,
      userAgent,
      locale,
      timezoneId,
      contextOptions,
    },
    use,
    testInfo,
  ) => {
    if (!baseURL) throw new Error('The flows need use.baseURL (playwright.config.ts)');
    const origin = new URL(baseURL).origin;
    const options = {
      ...contextOptions,
      baseURL,
      hasTouch,
      isMobile,
      deviceScaleFactor,
      userAgent,
      locale,
      timezoneId,
    };
    const key = JSON.stringify(options);
    if (shared && shared.key !== key) await dropSharedTab();
    if (!shared) {
      const context = await browser.newContext({ ...options, viewport });
      shared = { key, context, page: await context.newPage() };
    }
    const tab = shared;
    const size = tab.page.viewportSize();
    if (viewport && (size?.width !== viewport.width || size?.height !== viewport.height)) {
      await tab.page.setViewportSize(viewport);
    }
    const tracing = Boolean(process.env.E2E_TRACE);
    if (tracing) await tab.context.tracing.start({ screenshots: true, snapshots: true, sources: true });
    const addedListeners = watchListeners(tab.page);

    await use(tab.page);

    if (tracing) await tab.context.tracing.stop({ path: testInfo.outputPath('trace.zip') });
    const clean = !addedListeners() && testInfo.status === testInfo.expectedStatus && !tab.page.isClosed();
    if (!clean) {
      if (testInfo.status !== testInfo.expectedStatus) await reportStoredState(tab.page);
      await dropSharedTab();
      return;
    }
    try {
      await forgetTheFlow(tab, origin);
    } catch {
      await dropSharedTab();
    }
  },
});

export { expect } from '@playwright/test';
