import { createFileRoute } from '@tanstack/react-router';
import { leaveWhileBilling } from '@/session/guards.ts';
import { guard } from '../../-guard.ts';
import { ScreenStub } from '../../-stub.tsx';

export const Route = createFileRoute('/_auth/_machine/tipo-devolucion')({
  beforeLoad: guard(leaveWhileBilling),
  component: Screen,
});

function Screen() {
  return <ScreenStub title="Tipo de devolución" back={{ to: '/inicio' }} />;
}
