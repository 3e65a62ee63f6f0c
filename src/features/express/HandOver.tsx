import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isNotFound } from '@/api/errors.ts';
import { getOrderByPickupCode, updateDeliveryStatus } from '@/api/generated/endpoints/express/express.ts';
import { invalidate } from '@/api/queries.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { PickupCodeDialog } from '@/components/pos/PickupCodeDialog.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { codePathSegment } from '@/domain/codes.ts';
import { EXPRESS_DETAIL_LABELS } from '@/domain/expressMessages.ts';
import type { ExpressDeliveryType } from '@/domain/expressOrders.ts';
import { CODE_MESSAGES, EXPRESS_MESSAGES } from '@/domain/messages.ts';

/** Where a ready order goes next (spec 001 §4): programmed and dispatched ones on their route. */
export function handOverStatus(type: ExpressDeliveryType | null): 'EN RUTA' | 'ENTREGADO' {
  return type === 'programmed' || type === 'delivery' ? 'EN RUTA' : 'ENTREGADO';
}

export interface HandOverProps {
  orderId: number;
  deliveryType: ExpressDeliveryType | null;
  storeId: number;
  /** The status changed: the screen says "Entrega exitosa!" and goes back to the list. */
  onDone: () => void;
  /** A failure to show where the screen shows its notices. */
  onFailure: (text: string) => void;
}

/**
 * The hand-over of an order "por entregar": "Entregar" (immediate: ENTREGADO at once; pickup: the
 * customer's code first, GET /api/orders/pickup/{code}, which must be this order's) or "Enviar en
 * ruta" (programmed, dispatched: EN RUTA); PUT /api/delivery/status once, whatever is tapped.
 */
export function HandOver({ orderId, deliveryType, storeId, onDone, onFailure }: HandOverProps) {
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
      const found = await getOrderByPickupCode(segment);
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

  const pickup = deliveryType === 'pickup';
  return (
    <>
      <Button
        size="lg"
        loading={deliver.pending && !pickupOpen}
        onClick={() => {
          if (pickup) {
            setCode('');
            setCodeError(null);
            setPickupOpen(true);
          } else void deliver.run(false);
        }}
      >
        {target === 'EN RUTA' ? EXPRESS_DETAIL_LABELS.sendOnRoute : EXPRESS_DETAIL_LABELS.deliver}
      </Button>
      {pickup && (
        <PickupCodeDialog
          open={pickupOpen}
          code={code}
          onCodeChange={(value) => {
            setCode(value);
            setCodeError(null);
          }}
          error={codeError}
          checking={checkCode.pending || deliver.pending}
          onConfirm={() => void checkCode.run()}
          onCancel={() => setPickupOpen(false)}
        />
      )}
    </>
  );
}
