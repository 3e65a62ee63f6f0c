import { createFileRoute } from '@tanstack/react-router';
import { SavedOrdersScreen } from '@/features/sale/saved/SavedOrdersScreen.tsx';
import { leaveWhileBilling } from '@/session/guards.ts';
import { guard } from '../../-guard.ts';

export const Route = createFileRoute('/_auth/_machine/guardados')({
  beforeLoad: guard(leaveWhileBilling),
  component: SavedOrdersScreen,
});
