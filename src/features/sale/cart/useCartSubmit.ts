import { useEffect, useState } from 'react';
import {
  type PurchaseInput,
  unusedPointsConfirmation,
  validatePurchase,
  validateSave,
} from '@/domain/payments.ts';
import type { Payment } from '@/domain/types.ts';
import type { PointsQuestion } from './PointsConfirmation.tsx';
import { toDomainDocType } from './saleContext.ts';
import type { CartView } from './useCart.ts';
import type { useOrderSubmit } from './useOrderSubmit.ts';
import { useStableCallback } from './useStableCallback.ts';

type OrderSubmit = ReturnType<typeof useOrderSubmit>;

/**
 * REALIZAR COMPRA and Guardar / Actualizar Pedido on the cart: the spec's checks (validatePurchase,
 * validateSave), the unused-points question, and the tap kept while the cart is being priced.
 * What a tap answered (a check's refusal, the order's failure) is `note`, shown beside the buttons
 * until the next tap. The handlers are stable (useStableCallback), so the memoised action bar and
 * dialog are skipped by a "+" press.
 */
export function useCartSubmit(cart: CartView, order: OrderSubmit) {
  const { state, priced, points, member } = cart;
  const [confirmation, setConfirmation] = useState<{ info: PointsQuestion; payments: Payment[] } | null>(
    null,
  );

  const docType = toDomainDocType(state.documentType);
  const purchaseInput: PurchaseInput = {
    productCount: state.lines.length,
    rows: cart.payments,
    total: priced.total,
    docType,
    hasOfferOrCouponDiscount: priced.hasOfferOrCouponDiscount,
    usablePoints: points,
    allowedTypes: cart.allowedTypes,
  };
  const check = validatePurchase(purchaseInput);
  // Spec 000 §5: the save button stays disabled until everything is complete, like the purchase.
  const saveCheck = validateSave(purchaseInput);
  const busy = cart.loading || order.pending;

  // A tap on REALIZAR COMPRA or Guardar while the cart on screen is still being priced (its
  // first promotions, or those after a change) is kept and acted on as soon as the totals are
  // final: never lost, never acted on with the previous cart's promotions.
  const [queuedTap, setQueuedTap] = useState<'buy' | 'save' | null>(null);
  // The check that refused the last tap: beside the buttons until the next tap.
  const [refusal, setRefusal] = useState<string | null>(null);

  const buy = useStableCallback(() => {
    if (order.pending) return;
    if (cart.pricing || cart.loading) return setQueuedTap('buy');
    setRefusal(check.ok ? null : check.message);
    if (!check.ok) return;
    const info = member ? unusedPointsConfirmation(cart.payments, points, priced.total) : null;
    if (info) return setConfirmation({ info, payments: check.payments });
    order.submit('buy', check.payments);
  });

  const save = useStableCallback(() => {
    if (order.pending) return;
    if (cart.pricing || cart.loading) return setQueuedTap('save');
    setRefusal(saveCheck.ok ? null : saveCheck.message);
    if (!saveCheck.ok) return;
    order.submit('save', cart.payments);
  });
  useEffect(() => {
    if (queuedTap === null || cart.pricing || busy) return;
    setQueuedTap(null);
    (queuedTap === 'buy' ? buy : save)();
  }, [queuedTap, cart.pricing, busy, buy, save]);

  const cancelConfirmation = useStableCallback(() => setConfirmation(null));
  const confirmPurchase = useStableCallback(() => {
    if (!confirmation) return;
    const { payments } = confirmation;
    setConfirmation(null);
    order.submit('buy', payments);
  });

  return {
    /** What the last tap answered, beside the buttons: a check's refusal or the order's failure. */
    note: refusal ?? order.failure?.message ?? null,
    /** The note is a request not sent (offline): a status that goes when the network is back. */
    noteOffline: refusal === null && order.failure?.offline === true,
    docType,
    canBuy: check.ok,
    canSave: saveCheck.ok,
    queuedTap,
    buy,
    save,
    confirmation,
    cancelConfirmation,
    confirmPurchase,
  };
}
