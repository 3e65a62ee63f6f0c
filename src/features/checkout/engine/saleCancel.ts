import { rejectOrder } from '@/api/generated/endpoints/orders/orders.ts';
import { MONEY_MESSAGES } from '@/domain/checkoutMessages.ts';
import { attemptFor } from '@/session/attempts.ts';
import type { CheckoutPayment } from '../steps/types.ts';
import type { EngineEnv, PaymentEngine, SaleCancelVerdict } from './engine.ts';
import { engineFor, existingEngine } from './engines.ts';
import { loadProvider } from './registry.ts';

/** What "Cancelar compra" came to: the order rejected, or the sale kept and why. */
export type SaleCancelOutcome = { kind: 'cancelled' } | Exclude<SaleCancelVerdict, { kind: 'clear' }>;

const paid = (): SaleCancelVerdict => ({ kind: 'paid', message: MONEY_MESSAGES.cancelPaid });
const blocked = (message: string): SaleCancelVerdict => ({ kind: 'blocked', message });

/**
 * What "Cancelar compra" may do with one payment's open attempt, asked through its engine: clear
 * (nothing open, or cancelled for sure), paid (the provider answered approved: the step shows it),
 * or blocked with the reason (a machine that cannot cancel yet, an unknown outcome, a charge being
 * recorded or reversed).
 */
export async function cancelVerdict(engine: PaymentEngine): Promise<SaleCancelVerdict> {
  const attempt = engine.attempt();
  if (attempt === null) return engine.getSnapshot().approved ? paid() : { kind: 'clear' };
  const state = engine.state;
  if (state.phase === 'approved') return paid();
  if (state.phase === 'recording') return blocked(MONEY_MESSAGES.cancelRecording);
  if (state.phase === 'reversing') return blocked(MONEY_MESSAGES.cancelReversing);
  if (state.phase !== 'charging') return blocked(MONEY_MESSAGES.cancelUnknown);
  const provider = await loadProvider(attempt.kind);
  if (!provider.cancel || engine.env.now() - attempt.startedAt < (provider.cancelAfterMs ?? 0))
    return blocked(MONEY_MESSAGES.cancelNotYet);
  const answer = await engine.cancel();
  if (answer === null || answer === 'failed')
    // A cancel refused may mean the customer paid first: asked once more before saying why.
    return (await engine.approvedNow()) ? paid() : blocked(engine.noticeOr(MONEY_MESSAGES.cancelNotYet));
  if (answer.kind === 'approved') return paid();
  if (answer.kind === 'waiting') return blocked(MONEY_MESSAGES.cancelWaiting);
  return attemptFor(engine.paymentId) === null ? { kind: 'clear' } : blocked(MONEY_MESSAGES.cancelUnknown);
}

/**
 * "Cancelar compra" (docs/DECISIONS.md "The payment engine"): a sale with a payment approved is
 * not cancelled (that money would be dropped with the order); otherwise each payment's open
 * attempt is asked through its engine first (the machine first, then the server), and the cancel
 * stops at the first that answers "paid" (the step shows it) or cannot cancel yet (the seller is
 * told why; the sale stays). Only when no charge is left open is the order rejected (PUT
 * /api/orders/reject).
 */
export async function cancelSale({
  orderId,
  payments,
  envFor,
}: {
  orderId: number;
  /** Every payment of the order, as last read. */
  payments: readonly CheckoutPayment[];
  /** What a payment's engine works with, when none was made for it yet. */
  envFor: (payment: CheckoutPayment) => EngineEnv;
}): Promise<SaleCancelOutcome> {
  // A payment approved is money taken: rejecting the order would drop it. The sale goes on.
  if (payments.some((p) => p.status === 'APROBADO' || existingEngine(p.id)?.getSnapshot().approved))
    return { kind: 'blocked', message: MONEY_MESSAGES.cancelPaidStep };
  for (const payment of payments) {
    const attempt = attemptFor(payment.id);
    const engine = existingEngine(payment.id);
    if ((attempt === null || attempt.orderId !== orderId) && !engine?.getSnapshot().approved) continue;
    const verdict = await cancelVerdict(engine ?? engineFor(envFor(payment)));
    if (verdict.kind !== 'clear') return verdict;
  }
  await rejectOrder({ order_id: orderId });
  return { kind: 'cancelled' };
}
