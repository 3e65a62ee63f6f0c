import * as v from 'valibot';
import { STORAGE_MESSAGES } from '@/domain/messages.ts';
import { createPersistedStore } from './persisted.ts';

/**
 * Who is logged in and on which machine (spec 001 §3 "Session" and "Account state").
 * The user keeps the server's field names; only what the client relies on is validated,
 * other fields pass through untouched.
 */
const priceList = v.optional(v.nullable(v.number()));
const storeFlag = v.optional(v.nullable(v.boolean()));

/** The seller's store: what the price rules read (domain `Store`) is declared; the rest passes. */
const storeSchema = v.looseObject({
  id: v.number(),
  name: v.optional(v.nullable(v.string())),
  price_list_id: priceList,
  club_price_list_id: priceList,
  bulk_price_list_id: priceList,
  rappi_price_list_id: priceList,
  rappi_turbo_price_list_id: priceList,
  ubereats_price_list_id: priceList,
  pedidosya_price_list_id: priceList,
  goodmeal_price_list_id: priceList,
  recommended_active: storeFlag,
  recommended_auto_show: storeFlag,
  mach_active: storeFlag,
  redpay_active: storeFlag,
});

const userSchema = v.looseObject({
  id: v.number(),
  name: v.string(),
  rut: v.string(),
  store_id: v.number(),
  Store: storeSchema,
});

/**
 * A machine number: digits only, 1 to 10 of them (docs/DECISIONS.md). It is sent with every
 * order, so a pasted 10,000-digit value must never reach the server.
 */
export const MACHINE_NUMBER_MAX_DIGITS = 10;
export const MACHINE_NUMBER_PATTERN = new RegExp(`^\\d{1,${MACHINE_NUMBER_MAX_DIGITS}}$`);

/** A path inside the app to go back to after logging in again ("/carro"), never another site. */
const resumePathSchema = v.pipe(v.string(), v.regex(/^\/(?!\/)/));

export const sessionSchema = v.object({
  user: v.nullable(userSchema),
  accessToken: v.nullable(v.pipe(v.string(), v.minLength(1))),
  // An out-of-bounds saved machine number is dropped alone (the seller stays logged in and is
  // asked for it again at /maquina).
  machineNumber: v.fallback(v.nullable(v.pipe(v.string(), v.regex(MACHINE_NUMBER_PATTERN))), null),
  smartPosTerminalId: v.nullable(v.string()),
  isMercadopagoMachine: v.boolean(),
  eanFromCamera: v.nullable(v.string()),
  /** The session ended by itself (401 or an expired token): /login says so. */
  expired: v.optional(v.boolean(), false),
  /** Who owned the sale kept in `pos.sale` when the session expired (null: nobody, or a logout). */
  lastSellerId: v.optional(v.nullable(v.number()), null),
  /** The screen the seller was on when the session expired; the same seller returns there. */
  resumePath: v.fallback(v.optional(v.nullable(resumePathSchema), null), null),
});

export type SessionState = v.InferOutput<typeof sessionSchema>;
export type SessionUser = NonNullable<SessionState['user']>;

export const SESSION_KEY = 'pos.session';

export const initialSession = (): SessionState => ({
  user: null,
  accessToken: null,
  machineNumber: null,
  smartPosTerminalId: null,
  isMercadopagoMachine: false,
  eanFromCamera: null,
  expired: false,
  lastSellerId: null,
  resumePath: null,
});

export const session = createPersistedStore({
  key: SESSION_KEY,
  label: STORAGE_MESSAGES.session,
  version: 1,
  schema: sessionSchema,
  initial: initialSession,
});

export function signIn(user: SessionUser, accessToken: string): void {
  session.set((prev) => ({ ...prev, user, accessToken, expired: false }));
}

/** Clears who is logged in (a seller's logout); the machine number stays with the machine. */
export function clearAuth(): void {
  session.set((prev) => ({
    ...prev,
    user: null,
    accessToken: null,
    expired: false,
    lastSellerId: null,
    resumePath: null,
  }));
}

/**
 * The session ended by itself (a 401, an expired token): who is logged in is cleared, but who
 * owned the sale in progress and where the seller was are kept, so the same seller logging in
 * again resumes there. Does nothing when nobody is logged in (several 401s at once).
 */
export function expireAuth(resumePath: string | null): boolean {
  const { user, accessToken } = session.get();
  if (!user && !accessToken) return false;
  session.set((prev) => ({
    ...prev,
    user: null,
    accessToken: null,
    expired: true,
    lastSellerId: prev.user?.id ?? prev.lastSellerId,
    resumePath: resumePath && v.is(resumePathSchema, resumePath) ? resumePath : null,
  }));
  return true;
}

/** True for a valid machine number (see MACHINE_NUMBER_MAX_DIGITS). */
export function isValidMachineNumber(value: string): boolean {
  return MACHINE_NUMBER_PATTERN.test(value);
}

/** Stores a valid machine number; anything else is refused (returns false) and nothing changes. */
export function setMachineNumber(machineNumber: string): boolean {
  const value = machineNumber.trim();
  if (!isValidMachineNumber(value)) return false;
  session.set((prev) => ({ ...prev, machineNumber: value }));
  return true;
}
