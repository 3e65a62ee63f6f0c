/**
 * Fuzzing /compra's search box and barcode field on the demo world: for any typed text the
 * screen stays; the search shows the products the server has for the trimmed text (or "No se
 * encontraron productos"); a code adds that product with the add rules' message, or says
 * "No se encontró el producto con EAN {code}"; the cart is changed only by a product added.
 */
import { fold } from '@mocks/api/kit.ts';
import { productByEan } from '@mocks/api/products.ts';
import { startDemoServer } from '@mocks/node.ts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listProducts } from '@/api/generated/endpoints/products/products.ts';
import { configureApi } from '@/api/http.ts';
import { queries } from '@/api/queries.ts';
import { addToCart } from '@/domain/cartStock.ts';
import { codePathSegment } from '@/domain/codes.ts';
import { productByEanNotFoundMessage } from '@/domain/messages.ts';
import { checkProductPrice } from '@/domain/prices.ts';
import type { Product } from '@/domain/types.ts';
import { type SaleState, sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import {
  currentToast,
  digitsLike,
  enterText,
  fieldInput,
  fuzz,
  fuzzUser,
  shownMessages,
  typedValue,
} from '@/test/fuzz.ts';
import { domainStore, isWholesale, saleBuyType } from '../cart/saleContext.ts';
import { renderSale, startSaleAs } from '../cart/testing.tsx';
import { CatalogueScreen, SEARCH_DEBOUNCE_MS } from './CatalogueScreen.tsx';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => demo.reset());
afterAll(() => demo.close());

const CRISTAL = 'Cerveza Cristal Lata 470 cc';
const NOTHING_FOUND = 'No se encontraron productos';

/** The catalogue as the seller's screen gets it (prices and stock of this store and buy type). */
let catalogue = new Map<number, Product>();

beforeEach(async () => {
  await startSaleAs('socio');
  const all = await listProducts({
    store: session.get().user!.store_id,
    type: 'socio',
    offset: 0,
    limit: 1000,
  });
  catalogue = new Map(all.data.products.map((p) => [p.id, p as Product]));
  // A cart with a line already: nothing typed may lose it.
  const first = catalogue.get(1)!;
  sale.set((s) => ({ ...s, lines: [{ product: first, amount: 2, recommended: false }] }));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const eanLookups = () => demo.world.state.requestCounts.getProductByEan ?? 0;
/** Whether a query's last answer is still fresh (a fetchQuery of it asks nobody). */
function isFresh(client: QueryClient, queryKey: QueryKey): boolean {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  return (
    query !== undefined &&
    query.state.status === 'success' &&
    !query.isStaleByTime(client.getDefaultOptions().queries?.staleTime as number)
  );
}
const title = () => screen.getByRole('heading', { level: 1, name: 'Compra' });

async function openCatalogue() {
  const view = await renderSale({ path: '/compra', screens: { '/compra': CatalogueScreen } });
  await screen.findByRole('article', { name: CRISTAL });
  return view;
}

/** The names the demo server lists first for a search (mocks/api/products.ts), in order. */
function firstPage(query: string): string[] {
  const q = fold(query);
  const matches = q
    ? demo.world.state.products.filter(
        (p) =>
          fold(p.name).includes(q) ||
          p.sku.includes(q) ||
          (p.ean ?? '').split(',').some((e) => e.trim().includes(q)),
      )
    : demo.world.state.products;
  return matches.slice(0, 20).map((p) => p.name);
}

const shownNames = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label') ?? '');

/** Product names and SKUs and EANs of the world, cut and mixed with any text. */
const searchText = fc.oneof(
  fieldInput,
  fc.constantFrom(
    'torobayo',
    'CRISTAL',
    'cerveza',
    'Añejo',
    'anejo',
    '7801000000013',
    '780',
    'ron ',
    ' vino',
  ),
);

describe('/compra search box, fuzzed', () => {
  // Enter adds the first result (CatalogueScreen.test.tsx): here the search runs after the pause.
  it('shows what the server has for the trimmed text, keeps the text and the cart', async () => {
    const view = await openCatalogue();
    const cart = structuredClone(sale.get().lines);
    await fuzz(
      searchText,
      async (text) => {
        const user = fuzzUser();
        const field = screen.getByLabelText('Buscar por nombre, SKU o EAN') as HTMLInputElement;
        await enterText(user, field, text);
        expect(field).toHaveValue(typedValue(text));
        await sleep(SEARCH_DEBOUNCE_MS + 50);
        const query = typedValue(text).trim();
        const expected = firstPage(query);
        await waitFor(
          () => {
            if (expected.length === 0) expect(screen.getByText(NOTHING_FOUND)).toBeInTheDocument();
            expect(shownNames()).toEqual(expected);
          },
          { timeout: 3000 },
        );
        title();
        expect(shownMessages()).toEqual([]);
        expect(field).toHaveValue(typedValue(text));
        expect(sale.get().lines).toEqual(cart);
        expect(view.pathname()).toBe('/compra');
      },
      {
        examples: [['torobayo'], ['  '], ['<script>alert(1)</script>'], ['Añejo']],
      },
    );
  }, 60_000);
});

/** Every EAN of the world, and any of them with something around or inside. */
const worldEan = fc.constantFrom(
  ...demo.world.state.products.flatMap((p) => (p.ean ?? '').split(',').filter((e) => e !== '')),
);
const codeText = fc.oneof(
  fieldInput,
  digitsLike,
  worldEan,
  worldEan.map((e) => ` ${e} `),
  fc.tuple(worldEan, fc.constantFrom('?x=1', '#', '/1', ' 1', 'a', '/..', '.')).map(([e, s]) => e + s),
  fc.tuple(worldEan, fc.constantFrom('../', '?', '#', '..')).map(([e, s]) => s + e),
  fc.constantFrom('.', '..', '/', '?', '#', '12%', '%41'),
);

/** What the add rules say for one unit of the product (the toast), and the cart after. */
function expectedAdd(product: Product, state: SaleState): { message: string; lines: SaleState['lines'] } {
  const store = domainStore(session.get().user);
  const price = checkProductPrice(product, store, saleBuyType(state), isWholesale(state));
  if (!price.ok) return { message: price.message, lines: state.lines };
  const change = addToCart(state.lines, product, 1, (p, amount) => ({
    product: p,
    amount,
    recommended: false,
  }));
  return { message: change.message ?? '', lines: change.ok ? change.lines : state.lines };
}

describe('/compra barcode field, fuzzed', () => {
  it('adds the product with that EAN, or says "No se encontró el producto con EAN {code}"; empty does nothing', async () => {
    const view = await openCatalogue();
    const user0 = fuzzUser();
    await user0.click(screen.getByRole('button', { name: 'Lector de código de barras' }));
    await fuzz(
      fc.tuple(codeText, fc.boolean(), fc.constantFrom<'paste' | 'auto'>('paste', 'paste', 'auto')),
      async ([text, viaEnter, mode]) => {
        const user = fuzzUser();
        const field = screen.getByLabelText('Código de barras') as HTMLInputElement;
        // Mostly pasted (a code comes whole), sometimes typed key by key.
        await enterText(user, field, text, mode);
        expect(field).toHaveValue(typedValue(text));
        const before = structuredClone(sale.get());
        const asked = eanLookups();
        const toastBefore = currentToast();
        // An EAN answered a moment ago is still fresh in the cache (scanning six of one beer asks
        // the server once); the product's prices and stock are asked every time.
        const segment = codePathSegment(typedValue(text).trim());
        const fresh = segment !== null && isFresh(view.queryClient, queries.productByEan(segment).queryKey);
        // Typed keys need a pause before Enter: a fast burst and Enter is a handheld scanner's.
        if (viaEnter && mode === 'auto') await sleep(40);
        if (viaEnter) await user.keyboard('{Enter}');
        else await user.click(screen.getByRole('button', { name: 'Agregar' }));

        const code = typedValue(text).trim();
        if (code === '') {
          // Nothing to look up: no call, no message, the field as it was.
          await sleep(20);
          expect(eanLookups()).toBe(asked);
          expect(currentToast()).toBe(toastBefore);
          expect(field).toHaveValue(typedValue(text));
          expect(sale.get()).toEqual(before);
          return;
        }
        // The code goes to the server as typed (trimmed), as one path segment; a code the path
        // cannot carry is no EAN. The field is ready for the next one.
        const sent = segment !== null && !fresh;
        await waitFor(() => expect(eanLookups()).toBe(asked + (sent ? 1 : 0)));
        const found = productByEan(demo.world.state, code);
        const product = found ? catalogue.get(found.id) : undefined;
        const outcome = product
          ? expectedAdd(product, before)
          : { message: productByEanNotFoundMessage(code), lines: before.lines };
        await waitFor(
          () => {
            expect(currentToast()).not.toBe(toastBefore);
            expect(shownMessages()).toEqual([outcome.message]);
          },
          { timeout: 3000 },
        );
        title();
        expect(field).toHaveValue('');
        expect(sale.get().lines.map((l) => [l.product.id, l.amount])).toEqual(
          outcome.lines.map((l) => [l.product.id, l.amount]),
        );
        expect(sale.get().customer).toEqual(before.customer);
        expect(sale.get().payments).toEqual(before.payments);
        expect(view.pathname()).toBe('/compra');
      },
      {
        examples: [
          [['7801000000013', true, 'auto']],
          [['7801000000013?x=1', true, 'paste']],
          [['7801000000013/1', false, 'paste']],
          [['..', true, 'auto']],
          [['7801000000013#', false, 'paste']],
          [['   ', true, 'paste']],
          [['7809999999999', false, 'auto']],
          // The same EAN again, with spaces around: the cached answer, one more can.
          [[' 7801000000013 ', false, 'paste']],
        ],
      },
    );
  }, 60_000);
});

describe('/compra barcode field, counterexamples found by fuzzing', () => {
  // The code went into the lookup's path as typed: "7801000000013?x=1" looked up 7801000000013
  // and added that beer; "7801000000013/1" hit no route and said "Ha ocurrido un error".
  it.each(['7801000000013?x=1', '7801000000013#', '7801000000013/1', '..'])(
    'a typed %j is not an EAN: "No se encontró el producto con EAN …", nothing added',
    async (code) => {
      await openCatalogue();
      const user = fuzzUser();
      await user.click(screen.getByRole('button', { name: 'Lector de código de barras' }));
      const lines = structuredClone(sale.get().lines);
      await enterText(user, screen.getByLabelText('Código de barras'), code, 'paste');
      await user.click(screen.getByRole('button', { name: 'Agregar' }));
      expect(await screen.findByText(productByEanNotFoundMessage(code))).toBeInTheDocument();
      expect(sale.get().lines).toEqual(lines);
    },
  );
});
