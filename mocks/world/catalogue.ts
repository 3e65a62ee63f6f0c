/**
 * The demo catalogue: hand-written notable products (ids 1-20, documented in mocks/README.md,
 * each showing one price rule) and generated beverages (id 21 on) from a fixed faker seed.
 */
import { base, es, Faker } from '@faker-js/faker';
import type { Product } from '@/api/generated/model';

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

const PLATFORM_LISTS = [
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

const round10 = (n: number) => Math.round(n / 10) * 10;

interface ProductSpec {
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

function build(spec: ProductSpec): Product {
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
    sellout: spec.sellout ?? null,
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

interface Family {
  category: string;
  brands: string[];
  formats: { label: string; price: [number, number] }[];
  taxes?: boolean;
}

const FAMILIES: Family[] = [
  {
    category: 'Cerveza',
    brands: [
      'Cristal Cero',
      'Escudo Silver',
      'Austral Calafate',
      'Austral Lager',
      'Kunstmann Lager',
      'Kunstmann Bock',
      'Corona',
      'Stella Artois',
      'Becker',
      'Royal Guard',
      'Budweiser',
      'Kross Golden Ale',
      'Guayacán Pale Ale',
      'Baltica',
      'Coors',
    ],
    formats: [
      { label: 'Lata 350 cc', price: [790, 1490] },
      { label: 'Lata 470 cc', price: [990, 1790] },
      { label: 'Botella 330 cc', price: [990, 1990] },
      { label: 'Retornable 1 L', price: [1490, 2490] },
      { label: 'Six Pack Latas 350 cc', price: [4490, 7990] },
    ],
  },
  {
    category: 'Vino',
    brands: [
      'Concha y Toro Reservado',
      'Santa Rita 120',
      'Misiones de Rengo',
      'Undurraga Aliwén',
      'Cono Sur Bicicleta',
      'Montes Classic',
      'Errázuriz Estate',
      'Santa Carolina Reservado',
      'Casillero del Diablo',
      'Viña Maipo Mi Pueblo',
      'Tarapacá Reserva',
      'Emiliana Adobe',
    ],
    formats: [
      { label: 'Cabernet Sauvignon 750 cc', price: [2990, 8990] },
      { label: 'Carmenere 750 cc', price: [2990, 8990] },
      { label: 'Merlot 750 cc', price: [2990, 7990] },
      { label: 'Sauvignon Blanc 750 cc', price: [2990, 7990] },
      { label: 'Chardonnay 750 cc', price: [2990, 7990] },
      { label: 'Syrah 750 cc', price: [3490, 8990] },
    ],
  },
  {
    category: 'Pisco',
    brands: [
      'Mistral 40°',
      'Alto del Carmen 40°',
      'Capel 35°',
      'Control C 40°',
      'Campanario 35°',
      'Mal Paso 35°',
      'Horcón Quemado 40°',
    ],
    formats: [
      { label: '700 cc', price: [5990, 12990] },
      { label: '1 L', price: [7990, 15990] },
    ],
  },
  {
    category: 'Destilado',
    brands: [
      'Ron Bacardí Carta Blanca',
      'Ron Havana Club 3 Años',
      'Ron Flor de Caña 4 Años',
      'Whisky Jack Daniel’s Old No. 7',
      'Whisky Ballantine’s Finest',
      'Whisky Chivas Regal 12 Años',
      'Whisky Jameson',
      'Vodka Absolut',
      'Vodka Stolichnaya',
      'Vodka Smirnoff',
      'Gin Beefeater',
      'Gin Bombay Sapphire',
      'Gin Hendrick’s',
      'Tequila José Cuervo Especial',
      'Jägermeister',
      'Aperol',
      'Fernet Branca',
      'Licor Araucano',
    ],
    formats: [
      { label: '750 cc', price: [8990, 32990] },
      { label: '1 L', price: [11990, 39990] },
    ],
  },
  {
    category: 'Bebida',
    brands: [
      'Coca-Cola Sin Azúcar',
      'Sprite',
      'Fanta',
      'Pepsi',
      'Canada Dry Ginger Ale',
      'Canada Dry Agua Tónica',
      'Bilz',
      'Pap',
      'Kem Piña',
      'Crush Naranja',
      'Seven Up',
      'Mountain Dew',
    ],
    formats: [
      { label: 'Lata 350 cc', price: [690, 1090] },
      { label: '591 cc', price: [990, 1390] },
      { label: '1,5 L', price: [1490, 2190] },
      { label: '3 L', price: [2290, 3290] },
    ],
  },
  {
    category: 'Agua',
    brands: [
      'Cachantún Con Gas',
      'Benedictino Sin Gas',
      'Vital Con Gas',
      'Vital Sin Gas',
      'Nestlé Pureza Vital',
      'Porvenir Con Gas',
    ],
    formats: [
      { label: '500 cc', price: [590, 990] },
      { label: '1,6 L', price: [890, 1390] },
    ],
  },
  {
    category: 'Energética',
    brands: ['Monster Energy', 'Monster Ultra', 'Red Bull Sugarfree', 'Score', 'Burn'],
    formats: [
      { label: '473 cc', price: [1490, 2290] },
      { label: '250 cc', price: [990, 1690] },
    ],
  },
  {
    category: 'Jugo',
    brands: ['Andina del Valle Durazno', 'Watt’s Naranja', 'Watt’s Piña', 'Andina del Valle Manzana'],
    formats: [
      { label: '1,5 L', price: [1290, 1990] },
      { label: '200 cc', price: [390, 690] },
    ],
  },
  {
    category: 'Snack',
    brands: [
      'Papas Fritas Marco Polo',
      'Doritos Queso',
      'Ramitas Evercrisp',
      'Maní Salado Marco Polo',
      'Cheetos',
      'Pringles Original',
      'Suflés Evercrisp',
      'Tortillas Mission',
    ],
    formats: [
      { label: '100 g', price: [990, 1690] },
      { label: '250 g', price: [1990, 3290] },
      { label: '380 g', price: [2790, 4290] },
    ],
  },
];

const CLUB_DAY_PATTERNS = ['1,0,0,1,0,0,0', '1,1,1,1,1,1,1', '0,0,0,0,1,1,1', '0,1,0,1,0,1,0'];

/** The whole catalogue, the same on every call (fixed faker seed). */
export function buildCatalogue(): Product[] {
  const f = new Faker({ locale: [es, base] });
  f.seed(CATALOGUE_SEED);
  const products = NOTABLE_PRODUCT_SPECS.map(build);
  let id = NOTABLE_PRODUCT_SPECS.length + 1;
  let sellout = 600;
  for (const family of FAMILIES) {
    for (const brand of family.brands) {
      for (const format of family.formats) {
        const name =
          family.category === 'Snack' || family.category === 'Jugo'
            ? `${brand} ${format.label}`
            : `${family.category} ${brand} ${format.label}`;
        const normal = round10(f.number.int({ min: format.price[0], max: format.price[1] }));
        const roll = f.number.int({ min: 0, max: 99 });
        const spec: ProductSpec = {
          id,
          name,
          stock: roll < 6 ? 0 : f.number.int({ min: 1, max: 250 }),
          eans: [ean13(`78${String(f.number.int({ min: 2_000_000_000, max: 9_999_999_999 }))}`)],
          normal: roll === 50 || roll === 51 ? null : normal,
          taxes: family.category !== 'Agua' || roll % 2 === 0,
        };
        if (roll % 5 === 0)
          spec.eans.push(ean13(`78${String(f.number.int({ min: 2_000_000_000, max: 9_999_999_999 }))}`));
        if (roll >= 10 && roll < 50) spec.club = round10(normal * f.helpers.arrayElement([0.85, 0.9, 0.95]));
        if (roll >= 30 && roll < 55) {
          spec.bulk = { amount: f.helpers.arrayElement([6, 12, 24]), price: round10(normal * 0.82) };
        }
        if (roll >= 55 && roll < 61) {
          spec.sellout = {
            id: sellout++,
            price: round10(normal * 0.7),
            stock: f.number.int({ min: 0, max: 12 }),
            max_quantity: f.number.int({ min: 1, max: 6 }),
          };
        }
        if (roll >= 61 && roll < 76) {
          spec.recommended =
            roll % 2 === 0
              ? { price: round10(normal * 0.8), max: f.number.int({ min: 1, max: 3 }) }
              : { price: null, listPrice: round10(normal * 0.85), max: f.number.int({ min: 1, max: 3 }) };
        }
        if (roll >= 76 && roll < 88) {
          spec.clubGeneral = {
            percentage: f.helpers.arrayElement([5, 10, 15, 20]),
            limit: f.number.int({ min: 2, max: 6 }),
            days: f.helpers.arrayElement(CLUB_DAY_PATTERNS),
          };
        }
        if (roll >= 88 && roll < 93) spec.noPlatformPrice = [f.helpers.arrayElement(PLATFORM_LISTS)];
        products.push(build(spec));
        id++;
      }
    }
  }
  // Generated packs: six packs of generated cans (SKU 999...).
  const cans = products.filter(
    (p) => p.id > 20 && p.name.includes('Lata 350 cc') && p.stock > 0 && p.prices.length > 0,
  );
  for (const [i, can] of cans.slice(0, 12).entries()) {
    const normal = can.prices.find((p) => p.price_list_id === PRICE_LISTS.normal)?.price ?? 990;
    products.push(
      build({
        id: id++,
        sku: `999${String(100 + i).padStart(4, '0')}`,
        name: `Pack ${can.name.replace(' Lata 350 cc', '')} 6 Latas 350 cc`,
        stock: f.number.int({ min: 0, max: 30 }),
        eans: [ean13(`78${String(f.number.int({ min: 2_000_000_000, max: 9_999_999_999 }))}`)],
        normal: round10(normal * 6 * 0.9),
        childs: [{ child_product_id: can.id, child_quantity: 6 }],
      }),
    );
  }
  return products;
}
