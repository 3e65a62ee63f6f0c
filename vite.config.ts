import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The demo world's chunk without what it never runs (built app only; tests and the dev server
 * keep the real packages): faker, which the generated MSW handlers import for their default
 * answers (the world always passes its own), and the public suffix list of MSW's cookie store.
 * See mocks/build/ and README "Bundle".
 */
function demoWorldDiet(): Plugin {
  return {
    name: 'demo-world-diet',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@faker-js/faker' && importer && /\/src\/api\/generated\/.*\.msw\.ts$/.test(importer))
        return fromRoot('./mocks/build/noFaker.ts');
      if (source === 'tldts') return fromRoot('./mocks/build/tldts.ts');
      return null;
    },
  };
}

/**
 * The app's build without the TanStack Devtools' event bus (tests and the dev server keep the
 * real package): TanStack Form reports each form to it, and no devtools run in a store. See
 * src/app/build/devtoolsEventClient.ts and docs/PERFORMANCE.md "Bundle".
 */
function noDevtoolsEvents(): Plugin {
  return {
    name: 'no-devtools-events',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === '@tanstack/devtools-event-client'
        ? fromRoot('./src/app/build/devtoolsEventClient.ts')
        : null;
    },
  };
}

/**
 * `vite preview` (the demo, the full-flow tests) serves the built files as a real host would:
 * a file under /assets/ has its content's hash in its name, so it never changes and is cached
 * for good ("immutable"); the pages and the workers stay "no-cache". Vite's static server marks
 * every file "no-cache", so each reload asked again for the ~80 files of a screen.
 */
function immutableAssets(): Plugin {
  return {
    name: 'immutable-assets',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/assets/')) {
          const writeHead = res.writeHead.bind(res);
          // The static server sets its own Cache-Control in writeHead's headers: replace it there.
          res.writeHead = ((status: number, ...rest: unknown[]) => {
            const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
            if (headers) (headers as Record<string, string>)['Cache-Control'] = IMMUTABLE;
            res.setHeader('Cache-Control', IMMUTABLE);
            return writeHead(status, ...(rest as []));
          }) as typeof res.writeHead;
        }
        next();
      });
    },
  };
}
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The app's service worker (docs/OFFLINE.md), in product builds only (an API base URL): it
 * precaches the app shell and every route's code and styles, so the POS opens with no network.
 * The demo build has none: MSW's worker answers /api there and owns the scope. "prompt": a new
 * version waits until the app lets it take over, between sales (src/app/offline/).
 */
function appWorker(product: boolean) {
  return VitePWA({
    disable: !product,
    registerType: 'prompt',
    injectRegister: false,
    filename: 'sw.js',
    manifest: {
      name: 'POS Club',
      short_name: 'POS',
      description: 'Punto de venta de las tiendas del club',
      lang: 'es-CL',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#7a1232',
      icons: [
        { src: '/icons/pos-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/pos-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
      ],
    },
    workbox: {
      // Every file the app may need offline; not the source maps, not the build's manifest.
      globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,webmanifest}'],
      globIgnores: ['**/*.map', '.vite/**', 'mockServiceWorker.js', 'demoWorker.js'],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//],
      // Not minified: no Terser run on each build for a file no screen waits for.
      mode: 'development',
      cleanupOutdatedCaches: true,
      // The first install takes the page it was installed from: from then on the page is the
      // running version's, and a later version waits (no skipWaiting) instead of taking over an
      // uncontrolled page at its next reload.
      clientsClaim: true,
    },
  });
}

/** The contract's hash: answers stored by a build of another contract are not shown (queryCache.ts). */
const contractVersion = createHash('sha256')
  .update(readFileSync(fromRoot('./openapi/openapi.yaml')))
  .digest('hex')
  .slice(0, 12);

export default defineConfig(({ mode }) => ({
  define: { 'import.meta.env.VITE_CONTRACT_VERSION': JSON.stringify(contractVersion) },
  plugins: [
    immutableAssets(),
    demoWorldDiet(),
    noDevtoolsEvents(),
    appWorker(
      Boolean(process.env.VITE_API_BASE_URL ?? loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL),
    ),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split too: what they read (query options, the contract's zod schemas, the
      // cart's reads) loads with the route, not with the first screen (README "Bundle").
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
  ],
  resolve: {
    alias: {
      '@': fromRoot('./src'),
      '@mocks': fromRoot('./mocks'),
    },
  },
  build: {
    // A lazy route's JS dependencies are not listed in the entry for preloading: they arrive when
    // the route's chunk imports them (the router preloads a route on intent, so a tap waits for
    // them no longer). Every route added its whole dependency list to the first screen's entry
    // chunk; CSS is still listed (a route's styles must be there before it paints).
    modulePreload: {
      resolveDependencies: (_filename, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    sourcemap: true,
    manifest: true,
    rollupOptions: {
      output: {
        // The sale and session stores and the terminal's types are used by the first screen and
        // by nearly every route: one chunk of the first screen's, rather than the three small
        // ones the automatic splitting made of them once the return screens read them too
        // (three files gzip worse than one: the first screen went over its 1.3 budget).
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: /\/src\/(session\/(sale|session|token)|terminal\/types)\.ts$|\/node_modules\/jwt-decode\//,
            },
            // The payment engine (its classes, the provider interface and registry, the sale's
            // cancel) and what a sale's refused charge shares with a return (the refund rules,
            // the hand-over list): one chunk each, only these modules (not what they import),
            // rather than eight small ones the automatic splitting made of them.
            {
              name: 'engine',
              includeDependenciesRecursively: false,
              test: /\/src\/features\/checkout\/(engine\/(provider|registry|engines?|engine(Core|Flows|State)|machine|saleCancel|useEngine|server|providers\/server)|steps\/useStepAction)\.ts$/,
            },
            {
              name: 'refund',
              includeDependenciesRecursively: false,
              test: /\/src\/(domain\/(cardRefund|returnsMessages)\.ts|components\/pos\/ChargeHandOver\.tsx)$/,
            },
          ],
        },
      },
      treeshake: {
        // Generated code only declares (schemas, calls, hooks): a module nobody uses is dropped,
        // so a screen ships the schemas of its own calls, not the 186 of the model barrel.
        moduleSideEffects: (id, external) => external || !id.includes('/src/api/generated/'),
      },
    },
  },
}));
