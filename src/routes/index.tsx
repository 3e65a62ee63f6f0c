import { createFileRoute, redirect } from '@tanstack/react-router';
import { rootTarget } from '@/session/guards.ts';

/** / goes to /inicio inside the smart POS app, otherwise to /maquina (spec 001 §2). */
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: rootTarget({ isTerminalApp: context.terminal.isTerminalApp }), replace: true });
  },
});
