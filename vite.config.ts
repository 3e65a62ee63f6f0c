import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [
    immutableAssets(),
    demoWorldDiet(),
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
});
