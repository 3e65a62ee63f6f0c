/**
 * Storybook's clock: every story starts at the same instant, Tuesday 24 November 2026, 12:00 in
 * Santiago (15:00 UTC), and time runs on from there (countdowns, polls and the demo world's
 * lifecycles still move). The demo world seeds its dated documents from "now" (express orders,
 * stock documents, a customer's orders in the current window) and the screens format them, so
 * without one instant a story would look different every day and its visual baseline with it.
 *
 * Imported first by .storybook/preview.tsx, before the demo world is created. The app and the
 * browser tests keep the real time.
 */
export const STORY_NOW = Date.parse('2026-11-24T15:00:00.000Z');

const RealDate = Date;
let offset = STORY_NOW - RealDate.now();

/**
 * Puts the clock back at STORY_NOW. Called before each story renders (.storybook/preview.tsx):
 * stories share one page, so without it a story would start as much later as the stories
 * before it took, and a minute shown on screen would depend on what ran first.
 */
export function restartStoryClock(): void {
  offset = STORY_NOW - RealDate.now();
}

class StoryDate extends RealDate {
  // biome-ignore lint/suspicious/noExplicitAny: Date's constructor overloads, passed through unchanged
  constructor(...args: any[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    // @ts-expect-error A spread of Date's own arguments (value, or year, month, ...).
    else super(...args);
  }

  static override now(): number {
    return RealDate.now() + offset;
  }
}

// Not an assignment: Date is also callable as a function, which a class cannot stand in for in the type.
Reflect.set(globalThis, 'Date', StoryDate);
