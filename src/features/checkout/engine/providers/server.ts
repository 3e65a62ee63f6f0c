import type { StepComponent } from '../../steps/types.ts';
import type { PaymentProvider, ProviderContext, ReconcileAnswer } from '../provider.ts';
import { approvedOnServer } from '../server.ts';

/**
 * The description of a server-settled step's request: the one call that settles the payment,
 * given what the step collected (`input`), the sale and payment, and the attempt's id (the
 * Idempotency-Key of the calls that create a payment: wallet, platforms, Rappi Payless, the
 * Transbank code).
 */
export type ServerRequest<Input> = (
  input: Input,
  paid: Pick<ProviderContext, 'sale' | 'payment'>,
  key: string,
) => Promise<unknown>;

/**
 * What the server holds for this payment: approved, or not shown yet. A read that does not show
 * it is never "not charged": the same request, with the same key, is what settles it.
 */
export async function serverReconcile(context: ProviderContext): Promise<ReconcileAnswer> {
  try {
    const approved = await approvedOnServer(context.queryClient, context.sale.orderId, context.payment.id);
    return { found: approved ? 'approved' : 'unknown' };
  } catch {
    return { found: 'unknown' };
  }
}

/**
 * The one provider of every step settled by one server call (cash, transfer, voucher, deposit,
 * platforms, wallet, Rappi Payless, nothing to charge, the Transbank code): `start` sends the
 * described request and its answer is the approval. Nothing is held open, so nothing waits and
 * nothing is cancelled; a lost answer asks the server, and goes again with the same key and input.
 */
export function serverProvider<Input>(
  kind: string,
  view: StepComponent | null,
  request: ServerRequest<Input>,
  extra: Partial<PaymentProvider<Input>> = {},
): PaymentProvider<Input> {
  return {
    kind,
    view,
    beginsIn: 'starting',
    resendable: true,
    async start(context, input) {
      await request(input, context, context.attempt.requestId);
      return { kind: 'approved' };
    },
    reconcile: serverReconcile,
    ...extra,
  };
}
