import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { requireOrder } from '@/session/guards.ts';
import { sale } from '@/session/sale.ts';
import { guard } from '../../-guard.ts';
import { ScreenStub } from '../../-stub.tsx';

export const Route = createFileRoute('/_auth/_machine/pago-final')({
  beforeLoad: guard(requireOrder),
  component: Screen,
});

/** Spec 001: back goes to /factura when the document is an invoice, otherwise to /carro. */
function Screen() {
  const documentType = useSelector(sale.store, (s) => s.documentType);
  return (
    <ScreenStub
      title={CHECKOUT_MESSAGES.title}
      back={{ to: documentType === 'factura' ? '/factura' : '/carro' }}
    />
  );
}
