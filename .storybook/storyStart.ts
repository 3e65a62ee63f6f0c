/**
 * What every story starts from, before it renders (docs/VISUAL.md "Focus").
 *
 * The preview's `beforeEach` calls `startStory()`: it runs after the previous story has been
 * unmounted and before this one renders, in Storybook and in tests alike. Only the storybook
 * Vitest project (.storybook/vitest.setup.ts) sets what it does; in Storybook itself nothing.
 */
type Start = () => Promise<void>;

let start: Start | null = null;

/** The test setup's start of every story. */
export function onStoryStart(next: Start): void {
  start = next;
}

export async function startStory(): Promise<void> {
  await start?.();
}
