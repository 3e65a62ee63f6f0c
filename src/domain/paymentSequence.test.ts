import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildPaymentSequence,
  currentStepLabel,
  paymentSequenceReducer,
  pollOutcome,
  zeroSaleApprovals,
} from './paymentSequence';
import type { Payment } from './types';

const p = (id: number, payment_type: Payment['payment_type'], amount: number, status?: string): Payment => ({
  id,
  payment_type,
  amount,
  ...(status ? { status } : {}),
});

describe('buildPaymentSequence', () => {
  it('pending to pay, wallet moved to the front', () => {
    const s = buildPaymentSequence(
      [p(1, 'EFECTIVO', 5000, 'PENDIENTE'), p(2, 'WALLET', 1000, 'pendiente')],
      6000,
    );
    expect(s.steps.map((x) => x.payment.id)).toEqual([2, 1]);
    expect(s).toMatchObject({ phase: 'paying', current: 0, orderStatus: 'PENDIENTE', error: null });
    expect(currentStepLabel(s)).toBe('Paso 1 de 2');
  });
  it('approved ones are already paid; the next unpaid is current; the order is paying', () => {
    const s = buildPaymentSequence([p(1, 'WALLET', 1000, 'APROBADO'), p(2, 'EFECTIVO', 5000)], 6000);
    expect(s.steps.map((x) => x.paid)).toEqual([true, false]);
    expect(s.current).toBe(1);
    expect(s.orderStatus).toBe('PAGANDO');
    expect(currentStepLabel(s)).toBe('Paso 2 de 2');
  });
  it('a failed payment (rejected, error, expired, cancelled) is paid again as a fresh pending attempt', () => {
    const s = buildPaymentSequence(
      [
        p(1, 'TARJETA DE DEBITO', 5000, 'RECHAZADO'),
        p(2, 'EFECTIVO', 5000, 'ERROR'),
        p(3, 'OTRO', 1, 'EXPIRADO'),
        p(4, 'OTRO', 1, 'CANCELADO'),
      ],
      10_002,
    );
    expect(s.steps.map((x) => [x.payment.id, x.payment.status, x.retry])).toEqual([
      [1, 'PENDIENTE', true],
      [2, 'PENDIENTE', true],
      [3, 'PENDIENTE', true],
      [4, 'PENDIENTE', true],
    ]);
    expect(s.phase).toBe('paying');
  });
  it('a failed payment the server replaced (next) is dropped; its replacement is paid', () => {
    const s = buildPaymentSequence(
      [{ ...p(1, 'TARJETA DE DEBITO', 5000, 'ERROR'), next: 2 }, p(2, 'EFECTIVO', 5000)],
      5000,
    );
    expect(s.steps.map((x) => x.payment.id)).toEqual([2]);
  });
  it('a failed payment never leaves the sequence final with money unpaid', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            status: fc.constantFrom('PENDIENTE', 'APROBADO', 'RECHAZADO', 'ERROR', 'EXPIRADO', 'CANCELADO'),
            amount: fc.integer({ min: 1, max: 100_000 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        (rows) => {
          const payments = rows.map((r, i) => p(i + 1, 'EFECTIVO', r.amount, r.status));
          const total = rows.reduce((sum, r) => sum + r.amount, 0);
          const s = buildPaymentSequence(payments, total);
          const allApproved = rows.every((r) => r.status === 'APROBADO');
          return (s.phase === 'final') === allApproved;
        },
      ),
    );
  });
  it('all amounts 0: pending become APROBADO and the final screen shows', () => {
    const s = buildPaymentSequence([p(1, 'FREE', 0, 'PENDIENTE')], 0);
    expect(s.steps[0]!.payment.status).toBe('APROBADO');
    expect(s.phase).toBe('final');
    expect(currentStepLabel(s)).toBeNull();
  });
  it('total 0 goes straight to the final screen even with amounts', () => {
    expect(buildPaymentSequence([p(1, 'EFECTIVO', 100)], 0).phase).toBe('final');
  });
  it('everything already approved: final', () => {
    expect(buildPaymentSequence([p(1, 'EFECTIVO', 100, 'APROBADO')], 100)).toMatchObject({
      phase: 'final',
      current: -1,
    });
  });
});

describe('paymentSequenceReducer', () => {
  const start = () => buildPaymentSequence([p(1, 'EFECTIVO', 5000), p(2, 'WALLET', 1000)], 6000);
  it('a success marks the step paid, moves the order to paying and advances; the last one ends', () => {
    const s1 = paymentSequenceReducer(start(), { type: 'STEP_SUCCEEDED' });
    expect(s1).toMatchObject({ phase: 'paying', current: 1, orderStatus: 'PAGANDO' });
    expect(s1.steps[0]).toMatchObject({ paid: true, payment: { id: 2, status: 'APROBADO' } });
    const s2 = paymentSequenceReducer(s1, { type: 'STEP_SUCCEEDED' });
    expect(s2).toMatchObject({ phase: 'final', current: -1 });
  });
  it('a failure keeps the step with the default or given message; retry clears it', () => {
    const f = paymentSequenceReducer(start(), { type: 'STEP_FAILED', status: 'RECHAZADO' });
    expect(f.error).toBe('El pago fue rechazado.');
    expect(f.steps[0]!.payment.status).toBe('RECHAZADO');
    expect(f.current).toBe(0);
    expect(paymentSequenceReducer(start(), { type: 'STEP_FAILED', status: 'EXPIRADO' }).error).toBe(
      'El pago está expirado.',
    );
    expect(
      paymentSequenceReducer(start(), { type: 'STEP_FAILED', status: 'ERROR', message: 'ERROR REDELCOM: x' })
        .error,
    ).toBe('ERROR REDELCOM: x');
    const r = paymentSequenceReducer(f, { type: 'RETRY' });
    expect(r.error).toBeNull();
    expect(r.steps[0]).toMatchObject({ retry: true, payment: { status: 'PENDIENTE' } });
  });
  it('"Cambiar" changes the current unpaid step method', () => {
    const s = paymentSequenceReducer(start(), { type: 'CHANGE_METHOD', paymentType: 'TARJETA DE CREDITO' });
    expect(s.steps[0]!.payment.payment_type).toBe('TARJETA DE CREDITO');
    expect(s.steps[1]!.payment.payment_type).toBe('EFECTIVO');
  });
  it('cancel rejects the order; later events are ignored', () => {
    const c = paymentSequenceReducer(start(), { type: 'CANCEL' });
    expect(c).toMatchObject({ phase: 'cancelled', orderStatus: 'RECHAZADO', current: -1 });
    expect(paymentSequenceReducer(c, { type: 'STEP_SUCCEEDED' })).toBe(c);
  });
});

describe('pollOutcome', () => {
  it('APROBADO success, RECHAZADO and ERROR failure, 204 wait', () => {
    expect(pollOutcome(200, 'APROBADO')).toBe('success');
    expect(pollOutcome(200, 'RECHAZADO')).toBe('failure');
    expect(pollOutcome(200, 'ERROR')).toBe('failure');
    expect(pollOutcome(204)).toBe('wait');
    expect(pollOutcome(200, 'PENDIENTE')).toBe('wait');
    expect(pollOutcome(200)).toBe('wait');
  });
});

describe('zeroSaleApprovals (spec 001 §4: all amounts 0, pending payments set to APROBADO on the server)', () => {
  it('every amount 0: the payments the server has not approved, pending, paying or failed and not replaced', () => {
    const out = zeroSaleApprovals([
      p(1, 'FREE', 0, 'PENDIENTE'),
      p(2, 'FREE', 0, 'APROBADO'),
      p(3, 'FREE', 0),
      p(4, 'FREE', 0, 'PAGANDO'),
      p(5, 'FREE', 0, 'ERROR'),
    ]);
    expect(out.map((x) => x.id)).toEqual([1, 3, 4, 5]);
  });
  it('a failed payment the server replaced is not approved', () => {
    const replaced = { ...p(1, 'FREE', 0, 'RECHAZADO'), next: 2 };
    expect(zeroSaleApprovals([replaced, p(2, 'FREE', 0)]).map((x) => x.id)).toEqual([2]);
  });
  it('any amount not 0: nothing (each payment is paid by its step)', () => {
    expect(zeroSaleApprovals([p(1, 'FREE', 0), p(2, 'EFECTIVO', 1000)])).toEqual([]);
  });
  it('already approved, or no payment: nothing to send (a reload after the approval sends nothing)', () => {
    expect(zeroSaleApprovals([p(1, 'FREE', 0, 'APROBADO')])).toEqual([]);
    expect(zeroSaleApprovals([])).toEqual([]);
  });
  it('approves exactly the payments the sequence shows as paid by the rule', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('PENDIENTE', 'APROBADO', 'RECHAZADO', 'ERROR', 'PAGANDO'), { maxLength: 5 }),
        (statuses) => {
          const payments = statuses.map((status, i) => p(i + 1, 'FREE', 0, status));
          const approved = new Set(zeroSaleApprovals(payments).map((x) => x.id));
          const s = buildPaymentSequence(payments, 0);
          return s.steps.every((step) =>
            payments.find((x) => x.id === step.payment.id)?.status === 'APROBADO'
              ? !approved.has(step.payment.id)
              : approved.has(step.payment.id),
          );
        },
      ),
    );
  });
});
