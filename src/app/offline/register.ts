import { registerSW } from 'virtual:pwa-register';
import { appUpdate } from './appUpdate.ts';

/** A store machine keeps the POS open all day: it asks for a new version every hour too. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the app's service worker (product builds only: vite.config.ts, docs/OFFLINE.md). It
 * precaches the app, so a reload or a cold start with no network opens the POS. A new version
 * is installed beside the running one and waits ("prompt" mode): `appUpdate` offers it, and it
 * takes over (the page reloads) only between sales (AppNotices.tsx).
 */
export function registerAppWorker(): void {
  const takeOver = registerSW({
    immediate: true,
    onNeedRefresh: () => appUpdate.offer(() => takeOver(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => {});
      }, UPDATE_CHECK_MS);
    },
  });
}
