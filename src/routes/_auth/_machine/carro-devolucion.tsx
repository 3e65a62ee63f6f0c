import { createFileRoute, Navigate } from '@tanstack/react-router';
import { queries } from '@/api/queries.ts';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { RETURN_LABELS } from '@/domain/returnsMessages.ts';
import { ReturnCartScreen } from '@/features/returns/ReturnCartScreen.tsx';
import { leaveWhileBilling, leaveWhilePaying } from '@/session/guards.ts';
import { session } from '@/session/session.ts';
import { guard } from '../../-guard.ts';
import { awaitRead } from '../../-load.ts';
import { parseReturnSearch } from './-returnSearch.ts';

export const Route = createFileRoute('/_auth/_machine/carro-devolucion')({
  // Spec 000 §4: to /pago-final while the sale's order is in BILLING PROCESSING.
  beforeLoad: guard(leaveWhileBilling, leaveWhilePaying),
  // The document found on /devolucion (?doc=boleta|factura&number=), read again here.
  validateSearch: (search) => parseReturnSearch(search),
  loaderDeps: ({ search }) => ({ doc: search.doc, number: search.number }),
  // The order is the screen: the same options as the screen's useQuery.
  loader: ({ context, deps }) =>
    deps.doc === undefined || deps.number === undefined
      ? undefined
      : awaitRead(
          context.queryClient.ensureQueryData(
            queries.orderByBill(deps.number, {
              doc_type: deps.doc,
              store_id: session.get().user?.store_id ?? 0,
            }),
          ),
        ),
  component: Screen,
});

function Screen() {
  const { doc, number } = Route.useSearch();
  // Without a document, the seller looks one up first.
  if (!doc) return <Navigate to="/tipo-devolucion" replace />;
  if (number === undefined) return <Navigate to="/devolucion" search={{ doc }} replace />;
  return (
    <SaleLayout title={RETURN_LABELS.cartTitle} back="/devolucion" tabs={false}>
      <ReturnCartScreen key={`${doc}-${number}`} doc={doc} number={number} />
    </SaleLayout>
  );
}
