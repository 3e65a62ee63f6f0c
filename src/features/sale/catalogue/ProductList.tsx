import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ProductCard } from '@/components/pos/ProductCard.tsx';
import { availableStockIn, cartUnits, type StockLine } from '@/domain/cartStock.ts';
import { productPrice } from '@/domain/productPrice.ts';
import type { BuyType, Product, Store } from '@/domain/types.ts';
import { useAddToCart, useQuantityLimit } from '../cart/useAddToCart.ts';
import styles from './CatalogueScreen.module.css';

/**
 * From this many products the list is virtualised: only the rows on screen (and a few around)
 * are in the DOM, so 20,000 loaded products cost what 20 do. Shorter lists render whole (a
 * page or three: every card reachable by find-in-page and assistive technology at once).
 */
export const VIRTUALISE_FROM = 60;
/** A card's narrowest width and the grid's gap (CatalogueScreen.module.css .list). */
const CARD_MIN_WIDTH = 300;
/** A row's height before it is measured (a card with badges and the bulk line is about this). */
const ESTIMATED_ROW_HEIGHT = 240;

export interface ProductListProps {
  products: readonly Product[];
  store: Store;
  buyType: BuyType;
  wholesale: boolean;
  /** The cart's lines: a card's stock is what is left after them. */
  lines: readonly StockLine[];
}

/**
 * The catalogue's product cards (spec 000 §9): price for this customer, stock left, quantity
 * stepper and "Agregar". Memoised: typing in the search box or the code field does not render
 * it again; only the products, the cart or a card's own quantity do.
 */
export const ProductList = memo(ProductListView, (a, b) => {
  return (
    a.store === b.store &&
    a.buyType === b.buyType &&
    a.wholesale === b.wholesale &&
    a.lines === b.lines &&
    a.products.length === b.products.length &&
    a.products.every((p, i) => p === b.products[i])
  );
});

function ProductListView({ products, store, buyType, wholesale, lines }: ProductListProps) {
  const addToCart = useAddToCart();
  const quantityLimit = useQuantityLimit();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const units = useMemo(() => cartUnits(lines), [lines]);

  const renderCard = (product: Product) => {
    const view = productPrice(product, store, buyType, wholesale);
    const stock = availableStockIn(product, units);
    const quantity = Math.min(quantities[product.id] ?? 1, Math.max(stock, 0));
    return (
      <ProductCard
        key={product.id}
        name={product.name}
        sku={product.sku}
        price={view.price}
        regularPrice={view.regularPrice}
        badges={view.badges}
        bulk={view.bulk}
        stock={stock}
        isPack={product.pack}
        quantity={quantity}
        onQuantityChange={(q) => setQuantities((prev) => ({ ...prev, [product.id]: q }))}
        onLimit={(attempted) => quantityLimit(product, attempted)}
        onAdd={() => {
          const result = addToCart(product, quantity);
          if (result.ok) setQuantities((q) => ({ ...q, [product.id]: 1 }));
        }}
      />
    );
  };

  if (products.length < VIRTUALISE_FROM) return <>{products.map(renderCard)}</>;
  return <VirtualRows products={products} renderCard={renderCard} />;
}

/** Cards per row for a list this wide (the grid's auto-fill of 300 px minimum columns). */
function columnsFor(width: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (CARD_MIN_WIDTH + gap)));
}

function VirtualRows({
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
