import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@tanstack/react-store';
import { useEffect } from 'react';
import { queries } from '@/api/queries.ts';
import { orderPaymentsLock, type SaleLock, saleLock } from '@/domain/saleLock.ts';
import { attemptsOf, checkoutMemory } from '@/session/attempts.ts';
import { sale, setPaymentLock } from '@/session/sale.ts';

/**
 * Where the checkout's memory meets the sale's screens (docs/DECISIONS.md "Sale"): the routes read
 * the persisted attempts (session/attempts.ts) and the server's order, and hand the sale's lock to
 * /pago-final's header. What the server says of the payments is kept on the sale
 * (`sale.paymentLock`), where the sale's own screens (/carro) read it.
 */

/** The sale's lock (domain saleLock), re-rendered when the attempts or the sale change. */
export function useSaleLock(): SaleLock {
  const orderId = useSelector(sale.store, (s) => s.orderId);
  const serverLock = useSelector(sale.store, (s) => s.paymentLock);
  const openAttempts = useSelector(checkoutMemory.store, (s) => attemptsOf(s, orderId));
  return saleLock({ orderId, serverLock, openAttempts });
}

/**
 * Keeps `sale.paymentLock` to what the server's order says of its payments, every time
 * /pago-final reads it (the same query as the steps: no request of its own).
 */
export function PaymentLockMirror({ orderId }: { orderId: number }) {
  const payments = useQuery(queries.checkoutOrder(orderId)).data?.data.order.payments;
  useEffect(() => {
    if (payments) setPaymentLock(orderId, orderPaymentsLock(payments));
  }, [orderId, payments]);
  return null;
}
