import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { memo, useEffect, useRef, useState } from 'react';
import { CartSummary } from '@/components/pos/CartSummary.tsx';
import { CouponDialog } from '@/components/pos/CouponDialog.tsx';
import { DocumentTypeToggle } from '@/components/pos/DocumentTypeToggle.tsx';
import { type OfferProduct, PersonalisedOffer } from '@/components/pos/PersonalisedOffer.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { useToast } from '@/components/ui/Toast.tsx';
import { ACTION_LABELS, SALE_LABELS } from '@/domain/messages.ts';
import { offerAvailable, shouldAutoShowOffer } from '@/domain/offer.ts';
import {
  type PurchaseInput,
  paymentsHint,
  unusedPointsConfirmation,
  validatePurchase,
  validateSave,
} from '@/domain/payments.ts';
import type { Payment } from '@/domain/types.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { SaleLayout } from '../layout/SaleLayout.tsx';
import { CartActionBar } from './CartActionBar.tsx';
import { CartLines } from './CartLines.tsx';
import { CartPayments } from './CartPayments.tsx';
import styles from './CartScreen.module.css';
import { markOfferAutoShown, setDocumentType } from './cartActions.ts';
import { LockedCartScreen } from './LockedCartScreen.tsx';
import { toDomainDocType } from './saleContext.ts';
import { useAddToCart } from './useAddToCart.ts';
import { useCart } from './useCart.ts';
import { useCouponFlow } from './useCouponFlow.ts';
import { useOrderSubmit } from './useOrderSubmit.ts';
import { usePersonalisedOffer } from './usePersonalisedOffer.ts';
import { useStableCallback } from './useStableCallback.ts';

type Confirmation = NonNullable<ReturnType<typeof unusedPointsConfirmation>>;

/*
 * A "+" press changes the lines, the totals and what depends on them; the parts below do not
 * depend on the lines and are memoised with stable handlers (useStableCallback), so a press
 * skips them (issue 10: a press on a 100-line cart painted within budget).
 */
const MemoDocumentTypeToggle = memo(DocumentTypeToggle);
const MemoCouponDialog = memo(CouponDialog);
const MemoPersonalisedOffer = memo(PersonalisedOffer);
const MemoCartActionBar = memo(CartActionBar);
const NO_OFFER_PRODUCTS: OfferProduct[] = [];

/** "¿Desea usar sus puntos?" before buying with unused points. */
const PointsConfirmation = memo(function PointsConfirmation({
  confirmation,
  loading,
  onCancel,
  onConfirm,
}: {
  confirmation: { info: Confirmation } | null;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={confirmation !== null}
      title={confirmation?.info.title}
      message={confirmation?.info.question ?? ''}
      confirmLabel={ACTION_LABELS.yes}
      cancelLabel={ACTION_LABELS.no}
      loading={loading}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p className={styles.pointsEquivalent}>
        <strong>{confirmation?.info.discount}</strong>
      </p>
    </ConfirmDialog>
  );
});

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
 * (lines, payments, action bar, the order's submission) live beside this file.
 */
function EditableCartScreen() {
  const toast = useToast();
  const routerNow = useRouteContext({ from: '__root__', select: (c) => c.now });
  const [now] = useState(() => routerNow());
  const cart = useCart(now);
  const { state, priced, store, buyType, points, member } = cart;
  const user = useSelector(session.store, (s) => s.user);
  const machineNumber = useSelector(session.store, (s) => s.machineNumber);
  const sellerId = user?.id ?? 0;
  const addToCart = useAddToCart();
  const coupon = useCouponFlow(store.id, priced.subtotal);
  const offer = usePersonalisedOffer({ store, buyType, sellerId, addToCart });
  const order = useOrderSubmit({
    sellerId,
    storeId: store.id,
    machineNumber,
    customerId: state.customer?.id ?? null,
  });
  const [confirmation, setConfirmation] = useState<{ info: Confirmation; payments: Payment[] } | null>(null);

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

  const autoShowDone = useRef(false);
  useEffect(() => {
    if (autoShowDone.current) return;
    const due = shouldAutoShowOffer({
      store,
      alreadyShown: state.recommendedAutoShown,
      lineCount: state.lines.length,
      hasCustomer: state.customer !== null,
    });
    if (!due) return;
    autoShowDone.current = true;
    markOfferAutoShown();
    void offer.show();
  }, [store, state.recommendedAutoShown, state.lines.length, state.customer, offer.show]);

  // A tap on REALIZAR COMPRA or Guardar while the cart on screen is still being priced (its
  // first promotions, or those after a change) is kept and acted on as soon as the totals are
  // final: never lost, never acted on with the previous cart's promotions.
  const [queuedTap, setQueuedTap] = useState<'buy' | 'save' | null>(null);

  const say = (message: string | null, tone: 'error' | 'warning' = 'error') => {
    if (message) toast.show({ message, tone });
  };

  const buy = useStableCallback(() => {
    if (order.pending) return;
    if (cart.pricing || cart.loading) return setQueuedTap('buy');
    if (!check.ok) return say(check.message);
    const info = member ? unusedPointsConfirmation(cart.payments, points, priced.total) : null;
    if (info) return setConfirmation({ info, payments: check.payments });
    order.submit('buy', check.payments);
  });

  const save = useStableCallback(() => {
    if (order.pending) return;
    if (cart.pricing || cart.loading) return setQueuedTap('save');
    if (!saveCheck.ok) return say(saveCheck.message);
    order.submit('save', cart.payments);
  });
  useEffect(() => {
    if (queuedTap === null || cart.pricing || busy) return;
    setQueuedTap(null);
    (queuedTap === 'buy' ? buy : save)();
  }, [queuedTap, cart.pricing, busy, buy, save]);
  const changeDocumentType = useStableCallback((value: Parameters<typeof setDocumentType>[0]) => {
    if (!busy) setDocumentType(value);
  });
  const submitCoupon = useStableCallback((code: string) => void coupon.submit(code));
  const addOffer = useStableCallback((id: OfferProduct['id']) => offer.add(id));
  const exitOffer = useStableCallback(() => offer.exit());
  // While closed (every press), the same array: the memoised dialog is skipped; the last list
  // stays for the closing animation.
  const shownOffer = useRef<OfferProduct[]>(NO_OFFER_PRODUCTS);
  if (offer.open) shownOffer.current = offer.offerProducts(state.recommendedProductIds);
  const offerProducts = shownOffer.current;
  const cancelConfirmation = useStableCallback(() => setConfirmation(null));
  const confirmPurchase = useStableCallback(() => {
    if (!confirmation) return;
    const { payments } = confirmation;
    setConfirmation(null);
    order.submit('buy', payments);
  });

  return (
    <SaleLayout
      title="Carro"
      back="/compra"
      actionBar={
        <MemoCartActionBar
          hint={paymentsHint({ rows: cart.payments, total: priced.total, docType })}
          hasOrder={state.orderId !== null}
          canSave={saveCheck.ok}
          canBuy={check.ok}
          inFlight={order.inFlight}
          queuedTap={queuedTap}
          onSave={save}
          onBuy={buy}
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

          <section className={styles.row} aria-label={SALE_LABELS.coupon}>
            <Button
              variant="secondary"
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
        products={offerProducts}
        onAdd={addOffer}
        onExit={exitOffer}
      />

      <PointsConfirmation
        confirmation={confirmation}
        loading={order.pending}
        onCancel={cancelConfirmation}
        onConfirm={confirmPurchase}
      />
    </SaleLayout>
  );
}
