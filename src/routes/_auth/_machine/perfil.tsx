import { createFileRoute } from '@tanstack/react-router';
import {
  leaveWhileBilling,
  requireBuyType,
  requireCustomer,
  requireMemberProfile,
} from '@/session/guards.ts';
import { guard } from '../../-guard.ts';
import { ScreenStub } from '../../-stub.tsx';

export const Route = createFileRoute('/_auth/_machine/perfil')({
  beforeLoad: guard(leaveWhileBilling, requireBuyType, requireMemberProfile, requireCustomer),
  component: Screen,
});

function Screen() {
  return <ScreenStub title="Perfil" back={{ to: '/ingreso' }} />;
}
