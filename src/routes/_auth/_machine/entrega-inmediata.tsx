import { createFileRoute } from '@tanstack/react-router';
import { DELIVERY_LABELS } from '@/domain/messages.ts';
import { leaveWhileBilling } from '@/session/guards.ts';
import { guard } from '../../-guard.ts';
import { ScreenStub } from '../../-stub.tsx';

export const Route = createFileRoute('/_auth/_machine/entrega-inmediata')({
  beforeLoad: guard(leaveWhileBilling),
  component: Screen,
});

function Screen() {
  return <ScreenStub title={DELIVERY_LABELS.expressTitle} back={{ to: '/inicio' }} />;
}
