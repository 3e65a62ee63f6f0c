import { getRedpayPaymentByOrder } from '@/api/generated/endpoints/redpay/redpay.ts';
import { QR_TIMING } from '@/domain/qrPayment.ts';
import { REDPAY_FLOW } from '../../steps/qr/flows.ts';
import type { PaymentProvider } from '../provider.ts';
import { qrProvider } from './qr.ts';

/**
 * Redpay (spec 001 §7): POST redpay-payment starts the QR charge (its QR and number kept with the
 * attempt), the order's last Redpay payment polled every 3 s, cancel by revoking it. A lost start
 * is looked for by order (still open and of this amount).
 */
export const redpayProvider: PaymentProvider = qrProvider(
  REDPAY_FLOW,
  QR_TIMING.redpayPollMs,
  async (externalId, signal, orderId) => {
    const answer = await getRedpayPaymentByOrder(orderId, { signal });
    return String(answer.data.id) === externalId ? answer.data.status : null;
  },
);
