import { createFileRoute, useLocation } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { queries } from '@/api/queries.ts';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { CHECKOUT_MESSAGES, SALE_LOCK_MESSAGES } from '@/domain/messages.ts';
import { isPaidOrBilling } from '@/domain/orderStatus.ts';
import { PaymentScreen } from '@/features/checkout/PaymentScreen.tsx';
import { adoptOrder } from '@/session/attempts.ts';
import { requireOrder } from '@/session/guards.ts';
import { sale } from '@/session/sale.ts';
import { guard } from '../../-guard.ts';
import { awaitRead } from '../../-load.ts';
import { PaymentLockMirror, useSaleLock } from '../../-paymentLock.tsx';

export const Route = createFileRoute('/_auth/_machine/pago-final')({
  beforeLoad: guard(requireOrder),
  // The order is the screen (its payments are the steps): the same options as the screen's read.
  loader: ({ context }) => {
    const orderId = sale.get().orderId;
    if (orderId !== null) adoptOrder(orderId);
    return orderId === null
      ? undefined
      : awaitRead(context.queryClient.ensureQueryData(queries.checkoutOrder(orderId)));
  },
  component: Screen,
});

/**
 * Spec 001: "POS Pago"; back goes to /factura when the document is an invoice, otherwise to /carro.
 * Once every payment is approved (billing or finished) there is no way back to a paid cart: the
 * header has no Volver, "Iniciar nueva venta" is the way out (docs/DECISIONS.md).
 * While a charge is open, Volver is shown off with its reason (the step's own cancel is the way
 * out); after an approved step it goes to the read-only cart (docs/DECISIONS.md "Sale"). Sent back
 * here by the payment lock (a footer tab or a typed address of the sale), it says why, unless
 * Volver's own reason already does.
 */
function Screen() {
  const documentType = useSelector(sale.store, (s) => s.documentType);
  const orderId = useSelector(sale.store, (s) => s.orderId);
  const paid = useSelector(sale.store, (s) => isPaidOrBilling(s.orderStatus));
  const lock = useSaleLock();
  const bounced = useLocation({ select: (l) => l.state.paymentLock === true });
  const back = lock !== null || documentType !== 'factura' ? '/carro' : '/factura';
  return (
    <SaleLayout
      title={CHECKOUT_MESSAGES.title}
      {...(paid ? {} : lock === 'charging' ? { backBlocked: SALE_LOCK_MESSAGES.backBlocked } : { back })}
      {...(bounced && !paid && lock !== 'charging' ? { notice: SALE_LOCK_MESSAGES.bounced } : {})}
      tabs={false}
    >
      {orderId !== null && <PaymentLockMirror orderId={orderId} />}
      {orderId !== null && <PaymentScreen orderId={orderId} />}
    </SaleLayout>
  );
}
