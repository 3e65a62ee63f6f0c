import { beforeAll, describe, expect, it } from 'vitest';
import { loadProvider, PROVIDER_KINDS } from './registry.ts';

/**
 * In Chromium, where a module's `import()` waits a task even once it is loaded: the provider of a
 * step on screen answers within the tap's own task, so the attempt is persisted and the charge sent
 * before a reload (a task) can come between them.
 */
describe('a loaded provider', () => {
  // The modules first, all at once: through the dev server, on a loaded machine, that is a wait
  // for files (the limit is the hook's), not what this test is about.
  beforeAll(() => Promise.all(PROVIDER_KINDS.map((kind) => loadProvider(kind))), 60_000);

  it('answers before any task runs', async () => {
    for (const kind of PROVIDER_KINDS) {
      let taskRan = false;
      const task = setTimeout(() => {
        taskRan = true;
      }, 0);
      let answered: string | null = null;
      void loadProvider(kind).then((provider) => {
        answered = provider.kind;
      });
      for (let i = 0; i < 20 && answered === null; i += 1) await Promise.resolve();
      clearTimeout(task);
      expect({ answered, taskRan }).toEqual({ answered: kind, taskRan: false });
    }
  });
});
