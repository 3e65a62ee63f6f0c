import { createFileRoute } from '@tanstack/react-router';
import { requireOrder } from '@/session/guards.ts';
import { guard } from '../../-guard.ts';
import { ScreenStub } from '../../-stub.tsx';

export const Route = createFileRoute('/_auth/_machine/pago-final')({
  beforeLoad: guard(requireOrder),
  component: Screen,
});

function Screen() {
  return <ScreenStub title="POS Pago" back={{ to: '/carro' }} />;
}
