import { createFileRoute } from '@tanstack/react-router';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { INVOICE_FORM_LABELS } from '@/domain/checkoutMessages.ts';
import { InvoiceScreen, InvoiceSubmitButton } from '@/features/checkout/invoice/InvoiceScreen.tsx';
import { leaveWhilePaying, requireOrder } from '@/session/guards.ts';
import { guard } from '../../-guard.ts';

export const Route = createFileRoute('/_auth/_machine/factura')({
  beforeLoad: guard(requireOrder, leaveWhilePaying),
  component: Screen,
});

/** Spec 001 §2 /factura: the invoice data; Continuar goes to /pago-final, back to /carro. */
function Screen() {
  return (
    <SaleLayout
      title={INVOICE_FORM_LABELS.title}
      back="/carro"
      tabs={false}
      actionBar={<InvoiceSubmitButton />}
    >
      <InvoiceScreen />
    </SaleLayout>
  );
}
