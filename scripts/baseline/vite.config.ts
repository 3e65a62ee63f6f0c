import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The bare baseline app the bundle budget compares with (scripts/bundle-budget.mjs): React,
 * react-dom, TanStack Router and TanStack Query, one root route and one route with one query,
 * built by the same Vite and React plugin as the app.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'error',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../../node_modules/.cache/bundle-baseline', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
  },
});
