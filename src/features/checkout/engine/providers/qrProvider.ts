import { createElement } from 'react';
import { cancelMachPayment } from '@/api/generated/endpoints/mach/mach.ts';
import { revokeRedpayPayment } from '@/api/generated/endpoints/redpay/redpay.ts';
import { type QrFailure, qrFailureMessage, qrOutcome } from '@/domain/qrPayment.ts';
import { chargeResult, type QrFlow } from '../../steps/qr/flows.ts';
import { QrStep } from '../../steps/qr/QrStep.tsx';
import type { StepComponent, StepProps } from '../../steps/types.ts';
import type { AttemptFailure } from '../machine.ts';
import {
  type PaymentProvider,
  type ProviderContext,
  polledOk,
  pollFailed,
  resumeByPhase,
} from '../provider.ts';
import { approvedOnServer } from '../server.ts';

/** A QR failure as the step shows it (its status word, message, Reintentar). */
export function qrRefusal(failure: QrFailure): AttemptFailure {
  return {
    message: qrFailureMessage(failure),
    canRetry: true,
    status: failure === 'cancelled' ? 'cancelled' : failure === 'rejected' ? 'rejected' : 'error',
    word:
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

/** The provider's cancel of a held charge; resolves with its status after the cancel. */
type CancelCharge = (externalId: string) => Promise<string | null>;

const CANCEL: Record<QrFlow['kind'], CancelCharge> = {
  mach: async (id) => (await cancelMachPayment(Number(id))).data.mach.status,
  redpay: async (id) => (await revokeRedpayPayment({ redpayPaymentId: Number(id) })).data.status,
};

/**
 * A QR provider (MACH, Redpay) from its flow (steps/qr/flows.ts: start, find) and its status
 * read. The charge is paid by the customer's phone: `wait` polls the provider's status; cancel
 * (MACH) or revoke (Redpay) asks the provider, whose answer may say the charge was paid first. A
 * start whose answer was lost goes again with the same key (the provider answers the first
 * charge); a read that does not find the charge leaves it unknown.
 */
export function qrProvider(flow: QrFlow, pollMs: number, readStatus: ReadStatus): PaymentProvider {
  const view: StepComponent = (props: StepProps) => createElement(QrStep, { ...props, flow });
  const provider: PaymentProvider = {
    kind: flow.kind,
    view,
    beginsIn: 'starting',
    resendable: true,
    async start({ sale, payment, terminal, attempt, queryClient }) {
      const charge = await flow.start({ sale, payment, terminal, queryClient }, attempt.requestId);
      return { kind: 'started', externalId: charge.externalId, result: chargeResult(charge) };
    },
    resume: (context) => resumeByPhase(provider, context),
    async wait({ attempt, sale, signal, sleep }, polled) {
      const externalId = attempt.externalId ?? '';
      for (;;) {
        try {
          const outcome = qrOutcome(await readStatus(externalId, signal, sale.orderId));
          polled(polledOk());
          if (outcome === 'approved') return { kind: 'approved' };
          if (outcome !== 'waiting') return { kind: 'refused', failure: qrRefusal(outcome) };
        } catch (error) {
          if (signal.aborted) return new Promise(() => {});
          polled(pollFailed(error));
        }
        await sleep(pollMs);
      }
    },
    async cancel({ attempt }: ProviderContext) {
      if (!attempt.externalId) return { kind: 'cancelled', failure: qrRefusal('cancelled') };
      const outcome = qrOutcome(await CANCEL[flow.kind](attempt.externalId));
      if (outcome === 'approved') return { kind: 'approved' };
      return { kind: 'cancelled', failure: qrRefusal(outcome === 'waiting' ? 'cancelled' : outcome) };
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
