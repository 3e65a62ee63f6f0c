import { useLayoutEffect, useRef } from 'react';
import { type AttachWedgeOptions, attachWedge } from './wedge';

/**
 * Calls `onScan` with each code a handheld (keyboard wedge) scanner types anywhere in the document,
 * while `enabled`. The latest `onScan` is used without re-attaching.
 */
export function useBarcodeWedge(
  onScan: (code: string) => void,
  options: AttachWedgeOptions & { readonly enabled?: boolean } = {},
): void {
  const latest = useRef(onScan);
  latest.current = onScan;
  const {
    enabled = true,
    maxGapMs,
    minLength,
    maxLength,
    prefix,
    suffix,
    preventDefault,
    now,
    ownField,
  } = options;
  // Attached as the screen is committed, before it is painted: a scan fired as soon as the screen
  // shows is heard. A passive effect can run a task after the paint, later still on a loaded
  // machine, and a full flow that scanned once the catalogue showed lost its scan.
  useLayoutEffect(() => {
    if (!enabled) return undefined;
    return attachWedge(document, (code) => latest.current(code), {
      maxGapMs,
      minLength,
      maxLength,
      prefix,
      suffix,
      preventDefault,
      now,
      ownField,
    });
  }, [enabled, maxGapMs, minLength, maxLength, prefix, suffix, preventDefault, now, ownField]);
}
