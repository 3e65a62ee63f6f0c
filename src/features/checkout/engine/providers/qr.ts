import { type QrFailure, qrFailureMessage, qrOutcome } from '@/domain/qrPayment.ts';
import { chargeResult, type QrFlow } from '../../steps/qr/flows.ts';
import { PROVIDER_CANCEL } from '../cancel.ts';
import { type PaymentProvider, pause, type Refusal, resumeByPhase } from '../provider.ts';
import { approvedOnServer } from '../server.ts';

/** A QR failure as the step shows it (its status word, message, Reintentar). */
export function qrRefusal(failure: QrFailure): Refusal {
  return {
    failure: {
      message: qrFailureMessage(failure),
      canRetry: true,
      status: failure === 'cancelled' ? 'cancelled' : failure === 'rejected' ? 'rejected' : 'error',
    },
    status:
      failure === 'rejected'
        ? 'RECHAZADO'
        : failure === 'expired'
          ? 'EXPIRADO'
          : failure === 'cancelled'
            ? 'CANCELADO'
            : 'ERROR',
  };
}

/** The provider's status of the charge `externalId` (null: not this charge's answer). */
type ReadStatus = (externalId: string, signal: AbortSignal, orderId: number) => Promise<string | null>;

/**
 * A QR provider (MACH, Redpay) from its flow (steps/qr/flows.ts: start, cancel, find) and its
 * status read. The charge is paid by the customer's phone: `wait` polls the provider's status;
 * cancel asks the provider, whose answer may say the charge was paid first.
 */
export function qrProvider(flow: QrFlow, pollMs: number, readStatus: ReadStatus): PaymentProvider {
  const provider: PaymentProvider = {
    kind: flow.kind,
    beginsIn: 'starting',
    pollMs,
    resendable: true,
    async start({ sale, payment, terminal, attempt, queryClient }) {
      const charge = await flow.start({ sale, payment, terminal, queryClient }, attempt.requestId);
      return { kind: 'started', externalId: charge.externalId, result: chargeResult(charge) };
    },
    resume: (context) => resumeByPhase(provider)(context),
    async wait({ attempt, sale }, { signal, polled, pollMs: interval }) {
      const externalId = attempt.externalId ?? '';
      for (;;) {
        try {
          const outcome = qrOutcome(await readStatus(externalId, signal, sale.orderId));
          polled({ failed: false, display: null });
          if (outcome === 'approved') return { kind: 'approved' };
          if (outcome !== 'waiting') return { kind: 'refused', ...qrRefusal(outcome) };
        } catch {
          if (signal.aborted) return new Promise(() => {});
          polled({ failed: true, display: null });
        }
        await pause(interval, signal);
      }
    },
    async cancel(context) {
      const status = await PROVIDER_CANCEL[flow.kind](context.attempt, context);
      const outcome = qrOutcome(status);
      if (outcome === 'approved') return { kind: 'approved' };
      const failure: QrFailure = outcome === 'waiting' ? 'cancelled' : outcome;
      return { kind: 'cancelled', failure: qrRefusal(failure) };
    },
    async reconcile({ queryClient, sale, payment, terminal }) {
      try {
        if (await approvedOnServer(queryClient, sale.orderId, payment.id)) return { found: 'approved' };
        const found = await flow.find({ sale, payment, terminal, queryClient });
        if (found === null) return { found: 'unknown' };
        return { found: 'charging', charge: { externalId: found.externalId, result: chargeResult(found) } };
      } catch {
        return { found: 'unknown' };
      }
    },
  };
  return provider;
}
