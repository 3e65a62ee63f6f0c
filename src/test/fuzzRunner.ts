/**
 * The runner and the screen helpers of the screen-level fuzz files: enter a text as a seller or a
 * scanner would, run a property, read what the screen shows (import them through `@/test/fuzz.ts`).
 */
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { expect } from 'vitest';
import { cleanRut } from '@/domain/rut.ts';
import { FUZZ_RUNS } from './fuzzInputs';

/** A user-event instance without delays between keys (fuzz runs type a lot). */
export function fuzzUser() {
  return userEvent.setup({ delay: null });
}

type FuzzUser = ReturnType<typeof fuzzUser>;

/**
 * What a text input holds after `text` was entered: the browser drops line breaks from a
 * single-line field (HTML value sanitization), and a maxLength cuts what is typed beyond it.
 */
export function typedValue(text: string, maxLength?: number): string {
  const value = text.replace(/[\r\n]/g, '');
  return maxLength !== undefined && maxLength >= 0 ? value.slice(0, maxLength) : value;
}

/** Whether `text` can be typed key by key (short, no control characters, whole code points). */
function typeable(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is checked
  if (text.length > 40 || /[\u0000-\u001f\u007f]/.test(text)) return false;
  // A lone surrogate half cannot be typed as a key.
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
}

/**
 * Clears the field, then types `text` key by key when it is short and printable (a seller), or
 * pastes it (a scanner, a long paste, control characters). `{` and `[` are typed as themselves.
 */
export async function enterText(
  user: FuzzUser,
  input: HTMLElement,
  text: string,
  mode: 'auto' | 'type' | 'paste' = 'auto',
): Promise<void> {
  await user.clear(input);
  if (text === '') return;
  if (mode === 'type' || (mode === 'auto' && typeable(text))) {
    await user.type(
      input,
      text.replace(/[{[]/g, (c) => c + c),
      { skipClick: true },
    );
  } else {
    await user.paste(text);
  }
}

/** `fc.assert` over an async property, FUZZ_RUNS runs (options override: seed, examples, ...). */
export async function fuzz<T>(
  arbitrary: fc.Arbitrary<T>,
  property: (value: T) => Promise<void>,
  options: fc.Parameters<[NoInfer<T>]> = {},
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (value) => {
      await property(value);
    }),
    { numRuns: FUZZ_RUNS, ...options },
  );
}

/** The text of an element without its decorations (aria-hidden icons, close buttons). */
function ownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const decoration of copy.querySelectorAll('[aria-hidden="true"], button')) decoration.remove();
  return (copy.textContent ?? '').trim();
}

/**
 * Every message the seller sees now: alerts (role="alert"), the error line of each field
 * (src/components/ui/Field.tsx: the "⚠" line), and the toast on screen. For "the spec's message,
 * and never one outside the spec's set".
 */
export function shownMessages(): string[] {
  const messages: string[] = [];
  for (const alert of document.querySelectorAll('[role="alert"]')) messages.push(ownText(alert));
  for (const line of document.querySelectorAll('[id$="-message"]')) {
    if (line.firstElementChild?.textContent === '⚠ ') messages.push(ownText(line));
  }
  for (const toast of document.querySelectorAll('[data-tone]')) messages.push(ownText(toast));
  return messages.filter((m) => m !== '');
}

/** The error line of one field (its aria-describedby "⚠" line), or null when it has none. */
export function fieldError(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  const line = id ? document.getElementById(id) : null;
  if (line?.firstElementChild?.textContent !== '⚠ ') return null;
  return ownText(line);
}

/**
 * The toast on screen, or null. A toast shown later is a new element even with the same text, so
 * `currentToast() !== before` tells that this run's action showed one.
 */
export function currentToast(): Element | null {
  return document.querySelector('[data-tone]');
}

/**
 * Waits for a new toast (not `before`, the `currentToast()` taken before the action) showing
 * exactly `text`. Screen tests keep toasts until replaced (src/test/renderScreen.tsx), so the
 * wait is for a state, not a race with the 2.5 s hide.
 */
export async function waitForNewToast(text: string, before: Element | null): Promise<void> {
  await waitFor(() => {
    const toast = currentToast();
    expect(toast).not.toBeNull();
    expect(toast).not.toBe(before);
    expect(ownText(toast!)).toBe(text);
  });
}

/**
 * What a RUT field must keep of a text: its digits and K (leading zeros aside), and every
 * character other than dots, dashes and spaces.
 */
function rutKept(text: string): { digits: string; other: string } {
  return {
    digits: cleanRut(text).replace(/^0+/, ''),
    other: text.replace(/[\d.\-Kk\s]/g, ''),
  };
}

/**
 * True when a RUT field (src/components/pos/RutInput.tsx) shows `shown` for the `typed` text
 * without losing anything: it may add or move dots and the dash, drop spaces around the text and
 * leading zeros, and write k as K, never drop a digit or any other character.
 */
export function rutFieldKeeps(typed: string, shown: string): boolean {
  const a = rutKept(typedValue(typed));
  const b = rutKept(shown);
  return a.digits === b.digits && a.other === b.other;
}
