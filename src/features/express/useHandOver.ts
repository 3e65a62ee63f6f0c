import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isNotFound } from '@/api/errors.ts';
import { updateDeliveryStatus } from '@/api/generated/endpoints/express/express.ts';
import { askNow, invalidate, queries } from '@/api/queries.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { codePathSegment } from '@/domain/codes.ts';
import { type ExpressDeliveryType, handOverStatus } from '@/domain/expressOrders.ts';
import { CODE_MESSAGES, EXPRESS_MESSAGES } from '@/domain/messages.ts';

/**
 * The hand-over of an order "por entregar" (spec 001 §4): PUT /api/delivery/status to its next
 * status (`handOverStatus`) as a mutation that invalidates the store's list and the order, once
 * whatever is tapped; for a pickup, the customer's code first (GET /api/orders/pickup/{code}
 * through `queries.orderByPickupCode`), which must be this order's. The pickup dialog's error is
 * the hook's; a failure outside the dialog goes to `onFailure`.
 */
export function useHandOver({
  orderId,
  deliveryType,
  storeId,
  onDone,
  onFailure,
}: {
  orderId: number;
  deliveryType: ExpressDeliveryType | null;
  storeId: number;
  onDone: () => void;
  onFailure: (text: string) => void;
}) {
  const queryClient = useQueryClient();
  const [pickupOpen, setPickupOpen] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const target = handOverStatus(deliveryType);

  const change = useMutation({
    mutationFn: () => updateDeliveryStatus({ order_id: orderId, delivery_status: target }),
    onSuccess: () => invalidate.afterDeliveryStatus(queryClient, { storeId, orderId }),
  });

  /** `inDialog`: the pickup dialog is open, so a failure shows there. */
  const deliver = useSingleFlight(async (inDialog: boolean) => {
    try {
      await change.mutateAsync();
    } catch {
      if (inDialog) setCodeError(EXPRESS_MESSAGES.deliveryStatusFailed);
      else onFailure(EXPRESS_MESSAGES.deliveryStatusFailed);
      return;
    }
    setPickupOpen(false);
    onDone();
  });

  const checkCode = useSingleFlight(async () => {
    const typed = code.trim();
    if (typed === '') {
      setCodeError(CODE_MESSAGES.pickupRequired);
      return;
    }
    // Asked as itself: "PK4821?x" or "./PK4821" must not find PK4821's order.
    const segment = codePathSegment(typed);
    if (segment === null) {
      setCodeError(CODE_MESSAGES.pickupInvalid);
      return;
    }
    setCodeError(null);
    try {
      const found = await queryClient.fetchQuery(askNow(queries.orderByPickupCode(segment)));
      if (found.data.order.order_id !== orderId) {
        setCodeError(CODE_MESSAGES.pickupInvalid);
        return;
      }
    } catch (error) {
      setCodeError(isNotFound(error) ? CODE_MESSAGES.pickupInvalid : EXPRESS_MESSAGES.codeFailed);
      return;
    }
    await deliver.run(true);
  });

  return {
    target,
    pickup: deliveryType === 'pickup',
    pickupOpen,
    code,
    codeError,
    /** Immediate, programmed, dispatched: the status at once; a pickup: its code first. */
    start: () => {
      if (deliveryType === 'pickup') {
        setCode('');
        setCodeError(null);
        setPickupOpen(true);
      } else void deliver.run(false);
    },
    changeCode: (value: string) => {
      setCode(value);
      setCodeError(null);
    },
    confirmCode: () => void checkCode.run(),
    cancelPickup: () => setPickupOpen(false),
    /** The status change in flight (React Query's pending). */
    delivering: change.isPending,
    checking: checkCode.pending || change.isPending,
  };
}
