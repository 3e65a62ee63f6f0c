import { createFileRoute } from '@tanstack/react-router';
import { ScreenStub } from '../../-stub.tsx';

export const Route = createFileRoute('/_auth/_machine/delivery')({
  component: Screen,
});

function Screen() {
  return <ScreenStub title="Seleccionar delivery" back={{ to: '/ingreso' }} />;
}
