import { useInfiniteQuery } from '@tanstack/react-query';
import { queries } from '@/api/queries.ts';
import type { BuyType, Product } from '@/domain/types.ts';

/**
 * The catalogue for a store, buy type and search text, 20 at a time (`queries.productPages`, the
 * same options the /compra loader fetches the first page with). The end of the list is reached
 * when a page comes back with fewer than 20 products (no next page: the button hides).
 */
export function useCatalogue(storeId: number, buyType: BuyType, query: string) {
  const result = useInfiniteQuery(queries.productPages({ store: storeId, type: buyType, query }));
  const products: Product[] = (result.data?.pages ?? []).flatMap((p) => p.data.products);
  return { ...result, products };
}
