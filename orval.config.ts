import { defineConfig } from 'orval';

/**
 * One contract, three outputs, all under src/api/generated (committed; `npm run generate`
 * rewrites them and CI fails when they differ from what the contract produces):
 * - React Query hooks per tag (fetch client through our mutator in src/api/http.ts),
 * - zod 4 schemas for every component schema (the types are inferred from them, and the
 *   mutator validates every response against its schema in development and tests),
 * - MSW handlers with faker data per tag (the demo world in mocks/ builds on their routing).
 */
export default defineConfig({
  pos: {
    input: { target: './openapi/openapi.yaml' },
    output: {
      mode: 'tags-split',
      target: './src/api/generated/endpoints',
      schemas: { path: './src/api/generated/model', type: 'zod' },
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      headers: true,
      indexFiles: true,
      mock: {
        indexMockFiles: true,
        generators: [{ type: 'msw', delay: false }],
      },
      override: {
        mutator: { path: './src/api/http.ts', name: 'apiFetch' },
        includeZodSchemaInArguments: true,
        zod: { variant: 'mini' },
        fetch: { includeHttpResponseReturnType: false, runtimeValidation: true },
        query: { signal: true, shouldExportKeys: true },
        operations: {
          // A GET that closes the guide (changes state): a mutation, never a cached query.
          closeStoreOrder: { query: { useQuery: false, useMutation: true } },
        },
      },
    },
  },
});
