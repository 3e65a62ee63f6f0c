import { memo } from 'react';
import { CartSummary } from '@/components/pos/CartSummary.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { SALE_LABELS } from '@/domain/messages.ts';
import { paymentsHint } from '@/domain/payments.ts';
import { CartActionBar } from './CartActionBar.tsx';
import { CartLines } from './CartLines.tsx';
import { CartPayments } from './CartPayments.tsx';
import styles from './CartScreen.module.css';
import { useCartView } from './cartView.tsx';
import { PointsConfirmation } from './PointsConfirmation.tsx';
import { useCartSubmit } from './useCartSubmit.ts';
import type { useOrderSubmit } from './useOrderSubmit.ts';

/*
 * The parts of /carro that show the priced cart (useCartView): each re-renders on a change of the
 * sale; the screen around them does not (CartViewProvider).
 */

type OrderSubmit = ReturnType<typeof useOrderSubmit>;

/** The lines; changes are ignored while the first pricing or an order request is in flight. */
export function PricedLines({
  orderPending,
  showOffer,
  onShowOffer,
  onMessage,
}: {
  orderPending: boolean;
  showOffer: boolean;
  onShowOffer: () => void;
  onMessage: (message: string) => void;
}) {
  const cart = useCartView();
  return (
    <CartLines
      priced={cart.priced}
      busy={cart.loading || orderPending}
      showOffer={showOffer}
      onShowOffer={onShowOffer}
      onMessage={onMessage}
    />
  );
}

/** The total, the discounts behind their toggle and a member's points. */
export function PricedSummary() {
  const { priced, member, points, loading, pricing } = useCartView();
  return (
    <CartSummary
      subtotal={priced.subtotal}
      discounts={priced.summary}
      total={priced.total}
      availablePoints={member ? points : null}
      loading={loading}
      settling={pricing}
    />
  );
}

/** "Cupón" (with the code applied) and the coupon's minimum when the cart does not reach it. */
export function CouponRow({ orderPending, onOpen }: { orderPending: boolean; onOpen: () => void }) {
  const { state, priced, loading } = useCartView();
  return (
    <section className={styles.row} aria-label={SALE_LABELS.coupon}>
      <Button
        variant="secondary"
        size="sm"
        onClick={onOpen}
        disabled={loading || orderPending || state.lines.length === 0}
      >
        {state.coupon ? `${SALE_LABELS.coupon} ${state.coupon.code}` : SALE_LABELS.coupon}
      </Button>
      {priced.couponMessage && (
        <p className={styles.warning} role="status">
          {priced.couponMessage}
        </p>
      )}
    </section>
  );
}

/** The payment rows, following the total. */
export function PricedPayments({
  disabled,
  onMessage,
}: {
  disabled: boolean;
  onMessage: (message: string, tone: 'error' | 'warning') => void;
}) {
  const cart = useCartView();
  return (
    <CartPayments
      rows={cart.payments}
      store={cart.store}
      buyType={cart.buyType}
      wholesale={cart.wholesale}
      total={cart.priced.total}
      points={cart.points}
      member={cart.member}
      disabled={disabled}
      onMessage={onMessage}
    />
  );
}

/* Memoised: a press that changes neither the hint nor the buttons' state skips it. */
const MemoCartActionBar = memo(CartActionBar);

/**
 * The action bar (the payments' hint, Guardar / Actualizar Pedido, REALIZAR COMPRA) and the
 * question about unused points before buying (useCartSubmit).
 */
export function CartCheckout({ order }: { order: OrderSubmit }) {
  const cart = useCartView();
  const submit = useCartSubmit(cart, order);
  return (
    <>
      <MemoCartActionBar
        hint={paymentsHint({ rows: cart.payments, total: cart.priced.total, docType: submit.docType })}
        note={submit.note}
        noteOffline={submit.noteOffline}
        hasOrder={cart.state.orderId !== null}
        canSave={submit.canSave}
        canBuy={submit.canBuy}
        inFlight={order.inFlight}
        queuedTap={submit.queuedTap}
        onSave={submit.save}
        onBuy={submit.buy}
      />
      <PointsConfirmation
        confirmation={submit.confirmation}
        loading={order.pending}
        onCancel={submit.cancelConfirmation}
        onConfirm={submit.confirmPurchase}
      />
    </>
  );
}
