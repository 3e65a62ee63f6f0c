/**
 * Handheld barcode scanner (keyboard wedge) detection.
 *
 * A scanner "types" the code as a burst of key presses with tiny gaps and ends it with a suffix
 * key (Enter by default). A person types slower. The detector keeps a buffer of printable keys
 * whose gaps stay below `maxGapMs`; a longer gap starts the buffer again from that key. When the
 * suffix key arrives quickly after a buffer of at least `minLength` characters (after removing the
 * configured prefix, which must be present when configured), the buffer is a scan.
 *
 * The detector is pure: feed it key names with timestamps. `attachWedge` wires it to DOM keydown.
 */

export interface WedgeOptions {
  /** Largest gap between keys of one scan, exclusive (ms). Default 35. */
  readonly maxGapMs?: number;
  /** Fewest characters of a code (prefix excluded). Default 6. */
  readonly minLength?: number;
  /** Most characters of a code. Default 64. */
  readonly maxLength?: number;
  /** Characters the scanner is configured to send first; required and stripped when set. */
  readonly prefix?: string;
  /** The key that ends a scan (KeyboardEvent.key). Default "Enter". */
  readonly suffix?: string;
}

export interface WedgeKey {
  /** KeyboardEvent.key. */
  readonly key: string;
  /** Milliseconds, any monotonic origin (KeyboardEvent.timeStamp). */
  readonly time: number;
}

export interface WedgeDetector {
  /** Feeds one key press; returns the scanned code when this key completes a scan. */
  feed(event: WedgeKey): string | null;
  reset(): void;
  /** Characters currently buffered (for debugging and tests). */
  readonly buffer: string;
}

export const WEDGE_DEFAULTS = {
  maxGapMs: 35,
  minLength: 6,
  maxLength: 64,
  prefix: '',
  suffix: 'Enter',
} as const;

/** Keys that scanners may interleave (Shift for capitals) without breaking a burst. */
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock']);

export function createWedgeDetector(options: WedgeOptions = {}): WedgeDetector {
  const maxGapMs = options.maxGapMs ?? WEDGE_DEFAULTS.maxGapMs;
  const minLength = options.minLength ?? WEDGE_DEFAULTS.minLength;
  const maxLength = options.maxLength ?? WEDGE_DEFAULTS.maxLength;
  const prefix = options.prefix ?? WEDGE_DEFAULTS.prefix;
  const suffix = options.suffix ?? WEDGE_DEFAULTS.suffix;

  let buffer = '';
  let lastTime: number | null = null;

  const reset = () => {
    buffer = '';
    lastTime = null;
  };
  const isFast = (time: number) => lastTime !== null && time - lastTime >= 0 && time - lastTime < maxGapMs;

  return {
    get buffer() {
      return buffer;
    },
    reset,
    feed({ key, time }) {
      if (key === suffix) {
        const fast = isFast(time);
        const candidate = buffer;
        reset();
        if (!fast) return null;
        if (prefix && !candidate.startsWith(prefix)) return null;
        const code = candidate.slice(prefix.length);
        return code.length >= minLength && code.length <= maxLength ? code : null;
      }
      if (MODIFIERS.has(key)) return null;
      if (key.length !== 1) {
        // Backspace, arrows, Tab...: a person is editing; no scan sends them mid-code.
        reset();
        return null;
      }
      buffer = isFast(time) ? buffer + key : key;
      lastTime = time;
      if (buffer.length > prefix.length + maxLength) {
        buffer = key; // longer than any code: not a scan in progress, start again
      }
      return null;
    },
  };
}

export interface AttachWedgeOptions extends WedgeOptions {
  /** Prevent the suffix key's default action (a form submit) when it completes a scan. Default true. */
  readonly preventDefault?: boolean;
  /** The time of an event; defaults to event.timeStamp. */
  readonly now?: (event: KeyboardEvent) => number;
  /**
   * A field that takes its own code: keys typed into it are left to it (its Enter submits what it
   * holds, whole). Heard, a burst whose first key came late (a busy machine) gave only its tail.
   */
  readonly ownField?: { readonly current: EventTarget | null };
}

/** Listens to keydown on `target` (document, window or an element). Returns the detach function. */
export function attachWedge(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  onScan: (code: string) => void,
  options: AttachWedgeOptions = {},
): () => void {
  const detector = createWedgeDetector(options);
  const preventDefault = options.preventDefault ?? true;
  const now = options.now ?? ((event: KeyboardEvent) => event.timeStamp);
  const listener = (event: Event) => {
    if (!isKeyboardEvent(event)) return;
    const keyboard = event;
    if (options.ownField?.current != null && event.target === options.ownField.current) {
      detector.reset();
      return;
    }
    if (keyboard.ctrlKey || keyboard.metaKey || keyboard.altKey || keyboard.repeat) {
      detector.reset();
      return;
    }
    const code = detector.feed({ key: keyboard.key, time: now(keyboard) });
    if (code === null) return;
    if (preventDefault) keyboard.preventDefault();
    onScan(code);
  };
  target.addEventListener('keydown', listener, true);
  return () => target.removeEventListener('keydown', listener, true);
}

/** A key press (a KeyboardEvent, or in tests an Event carrying the same fields). */
function isKeyboardEvent(event: Event): event is KeyboardEvent {
  return 'key' in event && typeof event.key === 'string';
}
