import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SmartPosKeysOnStart } from '@/features/session/SmartPosKeysOnStart.tsx';
import { requireUser } from '@/session/guards.ts';
import { guard } from './-guard.ts';

/** Every screen under here needs a logged-in seller with an unexpired token. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: guard(requireUser),
  component: AuthLayout,
});

function AuthLayout() {
  return (
    <>
      <SmartPosKeysOnStart />
      <Outlet />
    </>
  );
}
