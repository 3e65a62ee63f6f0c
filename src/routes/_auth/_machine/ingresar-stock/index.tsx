import { createFileRoute } from '@tanstack/react-router';
import { ScreenStub } from '../../../-stub.tsx';

export const Route = createFileRoute('/_auth/_machine/ingresar-stock/')({
  component: Screen,
});

function Screen() {
  return <ScreenStub title="POS Ingreso" back={{ to: '/inicio' }} />;
}
