import { LOGIN_MESSAGES } from './messages.ts';

/**
 * Spec 001 §5 "Login restrictions (after successful credentials)". Pure: the machine kind and
 * the store flags in, the message that blocks the login (or null) out.
 */
export const LOGIN_RESTRICTION_MESSAGES = {
  smartPos: LOGIN_MESSAGES.smartPosNotEnabled,
  mercadoPago: LOGIN_MESSAGES.mercadoPagoNotEnabled,
  bsale: LOGIN_MESSAGES.bsaleTokenMissing,
  redelcom: LOGIN_MESSAGES.redelcomMissing,
} as const;

export interface LoginStoreFlags {
  tbk_smart_pos_active?: boolean | null;
  mercadopago_active?: boolean | null;
  is_franchise?: boolean | null;
  bsale_api_token_name?: string | null;
  rdc_rut?: string | null;
  rdc_token?: string | null;
}

export type LoginMachine = 'smartPos' | 'mercadoPago' | 'other';

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

export function loginRestriction(machine: LoginMachine, store: LoginStoreFlags): string | null {
  if (machine === 'smartPos') return store.tbk_smart_pos_active ? null : LOGIN_RESTRICTION_MESSAGES.smartPos;
  if (machine === 'mercadoPago')
    return store.mercadopago_active ? null : LOGIN_RESTRICTION_MESSAGES.mercadoPago;
  if (!store.is_franchise) return null;
  if (!present(store.bsale_api_token_name)) return LOGIN_RESTRICTION_MESSAGES.bsale;
  if (!present(store.rdc_rut) || !present(store.rdc_token)) return LOGIN_RESTRICTION_MESSAGES.redelcom;
  return null;
}
