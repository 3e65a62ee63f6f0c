// `npm run demo-api`: loads mocks/server.ts through Vite's module runner (TypeScript and the
// `@/` alias, no extra tool) and starts the demo API. PORT, HOST, SCENARIO from the environment.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(fileURLToPath(new URL('./server.ts', import.meta.url)), {
  root,
  configFile: false,
  logLevel: 'warn',
  resolve: { alias: { '@': `${root}src`, '@mocks': `${root}mocks` } },
});
await module.main();
