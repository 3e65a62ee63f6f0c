/**
 * Delivery, payment and pickup codes, email and invoice data (spec 001 §5).
 */
import { CODE_MESSAGES, INVOICE_MESSAGES } from './messages';
import { isValidRut, RUT_MESSAGES } from './rut';
import type { PaymentType } from './types';

export const RAPPI_CODE_MIN_LENGTH = 8;
export const PEDIDOSYA_CODE_MIN_LENGTH = 10;
export const DELIVERY_ORDER_CODE_MIN_LENGTH = 5;

/** Platform payment types that need an order code, with their "required" message and minimum length. */
const PLATFORM_CODES: Partial<Record<PaymentType, { required: string; min: number }>> = {
  RAPPI: { required: CODE_MESSAGES.rappiRequired, min: RAPPI_CODE_MIN_LENGTH },
  'RAPPI TURBO': { required: CODE_MESSAGES.rappiRequired, min: RAPPI_CODE_MIN_LENGTH },
  UBEREATS: { required: CODE_MESSAGES.uberEatsRequired, min: 1 },
  CORNERSHOP: { required: CODE_MESSAGES.cornershopRequired, min: 1 },
  PEDIDOSYA: { required: CODE_MESSAGES.pedidosYaRequired, min: PEDIDOSYA_CODE_MIN_LENGTH },
};

/**
 * Platform payment code (trimmed): required ("Por favor ingrese Código Rappi" / UberEats /
 * Cornershop / PedidosYa); Rappi (and Rappi Turbo) at least 8 characters, PedidosYa at least 10,
 * else "Código incompleto". Other payment types need no code: null.
 */
export function validatePlatformCode(type: PaymentType, code: string): string | null {
  const rule = PLATFORM_CODES[type];
  if (!rule) return null;
  const value = code.trim();
  if (value === '') return rule.required;
  return value.length < rule.min ? CODE_MESSAGES.incomplete : null;
}

/**
 * A typed or scanned code as one path segment of the call that looks it up (GET
 * /api/product-by-ean/{ean}, /api/orders/pickup/{code}, /api/{deliveryType}/order/{code}; the
 * generated calls put it in the path as it is): a "/", "?", "#" or "%" in it must not ask for
 * another path (a "../../logout" logs the seller out), a shorter code or another order. Null for
 * a text the path cannot carry as itself ("." and "..", which the URL resolves away, or a broken
 * character): the screen says the code is unknown without asking.
 */
export function codePathSegment(code: string): string | null {
  if (code === '.' || code === '..') return null;
  try {
    return encodeURIComponent(code);
  } catch {
    return null;
  }
}

/** Delivery order code (/orden-delivery): non-empty and at least 5 characters, else "Código incompleto". */
export function validateDeliveryOrderCode(code: string): string | null {
  return code.trim().length < DELIVERY_ORDER_CODE_MIN_LENGTH ? CODE_MESSAGES.incomplete : null;
}

/**
 * Transfer or voucher code typed twice: required ("Debe ingresar un codigo"), and both equal
 * after trimming ("Los códigos no son iguales").
 */
export function validateRepeatedCode(code: string, repeat: string): string | null {
  if (code.trim() === '') return CODE_MESSAGES.authCodeRequired;
  return code.trim() === repeat.trim() ? null : CODE_MESSAGES.codesDiffer;
}

/** Authorization code: required ("Debe ingresar un codigo"). */
export function validateAuthCode(code: string): string | null {
  return code.trim() === '' ? CODE_MESSAGES.authCodeRequired : null;
}

/** Wallet SMS / supervisor code: required ("Falta el código de verificación"). */
export function validateWalletCode(code: string): string | null {
  return code.trim() === '' ? CODE_MESSAGES.walletCodeRequired : null;
}

/** Standard email pattern: local@domain.tld, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Email no válido" unless the trimmed email matches EMAIL_PATTERN. */
export function validateEmail(email: string): string | null {
  return EMAIL_PATTERN.test(email.trim()) ? null : CODE_MESSAGES.invalidEmail;
}

/**
 * Pickup code: required ("Debe ingresar un codigo de pickup") and equal to the order's code,
 * trimmed and case-insensitive ("Codigo invalido").
 */
export function validatePickupCode(code: string, orderPickupCode: string | null | undefined): string | null {
  const value = code.trim();
  if (value === '') return CODE_MESSAGES.pickupRequired;
  return (orderPickupCode ?? '').trim().toUpperCase() === value.toUpperCase()
    ? null
    : CODE_MESSAGES.pickupInvalid;
}

export interface InvoiceData {
  company: string;
  rut: string;
  activity: string;
  address: string;
  commune: string;
  city: string;
}

/**
 * Invoice data (/factura): all six fields non-empty ("Debe rellenar todos los campos"), then a
 * valid RUT ("Debe ingresar un rut válido"). null = valid (send the RUT cleaned).
 */
export function validateInvoiceData(data: InvoiceData): string | null {
  const fields = [data.company, data.rut, data.activity, data.address, data.commune, data.city];
  if (fields.some((f) => f.trim() === '')) return INVOICE_MESSAGES.allFieldsRequired;
  return isValidRut(data.rut) ? null : RUT_MESSAGES.invoice;
}
