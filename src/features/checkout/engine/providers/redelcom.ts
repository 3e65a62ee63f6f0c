import {
  createRedelcomPayment,
  getRedelcomTransaction,
  sendRedelcomAuthCode,
  updatePaymentStatus,
} from '@/api/generated/endpoints/payments/payments.ts';
import { idempotencyKey } from '@/api/idempotency.ts';
import { CARD_TIMING, redelcomPollOutcome } from '@/domain/cardPayment.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { RedelcomStep } from '../../steps/card/RedelcomStep.tsx';
import { type PaymentProvider, polledOk, pollFailed, resumeByPhase } from '../provider.ts';
import { serverPayment } from '../server.ts';

/**
 * A card on a Redelcom machine (spec 001 §7, §8, §9): POST /api/payments/redelcom/new starts it
 * (the txId is the attempt's externalId; resent with the same key after an unknown answer), GET
 * /api/payments/redelcom/{txId} every 1 s answers it (204 keeps waiting, the display text shows
 * live; APROBADO, RECHAZADO, ERROR). After 90 tries: cancel (the machine first, then RECHAZADO on
 * the server) or the authorization code of the same transaction. Reconcile: the server's payment
 * (APROBADO, or PENDIENTE with its transaction: the same charge is waited on again); a read that
 * shows neither is unknown. The machine annuls nothing here: a charge to reverse is handed over.
 */
export const redelcom: PaymentProvider = {
  kind: 'redelcom',
  view: RedelcomStep,
  beginsIn: 'starting',
  resendable: true,
  cancelAfterMs: CARD_TIMING.redelcomPollMs * CARD_TIMING.redelcomCancelAfterTries,
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
  resume: (context) => resumeByPhase(redelcom, context),
  async wait({ attempt, signal, sleep }, polled) {
    const txId = attempt.externalId ?? '';
    for (;;) {
      try {
        const outcome = redelcomPollOutcome((await getRedelcomTransaction(txId, { signal })) || undefined);
        if (outcome.kind === 'approved') return { kind: 'approved' };
        if (outcome.kind === 'failed') {
          const status = outcome.status === 'ERROR' ? 'error' : 'rejected';
          return {
            kind: 'refused',
            failure: { message: outcome.message, canRetry: true, status, word: outcome.status },
          };
        }
        polled(polledOk(outcome.text));
      } catch (error) {
        if (signal.aborted) return new Promise(() => {});
        // A poll that failed says so (spec 001 §8 "bad payment polling"), one not sent says the
        // machine is offline; the next poll goes on.
        polled(pollFailed(error));
      }
      await sleep(CARD_TIMING.redelcomPollMs);
    }
  },
  async cancel({ terminal, attempt }) {
    // The machine FIRST; RECHAZADO, not CANCELADO: the payment stays in the sequence to pay again.
    await terminal.cancelCardPayment();
    await updatePaymentStatus(attempt.paymentId, { status: 'RECHAZADO' });
    return {
      kind: 'cancelled',
      failure: {
        message: CHECKOUT_MESSAGES.operationCancelled,
        canRetry: true,
        status: 'cancelled',
        word: 'CANCELADO',
      },
    };
  },
  async reconcile({ queryClient, sale, payment }) {
    try {
      const current = await serverPayment(queryClient, sale.orderId, payment.id);
      if (current?.status === 'APROBADO') return { found: 'approved' };
      if (current?.status === 'PENDIENTE' && current.rdc_transaction_id)
        return { found: 'charging', charge: { externalId: current.rdc_transaction_id } };
      return { found: 'unknown' };
    } catch {
      return { found: 'unknown' };
    }
  },
  async authorize({ attempt }, code, key) {
    const answer = await sendRedelcomAuthCode(
      attempt.externalId ?? '',
      { authCode: code },
      idempotencyKey(key),
    );
    if (answer.data.payment.status === 'APROBADO') return { kind: 'approved' };
    return {
      kind: 'refused',
      failure: { message: CHECKOUT_MESSAGES.rejected, canRetry: true, status: 'rejected', word: 'RECHAZADO' },
    };
  },
  handOver: ({ payment, attempt }) => ({
    paymentId: payment.id,
    amount: payment.amount,
    authorizationCode: typeof attempt.followUp?.input === 'string' ? attempt.followUp.input : null,
    transactionId: attempt.externalId ?? null,
    provider: 'REDELCOM',
  }),
};
