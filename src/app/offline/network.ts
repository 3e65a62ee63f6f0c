import { onlineManager } from '@tanstack/react-query';

export { isOnline, useOnline } from '@/api/network.ts';

/**
 * The machine's network state, one source for the whole app: React Query's `onlineManager`
 * (src/api/network.ts). Queries pause while it is offline and go on by themselves when it is back;
 * the API refuses to send while it is offline (src/api/http.ts `isOnline`); the notice shows it.
 *
 * React Query assumes "online" until the browser fires an event, so a cold start with no network
 * would send (and fail) every read: `followNetwork` starts from `navigator.onLine` as it is now.
 */
export function followNetwork(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(typeof navigator === 'undefined' || navigator.onLine !== false);
    const online = () => setOnline(true);
    const offline = () => setOnline(false);
    target.addEventListener('online', online);
    target.addEventListener('offline', offline);
    return () => {
      target.removeEventListener('online', online);
      target.removeEventListener('offline', offline);
    };
  });
}
