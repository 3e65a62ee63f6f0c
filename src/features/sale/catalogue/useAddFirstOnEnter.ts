import { useEffect, useState } from 'react';
import type { Product } from '@/domain/types.ts';

export interface SearchResults {
  products: readonly Product[];
  isPending: boolean;
  isFetching: boolean;
}

/**
 * Enter in the search box adds the first result: at once when the results of that word are on
 * screen, or as soon as they come. Returns what the search box calls on Enter. A word whose
 * search finds nothing adds nothing ("No se encontraron productos" says why).
 */
export function useAddFirstOnEnter(
  query: string,
  results: SearchResults,
  add: (product: Product) => void,
): (query: string) => void {
  const [wanted, setWanted] = useState<string | null>(null);
  const { products, isPending, isFetching } = results;
  useEffect(() => {
    if (wanted === null || wanted !== query || isPending || isFetching) return;
    setWanted(null);
    const first = products[0];
    if (first) add(first);
  }, [wanted, query, isPending, isFetching, products, add]);
  return setWanted;
}
