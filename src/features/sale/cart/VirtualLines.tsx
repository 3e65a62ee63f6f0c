import { type ReactElement, type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useVirtualList, type VirtualKey } from '@/components/ui/useVirtualList.ts';
import type { PricedLine } from '@/domain/cart.ts';
import styles from './CartScreen.module.css';

/** A line's height before it is measured (a compact line on the terminal is about this). */
const ESTIMATED_LINE_HEIGHT = 110;

/**
 * A long cart's lines, virtualised (useVirtualList, scrolled in the lines' own region):
 * only the lines on screen and a few around are in the DOM, so a press on a 100-line cart renders,
 * lays out and hit-tests what a 10-line one does. Lines differ in height (discounts, packs, an open
 * breakdown): each is measured once rendered. Its own chunk: /carro downloads it only when a cart
 * grows long (CartLines).
 */
export default function VirtualLines({
  lines,
  renderLine,
  scroller,
}: {
  lines: readonly PricedLine[];
  /** A line's element; the same element for a line that did not change (CartLines keeps them). */
  renderLine: (line: PricedLine) => ReactNode;
  /** The lines' scrolling region (CartLines). */
  scroller: HTMLElement;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Where line 0 starts in the region and the list's own gap, measured once placed.
  const [placement, setPlacement] = useState({ top: 0, gap: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const top = el.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    const gap = Number.parseFloat(getComputedStyle(el).rowGap) || 0;
    setPlacement((prev) => (prev.gap === gap && Math.abs(prev.top - top) < 1 ? prev : { top, gap }));
  }, [scroller]);

  // A line keeps its measured height by product, whatever is added or removed above it.
  const keyOf = useCallback((index: number) => lines[index]?.product.id ?? index, [lines]);
  const virtual = useVirtualList({
    count: lines.length,
    scroller,
    estimateSize: ESTIMATED_LINE_HEIGHT,
    gap: placement.gap,
    overscan: 4,
    scrollMargin: placement.top,
    getItemKey: keyOf,
  });

  // A row whose line, place and position did not change is the same element as before, so React
  // skips it: a press re-renders the pressed line's row only.
  const rows = useRef(
    new Map<VirtualKey, { content: ReactNode; index: number; y: number; row: ReactElement }>(),
  );
  const kept = new Map<VirtualKey, { content: ReactNode; index: number; y: number; row: ReactElement }>();
  const placed = virtual.items.map((item) => {
    const line = lines[item.index];
    if (line === undefined) return null;
    const content = renderLine(line);
    const y = item.start - placement.top;
    const previous = rows.current.get(item.key);
    const row =
      previous !== undefined &&
      previous.content === content &&
      previous.index === item.index &&
      previous.y === y ? (
        previous.row
      ) : (
        <div
          key={item.key}
          data-index={item.index}
          ref={virtual.measureElement}
          className={styles.virtualRow}
          style={{ transform: `translateY(${y}px)` }}
        >
          {content}
        </div>
      );
    kept.set(item.key, { content, index: item.index, y, row });
    return row;
  });
  rows.current = kept;

  return (
    <div ref={ref} className={styles.virtual} style={{ height: virtual.totalSize }} data-lines={lines.length}>
      {placed}
    </div>
  );
}
