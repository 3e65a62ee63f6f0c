/**
 * The committed seed.gen.ts is what the generator draws now (scripts/check-generated.sh also
 * regenerates the file and compares the text): a change to seedSource.ts without
 * `npm run generate:seed` fails here first.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOTABLE_PRODUCT_SPECS } from './catalogue';
import { SEED_DATA } from './seed.gen';
import { generateSeedData } from './seedSource';

describe('generated seed', () => {
  it('equals what the generator (faker, fixed seeds) draws', () => {
    expect(SEED_DATA).toEqual(generateSeedData());
  });

  it('gives every product its own name (a search never shows two cards a seller cannot tell apart)', () => {
    const names = [...NOTABLE_PRODUCT_SPECS.map((p) => p.name), ...SEED_DATA.products.map((p) => p.name)];
    const twice = names.filter((name, i) => names.indexOf(name) !== i);
    expect(twice).toEqual([]);
  });

  it('is what the browser reads instead of faker: no world module but the generator imports faker', () => {
    const worldModules = [
      'catalogue.ts',
      'seed.ts',
      'index.ts',
      'views.ts',
      'rules.ts',
      'print.ts',
      'auth.ts',
    ];
    for (const file of worldModules) {
      expect(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'), file).not.toContain(
        '@faker-js/faker',
      );
    }
  });
});
