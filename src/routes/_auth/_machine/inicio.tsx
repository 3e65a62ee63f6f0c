import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '@/features/home/HomeScreen.tsx';
import { leaveWhilePaying, resumeSaleOnStart } from '@/session/guards.ts';
import { guard } from '../../-guard.ts';

export const Route = createFileRoute('/_auth/_machine/inicio')({
  // A sale being paid is finished or cancelled on /pago-final first; opened as the app's start,
  // an unfinished sale is resumed (docs/DECISIONS.md "Sale").
  beforeLoad: guard(leaveWhilePaying, resumeSaleOnStart),
  component: HomeScreen,
});
