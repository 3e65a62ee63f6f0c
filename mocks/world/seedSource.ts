/**
 * The demo world's drawn data, generated at build time: `npm run generate:seed`
 * (scripts/generate-seed.mjs) runs generateSeedData() and writes seed.gen.ts, which is committed
 * and checked (scripts/check-generated.sh, seedSource.test.ts). Only this file imports faker; the
 * world (and so the browser) reads the generated module.
 */
import { base, es, Faker } from '@faker-js/faker';
import type { Product } from '@/api/generated/model';
import { rutCheckDigit } from '@/domain/rut';
import {
  build,
  CATALOGUE_SEED,
  ean13,
  NOTABLE_PRODUCT_SPECS,
  PLATFORM_LISTS,
  PRICE_LISTS,
  type ProductSpec,
  round10,
} from './catalogue';
import type { GeneratedCustomer, SeedData } from './seedData';

/** Faker seed of the generated customers. */
export const SEED = 4_242;

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

const NOTABLE_NAMES = new Set(NOTABLE_PRODUCT_SPECS.map((p) => p.name));

/** The generated products (id 21 on), the same on every call (fixed faker seed). */
export function generateProducts(): Product[] {
  const f = new Faker({ locale: [es, base] });
  f.seed(CATALOGUE_SEED);
  const products: Product[] = [];
  let id = NOTABLE_PRODUCT_SPECS.length + 1;
  let sellout = 600;
  for (const family of FAMILIES) {
    for (const brand of family.brands) {
      for (const format of family.formats) {
        const drawn =
          family.category === 'Snack' || family.category === 'Jugo'
            ? `${brand} ${format.label}`
            : `${family.category} ${brand} ${format.label}`;
        // One name, one product: a drawn name that a notable product already has becomes the
        // brand's Reserva (a search would otherwise show two cards a seller cannot tell apart).
        const name = NOTABLE_NAMES.has(drawn) ? drawn.replace(brand, `${brand} Reserva`) : drawn;
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

/** The generated customers (ids 4-25 minus the RUTs the README reserves), fixed faker seed. */
export function generateCustomers(): GeneratedCustomer[] {
  const f = new Faker({ locale: [es, base] });
  f.seed(SEED);
  const customers: GeneratedCustomer[] = [];
  const reserved = new Set(['111111111', '222222222', '123456785', '98765433', '131313136', '155555556']);
  for (let id = 4; id <= 25; id++) {
    const body = String(f.number.int({ min: 6_000_000, max: 24_999_999 }));
    const rut = `${body}${rutCheckDigit(body)}`;
    if (reserved.has(rut)) continue;
    const member = f.datatype.boolean({ probability: 0.6 });
    const name = `${f.person.firstName()} ${f.person.lastName()}`;
    const points = member ? f.number.int({ min: 0, max: 30_000 }) : null;
    customers.push({ id, name, rut, member, points });
  }
  return customers;
}

export function generateSeedData(): SeedData {
  return { products: generateProducts(), customers: generateCustomers() };
}
