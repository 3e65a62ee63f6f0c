import { createFileRoute, redirect } from '@tanstack/react-router';
import { startTarget } from '@/session/guards.ts';
import { sale } from '@/session/sale.ts';

/**
 * / (the installed app's start address) resumes an unfinished sale on its screen; otherwise it
 * goes to /inicio inside the smart POS app and to /maquina elsewhere (spec 001 §2,
 * docs/DECISIONS.md "Sale").
 */
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    const to = startTarget({ sale: sale.get(), isTerminalApp: context.terminal.isTerminalApp });
    throw redirect({ to, replace: true });
  },
});
