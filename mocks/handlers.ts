/**
 * The demo world's request handlers: every one of the 74 operations, built on the generated
 * `get<Operation>MockHandler` functions (routing and answer types from the contract).
 *
 * Order matters: `*\/api/:deliveryType/order/:code` also matches `/api/payments/order/5`,
 * `/api/billing/order/5` and `/api/redpay-payment/order/5`, so the delivery handlers come last
 * (and answer 404 for a segment that is not a DeliveryPlatform). Within the orders tag,
 * `PUT /api/orders/reject` is registered before `PUT /api/orders/:id` (which 404s non-integers).
 */
import { getResponse, type HttpHandler, http } from 'msw';
import { registerBilling } from './api/billing';
import { registerCoupons } from './api/coupons';
import { registerCustomers } from './api/customers';
import { registerDelivery } from './api/delivery';
import { registerExpress } from './api/express';
import type { HandlerOptions, OperationRegistry } from './api/kit';
import { registerMach } from './api/mach';
import { registerOrders } from './api/orders';
import { registerPayments } from './api/payments';
import { registerProducts } from './api/products';
import { registerRecommendations } from './api/recommendations';
import { registerRedpay } from './api/redpay';
import { registerReturns } from './api/returns';
import { registerSession } from './api/session';
import { registerStock } from './api/stock';
import { getDefaultWorld, type World } from './world/index';

export type { HandlerOptions } from './api/kit';

/** operationId -> handler of a world, in registration (matching) order. */
export function createDemoOperationHandlers(
  world: World,
  options: HandlerOptions = {},
): Map<string, HttpHandler> {
  const registry: OperationRegistry = { world, options, handlers: new Map() };
  registerSession(registry);
  registerCustomers(registry);
  registerProducts(registry);
  registerCoupons(registry);
  registerOrders(registry);
  registerRecommendations(registry);
  registerReturns(registry);
  registerBilling(registry);
  registerPayments(registry);
  registerMach(registry);
  registerRedpay(registry);
  registerExpress(registry);
  registerStock(registry);
  registerDelivery(registry); // last: its path template swallows /api/<anything>/order/<x>
  return registry.handlers;
}

/** The handlers of a world, ready for setupServer / setupWorker / http-middleware / Storybook. */
export function createDemoHandlers(world: World, options: HandlerOptions = {}): HttpHandler[] {
  return [...createDemoOperationHandlers(world, options).values()];
}

/**
 * Handlers of the default world (mocks/world: getDefaultWorld, resetWorld). Lenient about a
 * MISSING token (Storybook has no login): such calls act as the demo seller. A wrong or expired
 * token still answers 401. Tests use mocks/node.ts (strict), the app mocks/browser.ts (strict).
 */
export const handlers: HttpHandler[] = createDemoHandlers(getDefaultWorld(), { requireAuth: false });

/**
 * The handlers behind one, for MSW's service worker (the demo app, Storybook). The worker asks
 * every handler of its list about every request the page makes, the page's own files too (about
 * 80 on a load, hundreds of modules in Storybook), and each asking reads `document.cookie`, a
 * synchronous call to the browser: with 74 handlers, most of the demo world's cost in a browser.
 * Behind one handler a file is asked about once, and an API call reaches the operations without
 * its cookies (no handler reads one).
 */
export function asOneHandler(inner: HttpHandler[]): HttpHandler {
  return http.all('*/api/*', ({ request }) =>
    getResponse(inner, new Request(request, { credentials: 'omit' })),
  );
}
