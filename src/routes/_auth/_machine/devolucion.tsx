import { createFileRoute } from '@tanstack/react-router';
import { leaveWhileBilling } from '@/session/guards.ts';
import { guard } from '../../-guard.ts';
import { ScreenStub } from '../../-stub.tsx';

export const Route = createFileRoute('/_auth/_machine/devolucion')({
  beforeLoad: guard(leaveWhileBilling),
  component: Screen,
});

function Screen() {
  return <ScreenStub title="Devolución" back={{ to: '/tipo-devolucion' }} />;
}
