import { createFileRoute } from '@tanstack/react-router';
import { leaveWhileBilling, requireBuyType } from '@/session/guards.ts';
import { guard } from '../../-guard.ts';
import { ScreenStub } from '../../-stub.tsx';

export const Route = createFileRoute('/_auth/_machine/ingreso')({
  beforeLoad: guard(leaveWhileBilling, requireBuyType),
  component: Screen,
});

function Screen() {
  return <ScreenStub title="Ingreso de cliente" back={{ to: '/inicio' }} />;
}
