/**
 * What `@faker-js/faker` resolves to in the app's build when the generated MSW files
 * (src/api/generated/endpoints/**\/*.msw.ts) import it (vite.config.ts, `demoWorldDiet`). The demo
 * world passes its own answer to every generated handler, so their faker defaults never run;
 * this keeps faker (160 KB gzip) out of the browser. Reaching it is a bug in mocks/api: it says so.
 */
function unavailable(): never {
  throw new Error('[demo] faker is not in the browser build: every demo handler must answer from the world');
}

export const faker: unknown = new Proxy({}, { get: unavailable });
