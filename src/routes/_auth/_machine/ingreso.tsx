import { createFileRoute } from '@tanstack/react-router';
import { EntryScreen } from '@/features/sale/entry/EntryScreen.tsx';
import { leaveWhileBilling, leaveWhilePaying, requireBuyType } from '@/session/guards.ts';
import { guard } from '../../-guard.ts';

export const Route = createFileRoute('/_auth/_machine/ingreso')({
  beforeLoad: guard(leaveWhileBilling, leaveWhilePaying, requireBuyType),
  component: EntryScreen,
});
