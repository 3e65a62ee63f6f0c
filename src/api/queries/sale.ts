/**
 * The sale's reads (spec 000: /ingreso, /perfil, /compra, /carro, /guardados) and what an order
 * written or a customer created changed. Assembled into `queries` / `invalidate` by
 * src/api/queries.ts, which is what the app imports.
 */
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { isApiError } from '../errors.ts';
import {
  getGetCustomerByRutQueryKey,
  getGetCustomerByRutQueryOptions,
  getGetCustomerPointsQueryKey,
  getGetCustomerPointsQueryOptions,
} from '../generated/endpoints/customers/customers.ts';
import {
  getGetOrderQueryKey,
  getListCustomerOrdersQueryKey,
  getListCustomerOrdersQueryOptions,
  getListSavedOrdersQueryKey,
  getListSavedOrdersQueryOptions,
} from '../generated/endpoints/orders/orders.ts';
import {
  getCartPromotions,
  getGetProductByEanQueryOptions,
  getListPopularProductsQueryOptions,
  getListProductsQueryKey,
  getListProductsQueryOptions,
  listProducts,
} from '../generated/endpoints/products/products.ts';
import type {
  CartPromotionsRequest,
  GetCustomerByRutParams,
  ListPopularProductsParams,
  ListProductsParams,
  Promotion,
} from '../generated/model/index.ts';

/** Spec 000 §9: product page size. */
export const PRODUCT_PAGE_SIZE = 20;

export interface CataloguePageParams {
  store: number;
  type: ListProductsParams['type'];
  /** The search text; empty or absent: the whole catalogue. */
  query?: string;
}

const NO_PROMOTIONS: Promotion[] = [];

export const saleQueries = {
  /** GET /api/customers/{id}/points: /perfil and /carro (members only). */
  customerPoints: (customerId: number) => getGetCustomerPointsQueryOptions(customerId),

  /** GET /api/orders/customer/{id}: a member's past orders in the seller-orders window (/carro). */
  customerOrders: (customerId: number) => getListCustomerOrdersQueryOptions(customerId),

  /** GET /api/orders/saved/{sellerId}: /guardados. */
  savedOrders: (sellerId: number) => getListSavedOrdersQueryOptions(sellerId),

  /** GET /api/popular-products: "Productos Destacados" on /compra. */
  popularProducts: (params: ListPopularProductsParams) => getListPopularProductsQueryOptions(params),

  /**
   * GET /api/products, 20 at a time ("Cargar más productos"): the end is a page with fewer
   * than 20 products. Infinite, so its key ends in 'pages' to stay apart from a single page.
   */
  productPages: ({ store, type, query }: CataloguePageParams) => {
    const params = { store, type, ...(query ? { query } : {}) };
    return infiniteQueryOptions({
      queryKey: [...getListProductsQueryKey({ ...params, limit: PRODUCT_PAGE_SIZE }), 'pages'] as const,
      queryFn: ({ pageParam, signal }) =>
        listProducts({ ...params, offset: pageParam, limit: PRODUCT_PAGE_SIZE }, { signal }),
      initialPageParam: 0,
      getNextPageParam: (last, pages) =>
        last.data.products.length < PRODUCT_PAGE_SIZE ? undefined : pages.length * PRODUCT_PAGE_SIZE,
    });
  },

  /**
   * The catalogue's first page for a SKU (a scanned code's product with its prices and stock).
   * staleTime 0: stock changes with every sale, and a scan adds at once.
   */
  productBySku: ({ store, type, sku }: { store: number; type: ListProductsParams['type']; sku: string }) =>
    getListProductsQueryOptions(
      { store, type, query: sku, offset: 0, limit: PRODUCT_PAGE_SIZE },
      { query: { staleTime: 0 } },
    ),

  /** GET /api/product-by-ean/{ean}: a scanned or typed code. */
  productByEan: (ean: string) => getGetProductByEanQueryOptions(ean),

  /**
   * GET /api/customer-by-rut/{rut} (/ingreso). staleTime 0: a lookup asks the server every time
   * (the customer may have just become a member); the cache only shares the answer.
   */
  customerByRut: (rut: string, params: GetCustomerByRutParams) =>
    getGetCustomerByRutQueryOptions(rut, params, { query: { staleTime: 0 } }),

  /**
   * POST /api/products/promotions: a read (it changes nothing), keyed by everything it is
   * sent. A failure is the cart without promotions (spec 000 §7), decided here so the read
   * never fails and never retries: the cart must not stay locked while a nice-to-have retries.
   * Offline it is not sent and fails at once (`networkMode: 'always'`): the promotions last read
   * for this cart stay (a failed refresh keeps its data), and a cart never priced shows without
   * them, instead of waiting for the network with its totals loading (docs/OFFLINE.md).
   */
  cartPromotions: (request: CartPromotionsRequest) =>
    queryOptions({
      // One string for the cart (hashing an object of 100 lines on every render is measurable).
      queryKey: ['/api/products/cart-promotions', cartPromotionsKey(request)] as const,
      queryFn: async ({ signal }): Promise<Promotion[]> => {
        try {
          return (await getCartPromotions(request, { signal })).data.promotions;
        } catch (error) {
          if (signal.aborted || (isApiError(error) && error.kind === 'offline')) throw error;
          return NO_PROMOTIONS;
        }
      },
      staleTime: 60_000,
      networkMode: 'always',
    }),
} as const;

/** The promotions request as one string: store, buy type, customer, lines and payments. */
function cartPromotionsKey(request: CartPromotionsRequest): string {
  const lines = request.cart.map((l) => `${l.product}x${l.amount}`).join(',');
  const payments = (request.payments ?? []).map((p) => `${p.payment_type}:${p.amount}`).join(',');
  return `${request.store}|${request.buyType}|${request.userId ?? ''}|${lines}|${payments}`;
}

export const saleInvalidate = {
  /**
   * An order created, saved or updated (POST /api/orders/new, PUT /api/orders/{id}): the seller's
   * saved orders, the order itself, and for a customer their points (spent and earned) and their
   * past orders (the per-customer limits of spec 000 §7).
   */
  afterOrder(
    queryClient: QueryClient,
    { sellerId, orderId, customerId }: { sellerId: number; orderId: number; customerId: number | null },
  ): Promise<unknown> {
    const keys: readonly unknown[][] = [
      [...getListSavedOrdersQueryKey(sellerId)],
      [...getGetOrderQueryKey(orderId)],
      ...(customerId === null
        ? []
        : [[...getGetCustomerPointsQueryKey(customerId)], [...getListCustomerOrdersQueryKey(customerId)]]),
    ];
    return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  },

  /** A customer created (POST /api/customers/new): every lookup of that RUT, whatever buy type. */
  afterCustomerCreated(queryClient: QueryClient, { rut }: { rut: string }): Promise<unknown> {
    return queryClient.invalidateQueries({ queryKey: getGetCustomerByRutQueryKey(rut) });
  },
} as const;
