import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { queries } from '@/api/queries.ts';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { LoadError } from '@/components/ui/LoadError.tsx';
import { Money } from '@/components/ui/Money.tsx';
import { Skeleton } from '@/components/ui/Skeleton.tsx';
import { StatusBadge } from '@/components/ui/StatusBadge.tsx';
import { SALE_LABELS, SALE_LOCK_MESSAGES } from '@/domain/messages.ts';
import { paymentTypeLabel } from '@/domain/paymentTypeLabels.ts';
import { orderPaymentsLock } from '@/domain/saleLock.ts';
import { setPaymentLock } from '@/session/sale.ts';
import styles from './CartScreen.module.css';

export interface LockedCartScreenProps {
  orderId: number;
  /** Why the cart cannot change: a payment approved, or a charge still open on its provider. */
  lock: 'paid' | 'charging';
}

/**
 * /carro while the sale is being paid (docs/DECISIONS.md "Sale"): the order as the server has it
 * (products, payments with their labels and status, total), nothing to edit (no steppers, coupon,
 * document type, payment rows, Guardar or REALIZAR COMPRA), and one way on: "Continuar con el pago".
 * Reading the order again also frees the cart when the server no longer holds a payment (a
 * charge rejected meanwhile).
 */
export function LockedCartScreen({ orderId, lock }: LockedCartScreenProps) {
  const navigate = useNavigate();
  const order = useQuery(queries.checkoutOrder(orderId));
  const data = order.data?.data.order;
  const payments = data?.payments;
  useEffect(() => {
    if (payments) setPaymentLock(orderId, orderPaymentsLock(payments));
  }, [orderId, payments]);
  const toPayment = () => void navigate({ to: '/pago-final' });

  return (
    <SaleLayout
      title="Carro"
      back="/pago-final"
      actionBar={
        <Button size="lg" className={styles.continue} onClick={toPayment} data-main-action>
          {SALE_LOCK_MESSAGES.continuePayment}
        </Button>
      }
    >
      <p className={styles.lockNotice} role="status">
        {lock === 'paid' ? SALE_LOCK_MESSAGES.paidNotice : SALE_LOCK_MESSAGES.chargingNotice}
      </p>
      {order.isPending ? (
        <Skeleton height="240px" shape="rect" />
      ) : !data ? (
        <LoadError
          onReload={() => void order.refetch()}
          reloading={order.isFetching}
          onHome={toPayment}
          main={false}
        />
      ) : (
        <div className={styles.layout}>
          <section className={styles.lines} aria-label={SALE_LOCK_MESSAGES.productsHeading}>
            <h2 className={styles.lockedHeading}>{SALE_LOCK_MESSAGES.productsHeading}</h2>
            <ul className={styles.lockedList}>
              {data.OrderProducts.map((line) => (
                <li key={line.Product.id} className={styles.lockedItem}>
                  <span>
                    {line.amount} × {line.Product.name}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <div className={styles.side}>
            <section className={styles.payments} aria-label={SALE_LOCK_MESSAGES.paymentsHeading}>
              <h2 className={styles.lockedHeading}>{SALE_LOCK_MESSAGES.paymentsHeading}</h2>
              <ul className={styles.lockedList}>
                {data.payments.map((payment) => (
                  <li key={payment.id} className={styles.lockedItem}>
                    <span>{paymentTypeLabel(payment.payment_type)}</span>
                    <Money amount={payment.amount} />
                    <StatusBadge status={payment.status === 'APROBADO' ? 'success' : 'pending'}>
                      {payment.status}
                    </StatusBadge>
                  </li>
                ))}
              </ul>
            </section>
            <p className={styles.lockedItem}>
              <strong>{SALE_LABELS.total}</strong>
              <Money amount={data.total_amount} size="lg" />
            </p>
          </div>
        </div>
      )}
    </SaleLayout>
  );
}
