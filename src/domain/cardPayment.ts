/**
 * Card payments of the checkout (spec 001 §7 Payments, §8 "Redelcom and general payment",
 * "Mercado Pago", "Transbank", §9): the timing constants and the pure rules the card step bodies
 * (src/features/checkout/steps/card) follow.
 */
import { CHECKOUT_MESSAGES, CODE_MESSAGES, redelcomErrorMessage, redelcomRejectedMessage } from './messages';
import type { PaymentType } from './types';

/** Spec 001 §9. */
export const CARD_TIMING = {
  /** Redelcom polling every 1 s. */
  redelcomPollMs: 1_000,
  /** After 90 tries the option to cancel appears ("no abre la aplicación de pago"). */
  redelcomCancelAfterTries: 90,
  /** The SmartPOS cancel option appears after 10 s. */
  smartPosCancelAfterMs: 10_000,
  /** The Mercado Pago machine update is retried up to 10 times at 1 s intervals. */
  mercadoPagoUpdateTries: 10,
  mercadoPagoUpdateIntervalMs: 1_000,
} as const;

/** What one Redelcom poll answer means: 204 keep waiting, APROBADO, RECHAZADO, ERROR. */
export type RedelcomPollOutcome =
  | { kind: 'waiting'; text: string | null }
  | { kind: 'approved' }
  | { kind: 'failed'; status: 'RECHAZADO' | 'ERROR'; message: string };

export interface RedelcomPollAnswer {
  data: { ESTADO: 'PENDIENTE' | 'APROBADO' | 'RECHAZADO' | 'ERROR'; MENSAJE_VISOR: string | null };
}

/**
 * A poll's answer (void for 204): PENDIENTE / 204 keep waiting with the machine's display text;
 * RECHAZADO "PAGO REDELCOM RECHAZADO: {MENSAJE_VISOR}"; ERROR "ERROR REDELCOM: {MENSAJE_VISOR}".
 * Without a display text the failure keeps the catalogue's general text after the prefix.
 */
export function redelcomPollOutcome(answer: RedelcomPollAnswer | null | undefined): RedelcomPollOutcome {
  if (!answer) return { kind: 'waiting', text: null };
  const visor = answer.data.MENSAJE_VISOR?.trim() || null;
  switch (answer.data.ESTADO) {
    case 'APROBADO':
      return { kind: 'approved' };
    case 'RECHAZADO':
      return {
        kind: 'failed',
        status: 'RECHAZADO',
        message: redelcomRejectedMessage(visor ?? CHECKOUT_MESSAGES.rejected),
      };
    case 'ERROR':
      return {
        kind: 'failed',
        status: 'ERROR',
        message: redelcomErrorMessage(visor ?? CHECKOUT_MESSAGES.problemRejected),
      };
    default:
      return { kind: 'waiting', text: visor };
  }
}

/** The cancel option (and the Redelcom authorization code) appears after 90 tries. */
export function redelcomMayCancel(tries: number): boolean {
  return tries >= CARD_TIMING.redelcomCancelAfterTries;
}

/**
 * Tries already made by an attempt that started at `startedAt` (one per second): a reload keeps
 * counting from the start of the charge instead of from 0.
 */
export function redelcomTriesSince(startedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / CARD_TIMING.redelcomPollMs));
}

/** Whether the SmartPOS cancel option shows: 10 s after the payment started. */
export function smartPosMayCancel(startedAt: number, now: number): boolean {
  return now - startedAt >= CARD_TIMING.smartPosCancelAfterMs;
}

/** Milliseconds until the SmartPOS cancel option shows (0 when it already does). */
export function smartPosCancelDelay(startedAt: number, now: number): number {
  return Math.max(0, startedAt + CARD_TIMING.smartPosCancelAfterMs - now);
}

/**
 * Before a SmartPOS payment (spec 001 §5 "Payment options"): the keys cookie must be "true"
 * ("No están cargadas las llaves del SmartPOS") and the store must have tbk_smart_pos_active
 * ("Tienda no habilitada"). Null when the payment may start.
 */
export function smartPosBlocker(check: { keysLoaded: boolean; storeEnabled: boolean }): string | null {
  if (!check.keysLoaded) return CHECKOUT_MESSAGES.smartPosKeysMissing;
  if (!check.storeEnabled) return CHECKOUT_MESSAGES.storeNotEnabled;
  return null;
}

/** A payment charged with a card (TARJETA DE DEBITO, TARJETA DE CREDITO), whatever the machine. */
export function isCardPaymentType(type: string): boolean {
  return type === 'TARJETA DE DEBITO' || type === 'TARJETA DE CREDITO';
}

/** The card type the machine is asked for: credit for TARJETA DE CREDITO, debit otherwise. */
export function cardTypeFor(type: PaymentType): 'credit' | 'debit' {
  return type === 'TARJETA DE CREDITO' ? 'credit' : 'debit';
}

/** "Debe ingresar un codigo" when the authorization code is empty; null when it may be sent. */
export function authCodeError(code: string): string | null {
  return code.trim() === '' ? CODE_MESSAGES.authCodeRequired : null;
}

/** The text of a card outcome the machine ended without charging. */
export function cardCancelledMessage(by: 'machine' | 'seller'): string {
  return by === 'machine' ? CHECKOUT_MESSAGES.cancelled : CHECKOUT_MESSAGES.operationCancelled;
}

/** Mercado Pago update tries left after `failures` failed ones (none left: "Error al actualizar el pago."). */
export function mercadoPagoMayRetryUpdate(failures: number): boolean {
  return failures < CARD_TIMING.mercadoPagoUpdateTries;
}
