import { onlineManager } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The machine's network state, one source for the whole app: React Query's `onlineManager`
 * (followed from the browser by src/app/offline/network.ts). Queries pause while it is offline
 * and go on by themselves when it is back; the API refuses to send while it is offline; what a
 * call not sent left on screen ("Sin conexión: no se envió") clears itself when it is back.
 */
export const isOnline = (): boolean => onlineManager.isOnline();

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);

/** Whether the machine is online now; re-renders when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Calls `listener` each time the network comes back (offline to online); returns the unsubscribe. */
export function onNetworkBack(listener: () => void): () => void {
  let online = isOnline();
  return onlineManager.subscribe((now) => {
    const back = now && !online;
    online = now;
    if (back) listener();
  });
}

/** `onNetworkBack` while the component is mounted; the latest `listener` is the one called. */
export function useNetworkBack(listener: () => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => onNetworkBack(() => latest.current()), []);
}
