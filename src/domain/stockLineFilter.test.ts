import { describe, expect, it } from 'vitest';
import { filterStockLines, foldSearchText } from './stockLineFilter';

const LINES = [
  { id: 1, name: 'Cerveza Cristal Lata 470 cc', ean: '7801000000013' },
  { id: 2, name: 'Agua Mineral Cachantún Sin Gas 1,6 L', ean: '7802000000027,7802000000099' },
  { id: 3, name: 'PISCO MISTRAL 35° 750 cc', ean: null },
  { id: 4, name: 'Cerveza Escudo Lata 470 cc' },
];

const ids = (query: string) => filterStockLines(LINES, query).map((l) => l.id);

describe('foldSearchText', () => {
  it('drops accents and capitals and collapses spaces', () => {
    expect(foldSearchText('  Cachantún   SIN gas ')).toBe('cachantun sin gas');
    expect(foldSearchText('Ñandú')).toBe('nandu');
  });
});

describe('filterStockLines', () => {
  it('keeps every line, the same array, for a blank query', () => {
    expect(filterStockLines(LINES, '')).toBe(LINES);
    expect(filterStockLines(LINES, '   ')).toBe(LINES);
  });

  it('finds by name whatever the accents and capitals', () => {
    expect(ids('cachantun')).toEqual([2]);
    expect(ids('CACHANTÚN')).toEqual([2]);
    expect(ids('pisco')).toEqual([3]);
  });

  it('needs every word, in any order', () => {
    expect(ids('lata cerveza')).toEqual([1, 4]);
    expect(ids('lata cristal')).toEqual([1]);
    expect(ids('cristal gas')).toEqual([]);
  });

  it('finds by any of the barcodes, whole or in part', () => {
    expect(ids('7801000000013')).toEqual([1]);
    expect(ids('7802000000099')).toEqual([2]);
    expect(ids('7802')).toEqual([2]);
  });

  it('finds nothing for a text no line has', () => {
    expect(ids('whisky')).toEqual([]);
  });
});
