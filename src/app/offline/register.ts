import { registerSW } from 'virtual:pwa-register';
import { appUpdate } from './appUpdate.ts';

/** A store machine keeps the POS open all day: it asks for a new version every hour too. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Hands the page to the waiting version: it is told to skip waiting (the worker of "prompt" mode
 * listens for that), takes the page over (clientsClaim), and the page reloads on the new version.
 */
async function takeOver(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const waiting = registration?.waiting;
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * Registers the app's service worker (product builds only: vite.config.ts, docs/OFFLINE.md). It
 * precaches the app, so a reload or a cold start with no network opens the POS. A new version
 * is installed beside the running one and waits ("prompt" mode): `appUpdate` offers it, and it
 * takes over only between sales (AppNotices.tsx).
 */
export function registerAppWorker(): void {
  registerSW({
    immediate: true,
    onNeedRefresh: () => appUpdate.offer(takeOver),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => {});
      }, UPDATE_CHECK_MS);
    },
  });
}
