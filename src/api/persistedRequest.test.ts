import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.ts';
import {
  type PersistedRequest,
  type RequestSlot,
  resendPersisted,
  sendPersisted,
} from './persistedRequest.ts';

function memorySlot<B>() {
  let stored: PersistedRequest<B> | null = null;
  const writes: (PersistedRequest<B> | null)[] = [];
  const slot: RequestSlot<B> = {
    read: () => stored,
    write: (r) => {
      stored = r;
      writes.push(r);
    },
  };
  return { slot, writes, stored: () => stored };
}

const lost = () => new ApiError({ status: 0, kind: 'network' });
const refused = () => new ApiError({ status: 422, kind: 'http', envelope: { errorMessage: 'No' } });
let n = 0;
const newKey = () => `key-${String(++n).padStart(6, '0')}`;

describe('sendPersisted', () => {
  it('writes the request with its key before sending, and clears it on an answer', async () => {
    const { slot, stored } = memorySlot<{ amount: number }>();
    const send = vi.fn(async (_body: { amount: number }, key: string) => {
      expect(stored()?.key).toBe(key);
      return 'ok';
    });
    await expect(sendPersisted({ slot, body: { amount: 10 }, send, newKey })).resolves.toBe('ok');
    expect(send).toHaveBeenCalledOnce();
    expect(stored()).toBeNull();
  });

  it('an unknown outcome keeps it; the same body is resent with the same key', async () => {
    const { slot, stored } = memorySlot<{ amount: number }>();
    const keys: string[] = [];
    const send = vi
      .fn<(body: { amount: number }, key: string) => Promise<string>>()
      .mockImplementationOnce(async (_b, key) => {
        keys.push(key);
        throw lost();
      })
      .mockImplementationOnce(async (_b, key) => {
        keys.push(key);
        return 'first answer';
      });
    await expect(sendPersisted({ slot, body: { amount: 10 }, send, newKey })).rejects.toThrow();
    expect(stored()?.body).toEqual({ amount: 10 });
    await expect(sendPersisted({ slot, body: { amount: 10 }, send, newKey })).resolves.toBe('first answer');
    expect(keys[0]).toBe(keys[1]);
    expect(stored()).toBeNull();
  });

  it('a refusal for sure frees the slot: the next send has a new key', async () => {
    const { slot, stored } = memorySlot<number>();
    const keys: string[] = [];
    const send = vi.fn(async (_b: number, key: string) => {
      keys.push(key);
      if (keys.length === 1) throw refused();
      return 'ok';
    });
    await expect(sendPersisted({ slot, body: 1, send, newKey })).rejects.toThrow('No');
    expect(stored()).toBeNull();
    await sendPersisted({ slot, body: 1, send, newKey });
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('another body first settles the waiting one with its own key', async () => {
    const { slot } = memorySlot<number>();
    const sent: [number, string][] = [];
    let fail = true;
    const send = vi.fn(async (b: number, key: string) => {
      sent.push([b, key]);
      if (fail) {
        fail = false;
        throw lost();
      }
      return b;
    });
    await expect(sendPersisted({ slot, body: 1, send, newKey })).rejects.toThrow();
    await expect(sendPersisted({ slot, body: 2, send, newKey })).resolves.toBe(2);
    expect(sent.map(([b]) => b)).toEqual([1, 1, 2]);
    expect(sent[0]?.[1]).toBe(sent[1]?.[1]);
    expect(sent[2]?.[1]).not.toBe(sent[0]?.[1]);
  });

  it('a waiting request still unknown stops another body from being sent', async () => {
    const { slot, stored } = memorySlot<number>();
    const send = vi.fn(async () => {
      throw lost();
    });
    await expect(sendPersisted({ slot, body: 1, send, newKey })).rejects.toThrow();
    await expect(sendPersisted({ slot, body: 2, send, newKey })).rejects.toThrow();
    expect(send).toHaveBeenCalledTimes(2);
    expect(stored()?.body).toBe(1);
  });

  it('resendPersisted resends the waiting request after a reload, and is null without one', async () => {
    const { slot } = memorySlot<number>();
    const send = vi.fn(async (b: number) => b * 2);
    await expect(resendPersisted(slot, send)).resolves.toBeNull();
    slot.write({ key: 'key-reloaded', body: 21 });
    await expect(resendPersisted(slot, send)).resolves.toBe(42);
    expect(send).toHaveBeenCalledWith(21, 'key-reloaded');
  });
});
