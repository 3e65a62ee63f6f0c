import { onlineManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { isOnline } from '@/api/network.ts';

/**
 * Test helper: the store's network drops, as the app sees it (src/app/offline/network.ts): the
 * app's one network state goes offline, so reads pause and the API sends nothing (it follows that
 * state, as src/main.tsx configures it). Back online at the end of the test, whatever happened.
 */
export function pullNetwork(): void {
  configureApi({ isOnline });
  onTestFinished(() => onlineManager.setOnline(true));
  act(() => onlineManager.setOnline(false));
}

/** The network is back: the browser's "online" event, as the app follows it. */
export function networkBack(): void {
  act(() => onlineManager.setOnline(true));
}
