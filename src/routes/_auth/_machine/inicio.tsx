import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '@/features/home/HomeScreen.tsx';

export const Route = createFileRoute('/_auth/_machine/inicio')({
  component: HomeScreen,
});
