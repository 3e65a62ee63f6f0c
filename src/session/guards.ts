import { saleLock } from '@/domain/saleLock.ts';
import type { SaleState } from './sale.ts';
import { isBillingProcessing, isDeliveryBuyType } from './sale.ts';
import { saleResumePath } from './saleResume.ts';
import type { SessionState } from './session.ts';
import { isTokenExpired } from './token.ts';

/**
 * Route guards as pure decisions (the routes' beforeLoad turns a decision into a redirect).
 * Each returns where to go, or null to stay.
 */
export interface GuardContext {
  session: SessionState;
  sale: SaleState;
  now: Date;
  /** Inside the smart POS terminal app (no machine number needed there). */
  isTerminalApp: boolean;
  /**
   * Payments of the sale's order with an open attempt on this device (the checkout's persisted
   * memory, read by the routes: src/routes/-guard.ts). 0 when not given.
   */
  openAttempts?: number;
  /** The app's first navigation (a cold start, a reload): not a screen reached from another. */
  starting?: boolean;
}

export type GuardTarget =
  | '/login'
  | '/maquina'
  | '/inicio'
  | '/ingreso'
  | '/perfil'
  | '/compra'
  | '/carro'
  | '/factura'
  | '/pago-final';

export interface GuardDecision {
  to: GuardTarget;
  /** The session must be cleared (expired token) before going. */
  logout?: boolean;
  /**
   * Sent back to /pago-final because the sale is being paid: /pago-final says why
   * (docs/DECISIONS.md "Sale").
   */
  paymentLock?: boolean;
}

const backToPayment: GuardDecision = { to: '/pago-final', paymentLock: true };

/** Every screen but /login and /404 needs a logged-in user with a valid token. */
export function requireUser(ctx: GuardContext): GuardDecision | null {
  const { user, accessToken } = ctx.session;
  if (!user || !accessToken) return { to: '/login' };
  if (isTokenExpired(accessToken, ctx.now)) return { to: '/login', logout: true };
  return null;
}

/** Outside the terminal app a machine number is needed (spec 000 §2, 001 §2 /pago-final). */
export function requireMachine(ctx: GuardContext): GuardDecision | null {
  if (ctx.isTerminalApp) return null;
  return ctx.session.machineNumber ? null : { to: '/maquina' };
}

/** Sale screens need a customer type (socio, no-socio or a platform), chosen at /inicio. */
export function requireBuyType(ctx: GuardContext): GuardDecision | null {
  return ctx.sale.buyType ? null : { to: '/inicio' };
}

/**
 * Screens that belong to an identified customer: members and non-members are entered by RUT
 * at /ingreso; delivery-platform sales skip identification (spec 000 §1).
 */
export function requireCustomer(ctx: GuardContext): GuardDecision | null {
  const { buyType, customer } = ctx.sale;
  if (!buyType || isDeliveryBuyType(buyType)) return null;
  return customer ? null : { to: '/ingreso' };
}

/** /perfil is for members only: non-members and platform sales go to /compra (spec 000 §2). */
export function requireMemberProfile(ctx: GuardContext): GuardDecision | null {
  return ctx.sale.buyType === 'socio' ? null : { to: '/compra' };
}

/**
 * While an order with an id is in BILLING PROCESSING, the cart, entry, profile, return,
 * saved-orders and express screens go to /pago-final (spec 000 §4, 001 §2): /carro, /ingreso,
 * /perfil, /tipo-devolucion, /devolucion, /carro-devolucion, /guardados and /entrega-inmediata
 * apply it as their first guard. /compra does not (it only skips its reset).
 */
export function leaveWhileBilling(ctx: GuardContext): GuardDecision | null {
  return isBillingProcessing(ctx.sale) ? backToPayment : null;
}

/** The sale's payment lock (domain `saleLock`) as the guards see it. */
export function guardLock(ctx: GuardContext) {
  return saleLock({
    orderId: ctx.sale.orderId,
    serverLock: ctx.sale.paymentLock,
    openAttempts: ctx.openAttempts ?? 0,
  });
}

/**
 * While a charge of the order is open (docs/DECISIONS.md "Sale"), nothing may lead to an order
 * update: /carro (and every sale screen) goes back to /pago-final, where the step keeps waiting on
 * the same charge. The way out is the step's own cancel.
 */
export function stayWhileCharging(ctx: GuardContext): GuardDecision | null {
  return guardLock(ctx) === 'charging' ? backToPayment : null;
}

/**
 * Once the order has a payment that cannot be rewritten (approved, or a charge open), the sale is
 * being paid: the screens that edit it or start another (/compra, /factura, /inicio, /ingreso,
 * /perfil, saved orders, returns, delivery) go to /pago-final. /carro stays, read-only, unless a
 * charge is open (stayWhileCharging).
 */
export function leaveWhilePaying(ctx: GuardContext): GuardDecision | null {
  return guardLock(ctx) !== null ? backToPayment : null;
}

/** / goes to /inicio inside the terminal app and to /maquina elsewhere (spec 001 §2). */
export function rootTarget(ctx: Pick<GuardContext, 'isTerminalApp'>): GuardTarget {
  return ctx.isTerminalApp ? '/inicio' : '/maquina';
}

/**
 * An unfinished sale is resumed where it was (docs/DECISIONS.md "Sale"): on its step's screen,
 * whose own guards then apply (login, machine number, payment lock).
 */
export function resumeSale(ctx: Pick<GuardContext, 'sale'>): GuardDecision | null {
  const to = saleResumePath(ctx.sale);
  return to === null ? null : { to };
}

/** /inicio opened as the app's start (a cold start, a reload) resumes an unfinished sale. */
export function resumeSaleOnStart(ctx: GuardContext): GuardDecision | null {
  return ctx.starting ? resumeSale(ctx) : null;
}

/** Where / leads: the unfinished sale, else /inicio or /maquina (spec 001 §2). */
export function startTarget(ctx: Pick<GuardContext, 'sale' | 'isTerminalApp'>): GuardTarget {
  return resumeSale(ctx)?.to ?? rootTarget(ctx);
}

/** Runs guards in order; the first that redirects wins. */
export function firstRedirect(
  ctx: GuardContext,
  guards: ReadonlyArray<(ctx: GuardContext) => GuardDecision | null>,
): GuardDecision | null {
  for (const guard of guards) {
    const decision = guard(ctx);
    if (decision) return decision;
  }
  return null;
}

/** /pago-final needs an order (spec 001 §2: without one it goes to /inicio). */
export function requireOrder(ctx: GuardContext): GuardDecision | null {
  return ctx.sale.orderId !== null ? null : { to: '/inicio' };
}
