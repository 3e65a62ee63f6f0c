import { createFileRoute } from '@tanstack/react-router';
import { ScreenStub } from '../../-stub.tsx';

export const Route = createFileRoute('/_auth/_machine/opciones-smartpos')({
  component: Screen,
});

function Screen() {
  return <ScreenStub title="Opciones SmartPOS" back={{ to: '/inicio' }} />;
}
