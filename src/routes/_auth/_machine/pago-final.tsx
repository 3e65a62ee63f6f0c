import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { queries } from '@/api/queries.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { adoptOrder } from '@/features/checkout/attempts.ts';
import { PaymentScreen } from '@/features/checkout/PaymentScreen.tsx';
import { SaleLayout } from '@/features/sale/layout/SaleLayout.tsx';
import { requireOrder } from '@/session/guards.ts';
import { BILLING_PROCESSING, sale } from '@/session/sale.ts';
import { guard } from '../../-guard.ts';
import { awaitRead } from '../../-load.ts';

/** The sale's order statuses once it is paid: billing, billed. */
const PAID_STATUSES = new Set([BILLING_PROCESSING, 'FINISHED']);

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
 */
function Screen() {
  const documentType = useSelector(sale.store, (s) => s.documentType);
  const orderId = useSelector(sale.store, (s) => s.orderId);
  const paid = useSelector(sale.store, (s) => PAID_STATUSES.has(s.orderStatus));
  return (
    <SaleLayout
      title={CHECKOUT_MESSAGES.title}
      {...(paid ? {} : { back: documentType === 'factura' ? '/factura' : '/carro' })}
      tabs={false}
    >
      {orderId !== null && <PaymentScreen orderId={orderId} />}
    </SaleLayout>
  );
}
