import { redirect } from '@tanstack/react-router';
import { attemptsOf, checkoutMemory } from '@/session/attempts.ts';
import { firstRedirect, type GuardContext, type GuardDecision } from '@/session/guards.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import type { RouterContext } from './-context.ts';

type Guard = (ctx: GuardContext) => GuardDecision | null;

export function guardContext(context: RouterContext): GuardContext {
  const current = sale.get();
  return {
    session: session.get(),
    sale: current,
    now: context.now(),
    isTerminalApp: context.terminal.isTerminalApp,
    openAttempts: attemptsOf(checkoutMemory.get(), current.orderId),
    starting: context.starting(),
  };
}

/** A typed beforeLoad from guard decisions: the first guard that redirects wins. */
export function guard(...guards: Guard[]) {
  return ({ context }: { context: RouterContext }) => {
    const decision = firstRedirect(guardContext(context), guards);
    if (!decision) return;
    if (decision.logout) context.logout({ expired: true });
    // /pago-final says why the seller is there (the screen asked for is locked by the payment).
    throw redirect({
      to: decision.to,
      replace: true,
      ...(decision.paymentLock ? { state: (prev) => ({ ...prev, paymentLock: true }) } : {}),
    });
  };
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set on the way to /pago-final when the sale's payment sent the seller back there. */
    paymentLock?: boolean;
  }
}
