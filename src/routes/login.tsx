import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '@/features/session/LoginScreen.tsx';

export const Route = createFileRoute('/login')({
  component: LoginScreen,
});
