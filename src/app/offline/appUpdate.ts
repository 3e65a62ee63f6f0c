import { useSyncExternalStore } from 'react';

/**
 * A new version of the app, installed by the service worker and waiting to take over
 * (vite-plugin-pwa's "prompt" mode, src/app/offline/register.ts). It takes over only when
 * `applyNow` is called, between sales (src/app/offline/updatePolicy.ts): until then every reload
 * keeps the version that is running.
 */
type Apply = () => Promise<void>;

let waiting: Apply | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const appUpdate = {
  /** The worker installed a new version; `apply` hands it the page (and reloads it). */
  offer(apply: Apply): void {
    waiting = apply;
    notify();
  },
  isWaiting(): boolean {
    return waiting !== null;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Hands the page to the waiting version, once. */
  async applyNow(): Promise<void> {
    const apply = waiting;
    if (!apply) return;
    waiting = null;
    notify();
    await apply();
  },
  /** Forgets a waiting version (tests, stories). */
  reset(): void {
    waiting = null;
    notify();
  },
};

/** Whether a new version waits to take over; re-renders when that changes. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(appUpdate.subscribe, appUpdate.isWaiting, () => false);
}
