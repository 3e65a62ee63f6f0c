import { createFileRoute } from '@tanstack/react-router';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { RETURN_LABELS } from '@/domain/returnsMessages.ts';
import { ReturnTypeScreen } from '@/features/returns/ReturnTypeScreen.tsx';
import { leaveWhileBilling, leaveWhilePaying } from '@/session/guards.ts';
import { guard } from '../../-guard.ts';

export const Route = createFileRoute('/_auth/_machine/tipo-devolucion')({
  // Spec 000 §4: to /pago-final while the sale's order is in BILLING PROCESSING.
  beforeLoad: guard(leaveWhileBilling, leaveWhilePaying),
  component: Screen,
});

function Screen() {
  return (
    <SaleLayout title={RETURN_LABELS.typeTitle} back="/inicio" tabs={false}>
      <ReturnTypeScreen />
    </SaleLayout>
  );
}
