/**
 * Rules of the checkout steps settled by one server call (spec 001 §5 "Payment codes", "Payment
 * options", §9): cash change, the codes each step asks for, the resend cooldown of the wallet
 * codes. Pure: the step bodies in src/features/checkout/steps/server call these before any
 * request. Texts: CODE_MESSAGES (the spec's) and SERVER_STEP_MESSAGES (ours).
 */

import { SERVER_STEP_MESSAGES } from './checkoutMessages';
import { validateAuthCode, validatePlatformCode, validateRepeatedCode, validateWalletCode } from './codes';
import type { PaymentType } from './types';

/** Spec 001 §9: "Resend code cooldown is 30 s for the customer and for the supervisor". */
export const SERVER_STEP_TIMING = {
  resendCooldownMs: 30_000,
} as const;

/** A code as it is sent: without the spaces around it. */
export function cleanCode(code: string): string {
  return code.trim();
}

/** Spec 001 §5: "Cash change is paid minus total, with a minimum of 0" (integer CLP). */
export function cashChange(given: number, amount: number): number {
  return Math.max(0, given - amount);
}

/** Notes a customer commonly hands over, offered as one tap each on the cash step. */
export const CASH_NOTES = [5_000, 10_000, 20_000] as const;

/**
 * The cash step's one-tap amounts: the exact amount first, then each common note above it
 * (a note equal to the amount is the exact amount already).
 */
export function quickCashAmounts(amount: number): number[] {
  return [amount, ...CASH_NOTES.filter((note) => note > amount)];
}

/** The amount given must cover the payment's amount (ours: "El monto recibido es menor…"). */
export function validateCashGiven(given: number, amount: number): string | null {
  return given < amount ? SERVER_STEP_MESSAGES.cashShort : null;
}

/**
 * Transfer (TRANSFERENCIA BANCARIA) or voucher (OTRO) code typed twice: "Debe ingresar un codigo"
 * when empty, "Los códigos no son iguales" when the two differ.
 */
export function validateTransferCodes(code: string, repeat: string): string | null {
  return validateRepeatedCode(code, repeat);
}

/**
 * The code of a payment settled with PATCH deposit (RAPPI TURBO, GOODMEAL, NOTA DE CREDITO):
 * required. Rappi Turbo is a Rappi order code, so it keeps the Rappi rule of codes.ts ("Por favor
 * ingrese Código Rappi", at least 8 characters); the others "Debe ingresar un codigo".
 */
export function validateDepositCode(type: PaymentType, code: string): string | null {
  return validatePlatformCode(type, code) ?? validateAuthCode(code);
}

/** The delivery platforms paid with POST /api/payments/{platform}/new. */
export type PlatformEndpoint = 'rappi' | 'ubereats' | 'pedidosya';

const PLATFORM_ENDPOINTS: Partial<Record<PaymentType, PlatformEndpoint>> = {
  RAPPI: 'rappi',
  UBEREATS: 'ubereats',
  PEDIDOSYA: 'pedidosya',
};

export function platformEndpoint(type: PaymentType): PlatformEndpoint | null {
  return PLATFORM_ENDPOINTS[type] ?? null;
}

/**
 * A platform order code (RAPPI, UBEREATS, PEDIDOSYA): "Por favor ingrese Código {platform}" when
 * empty, "Código incompleto" under the minimum (Rappi 8, PedidosYa 10).
 */
export function validatePlatformStepCode(type: PaymentType, code: string): string | null {
  return validatePlatformCode(type, code);
}

/** Cornershop: its order code ("Por favor ingrese Código Cornershop") and the Transbank code. */
export interface CornershopErrors {
  code: string | null;
  transbankCode: string | null;
}

export function validateCornershop(code: string, transbankCode: string): CornershopErrors | null {
  const errors: CornershopErrors = {
    code: validatePlatformCode('CORNERSHOP', code),
    transbankCode: validateAuthCode(transbankCode),
  };
  return errors.code || errors.transbankCode ? errors : null;
}

/** Rappi Payless barcode: required (ours: "Ingrese o escanee el código de barras"). */
export function validatePaylessBarcode(barcode: string): string | null {
  return cleanCode(barcode) === '' ? SERVER_STEP_MESSAGES.barcodeRequired : null;
}

/** Wallet SMS or supervisor code: "Falta el código de verificación" when empty. */
export function validateWalletStepCode(code: string): string | null {
  return validateWalletCode(code);
}

/**
 * Whole seconds left before a code may be sent again (0: it may), counted from the last send
 * (epoch ms; null: never sent). A clock set back before the send counts as a full cooldown.
 */
export function resendSecondsLeft(
  lastSentAt: number | null,
  now: number,
  cooldownMs: number = SERVER_STEP_TIMING.resendCooldownMs,
): number {
  if (lastSentAt === null) return 0;
  const elapsed = Math.max(0, now - lastSentAt);
  return Math.max(0, Math.ceil((cooldownMs - elapsed) / 1000));
}
