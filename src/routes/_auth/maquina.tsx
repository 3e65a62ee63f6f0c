import { createFileRoute } from '@tanstack/react-router';
import { MachineScreen } from '@/features/session/MachineScreen.tsx';

export const Route = createFileRoute('/_auth/maquina')({
  component: MachineScreen,
});
