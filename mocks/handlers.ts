import * as generated from '@/api/generated/endpoints/index.msw.ts';

/** Placeholder: the generated handlers (random data) until the demo world replaces them. */
export const handlers = Object.values(generated).flatMap((factory) => factory());
