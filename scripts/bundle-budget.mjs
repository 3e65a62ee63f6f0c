#!/usr/bin/env node
// Bundle budget: what a card terminal downloads, gzipped, measured against a bare baseline app.
//
// One command (`npm run bundle`, or `node scripts/bundle-budget.mjs` after `npx vite build`):
// 1. builds the baseline app of scripts/baseline/ (React + react-dom + TanStack Router + Query,
//    a root route and one screen with one query) with the same Vite into
//    node_modules/.cache/bundle-baseline/;
// 2. reads the app's build (dist/.vite/manifest.json, `build.manifest` in vite.config.ts) and
//    prints, gzipped: the baseline, the first screen (/login), each later route's own chunk and
//    the demo world; and reads the product build (dist-offline/, `npm run build:offline`) for its
//    first screen and its page JS (every chunk of its pages, without the service worker's own
//    files);
// 3. exits 1 when a budget is exceeded. Budgets are ratios of the baseline where they can be
//    (a faster or slower React does not move them); the demo world's is absolute: it is not the
//    product (docs/PERFORMANCE.md "Bundle").
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

export const BUDGETS = {
  /** The first screen (/login): entry chunk + static imports + the login route's chunk, × baseline. */
  firstScreenRatio: 1.3,
  /**
   * Each later route's own chunk (the `?tsr-split=component` chunk, not the shared chunks it
   * imports), × baseline: 0.15 × ~100 KB is ~15 KB, about 2 s more on a 3G-class store network
   * and a screen's own code; anything bigger is a screen pulling a library or the contract in.
   */
  routeChunkRatio: 0.15,
  /** The demo world (mocks/), KB gzip: only loaded when no API base URL is set. */
  demoWorldKb: 120,
  /**
   * Every JS file of the product build's pages (all routes, lazy or not; no demo world there),
   * without the service worker's own files (SERVICE_WORKER_MODULES), × baseline: what a store
   * downloads over a day of every screen. The checkout (fifteen ways to pay behind one payment
   * engine, billing, printing, the QR library) and the store operations (returns, express and
   * delivery orders, SmartPOS options, stock entry) are code a seller needs every day; each of
   * their screens stays under the route budget and out of the first screen. 3.2 × (about 323 KB)
   * holds them all, and a flow that needs much more has pulled in a library
   * (docs/PERFORMANCE.md "Bundle").
   */
  pageJsRatio: 3.2,
};

/**
 * The service worker's own files in the product build, by module (the manifest's keys, never the
 * hashed file names): its registration, loaded after the first screen, and workbox-window, which
 * the registration loads. They install the worker that keeps the app offline (docs/OFFLINE.md);
 * they are not a page's code, so the page JS budget does not count them (they are printed).
 */
const SERVICE_WORKER_MODULES = [/^src\/app\/offline\/register\.ts$/, /^node_modules\/workbox-window\//];
const isServiceWorker = (key) => SERVICE_WORKER_MODULES.some((re) => re.test(key));
/**
 * The terminal simulator: this build carries it only because the offline flows drive it
 * (VITE_TERMINAL_SIMULATOR, e2e/offline/build.mjs). A store's build has none (src/terminal/index.ts
 * drops its import when the build does not allow it), so the page JS budget does not count it
 * (it is printed).
 */
const SIMULATOR_MODULES = [/^src\/terminal\/simulator\.ts$/];
const isSimulator = (key) => SIMULATOR_MODULES.some((re) => re.test(key));

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** The manifest of a Vite build (`build.manifest: true`). */
function readManifest(outDir) {
  const file = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    console.error(`No ${file}: run \`npx vite build\` first (vite.config.ts sets build.manifest).`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

function graph(outDir) {
  const manifest = readManifest(outDir);
  const sizes = new Map();
  const gz = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(outDir, file))).length);
    return sizes.get(file);
  };
  /** Chunk keys reachable from `keys` by static imports (and dynamic ones when asked). */
  const closure = (keys, { dynamic = false, stopAt = () => false } = {}) => {
    const seen = new Set();
    const queue = [...keys];
    while (queue.length) {
      const key = queue.shift();
      if (seen.has(key) || !manifest[key] || stopAt(key)) continue;
      seen.add(key);
      queue.push(...(manifest[key].imports ?? []));
      if (dynamic) queue.push(...(manifest[key].dynamicImports ?? []));
    }
    return seen;
  };
  const size = (keys) =>
    [...keys]
      .map((k) => manifest[k].file)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gz(f), 0);
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  return { manifest, closure, size, entry };
}

async function buildBaseline() {
  await build({ configFile: join(root, 'scripts/baseline/vite.config.ts'), logLevel: 'error' });
  const outDir = join(root, 'node_modules/.cache/bundle-baseline');
  const { closure, size, entry } = graph(outDir);
  return size(closure([entry], { dynamic: true }));
}

/**
 * The product build (an API base URL: what a store gets), from `npm run build:offline`
 * (dist-offline/, built now when missing): Vite replaces the condition of the demo world's import
 * in src/main.tsx, so no chunk of mocks/ may be emitted at all; and it has the app's service
 * worker, which must add nothing to the first screen (it is registered after it).
 */
async function productBuild() {
  const outDir = join(root, 'dist-offline');
  if (!existsSync(join(outDir, '.vite', 'manifest.json'))) {
    const { spawnSync } = await import('node:child_process');
    const built = spawnSync(process.execPath, [join(root, 'e2e/offline/build.mjs')], { stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  return outDir;
}

const baselineBytes = await buildBaseline();
const productDir = await productBuild();
const product = graph(productDir);
const demoWithApi = Object.keys(product.manifest).filter((key) => key.startsWith('mocks/'));
const app = graph(join(root, 'dist'));
const { manifest, closure, size, entry } = app;
const isDemo = (key) => key.startsWith('mocks/');
const routeKey = (key) => /^src\/routes\/.*\?tsr-split=/.test(key);

const entryClosure = closure([entry]);
const loginKey = Object.keys(manifest).find((k) => k.startsWith('src/routes/login.tsx?tsr-split='));
if (!loginKey) {
  console.error('No chunk for src/routes/login.tsx in the manifest: is the route still code-split?');
  process.exit(1);
}
const firstScreen = new Set([...entryClosure, ...closure([loginKey])]);
const firstScreenBytes = size(firstScreen);
const production = closure([entry], { dynamic: true, stopAt: isDemo });
const demoEntries = Object.keys(manifest).filter(isDemo);
const demo = [...closure(demoEntries, { dynamic: true })].filter((k) => !production.has(k));
const demoBytes = size(demo);

const ratio = firstScreenBytes / baselineBytes;
/** The first screen's files, biggest first: what to look at when it is over budget. */
const firstScreenFiles = [...firstScreen]
  .filter((k) => manifest[k].file.endsWith('.js'))
  .map((k) => [k, size([k])])
  .sort((a, b) => b[1] - a[1]);
const failures = [];
const check = (ok, message) => {
  if (!ok) failures.push(message);
  return ok ? 'ok' : 'OVER';
};

console.log(`baseline (React + Router + Query, one screen): ${kb(baselineBytes)} KB gzip`);
console.log(
  `first screen (/login): ${kb(firstScreenBytes)} KB gzip in ${[...firstScreen].filter((k) => manifest[k].file.endsWith('.js')).length} files, ` +
    `${ratio.toFixed(2)} × baseline (budget ${BUDGETS.firstScreenRatio}) ` +
    check(
      ratio <= BUDGETS.firstScreenRatio,
      `first screen is ${ratio.toFixed(2)} × baseline, over ${BUDGETS.firstScreenRatio}`,
    ),
);
if (ratio > BUDGETS.firstScreenRatio) {
  for (const [key, bytes] of firstScreenFiles.slice(0, 8))
    console.log(`  ${String(kb(bytes)).padStart(6)} KB  ${key}`);
}
const routeLimit = BUDGETS.routeChunkRatio * baselineBytes;
console.log(
  `later routes, own chunk (budget ${BUDGETS.routeChunkRatio} × baseline = ${kb(routeLimit)} KB gzip):`,
);
for (const key of Object.keys(manifest).filter(routeKey).sort()) {
  if (key === loginKey) continue;
  const bytes = size([key]);
  const name = key.replace(/^src\/routes\//, '').replace(/\?tsr-split=.*$/, '');
  const status = check(
    bytes <= routeLimit,
    `route ${name}: own chunk ${kb(bytes)} KB gzip, over ${kb(routeLimit)} KB`,
  );
  console.log(`  ${name.padEnd(44)} ${String(kb(bytes)).padStart(6)} KB ${status}`);
}
console.log(
  `demo world (mocks/, loaded only without VITE_API_BASE_URL): ${kb(demoBytes)} KB gzip (budget ${BUDGETS.demoWorldKb} KB) ` +
    check(
      kb(demoBytes) <= BUDGETS.demoWorldKb,
      `demo world ${kb(demoBytes)} KB gzip, over ${BUDGETS.demoWorldKb} KB`,
    ),
);
// The product build's page JS: every chunk its entry reaches (lazy ones too), without the
// service worker's registration and what only it loads.
const productPages = product.closure([product.entry], {
  dynamic: true,
  stopAt: (key) => isServiceWorker(key) || isSimulator(key),
});
const productPagesBytes = product.size(productPages);
const workerFiles = new Set(Object.keys(product.manifest).filter(isServiceWorker));
const simulatorFiles = new Set(Object.keys(product.manifest).filter(isSimulator));
const pageRatio = productPagesBytes / baselineBytes;
console.log(
  `product build's page JS without the service worker's own files (${[...workerFiles].join(', ')}: ` +
    `${kb(product.size(workerFiles))} KB) and the terminal simulator (${kb(product.size(simulatorFiles))} KB, ` +
    `not in a store's build): ${kb(productPagesBytes)} KB gzip, ${pageRatio.toFixed(2)} × baseline ` +
    `(budget ${BUDGETS.pageJsRatio}) ` +
    check(
      pageRatio <= BUDGETS.pageJsRatio,
      `the product build's page JS is ${pageRatio.toFixed(2)} × baseline, over ${BUDGETS.pageJsRatio}`,
    ),
);
if (![...workerFiles].some((key) => key.startsWith('src/app/offline/register.ts')))
  failures.push(
    'the product build has no src/app/offline/register.ts chunk: is the registration still its own module?',
  );

console.log(
  `with VITE_API_BASE_URL set, chunks of the demo world: ${demoWithApi.length ? demoWithApi.join(', ') : 'none'} ` +
    check(
      demoWithApi.length === 0,
      `the build with an API base URL still has the demo world: ${demoWithApi.join(', ')}`,
    ),
);

// The product build: its first screen (with the service worker's registration, which must stay
// out of it) within the same budget, and its worker and web manifest there.
{
  const productLogin = Object.keys(product.manifest).find((k) =>
    k.startsWith('src/routes/login.tsx?tsr-split='),
  );
  const productFirst = new Set([...product.closure([product.entry]), ...product.closure([productLogin])]);
  const productRatio = product.size(productFirst) / baselineBytes;
  const registration = [...productFirst].filter(
    (k) => k.startsWith('src/app/offline/register.ts') || k.includes('workbox-window'),
  );
  console.log(
    `product build (VITE_API_BASE_URL): first screen ${kb(product.size(productFirst))} KB gzip, ${productRatio.toFixed(2)} × baseline (budget ${BUDGETS.firstScreenRatio}) ` +
      check(
        productRatio <= BUDGETS.firstScreenRatio && registration.length === 0,
        registration.length
          ? `the product build's first screen carries the worker's registration: ${registration.join(', ')}`
          : `the product build's first screen is ${productRatio.toFixed(2)} × baseline, over ${BUDGETS.firstScreenRatio}`,
      ),
  );
  const worker = ['sw.js', 'manifest.webmanifest'].filter((f) => !existsSync(join(productDir, f)));
  console.log(
    `product build's service worker and web manifest: ${worker.length ? `missing ${worker.join(', ')}` : 'sw.js, manifest.webmanifest'} ` +
      check(worker.length === 0, `the product build has no ${worker.join(', ')}`),
  );
}

// faker must not reach the browser at all (the demo world's data is drawn at build time).
for (const key of [...production, ...demo]) {
  const map = join(root, 'dist', `${manifest[key].file}.map`);
  if (!manifest[key].file.endsWith('.js') || !existsSync(map)) continue;
  const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
  if (sources.some((source) => source.includes('node_modules/@faker-js/')))
    failures.push(`${manifest[key].file} contains @faker-js/faker (see mocks/build/noFaker.ts)`);
}

if (failures.length) {
  console.error(`\nBundle budget exceeded:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  console.error('See README "Bundle" for what the budgets mean and how the first screen is kept light.');
  process.exit(1);
}
console.log('bundle budgets met');
