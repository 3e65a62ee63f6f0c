import { createFileRoute } from '@tanstack/react-router';
import { ScreenStub } from '../../-stub.tsx';

export const Route = createFileRoute('/_auth/_machine/nota-credito')({
  component: Screen,
});

function Screen() {
  return <ScreenStub title="Nota de crédito" back={{ to: '/devolucion' }} />;
}
