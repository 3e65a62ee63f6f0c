import { createFileRoute } from '@tanstack/react-router';
import { queries } from '@/api/queries.ts';
import { ProfileScreen } from '@/features/sale/profile/ProfileScreen.tsx';
import {
  leaveWhileBilling,
  leaveWhilePaying,
  requireBuyType,
  requireCustomer,
  requireMemberProfile,
} from '@/session/guards.ts';
import { sale } from '@/session/sale.ts';
import { guard } from '../../-guard.ts';
import { startRead } from '../../-load.ts';

export const Route = createFileRoute('/_auth/_machine/perfil')({
  beforeLoad: guard(
    leaveWhileBilling,
    leaveWhilePaying,
    requireBuyType,
    requireMemberProfile,
    requireCustomer,
  ),
  // The points are one line of the greeting (a skeleton meanwhile): started, not awaited.
  loader: ({ context }) => {
    const customer = sale.get().customer;
    if (customer) startRead(context.queryClient.ensureQueryData(queries.customerPoints(customer.id)));
  },
  component: ProfileScreen,
});
