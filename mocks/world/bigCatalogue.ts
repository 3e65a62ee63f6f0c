/**
 * The `catalogue-20000` scenario: a catalogue of 20,000 products, to measure the catalogue
 * screen and search at a large store's size (README "Interaction speed").
 *
 * The world's own products come first (so every documented product is still there, with its
 * live stock), then generated beverages up to 20,000: deterministic (a tiny PRNG and word
 * lists, no faker), built once per page and never persisted (the world's snapshot stays the
 * seed's size). Generated products can be browsed, searched and put in the cart; the world
 * does not sell them (an order with one answers "El producto N no existe").
 *
 * Search: each product's searchable text (folded name, SKU, EANs) is computed once; a query is a
 * scan of those strings (no per-request accent folding of 20,000 names), and the last query's
 * matches are kept: its next pages are a slice, and a query typed on from it scans only them.
 */
import type { Product } from '@/api/generated/model';
import { fold } from '../api/kit';
import { ean13, PRICE_LISTS } from './catalogue';
import type { World } from './index';
import type { WorldState } from './types';

export const BIG_CATALOGUE_SCENARIO = 'catalogue-20000';
export const BIG_CATALOGUE_SIZE = 20_000;
/** Generated products' ids start here (far above the seed's). */
export const BIG_CATALOGUE_FIRST_ID = 1_000_001;

interface Kind {
  kind: string;
  sizes: [string, ...string[]];
  /** Normal price range, CLP. */
  base: [number, number];
}

/** mulberry32: a tiny deterministic PRNG. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const KINDS: [Kind, ...Kind[]] = [
  {
    kind: 'Cerveza',
    sizes: ['Lata 350 cc', 'Lata 470 cc', 'Botella 330 cc', 'Botella 1 L'],
    base: [700, 2500],
  },
  { kind: 'Vino', sizes: ['750 cc', '1,5 L', '2 L', '375 cc'], base: [2500, 18000] },
  { kind: 'Espumante', sizes: ['750 cc', '375 cc'], base: [4500, 25000] },
  { kind: 'Pisco', sizes: ['35° 750 cc', '40° 750 cc', '35° 1 L'], base: [5000, 16000] },
  { kind: 'Ron', sizes: ['750 cc', '1 L'], base: [6000, 22000] },
  { kind: 'Whisky', sizes: ['750 cc', '1 L'], base: [12000, 60000] },
  { kind: 'Vodka', sizes: ['750 cc', '1 L'], base: [6000, 25000] },
  { kind: 'Gin', sizes: ['700 cc', '750 cc'], base: [9000, 35000] },
  { kind: 'Bebida', sizes: ['Lata 350 cc', '1,5 L', '2 L', '3 L'], base: [600, 3200] },
  { kind: 'Agua Mineral', sizes: ['500 cc', '1,6 L', '6 L'], base: [500, 2500] },
  { kind: 'Jugo', sizes: ['1 L', '1,5 L', '200 cc'], base: [700, 2800] },
  { kind: 'Licor', sizes: ['700 cc', '750 cc'], base: [5000, 20000] },
];
const BRANDS: [string, ...string[]] = [
  'Andes',
  'Pacífico',
  'Austral',
  'Cordillera',
  'Valle Central',
  'Atacama',
  'Maule',
  'Biobío',
  'Elqui',
  'Limarí',
  'Colchagua',
  'Casablanca',
  'Itata',
  'Aconcagua',
  'Patagonia',
  'Chiloé',
  'Rapel',
  'Curicó',
  'Huasco',
  'Tarapacá',
  'Llanquihue',
  'Osorno',
  'Ñuble',
  'Cachapoal',
];
const VARIANTS: [string, ...string[]] = [
  'Clásica',
  'Reserva',
  'Gran Reserva',
  'Premium',
  'Light',
  'Sin Alcohol',
  'Ámbar',
  'Negra',
  'Cabernet Sauvignon',
  'Carménère',
  'Merlot',
  'Syrah',
  'Sauvignon Blanc',
  'Chardonnay',
  'Brut',
  'Extra Brut',
  'Especial',
  'Añejo',
  'Dorado',
  'Original',
  'Zero',
  'Limón',
  'Naranja',
  'Frutilla',
];

const round10 = (n: number) => Math.round(n / 10) * 10;
const PLATFORM_LISTS = [
  PRICE_LISTS.rappi,
  PRICE_LISTS.rappiTurbo,
  PRICE_LISTS.ubereats,
  PRICE_LISTS.pedidosya,
  PRICE_LISTS.goodmeal,
];

/** The generated products (`count` of them), the same every time. */
export function generateProducts(count: number): Product[] {
  const random = prng(20_000);
  const pick = <T>(list: readonly [T, ...T[]]): T => list[Math.floor(random() * list.length)] ?? list[0];
  const products: Product[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = BIG_CATALOGUE_FIRST_ID + i;
    const { kind, sizes, base } = pick(KINDS);
    const name = `${kind} ${pick(BRANDS)} ${pick(VARIANTS)} ${pick(sizes)}`;
    const normal = round10(base[0] + random() * (base[1] - base[0]));
    const prices: Product['prices'] = [{ price_list_id: PRICE_LISTS.normal, price: normal }];
    if (random() < 0.3) prices.push({ price_list_id: PRICE_LISTS.club, price: round10(normal * 0.9) });
    const bulk = random() < 0.15;
    if (bulk) prices.push({ price_list_id: PRICE_LISTS.bulk, price: round10(normal * 0.85) });
    for (const list of PLATFORM_LISTS) prices.push({ price_list_id: list, price: round10(normal * 1.15) });
    products.push({
      id,
      sku: String(5_000_000 + i),
      name,
      stock: random() < 0.05 ? 0 : 1 + Math.floor(random() * 400),
      pack: false,
      ean: ean13(`78050${String(i).padStart(7, '0')}`),
      taxes: true,
      childs: [],
      prices,
      sellout: null,
      recommended_price: null,
      recommended_price_list_id: null,
      max_recommended_quantity: null,
      customer_discount: null,
      customer_limit_discount: null,
      customer_days_discount: null,
      bulk_amount: bulk ? 6 : null,
    });
  }
  return products;
}

/** What a query is matched against: the folded name, the SKU and each EAN, one per line. */
function searchText(p: Product): string {
  const eans = (p.ean ?? '').split(',').map((e) => e.trim());
  return [fold(p.name), p.sku, ...eans].join('\n');
}

interface Indexed {
  /** The world's products array this was built over (rebuilt when the world is reset). */
  seed: readonly Product[];
  products: Product[];
  texts: string[];
}

let generated: Product[] | undefined;
let index: Indexed | undefined;
/** The last search: a longer query that contains it only needs to look at its matches. */
let last: { index: Indexed; query: string; matches: number[] } | undefined;

/**
 * The whole catalogue and its search texts, built once: the generated part once per page, the
 * seed's products (live objects, so stock stays current) again only when the world's product
 * list is replaced.
 */
function catalogueIndex(seed: readonly Product[]): Indexed {
  if (index?.seed === seed && index.products.length === BIG_CATALOGUE_SIZE) return index;
  const count = Math.max(0, BIG_CATALOGUE_SIZE - seed.length);
  if (generated?.length !== count) generated = generateProducts(count);
  const products = [...seed, ...generated];
  index = { seed, products, texts: products.map(searchText) };
  last = undefined;
  return index;
}

export const hasBigCatalogue = (world: World): boolean => world.hasScenario(BIG_CATALOGUE_SCENARIO);

export interface CatalogueSearch {
  /** The page asked for. */
  products: Product[];
  /** How many products match the query. */
  matches: number;
  /** Time spent matching and slicing, ms. */
  ms: number;
}

/**
 * A page of the 20,000-product catalogue: the world's products (live) then the generated ones,
 * filtered by `query` like the world's own search (name without accents or case, SKU, EAN).
 */
export function searchBigCatalogue(
  state: WorldState,
  query: string,
  offset: number,
  limit: number,
): CatalogueSearch {
  const started = performance.now();
  const all = catalogueIndex(state.products);
  const q = fold(query.trim());
  let matches: number[];
  if (last && last.index === all && last.query === q) matches = last.matches;
  else {
    const candidates = last && last.index === all && q.includes(last.query) ? last.matches : null;
    matches = [];
    if (candidates) {
      for (const i of candidates) if (all.texts[i]?.includes(q)) matches.push(i);
    } else {
      for (const [i, text] of all.texts.entries()) if (text.includes(q)) matches.push(i);
    }
    last = { index: all, query: q, matches };
  }
  const products = matches.slice(offset, offset + limit).flatMap((i) => all.products[i] ?? []);
  return { products, matches: matches.length, ms: performance.now() - started };
}
