import { createFileRoute } from '@tanstack/react-router';
import { CartScreen } from '@/features/sale/cart/CartScreen.tsx';
import { cartReads } from '@/features/sale/cart/useCart.ts';
import { leaveWhileBilling, requireBuyType, requireCustomer, stayWhileCharging } from '@/session/guards.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { guard } from '../../-guard.ts';
import { startRead } from '../../-load.ts';

export const Route = createFileRoute('/_auth/_machine/carro')({
  beforeLoad: guard(leaveWhileBilling, stayWhileCharging, requireBuyType, requireCustomer),
  // The lines are local; points, past orders and promotions refine the totals and the screen
  // shows them as they come (spec 000 §7: a failure prices the cart without them): started, not
  // awaited. cartReads is what useCart asks for, so the screen finds these requests in flight.
  loader: ({ context }) => {
    const reads = cartReads(sale.get(), session.get().user, context.now());
    if (reads.points.enabled) startRead(context.queryClient.ensureQueryData(reads.points));
    if (reads.pastOrders.enabled) startRead(context.queryClient.ensureQueryData(reads.pastOrders));
    if (reads.promotions.enabled) startRead(context.queryClient.ensureQueryData(reads.promotions));
  },
  component: CartScreen,
});
