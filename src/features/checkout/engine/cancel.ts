import { cancelMachPayment } from '@/api/generated/endpoints/mach/mach.ts';
import { updatePaymentStatus } from '@/api/generated/endpoints/payments/payments.ts';
import { revokeRedpayPayment } from '@/api/generated/endpoints/redpay/redpay.ts';
import type { TerminalAdapter } from '@/terminal/types.ts';
import type { AttemptKind, PaymentAttempt } from '../attempts.ts';

/**
 * The providers' cancel, the one way an open attempt is cancelled (the step's "Cancelar pago" and
 * the screen's "Cancelar compra"): the machine FIRST, then the server (docs/DECISIONS.md
 * "The payment engine"). A machine that cannot cancel rejects (TerminalError 'unsupported', with the
 * catalogue's text): nothing is marked on the server, the attempt stays open and its step keeps
 * asking, so an approval that comes later is recorded on the same payment.
 *
 * Resolves with the provider's status after the cancel when it has one (MACH, Redpay: the charge
 * may have been paid meanwhile), else null.
 */
export interface CancelContext {
  terminal: TerminalAdapter;
}

type Cancel = (attempt: PaymentAttempt, context: CancelContext) => Promise<string | null>;

const nothingOpen: Cancel = async () => null;

const onTheMachine: Cancel = async (_attempt, { terminal }) => {
  await terminal.cancelCardPayment();
  return null;
};

export const PROVIDER_CANCEL: Record<AttemptKind, Cancel> = {
  // Server-started card: the machine first, then RECHAZADO (not CANCELADO: the payment stays in
  // the sequence to be paid again).
  async redelcom(attempt, { terminal }) {
    await terminal.cancelCardPayment();
    await updatePaymentStatus(attempt.paymentId, { status: 'RECHAZADO' });
    return 'RECHAZADO';
  },
  smartPos: onTheMachine,
  mercadoPago: onTheMachine,
  async mach(attempt) {
    if (!attempt.externalId) return null;
    return (await cancelMachPayment(Number(attempt.externalId))).data.mach.status;
  },
  async redpay(attempt) {
    if (!attempt.externalId) return null;
    return (await revokeRedpayPayment({ redpayPaymentId: Number(attempt.externalId) })).data.status;
  },
  // Settled by one server call (or an authorization code): nothing is held open to cancel.
  transbank: nothingOpen,
  cash: nothingOpen,
  transfer: nothingOpen,
  voucher: nothingOpen,
  deposit: nothingOpen,
  wallet: nothingOpen,
  platform: nothingOpen,
  cornershop: nothingOpen,
  rappiPayless: nothingOpen,
  none: nothingOpen,
};
