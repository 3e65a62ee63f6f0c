import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';

/** Where a window-scrolled virtual list sits: what its virtualiser needs to place its rows. */
export interface WindowListPlacement {
  /** The list's top in the page (the virtualiser's scrollMargin: where row 0 starts). */
  top: number;
  /** The list's own row gap (px). */
  gap: number;
  /** The list's inner width (px). */
  width: number;
}

/**
 * The placement of a virtual list that scrolls with the window (useVirtualList with the window),
 * measured on mount and again whenever the list or the page changes size; the same object while
 * nothing moved, so a re-measure that finds nothing new renders nothing.
 */
export function useWindowListPlacement(ref: RefObject<HTMLElement | null>): WindowListPlacement {
  const [placement, setPlacement] = useState<WindowListPlacement>({ top: 0, gap: 0, width: 0 });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const next = {
      top: el.getBoundingClientRect().top + window.scrollY,
      gap: Number.parseFloat(getComputedStyle(el).rowGap) || 0,
      width: el.clientWidth,
    };
    setPlacement((prev) =>
      prev.gap === next.gap && prev.width === next.width && Math.abs(prev.top - next.top) < 1 ? prev : next,
    );
  }, [ref]);
  useLayoutEffect(() => {
    measure();
    const el = ref.current;
    if (!el) return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [measure, ref]);
  return placement;
}
