import { getMachPaymentStatus } from '@/api/generated/endpoints/mach/mach.ts';
import { QR_TIMING } from '@/domain/qrPayment.ts';
import { MACH_FLOW } from '../../steps/qr/flows.ts';
import type { PaymentProvider } from '../provider.ts';
import { qrProvider } from './qr.ts';

/**
 * MACH (spec 001 §7): POST mach/new starts the QR charge (resendable with the same key: the server
 * answers the first charge), GET mach/{id} polled every 5 s, cancel by PATCH mach/{id}/cancel.
 * No MACH read by order exists: a lost start is found only as approved on the server.
 */
export const machProvider: PaymentProvider = qrProvider(
  MACH_FLOW,
  QR_TIMING.machPollMs,
  async (externalId, signal) => {
    const answer = await getMachPaymentStatus(Number(externalId), { signal });
    return answer.data.mach.status;
  },
);
