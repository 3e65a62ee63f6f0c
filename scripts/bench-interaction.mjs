#!/usr/bin/env node
/**
 * Interaction speed of the BUILT app on the demo world, in Chromium at 4x CPU throttle
 * (a low-end Android terminal): `npm run bench:interaction` (README "Interaction speed").
 * Each phase runs RUNS (3) times and each budget is the median of the runs' ratios, so one noisy
 * run can neither pass nor fail it.
 *
 * 1. Presses, three pages in turn (one press of each, each page brought to the front for its
 *    own), so a burst of load on the machine lands on all three:
 *    - the cart: the demo seller (machine 1), a member sale with 100 distinct lines written into
 *      the stored sale, /carro; "+" and "-" of one line pressed alternately. Each press is timed
 *      from the pointerdown event's timestamp (when the input happened, so input delay counts)
 *      until the frame that shows the new cart total has been produced: a MutationObserver sees
 *      the total's text change, then a requestAnimationFrame callback (the frame that paints it)
 *      posts a message, which runs once that frame's style, layout and paint are done. The next
 *      page's press waits for what the press started (the debounced promotions read), so that
 *      it runs in no other page's press;
 *    - the floor: the same cart, the same press, its pointer, mouse and focus events stopped at
 *      the window before the app hears them and the total's text set directly
 *      (stopPressBeforeApp): what a press costs on this page when no application code runs;
 *    - the baseline: the bare app of scripts/baseline/ (React + Router + Query, what the bundle
 *      budget compares with) at /pulsar, a button that changes a number on screen, timed the same.
 *    Budgets: cart median <= CART_VS_FLOOR x floor median; cart p95 <= CART_TAIL_VS_BASELINE x
 *    baseline p95. The absolute target (a median <= 16 ms, one frame) is printed as met / not met.
 * 2. Stock entry: an EAN typed key by key into the barcode field of a dispatch guide of hundreds of
 *    lines (guide 5 of the demo world) and of one of 3 lines (guide 1), the two in turn, each
 *    keystroke timed like the press. Budgets: the long guide's median <= STOCK_LONG_VS_SHORT x the
 *    short one's (the lines table is not re-rendered by typing) and <= STOCK_RATIO x the baseline
 *    press median of the same run.
 * 3. Catalogue search over 20,000 products (scenario catalogue-20000): several pages loaded with
 *    "Cargar más productos", then a search typed key by key at a seller's pace (a new text each
 *    run: a repeated one is answered from the cache). Each keystroke is timed from the
 *    keydown's timestamp until the frame after the input shows the typed text, and the world's
 *    own search time (logged by the scenario) is read back. Budgets: keystroke median <=
 *    SEARCH_RATIO x the baseline press median of the same run; the world's search (CPU only, stable) <= 50 ms
 *    absolute. The 50 ms per keystroke target is printed as met / not met.
 *
 * The Event Timing API is the other way to measure it: it reports the same "input until next paint", but
 * only for events of 16 ms or more (its floor) and in 8 ms steps, so it cannot show a median
 * under one frame; its entries are printed as a cross-check (how many presses took >= 16 ms).
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PORT (4340), BENCH_PRESSES (20
 * per run), BENCH_RUNS (3), BENCH_LINES (100), BENCH_THROTTLE (4). `--build` builds first
 * (otherwise dist/ must exist, e.g. from npm test's generation check); the baseline app is built
 * into node_modules/.cache/bundle-baseline (scripts/bundle-budget.mjs builds the same; npm test
 * sets BENCH_BASELINE_BUILT=1 after it). `--stepper-only` skips the stock entry and the search.
 * Exits 1 when a budget is exceeded.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 4340);
const base = `http://127.0.0.1:${port}`;
/**
 * Presses a run. Twenty, so that a run's p95 is its 19th press and not its slowest: of ten, the
 * p95 was the maximum, and one stray pause (a collection, a burst of load) made a run's tail.
 */
const presses = Number(process.env.BENCH_PRESSES ?? 20);
/** Each phase runs this many times; each budget is the median of its runs' ratios. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** A press after which no application code runs (the floor's, the baseline's) settles this long. */
const QUIET_MS = 60;
/**
 * The cart's debounced promotions read starts this long after a press (PROMOTIONS_DEBOUNCE_MS in
 * useCart.ts, read from there): a cart press waits for it, and then for the quiet.
 */
const FOLLOW_UP_MS = (() => {
  const source = readFileSync(join(root, 'src/features/sale/cart/useCart.ts'), 'utf8');
  const found = /export const PROMOTIONS_DEBOUNCE_MS = (\d+);/.exec(source);
  if (!found) throw new Error('PROMOTIONS_DEBOUNCE_MS not found in src/features/sale/cart/useCart.ts');
  return Number(found[1]);
})();
const throttle = Number(process.env.BENCH_THROTTLE ?? 4);
/** The absolute targets, printed as met / not met (they depend on the machine). */
const STEPPER_TARGET_MS = 16;
const SEARCH_TARGET_MS = 50;
/**
 * Budgets (README "Interaction speed"), each on the median of the runs' ratios: the cart press
 * median over the same press stopped before the app (the page's own floor), the cart press p95
 * over the baseline press p95 (the tail), the search keystroke over the baseline press. The goals
 * are 1.2 and 2 for the cart (docs/PERFORMANCE.md), printed as met / not met. The budgets sit
 * above what the same code measures from run to run on the shared 2-core machine (cart / floor:
 * three-run medians 1.13-1.97, 1.84 and 1.97 when the host was contended; tail up to 2.93, where
 * the cart press's median was 3.0 times the baseline's: the whole press, not a tail), so a press
 * that gets slower fails and the machine's load does not.
 */
const CART_VS_FLOOR = 2.2;
/** The cart's goals, printed beside its budgets. */
const CART_VS_FLOOR_GOAL = 1.2;
const CART_TAIL_GOAL = 2;
const CART_TAIL_VS_BASELINE = 3.5;
/**
 * The search keystroke against the baseline press: goal 1.5, printed; the budget sits above what
 * unchanged code measured (medians 0.85-1.34, then 1.99 on a contended host, runs up to 2.20).
 */
const SEARCH_RATIO = 2.5;
const SEARCH_GOAL = 1.5;
/** The world's own search time: CPU only, stable across machines, absolute. */
const WORLD_SEARCH_BUDGET_MS = 50;
const baselineDir = join(root, 'node_modules/.cache/bundle-baseline');
const baselinePort = port + 1;
const baselineBase = `http://127.0.0.1:${baselinePort}`;
const LINES = Number(process.env.BENCH_LINES ?? 100);
/**
 * One search per run, each new to the page (a text searched before is answered from the cache,
 * with no search in the world to time), each of 13 keys.
 */
const SEARCH_TEXTS = ['cerveza maule', 'cerveza kunst', 'cerveza royal'];
/** The long dispatch guide of the demo world (every unitary product: hundreds of lines)... */
const LONG_GUIDE_ID = 5;
/** ...and a short one (3 lines): the same keystrokes on both, in the same run. */
const SHORT_GUIDE_ID = 1;
/**
 * Budgets: hundreds of lines cost (almost) nothing per keystroke (goal 1.2; medians 1.13-1.35
 * measured, two pages typed in turn on a loaded machine); and against the baseline press.
 */
const STOCK_LONG_VS_SHORT = 1.5;
const STOCK_RATIO = 3;
const SEARCH_PAGES = 4;
/** BENCH_PROFILE=file.cpuprofile: a CPU profile of the stepper presses (open it in Chrome DevTools). */
const profilePath = process.env.BENCH_PROFILE;
/**
 * BENCH_TRACE=file.json: a Chrome trace of the stepper presses (DevTools Performance panel,
 * Perfetto); file.json.stock of the stock keystrokes, file.json.search of the search's.
 */
const tracePath = process.env.BENCH_TRACE;
/** BENCH_DIST=dir: serve another build (e.g. `vite build --minify false --outDir dir` for readable profiles). */
const distDir = process.env.BENCH_DIST;

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

if (!distDir && (process.argv.includes('--build') || !existsSync(join(root, 'dist/index.html')))) {
  console.log('building the app (vite build)...');
  const built = spawnSync(npx, ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// Rebuilt (a few seconds) unless the same run just built it: a stale cache would time another
// app than scripts/baseline.
if (!process.env.BENCH_BASELINE_BUILT) {
  const { build } = await import('vite');
  await build({ configFile: join(root, 'scripts/baseline/vite.config.ts'), logLevel: 'error' });
}

/** The baseline app's build, served as files (index.html for every other path). */
function serveBaseline() {
  const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', baselineBase).pathname;
    const file = join(baselineDir, path);
    const found = path.startsWith('/assets/') && existsSync(file) ? file : join(baselineDir, 'index.html');
    res.writeHead(200, { 'content-type': types[found.slice(found.lastIndexOf('.'))] ?? 'text/plain' });
    res.end(readFileSync(found));
  });
  return new Promise((resolve) => server.listen(baselinePort, '127.0.0.1', () => resolve(server)));
}

function median(values) {
  return stats(values).median;
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1], n: sorted.length };
}
const ms = (n) => `${n.toFixed(1)} ms`;
const line = (label, s) => `${label}: median ${ms(s.median)}, p95 ${ms(s.p95)}, max ${ms(s.max)} (n=${s.n})`;

async function waitForServer(url, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the preview server did not answer at ${url}`);
}

/**
 * In the page: times one armed input from its event's timestamp until the frame after the change
 * it causes. 'mutation': the change is `read()` returning something new (a MutationObserver
 * watches the DOM); 'input': the change is the input event's own render (a controlled field's
 * value is a property, which no MutationObserver sees), taken as done once the event and its
 * microtasks (React's synchronous render) have run.
 */
function installProbe() {
  const afterNextPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });
  const finish = (p, changedAt) => {
    p.changedAt = changedAt;
    afterNextPaint((painted) => {
      probe.results.push({ total: painted - p.start, toDom: p.changedAt - p.start });
      probe.pending = null;
    });
  };
  const probe = {
    results: [],
    pending: null,
    eventTimings: [],
    arm(eventType, mode, read = () => '') {
      probe.pending = { eventType, mode, read, before: read(), start: null, changedAt: null };
    },
  };
  const onInput = (e) => {
    const p = probe.pending;
    if (p && p.start === null && e.type === p.eventType) p.start = e.timeStamp;
  };
  window.addEventListener('pointerdown', onInput, { capture: true });
  window.addEventListener('keydown', onInput, { capture: true });
  window.addEventListener('input', () => {
    const p = probe.pending;
    if (p?.mode !== 'input' || p.start === null || p.changedAt !== null) return;
    queueMicrotask(() => finish(p, performance.now()));
  });
  new MutationObserver(() => {
    const p = probe.pending;
    if (p?.mode !== 'mutation' || p.start === null || p.changedAt !== null) return;
    if (p.read() === p.before) return;
    finish(p, performance.now());
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) probe.eventTimings.push({ name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  window.__bench = probe;
}

async function logIn(page) {
  await page.goto(`${base}/login?world=reset&scenario=none`);
  await page.getByLabel('RUT').fill('11.111.111-1');
  await page.getByLabel('Contraseña').fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  // /maquina on a new browser; a tab of this browser that an earlier phase left with a sale goes
  // straight back to that sale's screen (any start resumes an unfinished sale).
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  if (new URL(page.url()).pathname.endsWith('/maquina')) {
    await page.getByLabel('Número de máquina').fill('1');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/maquina'));
  }
  await page.waitForFunction(() => window.demoWorld !== undefined);
}

/** A member sale for Camila Rojas with `count` distinct sellable products, one unit each; their names. */
async function writeCart(page, count) {
  return page.evaluate((n) => {
    const { state } = window.demoWorld.world;
    const products = state.products
      .filter((p) => !p.pack && p.stock > 20 && p.prices.some((x) => x.price_list_id === 1))
      .slice(0, n);
    if (products.length < n) throw new Error(`only ${products.length} sellable products in the demo world`);
    const customer = state.customers.find((c) => c.id === 1);
    const stored = JSON.parse(localStorage.getItem('pos.sale') ?? 'null');
    const sale = {
      ...(stored?.state ?? {}),
      buyType: 'socio',
      customer: { id: customer.id, name: customer.name, rut: customer.rut, apply_bulk: false },
      lines: products.map((product) => ({ product, amount: 1, recommended: false })),
      coupon: null,
      payments: [{ payment_type: 'SELECCIONE', amount: 0 }],
      documentType: 'boleta',
      invoiceData: null,
      orderId: null,
      orderNumber: null,
      orderStatus: 'PENDIENTE',
      smsSent: false,
      returnId: null,
      returnSmartPosTransactionIds: [],
      recommendedProductIds: [],
      recommendedAutoShown: true,
      cartOwner: 'socio:1',
    };
    localStorage.setItem('pos.sale', JSON.stringify({ version: 1, state: sale }));
    return products.map((p) => p.name);
  }, count);
}

async function throttleCpu(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return cdp;
}

/** Lets the page go quiet: no pending fetch answers or renders from the previous input. */
async function settle(page, idleMs = 150) {
  await page.evaluate(
    (idle) =>
      new Promise((resolve) => {
        let last = performance.now();
        const obs = new MutationObserver(() => {
          last = performance.now();
        });
        obs.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        const tick = () => {
          if (performance.now() - last >= idle) {
            obs.disconnect();
            resolve();
          } else setTimeout(tick, 25);
        };
        setTimeout(tick, 25);
      }),
    idleMs,
  );
}

/** One armed press: click at `box`, wait for the frame that shows what `read` returns to change. */
async function timedPress(page, box, read, idleMs = 150) {
  await page.evaluate(`window.__bench.arm('pointerdown', 'mutation', ${read.toString()})`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => window.__bench.pending === null, undefined, { timeout: 10_000 });
  await settle(page, idleMs);
}

/**
 * In the page: `window.__cartTotal()`, the cart summary's total figure, found again on each call
 * (what the cart press reads, and what the floor press writes).
 */
function installCartTotal() {
  window.__cartTotal = () => {
    const section = document.querySelector('[aria-label="Resumen de la compra"]');
    const row = [...(section?.querySelectorAll('div') ?? [])].find(
      (d) => d.firstElementChild?.textContent === 'Total',
    );
    return row?.lastElementChild ?? null;
  };
}

/**
 * In the page (the floor press): the press's pointer, mouse and focus events stopped at the window
 * before the app hears them (the browser's own work still runs: hit tests, hover, focus, style,
 * layout and paint), and the total's text set directly on pointerdown. The same press on the same
 * page with no application code: the floor under any cart press. Installed after the probe, whose
 * own capture listener still runs first.
 */
function stopPressBeforeApp() {
  const total = window.__cartTotal();
  if (!total) throw new Error('the cart shows no total');
  let pressed = 0;
  const stop = (e) => {
    e.stopImmediatePropagation();
    if (e.type !== 'pointerdown') return;
    pressed += 1;
    total.textContent = `$${pressed}`;
  };
  for (const kind of ['pointer', 'mouse'])
    for (const what of ['over', 'enter', 'move', 'down', 'up', 'out', 'leave'])
      window.addEventListener(`${kind}${what}`, stop, { capture: true });
  for (const type of ['click', 'focus', 'blur', 'focusin', 'focusout'])
    window.addEventListener(type, stop, { capture: true });
}

/**
 * The cart of LINES lines on /carro, probe installed, throttled; returns its press. `floor`: the
 * press stopped before the app (stopPressBeforeApp).
 */
async function setUpStepper(page, floor, names) {
  // The floor's tab opens the cart tab's sale: same session and stored sale (one local storage).
  if (names === undefined) {
    await logIn(page);
    names = await writeCart(page, LINES);
  }
  const count = names.length;
  await page.goto(`${base}/carro`);
  const lines = page.getByRole('region', { name: 'Productos del carro' }).getByRole('article');
  await lines.first().waitFor();
  const shown = await page.evaluate(listLength, CART_LINES);
  if (shown !== count) throw new Error(`the cart has ${shown} lines, not ${count}`);
  const summary = page.getByRole('region', { name: 'Resumen de la compra' });
  await summary.getByText('Total', { exact: true }).waitFor();
  await page.waitForFunction(
    () => !document.querySelector('[aria-label="Resumen de la compra"][aria-busy="true"]'),
  );
  await page.evaluate(installProbe);
  await page.evaluate(installCartTotal);
  if (floor) await page.evaluate(stopPressBeforeApp);
  await throttleCpu(page);
  await settle(page, 400);

  // The 10th line (not at the top, where the sticky header sits): its "+" and "-". The seller
  // scrolls to it (a virtualised cart places it once it comes near the screen).
  const target = lines.filter({ has: page.getByRole('heading', { name: names[9], exact: true }) });
  // The lines scroll in their own region: the wheel turns over its first line.
  const region = await lines.first().boundingBox();
  if (region) await page.mouse.move(region.x + region.width / 2, region.y + region.height / 2);
  for (let i = 0; i < 40 && (await target.count()) === 0; i += 1) {
    await page.mouse.wheel(0, 300);
    await settle(page, 100);
  }
  await target.scrollIntoViewIfNeeded();
  await settle(page);
  const plus = await target.getByRole('button', { name: 'Aumentar cantidad' }).boundingBox();
  const minus = await target.getByRole('button', { name: 'Disminuir cantidad' }).boundingBox();
  const readTotal = () => window.__cartTotal()?.textContent ?? '';
  const button = (i) => (i % 2 === 0 ? plus : minus);
  // After a press stopped before the app nothing is left to run: the quiet is enough.
  if (floor) return Object.assign((i) => timedPress(page, button(i), readTotal, QUIET_MS), { names });
  // The cart's press is followed by its debounced promotions read (a render, and a request when
  // the cart is new to the cache): it is let run here, so that it lands in no other page's press
  // (it made the floor's presses slower whenever it did, and the ratio lower and noisier).
  const press = async (i) => {
    await timedPress(page, button(i), readTotal, 0);
    await page.evaluate((ms) => {
      const due = window.__bench.results.at(-1).start + ms;
      return new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    }, FOLLOW_UP_MS);
    await settle(page, QUIET_MS);
  };
  return Object.assign(press, { names });
}

/** The baseline app's /pulsar, probe installed, throttled the same; returns its press. */
async function setUpBaseline(page) {
  await page.goto(`${baselineBase}/pulsar`);
  const button = page.getByRole('button', { name: '+' });
  await button.waitFor();
  await page.evaluate(installProbe);
  await throttleCpu(page);
  await settle(page, 400);
  const box = await button.boundingBox();
  const readCount = () => document.querySelector('output')?.textContent ?? '';
  return () => timedPress(page, box, readCount, QUIET_MS);
}

/**
 * Cart, floor and baseline presses in turn, one of each, each page brought to the front for its
 * own: a burst of load on the machine lands on all three. RUNS runs of `presses` each; returns
 * each page's timings per run.
 */
async function benchPresses(cartPage, floorPage, basePage) {
  const pressCart = await setUpStepper(cartPage, false);
  const pressFloor = await setUpStepper(floorPage, true, pressCart.names);
  const pressBase = await setUpBaseline(basePage);
  const cdp = profilePath ? await cartPage.context().newCDPSession(cartPage) : null;
  if (tracePath)
    await cartPage.context().browser().startTracing(cartPage, { path: tracePath, screenshots: false });
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  for (let i = 0; i < RUNS * presses; i += 1) {
    await cartPage.bringToFront();
    await pressCart(i);
    await floorPage.bringToFront();
    await pressFloor(i);
    await basePage.bringToFront();
    await pressBase(i);
  }
  if (tracePath) {
    await cartPage.context().browser().stopTracing();
    console.log(`Chrome trace of the presses: ${tracePath}`);
  }
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(profilePath, JSON.stringify(profile));
    console.log(`CPU profile of the presses: ${profilePath}`);
  }
  const totals = async (page) => (await page.evaluate(() => window.__bench.results)).map((r) => r.total);
  const cart = await cartPage.evaluate(() => window.__bench);
  return {
    cart: byRun(cart.results.map((r) => r.total)),
    inDom: byRun(cart.results.map((r) => r.toDom)),
    floor: byRun(await totals(floorPage)),
    baseline: byRun(await totals(basePage)),
    slowEvents: cart.eventTimings.filter((e) => e.name === 'pointerdown').length,
  };
}

/** `values` in RUNS runs of equal length, in order. */
function byRun(values) {
  const size = values.length / RUNS;
  return Array.from({ length: RUNS }, (_, r) => values.slice(r * size, (r + 1) * size));
}

/**
 * In the page: the items of the list region `label`. A virtualised list says how many in its
 * `attribute` (only those on screen are in the DOM); a short one shows them all.
 */
function listLength([label, attribute]) {
  const region = document.querySelector(`[aria-label="${label}"]`);
  const virtual = region?.querySelector(`[${attribute}]`);
  if (virtual) return Number(virtual.getAttribute(attribute));
  return region?.querySelectorAll('article').length ?? 0;
}
/** The catalogue's products loaded, the cart's lines (listLength's arguments). */
const PRODUCTS = ['Productos', 'data-products'];
const CART_LINES = ['Productos del carro', 'data-lines'];

async function benchSearch(page) {
  await page.goto(`${base}/compra?scenario=catalogue-20000`);
  const list = page.getByRole('region', { name: 'Productos' });
  await list.getByRole('article').first().waitFor();
  const more = page.getByRole('button', { name: 'Cargar más productos' });
  for (let i = 1; i < SEARCH_PAGES; i += 1) {
    const before = await page.evaluate(listLength, PRODUCTS);
    await more.click();
    await page
      .waitForFunction(`(${listLength})(${JSON.stringify(PRODUCTS)}) > ${before}`, undefined, {
        timeout: 20_000,
      })
      .catch(async (error) => {
        // What the page showed instead: the list's length, the button's state, any alert.
        const shown = await page.evaluate(
          ([length, list]) => ({
            products: new Function(`return (${length})`)()(list),
            buttons: [...document.querySelectorAll('button')].map(
              (b) => `${b.textContent}${b.disabled ? ' (disabled)' : ''}`,
            ),
            alerts: [...document.querySelectorAll('[role=alert]')].map((a) => a.textContent),
          }),
          [String(listLength), PRODUCTS],
        );
        console.log(`  load more page ${i + 1}: ${before} products before, then`, JSON.stringify(shown));
        throw error;
      });
  }
  const loaded = await page.evaluate(listLength, PRODUCTS);
  const domCards = await list.getByRole('article').count();
  await page.evaluate(installProbe);
  await throttleCpu(page);
  const box = page.getByLabel('Buscar por nombre, SKU o EAN');
  const cdp = profilePath ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  if (tracePath)
    await page
      .context()
      .browser()
      .startTracing(page, { path: `${tracePath}.search`, screenshots: false });
  const runs = [];
  for (let r = 0; r < RUNS; r += 1) {
    const text = SEARCH_TEXTS[r % SEARCH_TEXTS.length];
    await page.bringToFront();
    if (r > 0) {
      // The box emptied: the whole list again, then quiet.
      await box.fill('');
      await list.getByRole('article').first().waitFor();
    }
    await box.focus();
    await settle(page, 400);
    const before = await page.evaluate(() => window.__bench.results.length);
    for (const ch of text) {
      await page.evaluate(`window.__bench.arm('keydown', 'input')`);
      await page.keyboard.press(ch === ' ' ? 'Space' : ch);
      await page.waitForFunction(() => window.__bench.pending === null, undefined, { timeout: 10_000 });
      // a seller types about 8 keys a second: faster than the search's pause
      await page.waitForTimeout(60);
    }
    const results = await page.evaluate(() => window.__bench.results);
    // the search runs once typing pauses; the world logs how long it took
    await page.waitForFunction(
      (q) => window.demoWorld.world.logs.some((l) => l.includes(`search "${q}"`)),
      text,
      { timeout: 20_000 },
    );
    await list.getByRole('article').first().waitFor();
    runs.push(results.slice(before).map((x) => x.total));
  }
  if (tracePath) await page.context().browser().stopTracing();
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(`${profilePath}.search`, JSON.stringify(profile));
    console.log(`CPU profile of the keystrokes: ${profilePath}.search`);
  }
  const logs = await page.evaluate(() =>
    window.demoWorld.world.logs.filter((l) => l.startsWith('[demo] catalogue-20000: search')),
  );
  const searchTimes = logs.flatMap((l) => {
    const m = / in ([\d.]+) ms$/.exec(l);
    return m ? [Number(m[1])] : [];
  });
  return { runs, searchTimes, loaded, domCards };
}

/**
 * A stock guide on /ingresar-stock/guia-de-despacho/:id, probe installed and throttled, focus in
 * its barcode field; returns how to type one key of the EAN of its last line and how to clear it.
 */
async function openStockGuide(page, guideId) {
  await page.goto(`${base}/ingresar-stock/guia-de-despacho/${guideId}`);
  const field = page.getByLabel('Ingresar código de barra');
  await field.waitFor();
  await page.waitForFunction(() => document.querySelectorAll('tbody tr td').length > 2, undefined, {
    timeout: 20_000,
  });
  const lineCount = (await page.getByRole('row').count()) - 1;
  const ean = await page.evaluate((guideId) => {
    const { state } = window.demoWorld.world;
    const guide = state.storeOrders.find((g) => g.id === guideId);
    const last = guide.lines[guide.lines.length - 1];
    return String(state.products.find((p) => p.id === last.product_id).ean).split(',')[0];
  }, guideId);
  await page.evaluate(installProbe);
  await throttleCpu(page);
  await field.focus();
  await settle(page, 400);
  return {
    lineCount,
    ean,
    async type(i) {
      await page.bringToFront();
      await page.evaluate(`window.__bench.arm('keydown', 'input')`);
      await page.keyboard.press(ean[i]);
      await page.waitForFunction(() => window.__bench.pending === null, undefined, { timeout: 10_000 });
      await page.waitForTimeout(60);
    },
    async clear() {
      await page.bringToFront();
      await field.fill('');
      await settle(page);
    },
    results: () => page.evaluate(() => window.__bench.results),
  };
}

/**
 * The same keystrokes on the short and the long guide, in turn, key by key: a burst of load on
 * the machine lands on both (as the cart and baseline presses alternate), not on one of them.
 */
async function benchStockScan(context) {
  // One login: the second tab shares the first one's session and demo world (local storage).
  const open = async (guideId, login) => {
    const guidePage = await context.newPage();
    if (login) await logIn(guidePage);
    return { guidePage, guide: await openStockGuide(guidePage, guideId) };
  };
  const short = await open(SHORT_GUIDE_ID, true);
  const long = await open(LONG_GUIDE_ID, false);
  const keys = Math.min(short.guide.ean.length, long.guide.ean.length);
  if (tracePath)
    await context.browser().startTracing(long.guidePage, { path: `${tracePath}.stock`, screenshots: false });
  for (let round = 0; round < RUNS; round += 1) {
    if (round > 0) {
      await short.guide.clear();
      await long.guide.clear();
    }
    for (let i = 0; i < keys; i += 1) {
      await short.guide.type(i);
      await long.guide.type(i);
    }
  }
  if (tracePath) {
    await context.browser().stopTracing();
    console.log(`Chrome trace of the stock keystrokes: ${tracePath}.stock`);
  }
  const run = async ({ guidePage, guide }) => {
    const results = await guide.results();
    await guidePage.close();
    return { results, lineCount: guide.lineCount };
  };
  return { short: await run(short), long: await run(long) };
}

/**
 * Fails when something already listens on `at` (a preview left by an interrupted run): its
 * `--strictPort` preview would fail while the bench went on measuring whatever that one serves.
 */
async function assertPortFree(at) {
  await new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', (error) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${at} is in use (a preview left running?): stop it or set BENCH_PORT`
            : error.message,
        ),
      ),
    );
    probe.listen(at, '127.0.0.1', () => probe.close(resolve));
  });
}
await assertPortFree(port);
await assertPortFree(baselinePort);

const previewArgs = ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'];
if (distDir) previewArgs.push('--outDir', distDir);
const preview = spawn(npx, previewArgs, {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
let failed = false;
const baselineServer = await serveBaseline();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const verdict = (value, target) => (value <= target ? 'met' : 'not met');
try {
  await waitForServer(`${base}/login`, 60_000);
  const context = await browser.newContext({
    viewport: { width: 720, height: 1280 },
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
  });
  const page = await context.newPage();
  const floorPage = await context.newPage();
  const basePage = await context.newPage();
  console.log(
    `Chromium at ${throttle}x CPU throttle, viewport 720x1280, ${base} (baseline ${baselineBase}); ` +
      `each phase ${RUNS} times, each budget on the median of its ${RUNS} ratios`,
  );
  const started = performance.now();
  const took = () => `(${((performance.now() - started) / 1000).toFixed(0)} s into the run)`;
  /** Fails the run over `limit`; `goal`, when there is one, is printed as met / not met. */
  const budget = (label, ratios, limit, goal) => {
    const m = median(ratios);
    const ok = m <= limit;
    console.log(
      `  ${label}: ${ratios.map((x) => x.toFixed(2)).join(', ')}; median ${m.toFixed(2)} (budget ${limit}) ${ok ? 'ok' : 'OVER'}`,
    );
    if (goal !== undefined) console.log(`  goal <= ${goal}: ${verdict(m, goal)}`);
    if (!ok) failed = true;
  };

  const phase = await benchPresses(page, floorPage, basePage);
  await floorPage.close();
  await basePage.close();
  const all = (runs) => stats(runs.flat());
  console.log(
    `\ncart stepper, ${LINES} lines, ${RUNS} x ${presses} presses (+/- alternately), each beside the same press stopped before the app (floor) and the baseline's, input -> painted ${took()}`,
  );
  console.log(`  ${line('cart press, painted', all(phase.cart))}`);
  console.log(`  ${line('cart press, in the DOM', all(phase.inDom))}`);
  console.log(`  ${line('floor press (no app code), painted', all(phase.floor))}`);
  console.log(`  ${line('baseline press (scripts/baseline /pulsar), painted', all(phase.baseline))}`);
  console.log(`  Event Timing: ${phase.slowEvents} of ${RUNS * presses} pointerdowns reported >= 16 ms`);
  const runsOf = (f) => phase.cart.map((_, r) => f(r));
  budget(
    'cart press median / floor press median',
    runsOf((r) => stats(phase.cart[r]).median / stats(phase.floor[r]).median),
    CART_VS_FLOOR,
    CART_VS_FLOOR_GOAL,
  );
  budget(
    'cart press p95 / baseline press p95',
    runsOf((r) => stats(phase.cart[r]).p95 / stats(phase.baseline[r]).p95),
    CART_TAIL_VS_BASELINE,
    CART_TAIL_GOAL,
  );
  const baseMedian = all(phase.baseline).median;
  console.log(
    `  cart press median / baseline press median: ${(all(phase.cart).median / baseMedian).toFixed(2)} (printed)`,
  );
  // The tail's own spread: on a loaded host the tail ratio above follows the whole press's cost;
  // a stall of the cart's own shows here, as a cart spread above the baseline's.
  const spread = (runs) => runs.map((run) => (stats(run).p95 / stats(run).median).toFixed(2)).join(', ');
  console.log(
    `  p95 / median, the tail's own spread: cart ${spread(phase.cart)}; baseline ${spread(phase.baseline)} (printed)`,
  );
  console.log(
    `  target median <= ${STEPPER_TARGET_MS} ms: ${verdict(all(phase.cart).median, STEPPER_TARGET_MS)}`,
  );

  if (!process.argv.includes('--stepper-only')) {
    const { short, long } = await benchStockScan(context);
    const shortRuns = byRun(short.results.map((r) => r.total));
    const longRuns = byRun(long.results.map((r) => r.total));
    console.log(
      `\nstock entry, an EAN typed key by key into the barcode field, the two guides in turn, ${RUNS} times, keydown -> painted ${took()}`,
    );
    console.log(`  ${line(`guide of ${long.lineCount} lines, per keystroke`, all(longRuns))}`);
    console.log(`  ${line(`guide of ${short.lineCount} lines, per keystroke`, all(shortRuns))}`);
    budget(
      'long guide median / short guide median',
      longRuns.map((run, r) => stats(run).median / stats(shortRuns[r]).median),
      STOCK_LONG_VS_SHORT,
    );
    budget(
      'long guide median / baseline press median',
      longRuns.map((run, r) => stats(run).median / stats(phase.baseline[r]).median),
      STOCK_RATIO,
    );

    const search = await benchSearch(page);
    const k = stats(search.runs.flat());
    console.log(
      `\ncatalogue search, 20,000 products, ${SEARCH_TEXTS.slice(0, RUNS)
        .map((t) => `"${t}"`)
        .join(
          ', ',
        )} typed key by key, each against the baseline presses of the stepper phase's run of the same number, keydown -> painted ${took()}`,
    );
    console.log(`  ${line('per keystroke', k)}`);
    budget(
      'keystroke median / baseline press median',
      search.runs.map((run, r) => stats(run).median / stats(phase.baseline[r]).median),
      SEARCH_RATIO,
      SEARCH_GOAL,
    );
    console.log(`  target every keystroke <= ${SEARCH_TARGET_MS} ms: ${verdict(k.max, SEARCH_TARGET_MS)}`);
    const w = stats(search.searchTimes);
    console.log(`  ${line("world's search", w)}`);
    if (w.max > WORLD_SEARCH_BUDGET_MS) {
      console.log(`  FAIL: the world's search took over ${WORLD_SEARCH_BUDGET_MS} ms`);
      failed = true;
    }
    console.log(
      `  product cards in the DOM: ${search.domCards} of ${search.loaded} loaded (${SEARCH_PAGES} pages)`,
    );
    if (search.domCards >= search.loaded) {
      console.log('  FAIL: the list is not virtualised');
      failed = true;
    }
  }
} catch (error) {
  console.error(error);
  failed = true;
  if (process.env.BENCH_SCREENSHOT) {
    await browser
      .contexts()[0]
      ?.pages()[0]
      ?.screenshot({ path: process.env.BENCH_SCREENSHOT, fullPage: false });
  }
} finally {
  await browser.close();
  baselineServer.close();
  try {
    process.kill(-preview.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
console.log(failed ? '\nInteraction benchmark: FAILED' : '\nInteraction benchmark: passed');
process.exit(failed ? 1 : 0);
