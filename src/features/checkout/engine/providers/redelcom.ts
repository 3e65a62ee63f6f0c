import {
  createRedelcomPayment,
  getRedelcomTransaction,
} from '@/api/generated/endpoints/payments/payments.ts';
import { idempotencyKey } from '@/api/idempotency.ts';
import { CARD_TIMING, redelcomPollOutcome } from '@/domain/cardPayment.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { PROVIDER_CANCEL } from '../cancel.ts';
import { type PaymentProvider, pause, resumeByPhase } from '../provider.ts';
import { serverPayment } from '../server.ts';

/**
 * A card on a Redelcom machine (spec 001 §7, §8, §9): POST /api/payments/redelcom/new starts it
 * (the txId is the attempt's externalId), GET /api/payments/redelcom/{txId} every 1 s answers it
 * (204 keeps waiting, the display text shows live; APROBADO, RECHAZADO, ERROR). Cancel: the
 * machine first, then RECHAZADO on the server. Reconcile: the server's payment (APROBADO, or
 * PENDIENTE with its transaction: the same charge is waited on again).
 */
export const redelcomProvider: PaymentProvider = {
  kind: 'redelcom',
  beginsIn: 'starting',
  pollMs: CARD_TIMING.redelcomPollMs,
  resendable: false,
  async start({ sale, payment, attempt }) {
    const answer = await createRedelcomPayment(
      {
        order_id: sale.orderId,
        machine_id: sale.machineNumber ?? '',
        amount: payment.amount,
        payment_type: payment.payment_type,
        payment_id: payment.id,
      },
      idempotencyKey(attempt.requestId),
    );
    const txId = answer.data.payment.rdc_transaction_id;
    if (!txId) throw new Error('Redelcom answered without a transaction');
    return { kind: 'started', externalId: txId };
  },
  resume: (context) => resumeByPhase(redelcomProvider)(context),
  async wait({ attempt }, { signal, polled, pollMs }) {
    const txId = attempt.externalId ?? '';
    for (;;) {
      try {
        const outcome = redelcomPollOutcome((await getRedelcomTransaction(txId, { signal })) || undefined);
        if (outcome.kind === 'approved') return { kind: 'approved' };
        if (outcome.kind === 'failed') {
          const status = outcome.status === 'ERROR' ? 'error' : 'rejected';
          return {
            kind: 'refused',
            failure: { message: outcome.message, canRetry: true, status },
            status: outcome.status,
          };
        }
        polled({ failed: false, display: outcome.text });
      } catch {
        if (signal.aborted) return new Promise(() => {});
        // A poll that failed says so (spec 001 §8 "bad payment polling"); the next poll goes on.
        polled({ failed: true, display: null });
      }
      await pause(pollMs, signal);
    }
  },
  async cancel(context) {
    await PROVIDER_CANCEL.redelcom(context.attempt, context);
    return {
      kind: 'cancelled',
      failure: {
        failure: { message: CHECKOUT_MESSAGES.operationCancelled, canRetry: true, status: 'cancelled' },
        status: 'CANCELADO',
      },
    };
  },
  async reconcile({ queryClient, sale, payment }) {
    try {
      const current = await serverPayment(queryClient, sale.orderId, payment.id);
      if (current?.status === 'APROBADO') return { found: 'approved' };
      if (current?.status === 'PENDIENTE' && current.rdc_transaction_id)
        return { found: 'charging', charge: { externalId: current.rdc_transaction_id } };
      return { found: 'none' };
    } catch {
      return { found: 'unknown' };
    }
  },
};
