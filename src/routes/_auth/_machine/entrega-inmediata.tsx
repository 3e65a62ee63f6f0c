import { createFileRoute } from '@tanstack/react-router';
import { queries } from '@/api/queries.ts';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { DELIVERY_LABELS } from '@/domain/messages.ts';
import { ExpressListScreen } from '@/features/express/ExpressListScreen.tsx';
import { leaveWhileBilling, leaveWhilePaying } from '@/session/guards.ts';
import { session } from '@/session/session.ts';
import { guard } from '../../-guard.ts';
import { awaitRead } from '../../-load.ts';

export const Route = createFileRoute('/_auth/_machine/entrega-inmediata')({
  // Spec 001 §2: to /pago-final while the sale's order is in BILLING PROCESSING.
  beforeLoad: guard(leaveWhileBilling, leaveWhilePaying),
  // The list is the screen: the same options as the screen's useQuery.
  loader: ({ context }) =>
    awaitRead(context.queryClient.ensureQueryData(queries.expressOrders(session.get().user?.store_id ?? 0))),
  component: Screen,
});

function Screen() {
  return (
    <SaleLayout title={DELIVERY_LABELS.expressTitle} back="/inicio" tabs={false}>
      <ExpressListScreen />
    </SaleLayout>
  );
}
