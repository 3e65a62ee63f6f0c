import { attemptFor } from '@/session/attempts.ts';
import { sale } from '@/session/sale.ts';
import type { MoneyHarness } from './harness.ts';

/**
 * What must hold after every action of a seller or the world, read from the world, the machine's
 * own ledger and the standalone POS (never from the app's state):
 *
 * 1. at most one charge holds money per payment (held: started and not ended, approved and not
 *    annulled or handed over);
 * 2. no rejected order holds money on any payment;
 * 3. every charge still held or not yet recorded has an attempt on this machine, and the sale is
 *    still the machine's, so a login here resumes it;
 * 4. a way forward: once nothing is out, the step on show is not stuck (a call that never ends, an
 *    approval nobody records);
 * 5. a call sent again after an unknown outcome carries the same Idempotency-Key (the start log).
 */
export function moneyViolations(h: MoneyHarness): string[] {
  const out = [...h.log.violations];
  const state = h.demo.world.state;
  const order = state.orders.find((o) => o.id === h.orderId);
  const rejected = order?.status === 'RECHAZADO';
  for (const p of state.payments.filter((payment) => payment.order_id === h.orderId)) {
    const key = String(p.id);
    // A code typed from a POS's voucher is recorded on the server: the money is the POS's charge.
    const recordedCode = p.provider === 'TRANSBANK' && p.status === 'APROBADO' ? 1 : 0;
    const server = (state.charges[key] ?? 0) - (state.chargeEnds[key] ?? 0) - recordedCode;
    const machine = h.machine.charges.filter(
      (c) =>
        c.paymentId === p.id &&
        (c.outcome === 'approved' || c.outcome === 'pending') &&
        !c.annulled &&
        !h.handedOverTransactions.has(c.transactionId ?? ''),
    );
    const pos = (h.posCharges.get(p.id) ?? 0) - (h.posHandedOver.get(p.id) ?? 0);
    const held = server + machine.length + pos;
    if (held > 1) out.push(`payment ${p.id} (${p.payment_type}) holds ${held} charges`);
    if (rejected && held > 0) out.push(`order rejected while payment ${p.id} holds money`);
    const notRecorded = p.status !== 'APROBADO';
    const live =
      (p.status === 'PENDIENTE' && Boolean(p.rdc_transaction_id)) ||
      state.mach.some((m) => m.payment_id === p.id && m.status === 'PENDIENTE') ||
      state.redpay.some((r) => r.payment_id === p.id && r.status === 'PENDIENTE') ||
      (notRecorded && (machine.length > 0 || pos > 0));
    const resumable = attemptFor(p.id) !== null && sale.get().orderId === h.orderId;
    if (live && !resumable) out.push(`payment ${p.id} holds a live charge no login here resumes`);
  }
  const step = h.current();
  if (step && h.log.inFlight === 0) {
    const { state: now } = step.engine;
    // A call that sleeps between tries (Mercado Pago's record) is waiting on the clock, not stuck.
    const sleeping = h.clock.nextDue() !== null;
    if (step.engine.inFlight && !sleeping)
      out.push(`step of payment ${step.payment.id} stuck with a call out`);
    if (now.phase === 'starting') out.push(`step of payment ${step.payment.id} stuck starting`);
    if (now.phase === 'unknown' && now.checking)
      out.push(`step of payment ${step.payment.id} stuck checking`);
    // Mercado Pago's record tries again on the clock: not stuck while something sleeps on it.
    if (now.phase === 'recording' && now.failure === null && !sleeping)
      out.push(`approval of payment ${step.payment.id} recorded by nobody`);
    if (now.phase === 'reversing' && now.annul === 'asking')
      out.push(`annulment of payment ${step.payment.id} never answered`);
  }
  return out;
}
