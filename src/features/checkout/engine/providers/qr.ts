import { getMachPaymentStatus } from '@/api/generated/endpoints/mach/mach.ts';
import { getRedpayPaymentByOrder } from '@/api/generated/endpoints/redpay/redpay.ts';
import { QR_TIMING } from '@/domain/qrPayment.ts';
import { MACH_FLOW, REDPAY_FLOW } from '../../steps/qr/flows.ts';
import { qrProvider } from './qrProvider.ts';

/**
 * The QR providers (one module with the QR library, loaded when a QR step shows).
 *
 * MACH (spec 001 §7): POST mach/new starts the QR charge, GET mach/{id} polled every 5 s, cancel by
 * PATCH mach/{id}/cancel. No MACH read by order exists: a lost start is found only as approved on
 * the server, or by sending it again with the same key.
 */
export const mach = qrProvider(MACH_FLOW, QR_TIMING.machPollMs, async (externalId, signal) => {
  const answer = await getMachPaymentStatus(Number(externalId), { signal });
  return answer.data.mach.status;
});

/**
 * Redpay (spec 001 §7): POST redpay-payment starts the QR charge (its QR and number kept with the
 * attempt), the order's last Redpay payment polled every 3 s, cancel by revoking it. A lost start
 * is looked for by order (still open and of this amount).
 */
export const redpay = qrProvider(REDPAY_FLOW, QR_TIMING.redpayPollMs, async (externalId, signal, orderId) => {
  const answer = await getRedpayPaymentByOrder(orderId, { signal });
  return String(answer.data.id) === externalId ? answer.data.status : null;
});
