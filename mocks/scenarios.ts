/**
 * Named scenarios: switches of the demo world's behaviour, for the running app
 * (`?scenario=name`, kept in sessionStorage `pos.scenario`), tests (`useScenario(name)`) and
 * Storybook (`scenarioHandlers(name)`). Several can be combined with commas:
 * `?scenario=slow-network,payment-rejected`. `?scenario=none` clears it.
 */
import type { HttpHandler } from 'msw';
import type { HandlerOptions } from './api/kit';
import { createDemoHandlers } from './handlers';
import type { ClockInput } from './world/clock';
import { createWorld, parseScenarios, type World } from './world/index';

export const SCENARIO_STORAGE_KEY = 'pos.scenario';

export const SCENARIOS = {
  'payment-rejected':
    'Redelcom polls end RECHAZADO, MACH and Redpay end RECHAZADO, a Redelcom auth code is rejected, Rappi Payless answers 400 with pinCode.',
  'payment-expired': 'MACH and Redpay end EXPIRADO; Redelcom answers 204 (keep waiting) forever.',
  'redelcom-error': 'Redelcom polls end with ESTADO ERROR ("ERROR DE COMUNICACION CON EL BANCO").',
  'redelcom-unavailable': 'Creating a Redelcom payment answers 500 with errorAction "reset" (no Reintentar).',
  'printer-error':
    'Print endpoints answer 400: "Error imprimiendo boleta" / "Error enviando boleta por email" / "Error imprimiendo nota de crédito" / the print-entered calls "Ha ocurrido un error en la impresión. Por favor intente nuevamente".',
  'billing-failure':
    'Billing ends FINISHED with billingSuccess false and no sii_code (voucher); accepting a delivery order answers billingSuccess false.',
  'billing-error':
    'Billing ends in ERROR (billingSuccess false): the final screen offers Reintentar, which sends POST /api/billing and bills again.',
  'billing-stock-error':
    'Billing ends in ERROR and the billing status read answers 400 (the billing system has no stock): the stock variant of the billing error.',
  'server-error':
    'Every endpoint answers 500; `server-error:<operationId>` only that operation (e.g. server-error:createOrder).',
  'slow-network': 'Every answer waits 2.5 s; `slow-network:<ms>` sets the delay.',
  'session-expired':
    '401 mid-flow: the 4th authenticated call answers 401 and revokes the token (once; logging in again works); `session-expired:<operationId>` fires on that operation (`session-expired:login`: the login refused with a 401).',
  'no-answer':
    "`no-answer:<operationId>`: that operation never answers (the client's time limit must end the wait).",
  'server-error-html': '`server-error-html:<operationId>`: that operation answers 500 with an HTML page.',
  'html-answer': '`html-answer:<operationId>`: that operation answers 200 with an HTML page instead of JSON.',
  'lost-answer':
    '`lost-answer:<operationId>`: the world carries the operation out, then the connection drops (the client sees a network error).',
  'late-commit':
    '`late-commit:<operationId>`: the answer is lost at once and the world carries the call out 3 s later (world clock): a read meanwhile does not show it; the same call sent again with its Idempotency-Key is carried out then, once.',
  reset:
    '`reset:<operationId>`: that call is refused for good, 400 with errorAction "reset", changing nothing (a SmartPOS or Mercado Pago record: "La transacción ya fue registrada en otra orden"; the Transbank or Redelcom code: "El código de autorización ya fue usado en otra orden"; MACH and Redpay starts).',
  'qr-paid-at-cancel':
    'The customer pays a MACH or Redpay QR the moment the seller cancels it: the cancel (revoke) finds it APROBADO and answers so.',
  'empty-catalogue':
    'No products: empty catalogue pages, featured slider and personalised offer; product-by-EAN answers 404.',
  'ubereats-no-integration':
    'The store sells Uber Eats without the integration (ubereats_active_integration false at login): an Uber Eats sale goes through the cart and /pago-final with the order code, instead of /orden-delivery.',
  'stock-refused':
    '`stock-refused:<operationId>`: that stock call (enterPurchaseInvoice, setPurchaseOrderStockToEnter, setStoreOrderStockToEnter, enterPurchaseInvoiceStock, enterStoreOrderStock, closeStoreOrder, printPurchaseInvoiceEntered, printStoreOrderEntered) answers 200 with success false and "El sistema de inventario no aceptó la solicitud", changing nothing; the entry of a finished invoice carries purchaseInvoiceStatus FINISHED_PURCHASE_INVOICE.',
  'catalogue-20000':
    "The catalogue has 20,000 products: the seed's, then generated beverages (mocks/world/bigCatalogue.ts; browse and search only, not sold).",
} as const;

export type ScenarioName = keyof typeof SCENARIOS;

const isScenarioName = (name: string): name is ScenarioName => Object.hasOwn(SCENARIOS, name);

export const SCENARIO_NAMES: ScenarioName[] = Object.keys(SCENARIOS).filter(isScenarioName);

/** Names in a scenario string that the world does not know. */
export function unknownScenarios(value: string | null | undefined): string[] {
  return [...parseScenarios(value).keys()].filter((name) => !(name in SCENARIOS));
}

/**
 * The scenario of the running app: `?scenario=` wins and is remembered in sessionStorage
 * (`none` or an empty value clears it), otherwise the remembered one.
 */
export function resolveScenario(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
): string | null {
  const params = new URLSearchParams(search);
  if (params.has('scenario')) {
    const value = params.get('scenario')?.trim() ?? '';
    if (!value || value === 'none') storage?.removeItem(SCENARIO_STORAGE_KEY);
    else storage?.setItem(SCENARIO_STORAGE_KEY, value);
    return value && value !== 'none' ? value : null;
  }
  return storage?.getItem(SCENARIO_STORAGE_KEY) ?? null;
}

export interface StoryWorldOptions extends HandlerOptions {
  now?: ClockInput;
  /** Change the fresh world before the story (e.g. put an order in BILLING PROCESSING). */
  setup?: (world: World) => void;
}

/** A fresh world and its handlers for one story; calls without a token act as the demo seller. */
export function createStoryWorld(
  scenario: ScenarioName | string | null = null,
  options: StoryWorldOptions = {},
): { world: World; handlers: HttpHandler[] } {
  const world = createWorld({ now: options.now, scenario });
  options.setup?.(world);
  return { world, handlers: createDemoHandlers(world, { requireAuth: false, ...options }) };
}

/**
 * Storybook: `parameters: { msw: { handlers: scenarioHandlers('payment-rejected') } }`.
 * A fresh demo world with the scenario on; no token needed.
 */
export function scenarioHandlers(
  scenario: ScenarioName | string | null = null,
  options: StoryWorldOptions = {},
): HttpHandler[] {
  return createStoryWorld(scenario, options).handlers;
}
