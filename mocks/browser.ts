import { setupWorker } from 'msw/browser';
import { handlers } from './handlers.ts';

/** Starts the demo backend inside the browser (service worker in public/). */
export async function startDemoWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
