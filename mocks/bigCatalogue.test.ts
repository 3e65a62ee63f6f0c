/** The catalogue-20000 scenario: 20,000 products through the generated client, searched like the seed's. */
import { describe, expect, it } from 'vitest';
import { listProducts } from '@/api/generated/endpoints/products/products.ts';
import { fold } from './api/kit';
import { setupDemoServer } from './testing';
import {
  BIG_CATALOGUE_FIRST_ID,
  BIG_CATALOGUE_SIZE,
  generateProducts,
  searchBigCatalogue,
} from './world/bigCatalogue';

const demo = setupDemoServer();

/** The world's own search (mocks/api/products.ts), over any list of products. */
function naiveSearch<P extends { name: string; sku: string; ean?: string | null }>(
  products: P[],
  text: string,
) {
  const query = fold(text.trim());
  return products.filter(
    (p) =>
      fold(p.name).includes(query) ||
      p.sku.includes(query) ||
      (p.ean ?? '').split(',').some((e) => e.trim().includes(query)),
  );
}

describe('catalogue-20000', () => {
  it('is the same every time: generated without faker from a fixed seed', () => {
    expect(generateProducts(50)).toEqual(generateProducts(50));
    const [first] = generateProducts(1);
    expect(first?.id).toBe(BIG_CATALOGUE_FIRST_ID);
    expect(first?.ean).toMatch(/^\d{13}$/);
  });

  it('lists 20,000 products, the seed first, 20 a page through the API', async () => {
    demo.useScenario('catalogue-20000');
    const page = (offset: number) => listProducts({ store: 1, type: 'socio', offset, limit: 20 });
    const first = (await page(0)).data.products;
    expect(first[0]?.name).toBe('Cerveza Cristal Lata 470 cc');
    expect(first).toHaveLength(20);
    const last = (await page(BIG_CATALOGUE_SIZE - 20)).data.products;
    expect(last).toHaveLength(20);
    expect(last.at(-1)?.id).toBe(
      BIG_CATALOGUE_FIRST_ID + BIG_CATALOGUE_SIZE - demo.world.state.products.length - 1,
    );
    expect((await page(BIG_CATALOGUE_SIZE)).data.products).toEqual([]);
  });

  it('finds what the world search finds (name without accents or case, SKU, EAN), in the same order', () => {
    const state = demo.world.state;
    const all = [...state.products, ...generateProducts(BIG_CATALOGUE_SIZE - state.products.length)];
    const generatedEan = all[5000]?.ean ?? '';
    for (const text of [
      'cerveza lata',
      'CARMENERE',
      'añejo',
      '5000123',
      generatedEan.slice(3, 10),
      'torobayo',
      // typed on: each query narrows the previous one's matches
      'v',
      'vi',
      'vino',
      'vino maule',
      'vino',
      '',
      'zzz',
    ]) {
      const expected = naiveSearch(all, text);
      const found = searchBigCatalogue(state, text, 0, BIG_CATALOGUE_SIZE);
      expect(found.matches).toBe(expected.length);
      expect(found.products.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    }
    const page = searchBigCatalogue(state, 'vino', 40, 20);
    expect(page.products.map((p) => p.id)).toEqual(
      naiveSearch(all, 'vino')
        .slice(40, 60)
        .map((p) => p.id),
    );
  });

  it('logs each search with its time, which the interaction benchmark reads', async () => {
    demo.useScenario('catalogue-20000');
    const { data } = await listProducts({ store: 1, type: 'socio', query: 'pisco', limit: 20 });
    expect(data.products.length).toBeGreaterThan(0);
    expect(demo.world.logs.at(-1)).toMatch(
      /^\[demo\] catalogue-20000: search "pisco" \d+ matches in [\d.]+ ms$/,
    );
  });
});
