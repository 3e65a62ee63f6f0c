import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '@/features/sale/profile/ProfileScreen.tsx';
import {
  leaveWhileBilling,
  requireBuyType,
  requireCustomer,
  requireMemberProfile,
} from '@/session/guards.ts';
import { guard } from '../../-guard.ts';

export const Route = createFileRoute('/_auth/_machine/perfil')({
  beforeLoad: guard(leaveWhileBilling, requireBuyType, requireMemberProfile, requireCustomer),
  component: ProfileScreen,
});
