import { useInfiniteQuery } from '@tanstack/react-query';
import { getListProductsQueryKey, listProducts } from '@/api/generated/endpoints/products/products.ts';
import type { BuyType, Product } from '@/domain/types.ts';

/** Spec 000 §9: product page size. */
export const PRODUCT_PAGE_SIZE = 20;

/**
 * The catalogue for a store, buy type and search text, 20 at a time. The end of the list is
 * reached when a page comes back with fewer than 20 products (no next page: the button hides).
 */
export function useCatalogue(storeId: number, buyType: BuyType, query: string) {
  const params = { store: storeId, type: buyType, ...(query ? { query } : {}) };
  const result = useInfiniteQuery({
    queryKey: [...getListProductsQueryKey({ ...params, limit: PRODUCT_PAGE_SIZE }), 'pages'],
    queryFn: ({ pageParam, signal }) =>
      listProducts({ ...params, offset: pageParam, limit: PRODUCT_PAGE_SIZE }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.data.products.length < PRODUCT_PAGE_SIZE ? undefined : pages.length * PRODUCT_PAGE_SIZE,
    retry: false,
  });
  const products: Product[] = (result.data?.pages ?? []).flatMap((p) => p.data.products);
  return { ...result, products };
}
