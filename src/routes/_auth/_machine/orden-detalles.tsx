import { createFileRoute, Navigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { queries } from '@/api/queries.ts';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { EXPRESS_DETAIL_LABELS } from '@/domain/expressMessages.ts';
import { OrderDetailsScreen } from '@/features/express/OrderDetailsScreen.tsx';
import { awaitRead } from '../../-load.ts';

/** /orden-detalles?id=123 — the express order to verify (spec 001 §2). */
const searchSchema = v.object({
  id: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))),
});

export const Route = createFileRoute('/_auth/_machine/orden-detalles')({
  validateSearch: (search) => {
    const result = v.safeParse(searchSchema, search);
    return result.success ? result.output : {};
  },
  loaderDeps: ({ search }) => ({ id: search.id }),
  // The order is the screen: the same options as the screen's useQuery.
  loader: ({ context, deps }) =>
    deps.id === undefined
      ? undefined
      : awaitRead(context.queryClient.ensureQueryData(queries.expressOrder(deps.id))),
  component: Screen,
});

function Screen() {
  const { id } = Route.useSearch();
  // Without an order to show, the list is where the seller picks one.
  if (id === undefined) return <Navigate to="/entrega-inmediata" replace />;
  return (
    <SaleLayout title={EXPRESS_DETAIL_LABELS.title} back="/entrega-inmediata" tabs={false}>
      <OrderDetailsScreen key={id} orderId={id} />
    </SaleLayout>
  );
}
