import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queries } from '@/api/queries.ts';
import { orderCardTransactions } from '@/domain/cardRefund.ts';

/**
 * The order's card transactions for the return being chosen (GET /api/payments/order/{orderId}),
 * each with whether this machine annuls it (`machineAnnuls`, its card provider's): what the cart shows and what the create decides the
 * refund from. `cards` is null until read; `failed` when the read failed (Reintentar: `retry`).
 */
export function useReturnCards(orderId: number | null, machineAnnuls: boolean) {
  const read = useQuery({ ...queries.orderPayments(orderId ?? 0), enabled: orderId !== null });
  const payments = read.data?.data.payments;
  const cards = useMemo(
    () => (payments ? orderCardTransactions(payments, machineAnnuls) : null),
    [payments, machineAnnuls],
  );
  return {
    cards,
    failed: read.isError && cards === null,
    retrying: read.isFetching,
    retry: () => void read.refetch(),
  };
}
