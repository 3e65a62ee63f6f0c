import { createFileRoute } from '@tanstack/react-router';
import { queries } from '@/api/queries.ts';
import { SavedOrdersScreen } from '@/features/sale/saved/SavedOrdersScreen.tsx';
import { leaveWhileBilling, leaveWhilePaying } from '@/session/guards.ts';
import { session } from '@/session/session.ts';
import { guard } from '../../-guard.ts';
import { awaitRead } from '../../-load.ts';

export const Route = createFileRoute('/_auth/_machine/guardados')({
  beforeLoad: guard(leaveWhileBilling, leaveWhilePaying),
  // The list is the screen: it opens with it, or with its skeleton if slow (-load.ts); the same
  // options as the screen's useQuery.
  loader: ({ context }) =>
    awaitRead(context.queryClient.ensureQueryData(queries.savedOrders(session.get().user?.id ?? 0))),
  component: SavedOrdersScreen,
});
