import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '@/api/errors.ts';
import { getGetCustomerPointsQueryKey } from '@/api/generated/endpoints/customers/customers.ts';
import {
  getGetOrderQueryKey,
  getListCustomerOrdersQueryKey,
  getListSavedOrdersQueryKey,
} from '@/api/generated/endpoints/orders/orders.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
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
import { ACTION_LABELS, PAYMENT_MESSAGES, SALE_LABELS } from '@/domain/messages.ts';
import {
  availablePaymentTypes,
  type PurchaseCheck,
  type PurchaseInput,
  paymentAmountCap,
  paymentsHint,
  unusedPointsConfirmation,
  validatePurchase,
  validateSave,
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
  removePaymentRow,
  removeProduct,
  setAmount,
  setDocumentType,
  setPaymentAmount,
  setPaymentType,
} from './cartActions.ts';
import { type OrderIntent, type OrderOutcome, resolvePendingOrder, submitOrder } from './orderSync.ts';
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
  const purchaseInput: PurchaseInput = {
    productCount: state.lines.length,
    rows: cart.payments,
    total: priced.total,
    docType,
    hasOfferOrCouponDiscount: priced.hasOfferOrCouponDiscount,
    usablePoints: points,
    allowedTypes: cart.allowedTypes,
  };
  const check: PurchaseCheck = validatePurchase(purchaseInput);
  // Spec 000 §5: the save button stays disabled until everything is complete, like the purchase.
  const saveCheck = validateSave(purchaseInput);

  const queryClient = useQueryClient();
  const customerId = state.customer?.id ?? null;

  /** After an order is bought or saved: what it changed is read again, then the next screen. */
  const finish = (outcome: OrderOutcome | null) => {
    if (!outcome) return;
    void queryClient.invalidateQueries({ queryKey: getListSavedOrdersQueryKey(sellerId) });
    void queryClient.invalidateQueries({ queryKey: getGetOrderQueryKey(outcome.orderId) });
    if (customerId !== null) {
      void queryClient.invalidateQueries({ queryKey: getGetCustomerPointsQueryKey(customerId) });
      void queryClient.invalidateQueries({ queryKey: getListCustomerOrdersQueryKey(customerId) });
    }
    if (outcome.purpose === 'save') {
      endSale();
      void navigate({ to: '/guardados' });
      return;
    }
    void navigate({ to: sale.get().documentType === 'factura' ? '/factura' : '/pago-final' });
  };

  // Buy, save and the recovery of an unanswered request are one mutation: the sale has one order,
  // so one request at a time (a tap on the other button meanwhile is ignored too).
  const order = useMutation({
    mutationFn: (intent: OrderIntent | null) => (intent ? submitOrder(intent) : resolvePendingOrder()),
    onSuccess: finish,
    onError: (error) =>
      toast.show({ message: errorText(error, PAYMENT_MESSAGES.orderCreationFailed), tone: 'error' }),
  });
  const orderOnce = useSingleFlight((intent: OrderIntent | null) =>
    order.mutateAsync(intent).catch(() => undefined),
  );
  const intent = (purpose: OrderIntent['purpose'], payments: readonly Payment[]): OrderIntent => ({
    purpose,
    payments,
    sellerId,
    storeId: store.id,
    machineNumber,
  });
  const inFlight = order.isPending ? (order.variables?.purpose ?? 'recover') : null;

  // A request left unanswered by a reload or a lost connection is found before anything else.
  const recoverOnMount = useRef(false);
  useEffect(() => {
    if (recoverOnMount.current) return;
    recoverOnMount.current = true;
    if (sale.get().pendingOrder) void orderOnce.run(null);
  }, [orderOnce.run]);

  const busy = cart.loading || order.isPending;

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
    void orderOnce.run(intent('buy', check.payments));
  };

  const saveOrder = () => {
    if (busy) return;
    if (!saveCheck.ok) {
      toastResult(saveCheck.message);
      return;
    }
    void orderOnce.run(intent('save', cart.payments));
  };

  // A second row can only be WALLET (spec 000 §5): offered only to sales that may pay with points.
  const secondPaymentPossible =
    availablePaymentTypes({ store, buyType, wholesale: cart.wholesale, rowIndex: 1, rows: [] }).length > 0;

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
              className={cx(!saveCheck.ok && styles.inactive)}
              aria-disabled={!saveCheck.ok || undefined}
              onClick={saveOrder}
              loading={inFlight === 'save'}
            >
              {state.orderId !== null ? SALE_LABELS.updateOrder : SALE_LABELS.saveOrder}
            </Button>
            <Button
              size="lg"
              className={cx(styles.buy, !check.ok && styles.inactive)}
              aria-disabled={!check.ok || undefined}
              onClick={buy}
              loading={inFlight === 'buy' || inFlight === 'recover'}
            >
              {SALE_LABELS.buy}
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
              {SALE_LABELS.showOffer}
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
            disabled={order.isPending}
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
                  disabled={order.isPending}
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
            {secondPaymentPossible && (
              <Button
                variant="ghost"
                onClick={() => toastResult(addPaymentRow().message)}
                disabled={order.isPending}
              >
                Agregar método de pago
              </Button>
            )}
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
        confirmLabel={ACTION_LABELS.yes}
        cancelLabel={ACTION_LABELS.no}
        loading={order.isPending}
        onCancel={() => setConfirmation(null)}
        onConfirm={() => {
          if (!confirmation) return;
          const { payments } = confirmation;
          setConfirmation(null);
          void orderOnce.run(intent('buy', payments));
        }}
      >
        <p className={styles.pointsEquivalent}>
          <strong>{confirmation?.info.discount}</strong>
        </p>
      </ConfirmDialog>
    </SaleLayout>
  );
}
