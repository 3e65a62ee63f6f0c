/**
 * The demo world in the browser (`npm run dev` without VITE_API_BASE_URL): a service worker
 * (public/demoWorker.js, which runs MSW's public/mockServiceWorker.js for /api/ requests only)
 * answers /api calls from a world that lives in the page.
 *
 * Persistence: the world's state is saved in localStorage (`pos.demo-world…`, with a version)
 * after every answered call, incrementally (one key per record, only what changed is written:
 * mocks/persistence.ts), and restored at start, so a reload mid-flow keeps working (an order
 * created before a reload still exists after it), like the app's own persisted cart and session. `?world=reset` starts over from the seed; so does clearing local storage (the error
 * page's "Refrescar"). Scenarios: `?scenario=name` (kept in sessionStorage `pos.scenario`).
 * `window.demoWorld` exposes the world for a person or an e2e test (reset, scenario, clock).
 */
import { setupWorker } from 'msw/browser';
import {
  SIMULATED_ANNULMENT_EVENT,
  SIMULATED_CANCEL_EVENT,
  SIMULATED_CHARGE_EVENT,
} from '@/terminal/simulatedCharge.ts';
import { asOneHandler, createDemoHandlers } from './handlers';
import { createWorldPersistence } from './persistence';
import { resolveScenario, SCENARIO_STORAGE_KEY, unknownScenarios } from './scenarios';
import { createWorld, DEMO, type World } from './world/index';
import { recordAnnulment, recordCharge } from './world/rules';

declare global {
  interface Window {
    demoWorld?: {
      world: World;
      reset(): void;
      setScenario(value: string | null): void;
      advance(ms: number): void;
    };
  }
}

/** Starts the demo backend inside the browser (service worker in public/). */
export async function startDemoWorker(): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const scenario = resolveScenario(window.location.search, window.sessionStorage);
  const world = createWorld({ scenario, onLog: (line) => console.info(line) });
  const persistence = createWorldPersistence(localStorage);
  if (params.get('world') === 'reset') persistence.clear();
  const restored = persistence.load(world);

  const worker = setupWorker(asOneHandler(createDemoHandlers(world)));
  let pending = false;
  const saveSoon = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      persistence.save(world);
    });
  };
  worker.events.on('response:mocked', saveSoon);
  // A request answered with a network error (the lost-answer fault) changed the world too. Only
  // a request the world answered can change it: any path with /api/ in it passes through the
  // worker (in development, the app's own modules of src/api/ too), and a save compares the whole
  // world's JSON.
  const answered = new Set<string>();
  worker.events.on('request:match', ({ requestId }) => answered.add(requestId));
  worker.events.on('request:end', ({ requestId }) => {
    if (!answered.delete(requestId)) return;
    saveSoon();
  });
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL ?? '/'}demoWorker.js` },
  });
  persistence.save(world);

  // A card charged on the simulated terminal counts as a charge of its payment.
  window.addEventListener(SIMULATED_CHARGE_EVENT, (event) => {
    if (!(event instanceof CustomEvent)) return;
    const paymentId = Number(event.detail?.paymentId);
    if (!Number.isInteger(paymentId)) return;
    recordCharge(world, paymentId, 'simulated terminal');
    persistence.save(world);
  });

  // A card transaction annulled on the simulated terminal counts as an annulment of it.
  window.addEventListener(SIMULATED_ANNULMENT_EVENT, (event) => {
    if (!(event instanceof CustomEvent)) return;
    const transactionId = event.detail?.transactionId;
    if (typeof transactionId !== 'string' || transactionId === '') return;
    recordAnnulment(world, transactionId);
    persistence.save(world);
  });

  // A cancel asked of the simulated terminal is counted as a request "terminal.cancelCardPayment".
  window.addEventListener(SIMULATED_CANCEL_EVENT, () => {
    const counts = world.state.requestCounts;
    counts['terminal.cancelCardPayment'] = (counts['terminal.cancelCardPayment'] ?? 0) + 1;
    world.log('[demo] the simulated terminal was asked to cancel the card payment');
    persistence.save(world);
  });

  window.demoWorld = {
    world,
    reset() {
      world.reset();
      persistence.save(world);
    },
    setScenario(value) {
      if (value) sessionStorage.setItem(SCENARIO_STORAGE_KEY, value);
      else sessionStorage.removeItem(SCENARIO_STORAGE_KEY);
      world.setScenario(value);
    },
    advance(ms) {
      world.clock.advance(ms);
    },
  };

  const unknown = unknownScenarios(scenario);
  if (unknown.length) console.warn(`[demo] unknown scenario(s): ${unknown.join(', ')}`);
  console.info(
    `[demo] demo world ${restored ? 'restored' : 'seeded'}; seller ${DEMO.seller.rut} / ${DEMO.seller.password}` +
      (scenario ? `; scenario: ${scenario}` : '') +
      ` (wallet SMS code ${DEMO.walletSmsCode}, supervisor code ${DEMO.supervisorCode})`,
  );
}
