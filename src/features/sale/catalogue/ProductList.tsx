import { type Dispatch, lazy, memo, type SetStateAction, Suspense, useEffect, useMemo } from 'react';
import { ProductCard } from '@/components/pos/ProductCard.tsx';
import { availableStockIn, cartUnits, type StockLine } from '@/domain/cartStock.ts';
import { productPrice } from '@/domain/productPrice.ts';
import type { BuyType, Product, Store } from '@/domain/types.ts';
import { useAddToCart, useQuantityLimit } from '../cart/useAddToCart.ts';

/**
 * From this many products the list is virtualised: only the rows on screen (and a few around)
 * are in the DOM, so 20,000 loaded products cost what 20 do. Shorter lists render whole (a
 * page or three: every card reachable by find-in-page and assistive technology at once).
 */
export const VIRTUALISE_FROM = 60;
/** From this many products the virtualised rows are downloaded ahead (a page before they are used). */
const PREFETCH_FROM = VIRTUALISE_FROM - 20;

const loadVirtualRows = () => import('./VirtualRows.tsx');
const VirtualRows = lazy(loadVirtualRows);

export interface ProductListProps {
  products: readonly Product[];
  store: Store;
  buyType: BuyType;
  wholesale: boolean;
  /** The cart's lines: a card's stock is what is left after them. */
  lines: readonly StockLine[];
  /** The quantity chosen on each card (1 when not chosen), kept by the screen across searches. */
  quantities: Readonly<Record<number, number>>;
  onQuantitiesChange: Dispatch<SetStateAction<Record<number, number>>>;
  /** A card's "Agregar" put the product in the cart (stable: the list is memoised without it). */
  onAdded?: () => void;
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
    a.quantities === b.quantities &&
    a.products.length === b.products.length &&
    a.products.every((p, i) => p === b.products[i])
  );
});

function ProductListView({
  products,
  store,
  buyType,
  wholesale,
  lines,
  quantities,
  onQuantitiesChange: setQuantities,
  onAdded,
}: ProductListProps) {
  const addToCart = useAddToCart();
  const quantityLimit = useQuantityLimit();
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
          if (!result.ok) return;
          setQuantities((q) => ({ ...q, [product.id]: 1 }));
          onAdded?.();
        }}
      />
    );
  };

  const long = products.length >= PREFETCH_FROM;
  useEffect(() => {
    if (long) void loadVirtualRows();
  }, [long]);

  if (products.length < VIRTUALISE_FROM) return <>{products.map(renderCard)}</>;
  // Until the virtualised rows have downloaded (they were asked for a page earlier), the cards
  // render whole: a moment with a few pages of cards, never an empty list.
  return (
    <Suspense fallback={products.slice(0, VIRTUALISE_FROM + 20).map(renderCard)}>
      <VirtualRows products={products} renderCard={renderCard} />
    </Suspense>
  );
}
