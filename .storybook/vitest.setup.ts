/**
 * Setup of the "storybook" Vitest project (every story runs as a browser test, with its play
 * function and axe).
 *
 * Since Storybook 10.3, @storybook/addon-vitest applies the preview annotations
 * (.storybook/preview.tsx, a11y included) by itself. Do not call the project-annotations setter
 * here: the plugin looks for its name in this file and then stops applying them. Put test-only
 * setup for stories below.
 *
 * Visual regression (docs/VISUAL.md): after a story has rendered and its play function has
 * passed, the page is compared with the story's reference PNGs, in `__screenshots__/` beside the
 * stories file: a screen's at the terminal's size (720x1280) and the store machine's (1366x768),
 * a component's at the terminal's.
 * `npm run test:visual:update` writes them again; a failing comparison leaves the reference,
 * the actual image and the diff in `.vitest-attachments/`.
 */

import { onlineManager } from '@tanstack/react-query';
import type { TaskMeta } from '@vitest/runner';
import { afterEach, expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { NETWORK_MESSAGES } from '@/domain/messages.ts';
import { checkLayout, layoutReport } from './layoutCheck';
import { onStoryStart } from './storyStart';

/** The two machines (docs/VISUAL.md; the Storybook viewports of preview.tsx). */
export const VISUAL_VIEWPORTS = [
  { name: 'terminal', width: 720, height: 1280 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;

/**
 * A screen's layout is checked at the pictures' two sizes and on a small phone's, 360x640, with no
 * picture there (docs/VISUAL.md "Layout").
 */
export const LAYOUT_ONLY_VIEWPORT = { name: 'phone', width: 360, height: 640 } as const;

/**
 * A screen is pictured on both machines; a component at the terminal's size only. A component's
 * width is the screen's to give, so its picture on the wide window only stretched it, and the
 * screens that place it are pictured on both machines (docs/VISUAL.md). Same rule in
 * scripts/visual-baselines.mjs.
 */
function visualViewports(storyId: string) {
  return storyId.startsWith('screens-') ? VISUAL_VIEWPORTS : VISUAL_VIEWPORTS.slice(0, 1);
}

/**
 * What moves by itself is not compared: running countdowns (role="timer", or
 * data-moving inside a button) change every second.
 * Animations and transitions are stopped (Playwright's `animations: 'disabled'` ends finite ones
 * and puts infinite ones, the spinners, at their start), the caret is hidden.
 */
const MOVING = '[role="timer"], [data-moving]';

const STILL_STYLE = `*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}`;

/**
 * What is compared: for a screen, the viewport, as the machine shows it; for a component, the
 * viewport's top down to the lowest edge of what the story shows, plus the story's padding. Only
 * what a component shows is compared either way: the window below it is the page's background,
 * and picturing it cost about two thirds of a component picture's CPU (decoding a 720x1280 PNG
 * twice, docs/TESTING.md "Speed"). A dialog or anything else over the whole window is pictured
 * whole.
 *
 * The picture is an invisible frame's box (what Playwright captures, with everything painted
 * there). The frame has an id: Vitest hands an element to Playwright as a CSS selector, by id
 * when it has one and otherwise by its place among its siblings ("div:nth-child(8)"). A node added
 * to or removed from the body meanwhile (Radix Toast's screen-reader announcement lives there for
 * one second) moved the frame off that place, and on a loaded machine the capture then waited for
 * an element that was no longer there.
 *
 * Not the whole page: the story runs in Vitest's frame, and nothing below that frame's fold is
 * painted, so a taller picture would be white there. What a long screen has below the fold is
 * compared in its components' own stories (the cart summary, the payment rows, the stock table).
 */
function visualFrame(screen: boolean): Element {
  const frame = document.createElement('div');
  frame.id = 'visual-frame';
  frame.dataset.visualFrame = '';
  frame.style.cssText = `position:fixed;${screen ? 'inset:0' : 'left:0;top:0;right:0'};opacity:0;pointer-events:none`;
  document.body.append(frame);
  if (!screen) {
    // Followed on every frame until the picture is taken: what the story shows may still be
    // coming (a toast's part is loaded with the first toast), and the picture is retaken until
    // two captures agree.
    const follow = () => {
      if (!frame.isConnected) return;
      frame.style.height = `${contentBottom()}px`;
      requestAnimationFrame(follow);
    };
    follow();
  }
  return frame;
}

/** The padding Storybook's "padded" layout puts around a component (preview.tsx). */
const CONTENT_MARGIN = 16;

/**
 * The lowest edge of what the story shows: the story's root and what it opened over the page
 * (a dialog, a toast), not Storybook's own layers (its hidden "preparing" screens, which cover
 * the window while a page starts) nor the pictures' frames.
 */
function contentBottom(): number {
  let bottom = CONTENT_MARGIN;
  for (const child of document.body.children) {
    if (
      !(child instanceof HTMLElement) ||
      child.matches('.sb-wrapper, [data-visual-frame], [data-visual-start]')
    ) {
      continue;
    }
    const style = getComputedStyle(child);
    if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') continue;
    for (const element of [child, ...child.querySelectorAll('*')]) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      bottom = Math.max(bottom, box.bottom + CONTENT_MARGIN);
      if (box.bottom + SHADOW_REACH > bottom) bottom = Math.max(bottom, box.bottom + shadowBelow(element));
    }
  }
  return Math.min(window.innerHeight, Math.ceil(bottom));
}

/** Past this, a shadow below an element is not looked for (the deepest, --elevation-3, reaches 44 px). */
const SHADOW_REACH = 64;

/** How far an element's box-shadow reaches below its box: offset, blur and spread. */
function shadowBelow(element: Element): number {
  const shadow = getComputedStyle(element).boxShadow;
  if (shadow === 'none') return 0;
  let reach = 0;
  // Computed as "<color> <x>px <y>px <blur>px <spread>px[ inset]", comma-separated.
  for (const one of shadow.split(/,(?![^(]*\))/)) {
    if (one.includes('inset')) continue;
    const [, y = 0, blur = 0, spread = 0] = (one.match(/-?[\d.]+px/g) ?? []).map((n) => Number.parseFloat(n));
    reach = Math.max(reach, y + blur + spread);
  }
  return reach;
}

function storyIdOf(meta: TaskMeta): string | null {
  const id: unknown = Reflect.get(meta, 'storyId');
  return typeof id === 'string' ? id : null;
}

/**
 * A story tagged `no-visual` is not compared (it sets `parameters.chromatic.disableSnapshot` too,
 * for Chromatic; docs/VISUAL.md "Left out").
 */
function optedOut(context: object): boolean {
  // The composed story is a function (it renders as a component) carrying its annotations.
  const story: unknown = Reflect.get(context, 'story');
  if ((typeof story !== 'object' && typeof story !== 'function') || story === null) return false;
  const tags: unknown = Reflect.get(story, 'tags');
  return Array.isArray(tags) && tags.includes('no-visual');
}

/**
 * Focus (docs/VISUAL.md "Focus"). Whether a focused button shows its ring depends on two states
 * the previous stories left behind: whether the story's frame has the window's focus (without
 * it nothing matches :focus, so no ring at all) and how the last focus came (Chromium's
 * :focus-visible: a focus by script, which is how the play functions' userEvent and the app's
 * autofocus focus, keeps the modality of the focus before it). The first story of a file ran in
 * an unfocused frame, the next ones in a frame a play function had focused, so the same story
 * had a ring or not by its place in the run. Before each story renders (the preview's
 * beforeEach, after the previous story is gone), both are set as on the terminal a seller taps:
 * the frame has the focus, the last focus came from a pointer, nothing is focused.
 */
function layerOverThePage(): HTMLElement {
  const layer = document.createElement('div');
  layer.id = 'visual-start';
  layer.tabIndex = -1;
  layer.dataset.visualStart = '';
  layer.style.cssText = 'position:fixed;inset:0;z-index:2147483647;pointer-events:auto;opacity:0';
  document.body.append(layer);
  return layer;
}

/** The frame has the focus, and a focus by script now would show no ring (pointer modality). */
function focusedByPointer(): boolean {
  const layer = layerOverThePage();
  try {
    layer.focus();
    return document.hasFocus() && document.activeElement === layer && !layer.matches(':focus-visible');
  } finally {
    layer.remove();
  }
}

onStoryStart(async () => {
  if (!focusedByPointer()) {
    // A real tap (Playwright's, trusted): it focuses the frame and makes the pointer the last
    // modality; a userEvent from storybook/test is a script's event and changes neither.
    const layer = layerOverThePage();
    try {
      await userEvent.click(layer);
    } finally {
      layer.remove();
    }
    if (!focusedByPointer()) {
      throw new Error('The story frame could not be given the focus by a pointer before the story');
    }
  }
  (document.activeElement instanceof HTMLElement ? document.activeElement : null)?.blur();
});

afterEach(async (context) => {
  const { task } = context;
  const storyId = storyIdOf(task.meta);
  // A failed story has no state worth a picture; its own error is the one to read.
  if (!storyId || task.result?.state === 'fail' || optedOut(context)) return;
  const still = document.createElement('style');
  still.dataset.visual = 'still';
  still.textContent = STILL_STYLE;
  document.head.append(still);
  try {
    await document.fonts.ready;
    // A screen story with no play function (a loading state) may not have rendered yet: its
    // routes load first. Every screen has its title (h1) from its first frame, skeletons
    // included; the picture waits for it (at most 10 s, then it is taken as it is).
    // Offline, the standing "Sin conexión" bar is loaded when the network drops (AppNotices) and
    // pushes the screen down when it lands. Landing between two sizes left the action row's text
    // a pixel off in the picture, so the picture waits for it too.
    if (storyId.startsWith('screens-')) {
      const offline = !onlineManager.isOnline();
      const rendered = () =>
        document.querySelector('h1') !== null &&
        (!offline || document.body.textContent?.includes(NETWORK_MESSAGES.offline) === true);
      for (let waited = 0; !rendered() && waited < 10_000; waited += 50) {
        await new Promise((done) => setTimeout(done, 50));
      }
    }
    // A screen's layout (docs/VISUAL.md "Layout"): first on the phone, with no picture (one
    // resize, one frame, DOM reads only), then right after each picture. Every size is checked
    // and every picture compared before the story fails, so one run shows all of it.
    const screen = storyId.startsWith('screens-');
    const layout: string[] = [];
    const checkAt = (viewport: { width: number; height: number }) => {
      layout.push(
        ...layoutReport(`${task.name} (${storyId})`, `${viewport.width}x${viewport.height}`, checkLayout()),
      );
    };
    if (screen) {
      await page.viewport(LAYOUT_ONLY_VIEWPORT.width, LAYOUT_ONLY_VIEWPORT.height);
      await new Promise((done) => requestAnimationFrame(() => done(null)));
      checkAt(LAYOUT_ONLY_VIEWPORT);
    }
    for (const viewport of visualViewports(storyId)) {
      await page.viewport(viewport.width, viewport.height);
      for (const old of document.querySelectorAll('[data-visual-frame]')) old.remove();
      await new Promise((done) => requestAnimationFrame(() => done(null)));
      await expect(page.elementLocator(visualFrame(screen))).toMatchScreenshot(
        `${storyId}--${viewport.name}`,
        {
          // Two equal captures in a row make the picture; on a loaded machine one capture can take
          // seconds, so the bound is the test's, not Vitest's 5 s.
          timeout: 20_000,
          screenshotOptions: {
            animations: 'disabled',
            caret: 'hide',
            mask: [...document.querySelectorAll(MOVING)],
          },
        },
      );
      if (screen) checkAt(viewport);
    }
    if (layout.length > 0) {
      throw new Error(`Layout check (docs/VISUAL.md "Layout"):\n${layout.join('\n')}`);
    }
  } finally {
    still.remove();
    for (const frame of document.querySelectorAll('[data-visual-frame]')) frame.remove();
  }
});
