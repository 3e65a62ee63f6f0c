import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { memo, useState } from 'react';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { CartSummary } from '@/components/pos/CartSummary.tsx';
import { CouponDialog } from '@/components/pos/CouponDialog.tsx';
import { DocumentTypeToggle } from '@/components/pos/DocumentTypeToggle.tsx';
import { PersonalisedOffer } from '@/components/pos/PersonalisedOffer.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { SALE_LABELS } from '@/domain/messages.ts';
import { offerAvailable } from '@/domain/offer.ts';
import { paymentsHint } from '@/domain/payments.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { CartActionBar } from './CartActionBar.tsx';
import { CartLines } from './CartLines.tsx';
import { CartPayments } from './CartPayments.tsx';
import styles from './CartScreen.module.css';
import { setDocumentType } from './cartActions.ts';
import { LockedCartScreen } from './LockedCartScreen.tsx';
import { PointsConfirmation } from './PointsConfirmation.tsx';
import { useAddToCart } from './useAddToCart.ts';
import { useCart } from './useCart.ts';
import { useCartOffer } from './useCartOffer.ts';
import { useCartSubmit } from './useCartSubmit.ts';
import { useCouponFlow } from './useCouponFlow.ts';
import { useOrderSubmit } from './useOrderSubmit.ts';
import { useStableCallback } from './useStableCallback.ts';

/*
 * A "+" press changes the lines, the totals and what depends on them; the parts below do not
 * depend on the lines and are memoised with stable handlers (useStableCallback), so a press
 * skips them (a press on a 100-line cart paints within its budget, docs/PERFORMANCE.md).
 */
const MemoDocumentTypeToggle = memo(DocumentTypeToggle);
const MemoCouponDialog = memo(CouponDialog);
const MemoPersonalisedOffer = memo(PersonalisedOffer);
const MemoCartActionBar = memo(CartActionBar);

/**
 * /carro. While the sale is being paid (the server holds an approved payment or an open charge:
 * `sale.paymentLock`), the order read-only with "Continuar con el pago" (LockedCartScreen);
 * otherwise the editable cart.
 */
export function CartScreen() {
  const orderId = useSelector(sale.store, (s) => s.orderId);
  const lock = useSelector(sale.store, (s) => s.paymentLock);
  if (orderId !== null && lock !== null) return <LockedCartScreen orderId={orderId} lock={lock} />;
  return <EditableCartScreen />;
}

/**
 * The editable cart: lines, totals and discounts, coupon, Boleta/Factura, payment rows and hints,
 * REALIZAR COMPRA (validation, unused points, order creation), Guardar / Actualizar Pedido and
 * the personalised offer. Every number comes from the domain through useCart(); the parts
 * (lines, payments, action bar, the checks before an order and its submission, the offer) live
 * beside this file.
 */
function EditableCartScreen() {
  const routerNow = useRouteContext({ from: '__root__', select: (c) => c.now });
  const [now] = useState(() => routerNow());
  const cart = useCart(now);
  const { state, priced, store, buyType, points, member } = cart;
  const user = useSelector(session.store, (s) => s.user);
  const machineNumber = useSelector(session.store, (s) => s.machineNumber);
  const sellerId = user?.id ?? 0;
  const addToCart = useAddToCart();
  const coupon = useCouponFlow(store.id, priced.subtotal);
  const order = useOrderSubmit({
    sellerId,
    storeId: store.id,
    machineNumber,
    customerId: state.customer?.id ?? null,
  });
  // After the order's recovery on mount (its effect first), as before the split.
  const offer = useCartOffer(cart, sellerId, addToCart);
  const submit = useCartSubmit(cart, order);
  const { busy, say } = submit;

  const changeDocumentType = useStableCallback((value: Parameters<typeof setDocumentType>[0]) => {
    if (!busy) setDocumentType(value);
  });
  const submitCoupon = useStableCallback((code: string) => void coupon.submit(code));

  return (
    <SaleLayout
      title="Carro"
      back="/compra"
      fit
      actionBar={
        <MemoCartActionBar
          hint={paymentsHint({ rows: cart.payments, total: priced.total, docType: submit.docType })}
          note={submit.note}
          noteOffline={submit.noteOffline}
          hasOrder={state.orderId !== null}
          canSave={submit.canSave}
          canBuy={submit.canBuy}
          inFlight={order.inFlight}
          queuedTap={submit.queuedTap}
          onSave={submit.save}
          onBuy={submit.buy}
        />
      }
    >
      <div className={styles.layout}>
        <CartLines
          priced={priced}
          busy={busy}
          showOffer={offerAvailable(store, state.customer !== null)}
          onShowOffer={() => void offer.show()}
          onMessage={(message) => say(message)}
        />

        <div className={styles.side}>
          <CartSummary
            subtotal={priced.subtotal}
            discounts={priced.summary}
            total={priced.total}
            availablePoints={member ? points : null}
            loading={cart.loading}
          />

          <div className={styles.options}>
            <section className={styles.row} aria-label={SALE_LABELS.coupon}>
              <Button
                variant="secondary"
                size="sm"
                onClick={coupon.openDialog}
                disabled={busy || state.lines.length === 0}
              >
                {state.coupon ? `${SALE_LABELS.coupon} ${state.coupon.code}` : SALE_LABELS.coupon}
              </Button>
              {priced.couponMessage && (
                <p className={styles.warning} role="status">
                  {priced.couponMessage}
                </p>
              )}
            </section>

            <MemoDocumentTypeToggle
              value={state.documentType}
              onChange={changeDocumentType}
              disabled={order.pending}
            />
          </div>

          <CartPayments
            rows={cart.payments}
            store={store}
            buyType={buyType}
            wholesale={cart.wholesale}
            total={priced.total}
            points={points}
            member={member}
            disabled={order.pending}
            onMessage={say}
          />
        </div>
      </div>

      <MemoCouponDialog
        open={coupon.open}
        onOpenChange={coupon.onOpenChange}
        onSubmit={submitCoupon}
        status={coupon.status}
        errorMessage={coupon.errorMessage}
      />

      <MemoPersonalisedOffer
        open={offer.open}
        loading={offer.loading}
        products={offer.products}
        onAdd={offer.add}
        onExit={offer.exit}
      />

      <PointsConfirmation
        confirmation={submit.confirmation}
        loading={order.pending}
        onCancel={submit.cancelConfirmation}
        onConfirm={submit.confirmPurchase}
      />
    </SaleLayout>
  );
}
