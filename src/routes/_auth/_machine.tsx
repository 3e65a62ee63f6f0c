import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireMachine } from '@/session/guards.ts';
import { guard } from '../-guard.ts';

/** Outside the terminal app every screen under here needs a machine number. */
export const Route = createFileRoute('/_auth/_machine')({
  beforeLoad: guard(requireMachine),
  component: Outlet,
});
