import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { memo, useMemo, useRef, useState } from 'react';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { CouponDialog } from '@/components/pos/CouponDialog.tsx';
import { DocumentTypeToggle } from '@/components/pos/DocumentTypeToggle.tsx';
import { PersonalisedOffer } from '@/components/pos/PersonalisedOffer.tsx';
import { useToast } from '@/components/ui/Toast.tsx';
import { offerAvailable } from '@/domain/offer.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import styles from './CartScreen.module.css';
import { setDocumentType } from './cartActions.ts';
import { CartViewProvider } from './cartView.tsx';
import { LockedCartScreen } from './LockedCartScreen.tsx';
import { useMemberReads } from './memberReads.ts';
import { CartCheckout, CouponRow, PricedLines, PricedPayments, PricedSummary } from './PricedParts.tsx';
import { domainStore, saleBuyType } from './saleContext.ts';
import { useAddToCart } from './useAddToCart.ts';
import type { CartView } from './useCart.ts';
import { useCartOffer } from './useCartOffer.ts';
import { useCouponFlow } from './useCouponFlow.ts';
import { useOrderSubmit } from './useOrderSubmit.ts';
import { useStableCallback } from './useStableCallback.ts';

/*
 * A "+" press changes the lines, the totals and what depends on them: the parts that show them
 * (PricedParts.tsx) read the priced cart from CartViewProvider and re-render; this screen, its
 * layout and the parts below do not depend on the lines and are not rendered by a press (the
 * dialogs are memoised with stable handlers for the renders of this screen, useStableCallback),
 * so a press on a 100-line cart paints within its budget (docs/PERFORMANCE.md).
 */
const MemoDocumentTypeToggle = memo(DocumentTypeToggle);
const MemoCouponDialog = memo(CouponDialog);
const MemoPersonalisedOffer = memo(PersonalisedOffer);

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
 * the personalised offer. Every number comes from the domain through useCart (CartViewProvider);
 * the parts that show them, the order's submission, the coupon and the offer live beside this
 * file. This component reads from the sale only what its frame depends on.
 */
function EditableCartScreen() {
  const routerNow = useRouteContext({ from: '__root__', select: (c) => c.now });
  const [now] = useState(() => routerNow());
  // The priced cart as last shown, for the handlers below (read when the seller taps).
  const view = useRef<CartView | null>(null);
  const member = useMemberReads(now);
  const user = useSelector(session.store, (s) => s.user);
  const machineNumber = useSelector(session.store, (s) => s.machineNumber);
  const customerId = useSelector(sale.store, (s) => s.customer?.id ?? null);
  const buyType = useSelector(sale.store, saleBuyType);
  const documentType = useSelector(sale.store, (s) => s.documentType);
  const store = useMemo(() => domainStore(user), [user]);
  const sellerId = user?.id ?? 0;
  const addToCart = useAddToCart();
  const coupon = useCouponFlow(store.id, () => view.current?.priced.subtotal ?? 0);
  const order = useOrderSubmit({ sellerId, storeId: store.id, machineNumber, customerId });
  // After the order's recovery on mount (its effect first), as before the split.
  const offer = useCartOffer({ store, buyType }, sellerId, addToCart);
  const toast = useToast();

  const say = useStableCallback((message: string | null, tone: 'error' | 'warning' = 'error') => {
    if (message) toast.show({ message, tone });
  });
  const changeDocumentType = useStableCallback((value: Parameters<typeof setDocumentType>[0]) => {
    if (!(view.current?.loading || order.pending)) setDocumentType(value);
  });
  const submitCoupon = useStableCallback((code: string) => void coupon.submit(code));

  return (
    <CartViewProvider now={now} member={member} latest={view}>
      <SaleLayout title="Carro" back="/compra" fit actionBar={<CartCheckout order={order} />}>
        <div className={styles.layout}>
          <PricedLines
            orderPending={order.pending}
            showOffer={offerAvailable(store, customerId !== null)}
            onShowOffer={offer.show}
            onMessage={say}
          />

          <div className={styles.side}>
            <PricedSummary />

            <div className={styles.options}>
              <CouponRow orderPending={order.pending} onOpen={coupon.openDialog} />

              <MemoDocumentTypeToggle
                value={documentType}
                onChange={changeDocumentType}
                disabled={order.pending}
              />
            </div>

            <PricedPayments disabled={order.pending} onMessage={say} />
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
      </SaleLayout>
    </CartViewProvider>
  );
}
