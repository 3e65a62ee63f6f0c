import { createFileRoute } from '@tanstack/react-router';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { RETURN_LABELS } from '@/domain/returnsMessages.ts';
import { CreditNoteScreen } from '@/features/returns/CreditNoteScreen.tsx';
import { leaveWhileBilling } from '@/session/guards.ts';
import { guard } from '../../-guard.ts';

/** The credit note page (spec 001 §2; the end of spec 000's return flow). Back goes to /devolucion. */
export const Route = createFileRoute('/_auth/_machine/final-devolucion')({
  // Spec 000 §4: to /pago-final while the sale's order is in BILLING PROCESSING.
  beforeLoad: guard(leaveWhileBilling),
  component: Screen,
});

function Screen() {
  return (
    <SaleLayout title={RETURN_LABELS.creditNoteTitle} back="/devolucion" tabs={false}>
      <CreditNoteScreen />
    </SaleLayout>
  );
}
