import { createFileRoute } from '@tanstack/react-router';
import { ScreenStub } from '../../-stub.tsx';

export const Route = createFileRoute('/_auth/_machine/final-devolucion')({
  component: Screen,
});

function Screen() {
  return <ScreenStub title="Devolución finalizada" back={{ to: '/inicio' }} />;
}
