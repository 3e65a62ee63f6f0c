import * as v from 'valibot';
import { createPersistedStore } from './persisted.ts';

/**
 * Who is logged in and on which machine (spec 001 §3 "Session" and "Account state").
 * The user keeps the server's field names; only what the client relies on is validated,
 * other fields pass through untouched.
 */
const storeSchema = v.looseObject({
  id: v.number(),
  name: v.optional(v.nullable(v.string())),
});

const userSchema = v.looseObject({
  id: v.number(),
  name: v.string(),
  rut: v.string(),
  store_id: v.number(),
  Store: storeSchema,
});

export const sessionSchema = v.object({
  user: v.nullable(userSchema),
  accessToken: v.nullable(v.pipe(v.string(), v.minLength(1))),
  machineNumber: v.nullable(v.pipe(v.string(), v.minLength(1))),
  smartPosTerminalId: v.nullable(v.string()),
  isMercadopagoMachine: v.boolean(),
  eanFromCamera: v.nullable(v.string()),
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
});

export const session = createPersistedStore({
  key: SESSION_KEY,
  version: 1,
  schema: sessionSchema,
  initial: initialSession,
});

export function signIn(user: SessionUser, accessToken: string): void {
  session.set((prev) => ({ ...prev, user, accessToken }));
}

/** Clears who is logged in; the machine number stays with the machine. */
export function clearAuth(): void {
  session.set((prev) => ({ ...prev, user: null, accessToken: null }));
}

export function setMachineNumber(machineNumber: string): void {
  session.set((prev) => ({ ...prev, machineNumber: machineNumber.trim() || null }));
}
