import { createFileRoute } from '@tanstack/react-router';
import { requireBuyType, requireCustomer } from '@/session/guards.ts';
import { guard } from '../../-guard.ts';
import { ScreenStub } from '../../-stub.tsx';

export const Route = createFileRoute('/_auth/_machine/compra')({
  beforeLoad: guard(requireBuyType, requireCustomer),
  component: Screen,
});

function Screen() {
  return <ScreenStub title="Compra" back={{ to: '/ingreso' }} />;
}
