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
  // The order is the screen: the same options as the screen's useQuery. Beside it, the provider
  // that charges cards on this machine, whose annulment the refund uses (its module is loaded
  // here; one that cannot load hands every card over by name, as a machine with no annulment).
  loader: async ({ context, deps }) => {
    const read =
      deps.doc === undefined || deps.number === undefined
        ? undefined
        : awaitRead(
            context.queryClient.ensureQueryData(
              queries.orderByBill(deps.number, {
                doc_type: deps.doc,
                store_id: session.get().user?.store_id ?? 0,
              }),
            ),
          );
    const [cardProvider] = await Promise.all([
      // Imported here, not at the top: the route's loader is part of the first screen's code.
      import('@/features/checkout/engine/registry.ts')
        .then(({ cardProviderFor }) => cardProviderFor(context.terminal.kind))
        .catch(() => null),
      read,
    ]);
    return { cardProvider };
  },
  component: Screen,
});

function Screen() {
  const { doc, number } = Route.useSearch();
  const { cardProvider } = Route.useLoaderData();
  // Without a document, the seller looks one up first.
  if (!doc) return <Navigate to="/tipo-devolucion" replace />;
  if (number === undefined) return <Navigate to="/devolucion" search={{ doc }} replace />;
  return (
    <SaleLayout title={RETURN_LABELS.cartTitle} back="/devolucion" tabs={false}>
      <ReturnCartScreen key={`${doc}-${number}`} doc={doc} number={number} cardProvider={cardProvider} />
    </SaleLayout>
  );
}
