import { PickupCodeDialog } from '@/components/pos/PickupCodeDialog.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { EXPRESS_DETAIL_LABELS } from '@/domain/expressMessages.ts';
import type { ExpressDeliveryType } from '@/domain/expressOrders.ts';
import { useHandOver } from './useHandOver.ts';

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
 * customer's code first, which must be this order's) or "Enviar en ruta" (programmed, dispatched:
 * EN RUTA); the status changes once, whatever is tapped (useHandOver).
 */
export function HandOver(props: HandOverProps) {
  const handOver = useHandOver(props);
  return (
    <>
      <Button
        size="lg"
        loading={handOver.delivering && !handOver.pickupOpen}
        onClick={handOver.start}
        data-main-action
      >
        {handOver.target === 'EN RUTA' ? EXPRESS_DETAIL_LABELS.sendOnRoute : EXPRESS_DETAIL_LABELS.deliver}
      </Button>
      {handOver.pickup && (
        <PickupCodeDialog
          open={handOver.pickupOpen}
          code={handOver.code}
          onCodeChange={handOver.changeCode}
          error={handOver.codeError}
          checking={handOver.checking}
          onConfirm={handOver.confirmCode}
          onCancel={handOver.cancelPickup}
        />
      )}
    </>
  );
}
