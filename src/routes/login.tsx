import { createFileRoute } from '@tanstack/react-router';
import { ScreenStub } from './-stub.tsx';

export const Route = createFileRoute('/login')({
  component: () => <ScreenStub title="Iniciar sesión" />,
});
