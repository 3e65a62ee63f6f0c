import { useSelector } from '@tanstack/react-store';
import * as v from 'valibot';
import type { ScanCounts } from '@/domain/expressVerification.ts';
import { STORAGE_MESSAGES } from '@/domain/messages.ts';
import { createPersistedStore } from '@/session/persisted.ts';

/**
 * The units verified so far per express order (by order id, then line key), kept across a reload
 * so a seller who reloads mid-verification does not scan again (docs/DECISIONS.md "Express
 * orders"). An order's counts go once it is prepared.
 */
const schema = v.record(v.string(), v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0))));

export const verificationMemory = createPersistedStore({
  key: 'pos.express.verification',
  label: STORAGE_MESSAGES.verification,
  version: 1,
  schema,
  initial: () => ({}),
});

export function useVerifiedCounts(orderId: number): ScanCounts {
  return useSelector(verificationMemory.store, (s) => s[String(orderId)] ?? EMPTY);
}
const EMPTY: ScanCounts = {};

/** Written at once: a reload right after a scan keeps it. */
export function setVerifiedCounts(orderId: number, counts: ScanCounts): void {
  verificationMemory.set((prev) => ({ ...prev, [String(orderId)]: { ...counts } }));
  verificationMemory.flush();
}

export function forgetVerification(orderId: number): void {
  verificationMemory.set((prev) => {
    const { [String(orderId)]: _gone, ...rest } = prev;
    return rest;
  });
  verificationMemory.flush();
}
