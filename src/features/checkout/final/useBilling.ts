import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@tanstack/react-store';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/errors.ts';
import { generateBill, saveOrderBilling } from '@/api/generated/endpoints/billing/billing.ts';
import { redeemCoupon } from '@/api/generated/endpoints/coupons/coupons.ts';
import type { CheckoutOrderOutput } from '@/api/generated/model/index.ts';
import { isRefusedForSure } from '@/api/outcome.ts';
import { invalidate, queries } from '@/api/queries.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import {
  BILLING_TIMING,
  type BillingOutcome,
  billingFailureMessage,
  billingOutcome,
  billingReadFailureMessage,
  billPayloadBilling,
  keepsPolling,
} from '@/domain/billing.ts';
import { BILLING_PROCESSING, FINISHED, isBillingStarted } from '@/domain/orderStatus.ts';
import { checkoutMemory, markBillRequested, markCouponRedeemed } from '@/session/attempts.ts';
import { sale } from '@/session/sale.ts';

/** What the final screen shows about billing. */
export type BillingView =
  | { kind: 'billing' }
  | { kind: 'finished'; billingSuccess: boolean; siiCode: string | null; billNumber: number | null }
  | {
      kind: 'failed';
      message: string;
      /** Reintentar is offered (false after an errorAction "reset", spec 001 §4). */
      canRetry: boolean;
    };

/** The sale's order status, written at once (a reload right after must find it: the guards read it). */
const setSaleStatus = (orderStatus: string) => {
  if (sale.get().orderStatus === orderStatus) return;
  sale.set((prev) => ({ ...prev, orderStatus }));
  sale.flush();
};

/**
 * Billing of a paid order (spec 001 §2 "After all payments…", §4, §7), reload-safe:
 *
 * 1. POST /api/coupon/redeem once per order, only when the sale has a coupon: the flag is persisted
 *    BEFORE the request (at most once: after a lost answer or a reload it is never sent again; a
 *    failed redemption does not hold the bill, the discount was given when the order was made).
 * 2. POST /api/payments/bill once per order: `markBillRequested` is persisted before it is sent and
 *    the sale's status becomes BILLING PROCESSING (every sale screen's guard comes back here).
 * 3. GET /api/billing/order/{id} every 1.5 s until the result. After a reload, with the request
 *    already sent (or the order already billing on the server), only this polling resumes.
 * 4. A failed billing shows its text; "Reintentar" sends POST /api/billing (docs/DECISIONS.md),
 *    a failed status read ("Error cargando la boleta") reads the status again.
 */
export function useBilling(order: CheckoutOrderOutput, customerId: number | null) {
  const queryClient = useQueryClient();
  const orderId = order.order_id;
  const billRequested = useSelector(
    checkoutMemory.store,
    (s) => s.orderId === orderId && s.billRequested === true,
  );
  const serverBilling = isBillingStarted(order.order_status);
  const [starting, setStarting] = useState(false);
  const [requestFailure, setRequestFailure] = useState<{ message: string; canRetry: boolean } | null>(null);
  const startedRef = useRef(false);

  const polling = (billRequested || serverBilling) && !starting && requestFailure === null;
  const status = useQuery({
    ...queries.billingStatus(orderId),
    enabled: polling,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (query.state.status === 'error' || !data) return false;
      return keepsPolling(billingOutcome(data.data)) ? BILLING_TIMING.pollMs : false;
    },
  });

  const billing = () =>
    billPayloadBilling(order.document_type, sale.get().invoiceData ?? order.billing ?? null);

  // Steps 1 and 2, once: the persisted flags are written before each request, so neither a
  // second render, a remount nor a reload sends them again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per order (the flags and the ref guard it)
  useEffect(() => {
    if (serverBilling || billRequested || startedRef.current) return;
    startedRef.current = true;
    setStarting(true);
    // Paid: from here every sale screen's guard comes back to /pago-final.
    setSaleStatus(BILLING_PROCESSING);
    void (async () => {
      try {
        const current = sale.get();
        if (current.coupon && current.customer && checkoutMemory.get().couponRedeemed !== true) {
          markCouponRedeemed();
          try {
            await redeemCoupon({ customerId: current.customer.id, couponId: current.coupon.id });
          } catch {
            // At most once (see above): billing goes on.
          }
        }
        if (checkoutMemory.get().billRequested === true) return;
        markBillRequested();
        try {
          await generateBill({ order_id: orderId, billing_type: order.document_type, billing: billing() });
        } catch (error) {
          // An answered 4xx did not start billing; any other failure may have (a lost answer):
          // the status read tells (not started -> the billing error and Reintentar).
          if (isRefusedForSure(error) && isApiError(error)) {
            setRequestFailure({ message: billingFailureMessage(error.status), canRetry: error.canRetry });
          }
        }
      } finally {
        setStarting(false);
        void invalidate.afterPayment(queryClient, { orderId, customerId });
      }
    })();
  }, [orderId, serverBilling, billRequested]);

  // Reintentar: POST /api/billing, which starts billing only when it has not started.
  const billAgain = useMutation({
    mutationKey: ['saveOrderBilling', orderId],
    mutationFn: () => saveOrderBilling({ orderId, billingType: order.document_type, billing: billing() }),
    onSuccess: async () => {
      setRequestFailure(null);
      setSaleStatus(BILLING_PROCESSING);
      await queryClient.resetQueries({ queryKey: queries.billingStatus(orderId).queryKey });
      void invalidate.afterPayment(queryClient, { orderId, customerId });
    },
    onError: (error) =>
      setRequestFailure({
        message: billingFailureMessage(isApiError(error) ? error.status : null),
        canRetry: isApiError(error) ? error.canRetry : true,
      }),
  });
  const retry = useSingleFlight(() => billAgain.mutateAsync().catch(() => undefined));

  const reread = useSingleFlight(async () => {
    await status.refetch();
  });

  const outcome: BillingOutcome | null = status.data ? billingOutcome(status.data.data) : null;
  const finished = outcome?.kind === 'finished';

  // A bill marked as requested that the server never started: the page went away (a reload)
  // between the flag and the request. POST /api/billing starts it only when it has not started
  // (docs/DECISIONS.md), so it is sent once by itself instead of showing the seller a failure
  // that did not happen.
  const [resend, setResend] = useState<'idle' | 'sending' | 'done'>('idle');
  const notStartedAfterRequest = outcome?.kind === 'notStarted' && billRequested;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount; retry is a stable single flight
  useEffect(() => {
    if (!notStartedAfterRequest || resend !== 'idle') return;
    setResend('sending');
    void retry.run().finally(() => setResend('done'));
  }, [notStartedAfterRequest, resend]);
  useEffect(() => {
    if (finished) setSaleStatus(FINISHED);
  }, [finished]);

  let view: BillingView;
  let onRetry: (() => void) | null = null;
  if (requestFailure) {
    view = { kind: 'failed', ...requestFailure };
    onRetry = () => void retry.run();
  } else if (status.isError) {
    const httpStatus = isApiError(status.error) ? status.error.status : null;
    view = {
      kind: 'failed',
      message: billingReadFailureMessage(httpStatus),
      canRetry: isApiError(status.error) ? status.error.canRetry : true,
    };
    // A 400 is the billing system's answer (stock): bill again; else read the status again.
    onRetry = httpStatus === 400 ? () => void retry.run() : () => void reread.run();
  } else if (outcome?.kind === 'finished') {
    view = outcome;
  } else if (notStartedAfterRequest && resend !== 'done') {
    view = { kind: 'billing' };
  } else if (outcome?.kind === 'failed' || outcome?.kind === 'notStarted') {
    view = { kind: 'failed', message: billingFailureMessage(null), canRetry: true };
    onRetry = () => void retry.run();
  } else {
    view = { kind: 'billing' };
  }

  return {
    view,
    onRetry: view.kind === 'failed' && view.canRetry ? onRetry : null,
    retrying: billAgain.isPending || reread.pending || (status.isFetching && view.kind === 'failed'),
  };
}
