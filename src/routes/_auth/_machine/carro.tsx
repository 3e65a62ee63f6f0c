import { createFileRoute } from '@tanstack/react-router';
import { leaveWhileBilling, requireBuyType, requireCustomer } from '@/session/guards.ts';
import { guard } from '../../-guard.ts';
import { ScreenStub } from '../../-stub.tsx';

export const Route = createFileRoute('/_auth/_machine/carro')({
  beforeLoad: guard(leaveWhileBilling, requireBuyType, requireCustomer),
  component: Screen,
});

function Screen() {
  return <ScreenStub title="Carro" back={{ to: '/compra' }} />;
}
