import { onlineManager } from '@tanstack/react-query';

/**
 * The store's network drops in a story, as the app sees it (src/app/offline/network.ts): the app's
 * one network state goes offline, so reads pause, the API sends nothing and "Sin conexión" shows
 * on top. Each story starts with the network up (.storybook/preview.tsx).
 */
export function pullNetwork(): void {
  onlineManager.setOnline(false);
}
