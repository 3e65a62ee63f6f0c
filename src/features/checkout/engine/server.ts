import type { QueryClient } from '@tanstack/react-query';
import { queries } from '@/api/queries.ts';

/**
 * "What does the server say about this payment?": the one read every provider's reconcile uses
 * (GET /api/payments/order/{orderId}). Throws when the server cannot be read (still unknown).
 */
export async function serverPayment(queryClient: QueryClient, orderId: number, paymentId: number) {
  const answer = await queryClient.fetchQuery(queries.orderPayments(orderId));
  return answer.data.payments.find((p) => p.id === paymentId) ?? null;
}

/** Whether the server has this payment APROBADO (throws when it cannot be read). */
export async function approvedOnServer(
  queryClient: QueryClient,
  orderId: number,
  paymentId: number,
): Promise<boolean> {
  return (await serverPayment(queryClient, orderId, paymentId))?.status === 'APROBADO';
}
