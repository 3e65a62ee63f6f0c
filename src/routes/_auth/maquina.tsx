import { createFileRoute } from '@tanstack/react-router';
import { ScreenStub } from '../-stub.tsx';

export const Route = createFileRoute('/_auth/maquina')({
  component: Screen,
});

function Screen() {
  return <ScreenStub title="Número de máquina" />;
}
