import type { AttemptKind } from '../../attempts.ts';
import type { CheckoutPayment, StepSale } from '../../steps/types.ts';
import { PROVIDER_CANCEL } from '../cancel.ts';
import {
  neverAnswers,
  type PaymentProvider,
  type ProviderContext,
  type ReconcileAnswer,
} from '../provider.ts';
import { approvedOnServer } from '../server.ts';

/**
 * The description of a server-settled step's request: the one call that settles the payment,
 * given what the step collected (`input`), the sale and payment, and the attempt's id (the
 * Idempotency-Key of the calls that create a payment: wallet, platforms, Rappi Payless).
 */
export type ServerRequest<Input> = (
  input: Input,
  paid: { sale: StepSale; payment: CheckoutPayment },
  key: string,
) => Promise<unknown>;

/** What the server holds for this payment: approved, else nothing charged (unread: unknown). */
export async function serverReconcile(context: ProviderContext): Promise<ReconcileAnswer> {
  try {
    const approved = await approvedOnServer(context.queryClient, context.sale.orderId, context.payment.id);
    return { found: approved ? 'approved' : 'none' };
  } catch {
    return { found: 'unknown' };
  }
}

/**
 * The one provider of every step settled by one server call (cash, transfer, voucher, deposit,
 * platforms, wallet, Rappi Payless, nothing to charge, the Transbank code): `start` sends the
 * described request and its answer is the approval; nothing is held open, so nothing waits and
 * nothing is cancelled on a machine; a lost answer or a reload asks the server.
 */
export function serverProvider<Input>(
  kind: AttemptKind,
  request: ServerRequest<Input>,
): PaymentProvider<Input> {
  return {
    kind,
    beginsIn: 'starting',
    pollMs: 0,
    resendable: false,
    async start(context, input) {
      await request(input, context, context.attempt.requestId);
      return { kind: 'approved' };
    },
    resume: serverReconcile,
    wait: neverAnswers,
    async cancel(context) {
      await PROVIDER_CANCEL[kind](context.attempt, context);
      return { kind: 'waiting' };
    },
    reconcile: serverReconcile,
  };
}
