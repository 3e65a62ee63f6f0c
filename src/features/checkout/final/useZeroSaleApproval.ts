import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isApiError } from '@/api/errors.ts';
import { updatePaymentStatus } from '@/api/generated/endpoints/payments/payments.ts';
import type { CheckoutOrderOutput } from '@/api/generated/model/index.ts';
import { isOutcomeUnknown } from '@/api/outcome.ts';
import { invalidate } from '@/api/queries.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { zeroSaleApprovals } from '@/domain/paymentSequence.ts';

type OrderPayment = CheckoutOrderOutput['payments'][number];

/**
 * A sale of $0 (every amount 0, e.g. a product given away or a coupon covering it all): its
 * pending payments are approved on the server (spec 001 §4), one PATCH /api/payments/update/{id}
 * {status: APROBADO} each, before the bill. The screen shows this until the order, read again,
 * has none left to approve; then the final screen bills it.
 *
 * - Starts by itself once per mount; `retry` is the seller's Reintentar. Both go through one
 *   single flight: a double tap, a remount or a retry while sending never sends a second round.
 * - Reload-safe without a persisted flag: what is left to approve is read from the server's order
 *   every time, and approving a payment the server already approved changes nothing (no money
 *   moves in a $0 sale).
 * - A refusal (4xx) shows the server's text, with Reintentar unless errorAction "reset". An unknown
 *   outcome (no answer, 5xx) re-reads the order: the payments the server did approve are not sent
 *   again, and the screen moves on by itself when none is left.
 */
export function useZeroSaleApproval(order: CheckoutOrderOutput, customerId: number | null) {
  const queryClient = useQueryClient();
  const orderId = order.order_id;
  const pending = zeroSaleApprovals(order.payments);

  const approve = useMutation({
    mutationFn: async (payments: readonly OrderPayment[]) => {
      for (const payment of payments) await updatePaymentStatus(payment.id, { status: 'APROBADO' });
    },
    onSuccess: () => invalidate.afterPayment(queryClient, { orderId, customerId }),
    onError: (error) => {
      if (isOutcomeUnknown(error)) void invalidate.afterPayment(queryClient, { orderId, customerId });
    },
  });
  const approveOnce = useSingleFlight((payments: readonly OrderPayment[]) =>
    approve.mutateAsync(payments).catch(() => undefined),
  );

  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount (the ref and the single flight guard it)
  useEffect(() => {
    if (started.current || pending.length === 0) return;
    started.current = true;
    void approveOnce.run(pending);
  }, []);

  const error = approve.error;
  return {
    /** The payments the server has yet to approve; none: the final screen may bill. */
    pending,
    sending: approve.isPending,
    error,
    canRetry: error ? !isApiError(error) || error.canRetry : false,
    retry: () => {
      approve.reset();
      void approveOnce.run(pending);
    },
  };
}
