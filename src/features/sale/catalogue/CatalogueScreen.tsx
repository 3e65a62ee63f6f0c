import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { queries } from '@/api/queries.ts';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { ProductCardSkeleton } from '@/components/pos/ProductCard.tsx';
import { type FeaturedProduct, ProductSlider } from '@/components/pos/ProductSlider.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Icon } from '@/components/ui/Icon.tsx';
import { LoadError } from '@/components/ui/LoadError.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { useToast } from '@/components/ui/Toast.tsx';
import { cartButtonLabel, GENERAL_MESSAGES, SALE_LABELS } from '@/domain/messages.ts';
import { productPrice } from '@/domain/productPrice.ts';
import type { Product } from '@/domain/types.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { useTerminal } from '@/terminal/react.tsx';
import { useBarcodeWedge } from '@/terminal/useBarcodeWedge.ts';
import { domainStore, isWholesale, saleBuyType } from '../cart/saleContext.ts';
import { useAddToCart } from '../cart/useAddToCart.ts';
import { useStableCallback } from '../cart/useStableCallback.ts';
import styles from './CatalogueScreen.module.css';
import { CatalogueSearch, type CatalogueSearchHandle } from './CatalogueSearch.tsx';
import { LoadMore } from './LoadMore.tsx';
import { ProductList } from './ProductList.tsx';
import { SearchOffline } from './SearchOffline.tsx';
import { useAddFirstOnEnter } from './useAddFirstOnEnter.ts';
import { useCatalogue } from './useCatalogue.ts';
import { useScanAdd } from './useScanAdd.ts';

export { SEARCH_DEBOUNCE_MS } from './CatalogueSearch.tsx';

/**
 * /compra: search (name, SKU or EAN), Limpiar, camera and handheld scanner, "Productos
 * Destacados", the product list 20 at a time with "Cargar más productos", and the cart button.
 */
export function CatalogueScreen() {
  const navigate = useNavigate();
  const toast = useToast();
  const terminal = useTerminal();
  const user = useSelector(session.store, (s) => s.user);
  const store = useMemo(() => domainStore(user), [user]);
  const buyType = useSelector(sale.store, saleBuyType);
  const wholesale = useSelector(sale.store, isWholesale);
  const lines = useSelector(sale.store, (s) => s.lines);
  const stockLines = useMemo(() => lines.map((l) => ({ product: l.product, amount: l.amount })), [lines]);

  // The quantity chosen on each card: kept here, so a card keeps it while a search answer
  // replaces the list (skeletons meanwhile) and comes back with the same product.
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [query, setQuery] = useState('');
  const [codeEntry, setCodeEntry] = useState(false);
  const [code, setCode] = useState('');
  const searchRef = useRef<CatalogueSearchHandle>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const catalogue = useCatalogue(store.id, buyType, query);
  const popular = useQuery(queries.popularProducts({ store: store.id, type: buyType }));
  const addToCart = useAddToCart();
  const scanAdd = useScanAdd(store.id, buyType);

  // Added from a search (a card's Agregar, or Enter): the box is ready for the next word.
  const afterAdd = useStableCallback(() => searchRef.current?.clearForNext());
  const addFirst = useStableCallback((product: Product) => {
    if (!addToCart(product, quantities[product.id] ?? 1).ok) return;
    setQuantities((q) => ({ ...q, [product.id]: 1 }));
    afterAdd();
  });
  const addFirstOnEnter = useAddFirstOnEnter(query, catalogue, addFirst);

  // Handheld scanner: a fast burst ending in Enter adds the product wherever the focus is. If the
  // search box or the code field had the focus, the scanned characters are taken back out of it
  // (the wedge keeps the Enter from submitting the field, so they would stay and spoil the next
  // scan).
  useBarcodeWedge((scanned) => {
    searchRef.current?.takeBackScan(scanned);
    if (document.activeElement === codeRef.current && code.endsWith(scanned)) {
      setCode(code.slice(0, code.length - scanned.length));
    }
    void scanAdd(scanned);
  });

  const featuredSource = popular.data?.data.products ?? [];
  const featured: FeaturedProduct[] = featuredSource.flatMap((p) => {
    const view = productPrice(p, store, buyType, wholesale);
    return view.price === null
      ? []
      : [{ id: p.id, name: p.name, price: view.price, badges: view.badges, bulk: view.bulk }];
  });

  const scanWithCamera = async () => {
    try {
      const scanned = await terminal.scanBarcode();
      if (scanned) await scanAdd(scanned);
    } catch (error) {
      toast.show({ message: error instanceof Error ? error.message : GENERAL_MESSAGES.error, tone: 'error' });
    }
  };

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    if (!value) return;
    setCode('');
    void scanAdd(value);
  };

  // A search with no network waits, paused, with nothing to show: said, not skeletons for ever.
  const offline = catalogue.isPending && catalogue.fetchStatus === 'paused';
  const searching = catalogue.isPending && !offline;
  const lineCount = lines.length;
  const goToCart = () => void navigate({ to: '/carro' });

  return (
    <SaleLayout
      title={SALE_LABELS.tabPurchase}
      headerActions={
        <Button
          variant="secondary"
          className={styles.cartButton}
          onClick={goToCart}
          icon={<Icon name="cart" />}
          aria-label={cartButtonLabel(lineCount)}
        >
          <span className={styles.count}>{lineCount}</span>
        </Button>
      }
      actionBar={
        <Button fullWidth size="lg" onClick={goToCart} icon={<Icon name="cart" />} data-main-action>
          {SALE_LABELS.viewCart}
          <span className={styles.badge} aria-hidden="true">
            {lineCount}
          </span>
        </Button>
      }
    >
      <CatalogueSearch
        ref={searchRef}
        query={query}
        onQuery={setQuery}
        onEnter={addFirstOnEnter}
        actions={
          <>
            {terminal.isTerminalApp && terminal.hasCamera && (
              <Button
                variant="secondary"
                onClick={() => void scanWithCamera()}
                aria-label="Escanear con la cámara"
              >
                Cámara
              </Button>
            )}
            <Button
              variant={codeEntry ? 'primary' : 'secondary'}
              onClick={() => setCodeEntry((v) => !v)}
              aria-pressed={codeEntry}
              aria-label="Lector de código de barras"
            >
              Lector
            </Button>
          </>
        }
      />
      {codeEntry && (
        <form className={styles.code} onSubmit={submitCode}>
          <TextField
            label="Código de barras"
            ref={codeRef}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="off"
            autoFocus
          />
          <Button type="submit" variant="secondary">
            Agregar
          </Button>
        </form>
      )}

      {query === '' && (featured.length > 0 || popular.isPending) && (
        <ProductSlider
          products={featured}
          loading={popular.isPending}
          onAdd={(id) => {
            const product = featuredSource.find((p) => p.id === id);
            if (product) addToCart(product, 1);
          }}
        />
      )}

      <section className={styles.list} aria-label="Productos" aria-busy={searching || undefined}>
        {offline ? (
          <SearchOffline onRetry={() => void catalogue.refetch()} />
        ) : catalogue.isPending ? (
          [0, 1, 2, 3].map((i) => <ProductCardSkeleton key={i} />)
        ) : catalogue.isError && catalogue.products.length === 0 ? (
          <div className={styles.full}>
            <LoadError
              onReload={() => void catalogue.refetch()}
              onHome={() => void navigate({ to: '/inicio' })}
              reloading={catalogue.isRefetching}
              main={false}
            />
          </div>
        ) : (
          <ProductList
            products={catalogue.products}
            store={store}
            buyType={buyType}
            wholesale={wholesale}
            lines={stockLines}
            quantities={quantities}
            onQuantitiesChange={setQuantities}
            onAdded={afterAdd}
          />
        )}
      </section>

      {!catalogue.isPending && catalogue.products.length === 0 && !catalogue.isError && (
        <p className={styles.empty}>No se encontraron productos</p>
      )}

      {catalogue.hasNextPage && (
        <LoadMore
          failed={catalogue.isFetchNextPageError}
          loading={catalogue.isFetchingNextPage}
          onLoad={() => void catalogue.fetchNextPage()}
        />
      )}
    </SaleLayout>
  );
}
