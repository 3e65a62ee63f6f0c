import { useMutation } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '@/api/errors.ts';
import { createOrder, updateOrder } from '@/api/generated/endpoints/orders/orders.ts';
import { CartLine } from '@/components/pos/CartLine.tsx';
import { CartSummary } from '@/components/pos/CartSummary.tsx';
import { CouponDialog } from '@/components/pos/CouponDialog.tsx';
import { DocumentTypeToggle } from '@/components/pos/DocumentTypeToggle.tsx';
import { PaymentRow, type PaymentRowType } from '@/components/pos/PaymentRow.tsx';
import { PersonalisedOffer } from '@/components/pos/PersonalisedOffer.tsx';
import { PurchaseHints } from '@/components/pos/PurchaseHints.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { cx } from '@/components/ui/cx.ts';
import { useToast } from '@/components/ui/Toast.tsx';
import { availableStock, MAX_UNITS_PER_LINE } from '@/domain/cartStock.ts';
import { PAYMENT_MESSAGES } from '@/domain/messages.ts';
import {
  availablePaymentTypes,
  type PurchaseCheck,
  paymentAmountCap,
  paymentsHint,
  unusedPointsConfirmation,
  validatePurchase,
} from '@/domain/payments.ts';
import type { Payment, PaymentType } from '@/domain/types.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { SaleLayout } from '../layout/SaleLayout.tsx';
import styles from './CartScreen.module.css';
import {
  addPaymentRow,
  endSale,
  markOfferAutoShown,
  orderCreated,
  removePaymentRow,
  removeProduct,
  setAmount,
  setDocumentType,
  setPaymentAmount,
  setPaymentType,
} from './cartActions.ts';
import { createOrderPayload, savedPayments, updateOrderPayload } from './orderPayload.ts';
import { toDomainDocType } from './saleContext.ts';
import { useAddToCart } from './useAddToCart.ts';
import { useCart } from './useCart.ts';
import { useCouponFlow } from './useCouponFlow.ts';
import { usePersonalisedOffer } from './usePersonalisedOffer.ts';

type Confirmation = NonNullable<ReturnType<typeof unusedPointsConfirmation>>;

/**
 * /carro: lines, totals and discounts, coupon, Boleta/Factura, payment rows and hints,
 * REALIZAR COMPRA (validation, unused points, order creation), Guardar / Actualizar Pedido and
 * the personalised offer. Every number comes from the domain through useCart().
 */
export function CartScreen() {
  const navigate = useNavigate();
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
  const [confirmation, setConfirmation] = useState<{ info: Confirmation; payments: Payment[] } | null>(null);

  const docType = toDomainDocType(state.documentType);
  const hint = paymentsHint({ rows: cart.payments, total: priced.total, docType });
  const check: PurchaseCheck = validatePurchase({
    productCount: state.lines.length,
    rows: cart.payments,
    total: priced.total,
    docType,
    hasOfferOrCouponDiscount: priced.hasOfferOrCouponDiscount,
    usablePoints: points,
    allowedTypes: cart.allowedTypes,
  });

  const purchase = useMutation({
    mutationFn: (payments: Payment[]) =>
      createOrder(
        createOrderPayload({
          state: sale.get(),
          sellerId,
          storeId: store.id,
          machineNumber,
          payments,
          saved: false,
        }),
      ),
    onSuccess: (response) => {
      orderCreated(response.data.order_id, response.data.order_number);
      void navigate({ to: sale.get().documentType === 'factura' ? '/factura' : '/pago-final' });
    },
    onError: (error) =>
      toast.show({ message: errorText(error, PAYMENT_MESSAGES.orderCreationFailed), tone: 'error' }),
  });

  const save = useMutation({
    mutationFn: async () => {
      const current = sale.get();
      if (current.orderId !== null) {
        await updateOrder(current.orderId, updateOrderPayload(current));
        return;
      }
      await createOrder(
        createOrderPayload({
          state: current,
          sellerId,
          storeId: store.id,
          machineNumber,
          payments: savedPayments(cart.payments),
          saved: true,
        }),
      );
    },
    onSuccess: () => {
      endSale();
      void navigate({ to: '/guardados' });
    },
    onError: (error) =>
      toast.show({ message: errorText(error, PAYMENT_MESSAGES.orderCreationFailed), tone: 'error' }),
  });

  const busy = cart.loading || purchase.isPending || save.isPending;

  // recommended_auto_show: the offer opens by itself once per sale, when the cart has products.
  const autoShowDone = useRef(false);
  useEffect(() => {
    if (autoShowDone.current) return;
    if (!store.recommended_active || !store.recommended_auto_show) return;
    if (state.recommendedAutoShown || state.lines.length === 0 || !state.customer) return;
    autoShowDone.current = true;
    markOfferAutoShown();
    void offer.show();
  }, [store, state.recommendedAutoShown, state.lines.length, state.customer, offer.show]);

  const toastResult = (message: string | null, tone: 'error' | 'warning' = 'error') => {
    if (message) toast.show({ message, tone });
  };

  const buy = () => {
    if (busy) return;
    if (!check.ok) {
      toastResult(check.message);
      return;
    }
    const info = member ? unusedPointsConfirmation(cart.payments, points, priced.total) : null;
    if (info) {
      setConfirmation({ info, payments: check.payments });
      return;
    }
    purchase.mutate(check.payments);
  };

  const saveOrder = () => {
    if (busy) return;
    if (state.lines.length === 0) {
      toastResult(PAYMENT_MESSAGES.noProducts);
      return;
    }
    save.mutate();
  };

  const stockLines = priced.lines.map((l) => ({ product: l.product, amount: l.amount }));
  const showOffer = store.recommended_active && state.customer !== null;

  return (
    <SaleLayout
      title="Carro"
      back="/compra"
      actionBar={
        <>
          <PurchaseHints hints={hint ? [hint] : []} />
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="lg"
              className={cx(state.lines.length === 0 && styles.inactive)}
              aria-disabled={state.lines.length === 0 || undefined}
              onClick={saveOrder}
              loading={save.isPending}
            >
              {state.orderId !== null ? 'Actualizar Pedido' : 'Guardar Pedido'}
            </Button>
            <Button
              size="lg"
              className={cx(styles.buy, !check.ok && styles.inactive)}
              aria-disabled={!check.ok || undefined}
              onClick={buy}
              loading={purchase.isPending}
            >
              REALIZAR COMPRA
            </Button>
          </div>
        </>
      }
    >
      <div className={styles.layout}>
        <section className={styles.lines} aria-label="Productos del carro">
          {priced.lines.length === 0 ? (
            <p className={styles.empty}>{PAYMENT_MESSAGES.noProducts}</p>
          ) : (
            priced.lines.map((line) => {
              const normal = line.prices.normal ?? 0;
              const rest = availableStock(line.product, stockLines);
              return (
                <CartLine
                  key={line.product.id}
                  name={line.product.name}
                  quantity={line.amount}
                  unitPrice={normal}
                  subtotal={line.subtotal_amount}
                  total={line.total_amount}
                  discounts={{
                    club: line.discounts.club,
                    bulk: line.discounts.bulk,
                    clubGeneral: line.discounts.clubGeneral,
                    sellout: line.discounts.sellout,
                    recommended: line.discounts.recommended,
                    offers: line.discounts.offers,
                    coupon: line.discounts.coupon,
                  }}
                  recommendedPrice={
                    line.recommended && line.prices.recommended !== null ? line.prices.recommended : undefined
                  }
                  maxQuantity={Math.min(MAX_UNITS_PER_LINE, line.amount + rest)}
                  isPack={line.product.pack}
                  onQuantityChange={(q) => {
                    if (busy) return;
                    toastResult(setAmount(line.product.id, q).message);
                  }}
                  onRemove={() => {
                    if (!busy) removeProduct(line.product.id);
                  }}
                  disabled={busy}
                />
              );
            })
          )}
          {showOffer && (
            <Button variant="secondary" onClick={() => void offer.show()} disabled={busy}>
              Mostrar oferta personalizada
            </Button>
          )}
        </section>

        <div className={styles.side}>
          <CartSummary
            subtotal={priced.subtotal}
            discounts={priced.summary}
            total={priced.total}
            availablePoints={member ? points : null}
            loading={cart.loading}
          />

          <section className={styles.row} aria-label="Cupón">
            <Button
              variant="secondary"
              onClick={coupon.openDialog}
              disabled={busy || state.lines.length === 0}
            >
              {state.coupon ? `Cupón ${state.coupon.code}` : 'Cupón'}
            </Button>
            {priced.couponMessage && (
              <p className={styles.warning} role="status">
                {priced.couponMessage}
              </p>
            )}
          </section>

          <DocumentTypeToggle
            value={state.documentType}
            onChange={(value) => {
              if (!busy) setDocumentType(value);
            }}
            disabled={purchase.isPending || save.isPending}
          />

          <section className={styles.payments} aria-label="Métodos de pago">
            {state.payments.map((row, index) => {
              const rows = cart.payments;
              const types = availablePaymentTypes({
                store,
                buyType,
                wholesale: cart.wholesale,
                rowIndex: index,
                rows,
              }) as PaymentRowType[] as Exclude<PaymentRowType, 'METODO DE PAGO'>[];
              return (
                <PaymentRow
                  // biome-ignore lint/suspicious/noArrayIndexKey: payment rows are positional (1 and 2)
                  key={index}
                  index={index + 1}
                  paymentType={row.payment_type as PaymentRowType}
                  availableTypes={types}
                  amount={row.amount}
                  max={paymentAmountCap(rows, index, priced.total, points)}
                  walletPoints={member ? points : undefined}
                  disabled={purchase.isPending || save.isPending}
                  onTypeChange={(type) =>
                    toastResult(
                      setPaymentType(index, type as PaymentType, priced.total, points).message,
                      'warning',
                    )
                  }
                  onAmountChange={(amount) => setPaymentAmount(index, amount, priced.total, points)}
                  onRemove={state.payments.length > 1 ? () => removePaymentRow(index) : undefined}
                />
              );
            })}
            <Button
              variant="ghost"
              onClick={() => toastResult(addPaymentRow().message)}
              disabled={purchase.isPending || save.isPending}
            >
              Agregar método de pago
            </Button>
          </section>
        </div>
      </div>

      <CouponDialog
        open={coupon.open}
        onOpenChange={coupon.onOpenChange}
        onSubmit={(code) => void coupon.submit(code)}
        status={coupon.status}
        errorMessage={coupon.errorMessage}
      />

      <PersonalisedOffer
        open={offer.open}
        loading={offer.loading}
        products={offer.offerProducts(state.recommendedProductIds)}
        onAdd={offer.add}
        onExit={offer.exit}
      />

      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.info.title}
        message={confirmation?.info.question ?? ''}
        confirmLabel="Si"
        cancelLabel="No"
        loading={purchase.isPending}
        onCancel={() => setConfirmation(null)}
        onConfirm={() => {
          if (!confirmation) return;
          const { payments } = confirmation;
          setConfirmation(null);
          purchase.mutate(payments);
        }}
      >
        <p className={styles.pointsEquivalent}>
          <strong>{confirmation?.info.discount}</strong>
        </p>
      </ConfirmDialog>
    </SaleLayout>
  );
}
