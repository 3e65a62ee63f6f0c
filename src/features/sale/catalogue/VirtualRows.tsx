import { type ReactNode, useRef } from 'react';
import { useVirtualList } from '@/components/ui/useVirtualList.ts';
import { useWindowListPlacement } from '@/components/ui/useWindowListPlacement.ts';
import type { Product } from '@/domain/types.ts';
import styles from './CatalogueScreen.module.css';

/** A card's narrowest width and the grid's gap (CatalogueScreen.module.css .list). */
const CARD_MIN_WIDTH = 300;
/** A row's height before it is measured (a card with badges and the bulk line is about this). */
const ESTIMATED_ROW_HEIGHT = 240;

/** Cards per row for a list this wide (the grid's auto-fill of 300 px minimum columns). */
function columnsFor(width: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (CARD_MIN_WIDTH + gap)));
}

/**
 * The long list's rows, virtualised (useVirtualList, window scroll): only the rows on
 * screen and a few around are in the DOM. Its own chunk: /compra downloads it only when a list
 * grows long (ProductList), not with the screen.
 */
export default function VirtualRows({
  products,
  renderCard,
}: {
  products: readonly Product[];
  renderCard: (product: Product) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Columns follow the list's width; the list's offset in the page is where row 0 starts.
  const { top, gap, width } = useWindowListPlacement(ref);
  const columns = columnsFor(width, gap);

  const rowCount = Math.ceil(products.length / columns);
  const virtual = useVirtualList({
    count: rowCount,
    scroller: window,
    estimateSize: ESTIMATED_ROW_HEIGHT,
    gap,
    overscan: 3,
    scrollMargin: top,
  });

  return (
    <div
      ref={ref}
      className={styles.virtual}
      style={{ height: virtual.totalSize }}
      data-products={products.length}
    >
      {virtual.items.map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtual.measureElement}
          className={styles.virtualRow}
          style={{
            transform: `translateY(${row.start - top}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {products.slice(row.index * columns, (row.index + 1) * columns).map(renderCard)}
        </div>
      ))}
    </div>
  );
}
