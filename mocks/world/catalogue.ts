/**
 * The demo catalogue: hand-written notable products (ids 1-20, documented in mocks/README.md,
 * each showing one price rule) and generated beverages (id 21 on). The generated ones were drawn
 * with a fixed faker seed by seedSource.ts at build time (`npm run generate:seed` writes
 * seed.gen.ts): the browser never runs faker.
 */
import type { Product } from '@/api/generated/model';
import { SEED_DATA } from './seed.gen';

/** Price list ids of the demo stores. */
export const PRICE_LISTS = {
  normal: 1,
  club: 2,
  bulk: 3,
  rappi: 4,
  rappiTurbo: 5,
  ubereats: 6,
  pedidosya: 7,
  goodmeal: 8,
  recommended: 91,
} as const;

export const PLATFORM_LISTS = [
  PRICE_LISTS.rappi,
  PRICE_LISTS.rappiTurbo,
  PRICE_LISTS.ubereats,
  PRICE_LISTS.pedidosya,
  PRICE_LISTS.goodmeal,
];

export const CATALOGUE_SEED = 20_241_017;

/** EAN-13 check digit of a 12-digit body. */
export function eanCheckDigit(body12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

export function ean13(body12: string): string {
  return `${body12}${eanCheckDigit(body12)}`;
}

export const round10 = (n: number) => Math.round(n / 10) * 10;

export interface ProductSpec {
  id: number;
  sku?: string;
  name: string;
  stock: number;
  eans: string[];
  /** Normal list price; null = no price on any store list. */
  normal: number | null;
  club?: number;
  bulk?: { amount: number; price: number };
  sellout?: { id: number; price: number; stock: number; max_quantity: number };
  recommended?: { price: number | null; listPrice?: number; max: number };
  clubGeneral?: { percentage: number; limit: number; days: string };
  /** Platform lists without a price (default: every platform list has one). */
  noPlatformPrice?: number[];
  taxes?: boolean;
  childs?: { child_product_id: number; child_quantity: number }[];
}

export function build(spec: ProductSpec): Product {
  const prices: Product['prices'] = [];
  if (spec.normal !== null) {
    prices.push({ price_list_id: PRICE_LISTS.normal, price: spec.normal });
    if (spec.club !== undefined) prices.push({ price_list_id: PRICE_LISTS.club, price: spec.club });
    if (spec.bulk) prices.push({ price_list_id: PRICE_LISTS.bulk, price: spec.bulk.price });
    for (const list of PLATFORM_LISTS) {
      if (spec.noPlatformPrice?.includes(list)) continue;
      prices.push({ price_list_id: list, price: round10(spec.normal * 1.15) });
    }
    if (spec.recommended?.listPrice !== undefined) {
      prices.push({ price_list_id: PRICE_LISTS.recommended, price: spec.recommended.listPrice });
    }
  }
  return {
    id: spec.id,
    sku: spec.sku ?? String(100_000 + spec.id),
    name: spec.name,
    stock: spec.stock,
    pack: Boolean(spec.childs),
    ean: spec.eans.join(','),
    taxes: spec.taxes ?? true,
    childs: (spec.childs ?? []).map((c) => ({ ...c, child_stock: 0 })),
    prices,
    sellout: spec.sellout ? { ...spec.sellout } : null,
    recommended_price: spec.recommended?.price ?? null,
    recommended_price_list_id: spec.recommended?.listPrice !== undefined ? PRICE_LISTS.recommended : null,
    max_recommended_quantity: spec.recommended?.max ?? null,
    customer_discount: spec.clubGeneral?.percentage ?? null,
    customer_limit_discount: spec.clubGeneral?.limit ?? null,
    customer_days_discount: spec.clubGeneral?.days ?? null,
    bulk_amount: spec.bulk?.amount ?? null,
  };
}

/** The notable products: fixed values, documented in mocks/README.md. */
export const NOTABLE_PRODUCT_SPECS: ProductSpec[] = [
  {
    id: 1,
    name: 'Cerveza Cristal Lata 470 cc',
    stock: 240,
    eans: [ean13('780100000001')],
    normal: 990,
    club: 890,
  },
  {
    id: 2,
    name: 'Cerveza Escudo Lata 470 cc',
    stock: 480,
    eans: [ean13('780100000002')],
    normal: 1090,
    bulk: { amount: 24, price: 850 },
  },
  {
    id: 3,
    name: 'Pisco Mistral 35° 750 cc',
    stock: 60,
    eans: [ean13('780100000003')],
    normal: 7490,
    club: 6990,
    sellout: { id: 501, price: 5990, stock: 8, max_quantity: 3 },
  },
  {
    id: 4,
    name: 'Vino Casillero del Diablo Cabernet Sauvignon 750 cc',
    stock: 45,
    eans: [ean13('780100000004')],
    normal: 6990,
    club: 6490,
    recommended: { price: 5490, max: 2 },
  },
  {
    id: 5,
    name: 'Coca-Cola Original 1,5 L',
    stock: 150,
    eans: [ean13('780100000005')],
    normal: 1990,
    clubGeneral: { percentage: 10, limit: 4, days: '1,0,0,1,0,0,0' },
  },
  {
    id: 6,
    name: 'Ron Havana Club Añejo Especial 750 cc',
    stock: 0,
    eans: [ean13('780100000006')],
    normal: 11990,
  },
  {
    id: 7,
    name: 'Whisky Johnnie Walker Red Label 750 cc',
    stock: 12,
    eans: [ean13('780100000007')],
    normal: null,
  },
  {
    id: 8,
    sku: '9990001',
    name: 'Pack Cerveza Cristal 6 Latas 470 cc',
    stock: 40,
    eans: [ean13('780100000008')],
    normal: 5490,
    club: 4990,
    childs: [{ child_product_id: 1, child_quantity: 6 }],
  },
  {
    id: 9,
    sku: '9990002',
    name: 'Pack Piscola Mistral 35° + Coca-Cola 1,5 L',
    stock: 25,
    eans: [ean13('780100000009')],
    normal: 8990,
    childs: [
      { child_product_id: 3, child_quantity: 1 },
      { child_product_id: 5, child_quantity: 1 },
    ],
  },
  {
    id: 10,
    name: 'Agua Mineral Cachantún Sin Gas 1,6 L',
    stock: 200,
    eans: [ean13('780100000010'), ean13('780100000110')],
    normal: 990,
    club: 890,
    bulk: { amount: 6, price: 790 },
  },
  {
    id: 11,
    name: 'Vino Gato Negro Cabernet Sauvignon 2 L',
    stock: 70,
    eans: [ean13('780100000011')],
    normal: 4990,
    recommended: { price: null, listPrice: 3990, max: 3 },
  },
  {
    id: 12,
    name: 'Cerveza Kunstmann Torobayo 330 cc',
    stock: 300,
    eans: [ean13('780100000012')],
    normal: 1590,
    club: 1390,
    bulk: { amount: 12, price: 1290 },
    clubGeneral: { percentage: 15, limit: 6, days: '1,1,1,1,1,1,1' },
  },
  {
    id: 13,
    name: 'Papas Fritas Lays Clásicas 230 g',
    stock: 80,
    eans: [ean13('780100000013')],
    normal: 2590,
    noPlatformPrice: [PRICE_LISTS.rappi, PRICE_LISTS.rappiTurbo],
  },
  {
    id: 14,
    name: 'Hielo en Bolsa 2 kg',
    stock: 50,
    eans: [ean13('780100000014')],
    normal: 1490,
    taxes: false,
  },
  {
    id: 15,
    name: 'Red Bull Energy Drink 250 cc',
    stock: 100,
    eans: [ean13('780100000015')],
    normal: 1890,
    sellout: { id: 502, price: 1490, stock: 4, max_quantity: 4 },
  },
  {
    id: 16,
    name: 'Vino Santa Rita 120 Merlot 750 cc',
    stock: 3,
    eans: [ean13('780100000016')],
    normal: 3990,
    club: 3990,
  },
  {
    id: 17,
    name: 'Pisco Alto del Carmen 35° 1 L',
    stock: 35,
    eans: [ean13('780100000017')],
    normal: 8990,
    club: 8490,
    recommended: { price: 7990, max: 1 },
    clubGeneral: { percentage: 5, limit: 2, days: '0,0,0,0,1,1,0' },
  },
  {
    id: 18,
    name: 'Cerveza Heineken Lata 350 cc',
    stock: 600,
    eans: [ean13('780100000018')],
    normal: 1190,
    club: 1090,
    bulk: { amount: 24, price: 990 },
  },
  {
    id: 19,
    sku: '9990003',
    name: 'Pack Heineken 24 Latas 350 cc',
    stock: 20,
    eans: [ean13('780100000019')],
    normal: 23990,
    club: 21990,
    childs: [{ child_product_id: 18, child_quantity: 24 }],
  },
  {
    id: 20,
    name: 'Gin Tanqueray London Dry 750 cc',
    stock: 18,
    eans: [ean13('780100000020')],
    normal: 17990,
    noPlatformPrice: [
      PRICE_LISTS.rappi,
      PRICE_LISTS.rappiTurbo,
      PRICE_LISTS.ubereats,
      PRICE_LISTS.pedidosya,
      PRICE_LISTS.goodmeal,
    ],
  },
];

/** Product ids the coupon CLUB10 is limited to (wines). */
export const CLUB10_PRODUCT_IDS = [4, 11, 16];
/** The featured-products slider (Productos Destacados). */
export const FEATURED_PRODUCT_IDS = [1, 3, 4, 5, 8, 9, 10, 12, 15, 18];

/** The whole catalogue, the same on every call: the notable products, then the generated ones. */
export function buildCatalogue(): Product[] {
  return [...NOTABLE_PRODUCT_SPECS.map(build), ...structuredClone(SEED_DATA.products)];
}
