import { createFileRoute } from '@tanstack/react-router';
import { CartScreen } from '@/features/sale/cart/CartScreen.tsx';
import { leaveWhileBilling, requireBuyType, requireCustomer } from '@/session/guards.ts';
import { guard } from '../../-guard.ts';

export const Route = createFileRoute('/_auth/_machine/carro')({
  beforeLoad: guard(leaveWhileBilling, requireBuyType, requireCustomer),
  component: CartScreen,
});
