import { newId } from '@/domain/ids.ts';
import { isOutcomeUnknown } from './outcome.ts';

/** A write waiting for its outcome: the Idempotency-Key it is sent with, and its body as sent. */
export interface PersistedRequest<B> {
  key: string;
  body: B;
}

/** Where a write waits for its outcome (the sale, the checkout memory, the return flow). */
export interface RequestSlot<B> {
  read(): PersistedRequest<B> | null;
  /** Must be on storage when it returns: a reload right after must find it. */
  write(request: PersistedRequest<B> | null): void;
}

export interface SendPersistedOptions<B, R> {
  slot: RequestSlot<B>;
  body: B;
  send: (body: B, key: string) => Promise<R>;
  /** Whether two bodies are the same request (default: equal JSON). */
  same?: (a: B, b: B) => boolean;
  /** A new key (default: the one id generator). */
  newKey?: () => string;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

async function carryOut<B, R>(
  slot: RequestSlot<B>,
  request: PersistedRequest<B>,
  send: (body: B, key: string) => Promise<R>,
): Promise<R> {
  try {
    const answer = await send(request.body, request.key);
    if (slot.read()?.key === request.key) slot.write(null);
    return answer;
  } catch (error) {
    // Refused for sure: nothing happened, the slot is free. Unknown: it stays, and the next send
    // of this slot resends it with the same key before anything else.
    if (!isOutcomeUnknown(error) && slot.read()?.key === request.key) slot.write(null);
    throw error;
  }
}

/**
 * The one way to send a write that creates something (docs/DECISIONS.md "Faults and the network"):
 * the request is written to its slot BEFORE it is sent, with a new Idempotency-Key; an answer or a
 * refusal for sure clears it; an unknown outcome (no answer, time limit, 5xx, a reload mid-request)
 * leaves it, and the next call sends that same request with the same key first, so the server
 * answers what it did the first time instead of doing it twice. A call for the same body reuses the
 * waiting key; a call for another body first settles the waiting one.
 */
export async function sendPersisted<B, R>(options: SendPersistedOptions<B, R>): Promise<R> {
  const { slot, body, send } = options;
  const same = options.same ?? sameJson;
  const earlier = slot.read();
  if (earlier && same(earlier.body, body)) return carryOut(slot, earlier, send);
  if (earlier)
    await carryOut(slot, earlier, send).catch((error: unknown) => {
      if (isOutcomeUnknown(error)) throw error;
    });
  const request: PersistedRequest<B> = { key: (options.newKey ?? (() => newId('idem')))(), body };
  slot.write(request);
  return carryOut(slot, request, send);
}

/** The waiting request of a slot, sent again with its key (after a reload); null when none. */
export async function resendPersisted<B, R>(
  slot: RequestSlot<B>,
  send: (body: B, key: string) => Promise<R>,
): Promise<R | null> {
  const earlier = slot.read();
  return earlier ? carryOut(slot, earlier, send) : null;
}
