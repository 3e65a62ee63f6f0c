import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Product } from '@/domain/types.ts';
import styles from './CatalogueScreen.module.css';

/** A card's narrowest width and the grid's gap (CatalogueScreen.module.css .list). */
const CARD_MIN_WIDTH = 300;
/** A row's height before it is measured (a card with badges and the bulk line is about this). */
const ESTIMATED_ROW_HEIGHT = 240;

/**
 * The long list's rows, virtualised (@tanstack/react-virtual, window scroll): only the rows on
 * screen and a few around are in the DOM. Its own chunk: /compra downloads it only when a list
 * grows long (ProductList), not with the screen.
 */
/** Cards per row for a list this wide (the grid's auto-fill of 300 px minimum columns). */
function columnsFor(width: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (CARD_MIN_WIDTH + gap)));
}

export default function VirtualRows({
  products,
  renderCard,
}: {
  products: readonly Product[];
  renderCard: (product: Product) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState({ columns: 1, gap: 0, top: 0 });

  // Columns follow the list's width; the list's offset in the page is where row 0 starts.
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const gap = Number.parseFloat(getComputedStyle(el).rowGap) || 0;
    const next = {
      columns: columnsFor(el.clientWidth, gap),
      gap,
      top: el.getBoundingClientRect().top + window.scrollY,
    };
    setLayout((prev) =>
      prev.columns === next.columns && prev.gap === next.gap && Math.abs(prev.top - next.top) < 1
        ? prev
        : next,
    );
  }, []);
  useLayoutEffect(() => {
    measure();
    const el = ref.current;
    if (!el) return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [measure]);

  const rowCount = Math.ceil(products.length / layout.columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    gap: layout.gap,
    overscan: 3,
    scrollMargin: layout.top,
  });
  const rows = virtualizer.getVirtualItems();

  return (
    <div
      ref={ref}
      className={styles.virtual}
      style={{ height: virtualizer.getTotalSize() }}
      data-products={products.length}
    >
      {rows.map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className={styles.virtualRow}
          style={{
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
          }}
        >
          {products.slice(row.index * layout.columns, (row.index + 1) * layout.columns).map(renderCard)}
        </div>
      ))}
    </div>
  );
}
