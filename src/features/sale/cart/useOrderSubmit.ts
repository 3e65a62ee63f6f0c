import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { actionFailure, isNotSent } from '@/api/errors.ts';
import { useNetworkBack } from '@/api/network.ts';
import { isRefusedForSure } from '@/api/outcome.ts';
import { invalidate, queries } from '@/api/queries.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { useToast } from '@/components/ui/Toast.tsx';
import { PAYMENT_MESSAGES } from '@/domain/messages.ts';
import { orderPaymentsLock } from '@/domain/saleLock.ts';
import type { Payment } from '@/domain/types.ts';
import { sale, setPaymentLock } from '@/session/sale.ts';
import { endSale } from './cartActions.ts';
import {
  type OrderIntent,
  type OrderOutcome,
  type OrderPurpose,
  orderSlot,
  resolvePendingOrder,
  submitOrder,
} from './orderSync.ts';

export interface OrderSubmitContext {
  sellerId: number;
  storeId: number;
  machineNumber: string | null;
  customerId: number | null;
}

/**
 * REALIZAR COMPRA and Guardar / Actualizar Pedido: one mutation for the sale's one order (buy,
 * save and the recovery of an unanswered request), behind a synchronous single-flight guard, so
 * a second tap on either button is ignored while a request is in flight. After an answer, what
 * the order changed is invalidated (`invalidate.afterOrder`: saved orders, the order, the
 * customer's points and past orders) and the next screen opens. A failure is `failure`, shown
 * beside the buttons until the next tap (a request not sent, offline, until the network is back).
 * A request left unanswered by a reload or a lost connection is sent again (same key) when the
 * screen opens, before anything else.
 */
export function useOrderSubmit({ sellerId, storeId, machineNumber, customerId }: OrderSubmitContext) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();

  // Awaited by the mutation, so the tap's flight ends once the next screen is there: a second
  // tap of a double tap that lands after the answer, while a slow terminal opens that screen, is
  // ignored, rather than sending the same cart again as an update.
  const finish = async (outcome: OrderOutcome | null) => {
    if (!outcome) return;
    void invalidate.afterOrder(queryClient, { sellerId, orderId: outcome.orderId, customerId });
    if (outcome.purpose === 'save') {
      endSale();
      await navigate({ to: '/guardados' });
      return;
    }
    await navigate({ to: sale.get().documentType === 'factura' ? '/factura' : '/pago-final' });
  };

  // A refused update of an order that has a payment the server will not let go (approved, or a
  // charge open that this device did not know of): the order is read again and the cart turns
  // read-only with its way back to /pago-final (docs/DECISIONS.md "Sale"). Its action bar goes
  // with the editable cart, so the refusal goes with the seller as a toast.
  const readLock = async (refusal: string) => {
    const orderId = sale.get().orderId;
    if (orderId === null) return;
    try {
      const answer = await queryClient.fetchQuery(queries.checkoutOrder(orderId));
      const lock = orderPaymentsLock(answer.data.order.payments);
      if (lock !== null) toast.show({ message: refusal, tone: 'error' });
      setPaymentLock(orderId, lock);
    } catch {
      // Not read: the failure said why the order was refused; the cart stays as it was.
    }
  };

  const order = useMutation({
    mutationFn: (intent: OrderIntent | null) => (intent ? submitOrder(intent) : resolvePendingOrder()),
    onSuccess: finish,
    onError: (error) => {
      if (isRefusedForSure(error) && !isNotSent(error))
        void readLock(actionFailure(error, PAYMENT_MESSAGES.orderCreationFailed).message);
    },
  });
  // Not sent (offline): nothing happened; the note goes when the network is back.
  useNetworkBack(() => {
    if (isNotSent(order.error)) order.reset();
  });

  const once = useSingleFlight((intent: OrderIntent | null) =>
    order.mutateAsync(intent).catch(() => undefined),
  );

  const submit = (purpose: OrderIntent['purpose'], payments: readonly Payment[]) =>
    void once.run({ purpose, payments, sellerId, storeId, machineNumber });

  const recoverOnMount = useRef(false);
  useEffect(() => {
    if (recoverOnMount.current) return;
    recoverOnMount.current = true;
    if (orderSlot.read()) void once.run(null);
  }, [once.run]);

  const inFlight: OrderPurpose | 'recover' | null = order.isPending
    ? (order.variables?.purpose ?? 'recover')
    : null;
  return {
    submit,
    /** Why the last order request failed (the server's text, or not sent), until the next one. */
    failure: order.error ? actionFailure(order.error, PAYMENT_MESSAGES.orderCreationFailed) : null,
    pending: order.isPending,
    /** What is in flight: 'buy', 'save', 'recover' (an unanswered request), or null. */
    inFlight,
  };
}
