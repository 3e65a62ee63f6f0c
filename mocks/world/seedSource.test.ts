/**
 * The committed seed.gen.ts is what the generator draws now (scripts/check-generated.sh also
 * regenerates the file and compares the text): a change to seedSource.ts without
 * `npm run generate:seed` fails here first.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_DATA } from './seed.gen';
import { generateSeedData } from './seedSource';

describe('generated seed', () => {
  it('equals what the generator (faker, fixed seeds) draws', () => {
    expect(SEED_DATA).toEqual(generateSeedData());
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
