import { createFileRoute, Navigate } from '@tanstack/react-router';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { RETURN_LABELS } from '@/domain/returnsMessages.ts';
import { ReturnLookupScreen } from '@/features/returns/ReturnLookupScreen.tsx';
import { returnFlow } from '@/features/returns/returnFlow.ts';
import { leaveWhileBilling, leaveWhilePaying } from '@/session/guards.ts';
import { guard } from '../../-guard.ts';
import { parseReturnSearch } from './-returnSearch.ts';

export const Route = createFileRoute('/_auth/_machine/devolucion')({
  beforeLoad: guard(leaveWhileBilling, leaveWhilePaying),
  validateSearch: (search) => {
    const { doc } = parseReturnSearch(search);
    return doc ? { doc } : {};
  },
  component: Screen,
});

function Screen() {
  const search = Route.useSearch();
  // "Volver" from the return's cart or credit note page comes without ?doc: the return's own.
  const doc = search.doc ?? returnFlow.get().doc ?? undefined;
  // Without a document type, the seller chooses it first.
  if (!doc) return <Navigate to="/tipo-devolucion" replace />;
  return (
    <SaleLayout title={RETURN_LABELS.lookupTitle} back="/tipo-devolucion" tabs={false}>
      <ReturnLookupScreen key={doc} doc={doc} />
    </SaleLayout>
  );
}
