import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import type { PricedLine } from '@/domain/cart.ts';
import styles from './CartScreen.module.css';

/** A line's height before it is measured (a compact line on the terminal is about this). */
const ESTIMATED_LINE_HEIGHT = 110;

/**
 * A long cart's lines, virtualised (@tanstack/react-virtual, scrolled in the lines' own region):
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

  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller,
    estimateSize: () => ESTIMATED_LINE_HEIGHT,
    gap: placement.gap,
    overscan: 4,
    scrollMargin: placement.top,
    // A line keeps its measured height by product, whatever is added or removed above it.
    getItemKey: (index) => lines[index]?.product.id ?? index,
  });

  return (
    <div
      ref={ref}
      className={styles.virtual}
      style={{ height: virtualizer.getTotalSize() }}
      data-lines={lines.length}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const line = lines[row.index];
        if (line === undefined) return null;
        return (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={styles.virtualRow}
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            {renderLine(line)}
          </div>
        );
      })}
    </div>
  );
}
