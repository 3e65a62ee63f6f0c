import { createFileRoute } from '@tanstack/react-router';
import { DeliverySelectScreen } from '@/features/delivery/select/DeliverySelectScreen.tsx';
import { leaveWhilePaying } from '@/session/guards.ts';
import { guard } from '../../-guard.ts';

export const Route = createFileRoute('/_auth/_machine/delivery')({
  // A sale being paid is finished or cancelled on /pago-final first (docs/DECISIONS.md "Sale").
  beforeLoad: guard(leaveWhilePaying),
  component: DeliverySelectScreen,
});
