import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import { useWindowListPlacement } from '@/components/ui/useWindowListPlacement.ts';
import type { PricedLine } from '@/domain/cart.ts';
import styles from './CartScreen.module.css';

/** A line's height before it is measured (a line with one discount is about this). */
const ESTIMATED_LINE_HEIGHT = 180;

/**
 * A long cart's lines, virtualised (@tanstack/react-virtual, window scroll): only the lines on
 * screen and a few around are in the DOM, so a press on a 100-line cart renders, lays out and
 * hit-tests what a 10-line one does. Lines differ in height (discounts, packs): each is measured
 * once rendered. Its own chunk: /carro downloads it only when a cart grows long (CartLines).
 */
export default function VirtualLines({
  lines,
  renderLine,
}: {
  lines: readonly PricedLine[];
  renderLine: (line: PricedLine) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The list's offset in the page is where line 0 starts; the gap is the list's own.
  const { top, gap } = useWindowListPlacement(ref);

  const virtualizer = useWindowVirtualizer({
    count: lines.length,
    estimateSize: () => ESTIMATED_LINE_HEIGHT,
    gap,
    overscan: 4,
    scrollMargin: top,
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
