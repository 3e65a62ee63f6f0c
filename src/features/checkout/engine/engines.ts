import { PaymentEngine } from './engine.ts';
import type { EngineEnv } from './engineState.ts';

const engines = new Map<number, PaymentEngine>();

/**
 * The one engine of a payment (created on first use, kept while the page lives): its step, the
 * screen's "Cancelar compra" and a reload's resume all act through it. `env` refreshes what it
 * works with (the order read again, another machine).
 */
export function engineFor(env: EngineEnv): PaymentEngine {
  const existing = engines.get(env.payment.id);
  // Another method for the same payment (Cambiar, never while an attempt is open): a new engine,
  // so its step starts afresh.
  const sameMethod =
    existing?.env.payment.payment_type === env.payment.payment_type || existing?.attempt() !== null;
  if (existing && existing.env.sale.orderId === env.sale.orderId && sameMethod) {
    existing.env = env;
    return existing;
  }
  existing?.stop();
  const engine = new PaymentEngine(env);
  engines.set(env.payment.id, engine);
  return engine;
}

/** The engine of a payment, if one was made. */
export const existingEngine = (paymentId: number): PaymentEngine | undefined => engines.get(paymentId);

/** The page goes away (a reload, or a test's): every engine stops; the persisted attempts stay. */
export function dropEngines(): void {
  for (const engine of engines.values()) engine.stop();
  engines.clear();
}
