import { useSelector } from '@tanstack/react-store';
import * as v from 'valibot';
import { STORAGE_MESSAGES } from '@/domain/messages.ts';
import { createPersistedStore } from '@/session/persisted.ts';

/**
 * When the wallet's verification codes were last sent for the order being paid (epoch ms), kept
 * across a reload so the 30 s resend cooldown (spec 001 §9) is not reset by reloading the page.
 * Another order's sends are forgotten.
 */
export type CodeChannel = 'sms' | 'supervisor';

const schema = v.object({
  orderId: v.nullable(v.number()),
  sms: v.nullable(v.number()),
  supervisor: v.nullable(v.number()),
});

type CodeSends = v.InferOutput<typeof schema>;

const empty = (orderId: number | null): CodeSends => ({ orderId, sms: null, supervisor: null });

export const codeSends = createPersistedStore({
  key: 'pos.checkout.code-sends',
  label: STORAGE_MESSAGES.codeSends,
  version: 1,
  schema,
  initial: () => empty(null),
});

/** Remembers a send (written at once: a reload right after it keeps the cooldown). */
export function recordCodeSend(orderId: number, channel: CodeChannel, at: number): void {
  codeSends.set((prev) => ({ ...(prev.orderId === orderId ? prev : empty(orderId)), [channel]: at }));
  codeSends.flush();
}

/** The last send of `channel` for `orderId`, or null. */
export function useLastCodeSend(orderId: number, channel: CodeChannel): number | null {
  return useSelector(codeSends.store, (s) => (s.orderId === orderId ? s[channel] : null));
}
