import fc from 'fast-check';
import { loadProvider } from '@/features/checkout/engine/registry.ts';
import { cancelSale } from '@/features/checkout/engine/saleCancel.ts';
import { clearCheckoutMemory } from '@/session/attempts.ts';
import { guardLock } from '@/session/guards.ts';
import {
  claimKeptSale,
  clearSessionOnLogout,
  expireSessionKeepingSale,
  saleHoldsMoney,
} from '@/session/reset.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';

import { INPUTS, idleReady, isCardStep, phase, step } from './step.ts';

/** What a seller does on /pago-final and around it (the screen's buttons, reloads, sessions, the network). */
export function sellerSteps() {
  const sellers = [
    fc.constant(
      step('charge', idleReady, (h) => {
        const cur = h.current();
        if (cur) cur.engine.start(cur.kind, INPUTS[cur.kind] ?? null);
      }),
    ),
    fc.constant(
      step('double tap', idleReady, (h) => {
        const cur = h.current();
        if (!cur) return;
        cur.engine.start(cur.kind, INPUTS[cur.kind] ?? null);
        cur.engine.start(cur.kind, INPUTS[cur.kind] ?? null);
      }),
    ),
    fc.constant(
      step(
        'card charged on a standalone POS, its code typed',
        // Online: a seller whose machine is offline does not charge a card for a code it cannot send.
        (h) => idleReady(h) && isCardStep(h) && h.online,
        (h) => {
          const cur = h.current();
          if (!cur) return;
          h.posCharges.set(cur.payment.id, (h.posCharges.get(cur.payment.id) ?? 0) + 1);
          cur.engine.dismissFailure();
          cur.engine.start('transbank', '123456');
        },
      ),
    ),
    fc.constant(
      step(
        'Reintentar (the same request)',
        (h) => phase(h) === 'unknown',
        (h) => h.current()?.engine.resend(),
      ),
    ),
    fc.constant(
      step(
        'Verificar de nuevo',
        (h) => phase(h) === 'unknown',
        (h) => h.current()?.engine.reconcile(),
      ),
    ),
    fc.constant(
      step(
        'the card was not charged (the machine says so)',
        (h) => {
          const attempt = h.current()?.engine.attempt();
          if (
            phase(h) !== 'unknown' ||
            !attempt ||
            (attempt.kind !== 'smartPos' && attempt.kind !== 'mercadoPago')
          )
            return false;
          return !h.machine.charges.some(
            (c) => c.requestId === attempt.requestId && c.outcome !== 'rejected',
          );
        },
        (h) => h.current()?.engine.notCharged(),
      ),
    ),
    fc.constant(
      step(
        'Cancelar pago',
        (h) => phase(h) === 'charging',
        async (h) => {
          const cur = h.current();
          const attempt = cur?.engine.attempt();
          if (!cur || !attempt) return;
          const provider = await loadProvider(attempt.kind);
          // Offered once the provider's wait for it passed (Redelcom 90 tries, the machines 10 s).
          if (h.clock.now() - attempt.startedAt >= (provider.cancelAfterMs ?? 0)) await cur.engine.cancel();
        },
      ),
    ),
    fc.constant(
      step(
        'Reintentar the record',
        (h) => {
          const state = h.current()?.engine.state;
          return state?.phase === 'recording' && state.failure?.canRetry === true;
        },
        (h) => h.current()?.engine.recordAgain(),
      ),
    ),
    fc.constant(
      step(
        'Anular de nuevo',
        (h) => phase(h) === 'reversing',
        (h) => h.current()?.engine.annul(),
      ),
    ),
    fc.constant(
      step(
        'Anulación entregada',
        (h) => phase(h) === 'reversing' && h.current()?.engine.reversal() !== null,
        (h) => {
          const engine = h.current()?.engine;
          const reversal = engine?.reversal();
          if (!engine || !reversal) return;
          const { transactionId, paymentId } = reversal.charge;
          if (engine.attempt()?.kind === 'transbank')
            h.posHandedOver.set(paymentId, (h.posHandedOver.get(paymentId) ?? 0) + 1);
          else if (transactionId) h.handedOverTransactions.add(transactionId);
          engine.handedOver();
        },
      ),
    ),
    fc.constant(
      step(
        'Cancelar compra',
        (h) => h.current() !== null && !h.current()?.engine.inFlight,
        async (h) => {
          const outcome = await cancelSale({
            orderId: h.orderId,
            payments: h.payments,
            envFor: (payment) => h.engineOf(payment).env,
          }).catch(() => null);
          // As the screen does: the sale ends, its checkout memory with it.
          if (outcome?.kind === 'cancelled') {
            h.hide();
            clearCheckoutMemory();
            sale.set(() => initialSale());
          }
        },
      ),
    ),
    fc.constant(
      step(
        'reload',
        () => true,
        (h) => h.reload(),
      ),
    ),
    fc.constant(
      step(
        'Volver (or back), then /pago-final again',
        (h) => h.current() !== null,
        (h) => {
          // The guards keep a sale whose money is open on /pago-final; otherwise the seller leaves.
          const lock = guardLock({
            session: session.get(),
            sale: sale.get(),
            now: new Date(h.clock.now()),
            isTerminalApp: false,
            openAttempts: h.current()?.engine.attempt() ? 1 : 0,
          });
          if (lock === null) h.hide();
        },
      ),
    ),
    fc.constant(
      step(
        'Cerrar sesión (and "Cerrar sesión igual")',
        (h) => h.onScreen,
        (h) => {
          h.hide();
          clearSessionOnLogout();
          h.onScreen = false;
        },
      ),
    ),
    fc.constant(
      step(
        'the session expires',
        (h) => h.onScreen,
        (h) => {
          h.hide();
          expireSessionKeepingSale('/pago-final');
          h.onScreen = false;
        },
      ),
    ),
    fc.constantFrom(1, 3).map((seller) =>
      step(
        `seller ${seller} logs in on this machine`,
        (h) => !h.onScreen,
        (h) => {
          h.logIn(seller);
          const resume = claimKeptSale(seller);
          h.onScreen = resume === '/pago-final' && saleHoldsMoney() ? true : sale.get().orderId === h.orderId;
        },
      ),
    ),
    fc.constant(
      step(
        'the network drops',
        (h) => h.online,
        (h) => {
          h.online = false;
        },
      ),
    ),
    fc.constant(
      step(
        'the network is back',
        (h) => !h.online,
        (h) => {
          h.online = true;
        },
      ),
    ),
  ];
  return sellers;
}
