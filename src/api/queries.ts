/**
 * Server state, once (docs/SERVER-STATE.md): one query options per read, used by the route's
 * loader (`ensureQueryData` / `prefetchQuery`) and by the screen (`useQuery`), so both share one
 * key and one cache entry; and, per mutation, the one function that says which of these reads it
 * changed. Keys are orval's (the request path, then its parameters), so invalidating a prefix
 * such as `['/api/orders/customer/1']` reaches every variant of that read.
 *
 * Retry and freshness are not set here: the defaults (src/app/queryClient.ts) hold for every
 * read. An option below that departs from them says why.
 */
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import {
  getGetBillingByRutQueryOptions,
  getGetOrderBillingStatusQueryOptions,
} from './generated/endpoints/billing/billing.ts';
import {
  getGetCustomerByRutQueryKey,
  getGetCustomerByRutQueryOptions,
  getGetCustomerPointsQueryKey,
  getGetCustomerPointsQueryOptions,
} from './generated/endpoints/customers/customers.ts';
import { getGetDeliveryOrderQueryOptions } from './generated/endpoints/delivery/delivery.ts';
import {
  getGetExpressOrderDetailsQueryKey,
  getGetExpressOrderDetailsQueryOptions,
  getGetOrderByPickupCodeQueryOptions,
  getListExpressOrdersQueryKey,
  getListExpressOrdersQueryOptions,
} from './generated/endpoints/express/express.ts';
import {
  getGetMachPaymentStatusQueryOptions,
  getGetMachQrQueryOptions,
} from './generated/endpoints/mach/mach.ts';
import {
  getGetOrderQueryKey,
  getGetOrderQueryOptions,
  getListCustomerOrdersQueryKey,
  getListCustomerOrdersQueryOptions,
  getListSavedOrdersQueryKey,
  getListSavedOrdersQueryOptions,
} from './generated/endpoints/orders/orders.ts';
import {
  getGetRedelcomTransactionQueryOptions,
  getListOrderPaymentsQueryKey,
  getListOrderPaymentsQueryOptions,
} from './generated/endpoints/payments/payments.ts';
import {
  getCartPromotions,
  getGetProductByEanQueryOptions,
  getListPackChildrenQueryOptions,
  getListPopularProductsQueryOptions,
  getListProductsQueryKey,
  getListProductsQueryOptions,
  listProducts,
} from './generated/endpoints/products/products.ts';
import { getGetRedpayPaymentByOrderQueryOptions } from './generated/endpoints/redpay/redpay.ts';
import { getGetOrderByBillQueryOptions } from './generated/endpoints/returns/returns.ts';
import {
  getGetPurchaseInvoiceDetailQueryOptions,
  getGetStoreOrderDetailQueryOptions,
  getListPurchaseOrdersForEntryQueryOptions,
  getListStoreOrdersForEntryQueryOptions,
} from './generated/endpoints/stock/stock.ts';
import type {
  CartPromotionsRequest,
  DeliveryOrderResponse,
  DeliveryPlatform,
  GetCustomerByRutParams,
  ListPopularProductsParams,
  ListProductsParams,
  Promotion,
} from './generated/model/index.ts';

/** Spec 000 §9: product page size. */
export const PRODUCT_PAGE_SIZE = 20;

export interface CataloguePageParams {
  store: number;
  type: ListProductsParams['type'];
  /** The search text; empty or absent: the whole catalogue. */
  query?: string;
}

const NO_PROMOTIONS: Promotion[] = [];

export const queries = {
  /** GET /api/customers/{id}/points: /perfil and /carro (members only). */
  customerPoints: (customerId: number) => getGetCustomerPointsQueryOptions(customerId),

  /** GET /api/orders/customer/{id}: a member's past orders in the seller-orders window (/carro). */
  customerOrders: (customerId: number) => getListCustomerOrdersQueryOptions(customerId),

  /**
   * GET /api/orders/{id}: the checkout's order (/pago-final: the payment sequence, billing).
   * staleTime 0: payments change on every step, and the sequence is always built from the server.
   */
  checkoutOrder: (orderId: number) => getGetOrderQueryOptions(orderId, { query: { staleTime: 0 } }),

  /** GET /api/orders/saved/{sellerId}: /guardados. */
  savedOrders: (sellerId: number) => getListSavedOrdersQueryOptions(sellerId),

  /** GET /api/products/popular: "Productos Destacados" on /compra. */
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
   * POST /api/products/cart-promotions: a read (it changes nothing), keyed by everything it is
   * sent. A failure is the cart without promotions (spec 000 §7), decided here so the read
   * never fails and never retries: the cart must not stay locked while a nice-to-have retries.
   */
  cartPromotions: (request: CartPromotionsRequest) =>
    queryOptions({
      // One string for the cart (hashing an object of 100 lines on every render is measurable).
      queryKey: ['/api/products/cart-promotions', cartPromotionsKey(request)] as const,
      queryFn: async ({ signal }): Promise<Promotion[]> => {
        try {
          return (await getCartPromotions(request, { signal })).data.promotions;
        } catch (error) {
          if (signal.aborted) throw error;
          return NO_PROMOTIONS;
        }
      },
      staleTime: 60_000,
    }),

  /**
   * GET /api/billing/{rut} (/factura's RUT search; the RUT cleaned). staleTime 0: every search
   * asks the server (a company's data may have just changed); the cache only shares the answer.
   */
  billingByRut: (rut: string) => getGetBillingByRutQueryOptions(rut, { query: { staleTime: 0 } }),

  /**
   * GET /api/billing/order/{orderId}: the billing status on /pago-final's final screen, polled
   * (every 1.5 s, domain BILLING_TIMING) while the bill is generated. staleTime 0: the status
   * changes on the server by itself; the screen adds the interval.
   */
  billingStatus: (orderId: number) =>
    getGetOrderBillingStatusQueryOptions(orderId, { query: { staleTime: 0 } }),

  /**
   * GET /api/mach/qr/{id}: the text of a MACH payment's QR. It never changes for an id: cached
   * for the session (a reload asks once again and shows the same QR).
   */
  machQr: (machId: number) =>
    getGetMachQrQueryOptions(machId, { query: { staleTime: Number.POSITIVE_INFINITY, retry: false } }),

  /**
   * GET /api/mach/monitoring/{id}: a MACH payment's status, polled by the step (its own
   * refetchInterval, spec 001 §9). staleTime 0 and no retry: the next poll is the retry.
   */
  machStatus: (machId: number) =>
    getGetMachPaymentStatusQueryOptions(machId, { query: { staleTime: 0, retry: false } }),

  /** GET /api/redpay-payment/order/{orderId}: the order's last Redpay payment, polled like MACH. */
  redpayByOrder: (orderId: number) =>
    getGetRedpayPaymentByOrderQueryOptions(orderId, { query: { staleTime: 0, retry: false } }),

  /**
   * GET /api/payments/redelcom/{txId}: a card payment on a Redelcom machine, polled every 1 s by
   * the card step (refetchInterval there). staleTime and gcTime 0: every poll asks the server,
   * and an old answer is never shown for a new charge.
   */
  redelcomTransaction: (txId: string) =>
    getGetRedelcomTransactionQueryOptions(txId, { query: { staleTime: 0, gcTime: 0 } }),

  /**
   * GET /api/payments/order/{orderId}: the order's payments as the server has them; the card and
   * server steps ask it before the seller may send a charge again whose answer was lost or left
   * by a reload (is the payment APROBADO, does it have a Redelcom transaction). Its own key: a
   * failed check must not turn the checkout's order read into an error. staleTime and gcTime 0.
   */
  orderPayments: (orderId: number) =>
    getListOrderPaymentsQueryOptions(orderId, { query: { staleTime: 0, gcTime: 0 } }),

  /** GET /api/purchase-order/ingress/{storeId} (Factura) or /api/store-order/ingress/{storeId} (guide). */
  purchaseOrdersForEntry: (storeId: number) =>
    getListPurchaseOrdersForEntryQueryOptions(storeId, { query: { staleTime: 0 } }),
  storeOrdersForEntry: (storeId: number) =>
    getListStoreOrdersForEntryQueryOptions(storeId, { query: { staleTime: 0 } }),
  /** GET /api/purchase-invoice/detail/{id}: a purchase invoice's lines (/ingresar-stock/factura/:id). */
  purchaseInvoiceDetail: (id: number) =>
    getGetPurchaseInvoiceDetailQueryOptions(id, { query: { staleTime: 0 } }),
  /** GET /api/store-order/detail/{id}: a dispatch guide's lines (/ingresar-stock/guia-de-despacho/:id). */
  storeOrderDetail: (id: number) => getGetStoreOrderDetailQueryOptions(id, { query: { staleTime: 0 } }),

  // returns
  /**
   * GET /api/order-by-bill/{number}?doc_type&store_id: the order a return starts from (/devolucion,
   * /carro-devolucion). staleTime 0: its earlier returns change what can still be returned.
   */
  orderByBill: (number: number, params: { doc_type: 'boleta' | 'factura'; store_id: number }) =>
    getGetOrderByBillQueryOptions(number, params, { query: { staleTime: 0 } }),

  // express
  /**
   * GET /api/orders/checkout/express?store={id}: "Pedidos por Entregar". Always read afresh when
   * the list opens (other machines prepare and hand over the same orders).
   */
  expressOrders: (storeId: number) =>
    getListExpressOrdersQueryOptions({ store: storeId }, { query: { staleTime: 0 } }),

  /** GET /api/products/packs/children/{id}: the products a pack is verified through (/orden-detalles). */
  packChildren: (packId: number) => getListPackChildrenQueryOptions(packId),

  /** GET /api/orders/checkout/express/details/{id}: /orden-detalles. */
  expressOrder: (orderId: number) =>
    getGetExpressOrderDetailsQueryOptions(orderId, { query: { staleTime: 0 } }),

  /**
   * GET /api/orders/pickup/{code}: the order a customer's pickup code belongs to (the hand-over
   * on /orden-detalles, `fetchQuery` on submit). staleTime 0: every code is asked afresh; no retry
   * (a check at the counter: the seller sees the failure at once and confirms again).
   */
  orderByPickupCode: (code: string) =>
    getGetOrderByPickupCodeQueryOptions(code, { query: { staleTime: 0, retry: false } }),

  // delivery
  /**
   * GET /api/{deliveryType}/order/{code}: a delivery-platform order (/orden-delivery). staleTime
   * 0: the platform and other machines change it; "Actualizar" writes its answer here.
   */
  deliveryOrder: (platform: DeliveryPlatform, code: string) =>
    getGetDeliveryOrderQueryOptions(platform, code, { query: { staleTime: 0, retry: false } }),
} as const;

/**
 * What each mutation changed: one function per mutation, called from its onSuccess. Each
 * invalidates exactly the reads above whose answer the write changes; an active read refetches at
 * once (the screen on show updates), an inactive one on its next use.
 */
/** The promotions request as one string: store, buy type, customer, lines and payments. */
function cartPromotionsKey(request: CartPromotionsRequest): string {
  const lines = request.cart.map((l) => `${l.product}x${l.amount}`).join(',');
  const payments = (request.payments ?? []).map((p) => `${p.payment_type}:${p.amount}`).join(',');
  return `${request.store}|${request.buyType}|${request.userId ?? ''}|${lines}|${payments}`;
}

export const invalidate = {
  /**
   * An order created, saved or updated (POST /api/orders, PUT /api/orders/{id}): the seller's
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

  /**
   * A payment settled, changed (Cambiar) or the order rejected / billed (the payment calls, PUT
   * /api/orders/reject, POST /api/payments/bill, POST /api/billing): the order (its payments and
   * status); for a customer their points (a wallet payment spends them) and past orders.
   */
  afterPayment(
    queryClient: QueryClient,
    { orderId, customerId }: { orderId: number; customerId: number | null },
  ): Promise<unknown> {
    const keys: readonly unknown[][] = [
      [...getGetOrderQueryKey(orderId)],
      ...(customerId === null
        ? []
        : [[...getGetCustomerPointsQueryKey(customerId)], [...getListCustomerOrdersQueryKey(customerId)]]),
    ];
    return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  },

  // express
  /**
   * An express order's delivery status changed (PUT /api/delivery/status): the store's list (the
   * order moves on or leaves it) and the order's detail.
   */
  afterDeliveryStatus(
    queryClient: QueryClient,
    { storeId, orderId }: { storeId: number; orderId: number },
  ): Promise<unknown> {
    const keys: readonly unknown[][] = [
      [...getListExpressOrdersQueryKey({ store: storeId })],
      [...getGetExpressOrderDetailsQueryKey(orderId)],
    ];
    return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  },

  // delivery
  /**
   * A delivery-platform order accepted (PATCH /api/{type}/order/accept): its products left the
   * store's stock, so every product read (catalogue pages, featured products, EAN lookups).
   */
  afterDeliveryAccept(queryClient: QueryClient): Promise<unknown> {
    return queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith('/api/product'),
    });
  },

  // returns
  /**
   * A return created (POST /api/returns/new): the order read by its document number (its Returns
   * changed what can still be returned) and the order's payments.
   */
  afterReturn(queryClient: QueryClient, { orderId }: { orderId: number }): Promise<unknown> {
    return Promise.all([
      queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith('/api/order-by-bill/'),
      }),
      queryClient.invalidateQueries({ queryKey: [...getListOrderPaymentsQueryKey(orderId)] }),
    ]);
  },

  /** A customer created (POST /api/customers/new): every lookup of that RUT, whatever buy type. */
  afterCustomerCreated(queryClient: QueryClient, { rut }: { rut: string }): Promise<unknown> {
    return queryClient.invalidateQueries({ queryKey: getGetCustomerByRutQueryKey(rut) });
  },
} as const;

// delivery
/**
 * GET /api/{type}/order/update/{order_id} ("Actualizar", and the read after "Generar boleta")
 * answers the platform order as `queries.deliveryOrder` reads it: its answer replaces the shown
 * one under the code the screen asked with, so the screen shows it without asking again.
 */
export function writeDeliveryOrder(
  queryClient: QueryClient,
  { platform, code, answer }: { platform: DeliveryPlatform; code: string; answer: DeliveryOrderResponse },
): void {
  queryClient.setQueryData(queries.deliveryOrder(platform, code).queryKey, answer);
}
