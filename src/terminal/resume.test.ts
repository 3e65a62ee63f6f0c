import { describe, expect, it } from 'vitest';
import { createMercadoPagoTerminal, MERCADO_PAGO_CALLBACKS_NAME } from './mercadoPago';
import { createSimulatorTerminal, SIMULATED_PAYMENT_KEY } from './simulator';
import { createSmartPosTerminal, SMART_POS_CALLBACKS_NAME } from './smartPos';
import { createStoreBrowserTerminal } from './storeBrowser';
import { callbacksOn, createFakeNative, memoryStorage } from './testing';

/**
 * Reload safety: a card payment started before a reload is answered after it, by its
 * persisted request id, and resuming never starts a second payment.
 */

const request = { amount: 9_990, paymentId: 41, orderId: 7, requestId: 'pay-attempt-1' };

describe('simulator: a reload keeps the pending card payment', () => {
  it('a payment still pending at the reload is answered to the new page, which never starts another', async () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const before = createSimulatorTerminal({
      kind: 'smartPos',
      payment: 'slow',
      slowDelayMs: 30,
      storage,
      now: () => now,
      cookies: null,
    });
    before.startCardPayment(request).catch(() => undefined); // disposed by the reload
    before.dispose(); // the page goes away

    const after = createSimulatorTerminal({ kind: 'smartPos', storage, now: () => now, cookies: null });
    now += 10;
    const result = await after.resumeCardPayment('pay-attempt-1');
    expect(result).toMatchObject({ outcome: 'approved', requestId: 'pay-attempt-1' });
    expect(after.calls.map((c) => c.operation)).toEqual(['resumeCardPayment']);
  });

  it('an answer given before the reload is given again (the checkout had not recorded it yet)', async () => {
    const storage = memoryStorage();
    const before = createSimulatorTerminal({ kind: 'smartPos', payment: 'reject', storage, cookies: null });
    const first = await before.startCardPayment(request);
    expect(first.outcome).toBe('rejected');
    const after = createSimulatorTerminal({ kind: 'smartPos', storage, cookies: null });
    await expect(after.resumeCardPayment('pay-attempt-1')).resolves.toEqual(first);
  });

  it('keeps the outcome chosen when the payment started (Mercado Pago configuration error)', async () => {
    const storage = memoryStorage();
    const before = createSimulatorTerminal({
      kind: 'mercadoPago',
      payment: 'config',
      storage,
      cookies: null,
    });
    await before.startCardPayment(request);
    const after = createSimulatorTerminal({
      kind: 'mercadoPago',
      payment: 'approve',
      storage,
      cookies: null,
    });
    await expect(after.resumeCardPayment('pay-attempt-1')).resolves.toMatchObject({
      outcome: 'rejected',
      message: 'Problemas con la configuración de MercadoPago.',
    });
  });

  it('another request id, or nothing stored, is unknown: null', async () => {
    const storage = memoryStorage();
    const sim = createSimulatorTerminal({ kind: 'smartPos', storage, cookies: null });
    await expect(sim.resumeCardPayment('pay-attempt-1')).resolves.toBeNull();
    await sim.startCardPayment(request);
    await expect(sim.resumeCardPayment('pay-other')).resolves.toBeNull();
    storage.items.set(SIMULATED_PAYMENT_KEY, 'not json');
    await expect(sim.resumeCardPayment('pay-attempt-1')).resolves.toBeNull();
  });

  it('a cancel after the reload settles the resumed payment as cancelled', async () => {
    const storage = memoryStorage();
    const before = createSimulatorTerminal({
      kind: 'smartPos',
      payment: 'slow',
      slowDelayMs: 60_000,
      storage,
      cookies: null,
    });
    before.startCardPayment(request).catch(() => undefined); // disposed by the reload
    before.dispose();
    const after = createSimulatorTerminal({ kind: 'smartPos', storage, cookies: null });
    const resumed = after.resumeCardPayment('pay-attempt-1');
    await after.cancelCardPayment();
    await expect(resumed).resolves.toMatchObject({ outcome: 'cancelled', message: 'Pago cancelado' });
  });
});

describe('native bridges: resume re-registers the request for the late answer', () => {
  it('SmartPOS: asks the app to answer again and applies the answer of that request id only', async () => {
    const host: Record<string, unknown> = {};
    const native = createFakeNative(['startPayment', 'resumePayment', 'cancelPayment']);
    const terminal = createSmartPosTerminal({ native: native.object, host, cookies: null });
    const callbacks = callbacksOn(host, SMART_POS_CALLBACKS_NAME);
    const resumed = terminal.resumeCardPayment('pay-attempt-1');
    expect(native.callsTo('resumePayment')[0]?.payload).toEqual({ requestId: 'pay-attempt-1' });
    expect(native.callsTo('startPayment')).toHaveLength(0);
    expect(
      callbacks.onPaymentResult?.({ requestId: 'pay-other', codigoRespuesta: 0, numeroOperacion: 1 }),
    ).toBe(false);
    expect(
      callbacks.onPaymentResult?.({
        requestId: 'pay-attempt-1',
        codigoRespuesta: 0,
        numeroOperacion: 777,
        codigoAutorizacion: '123456',
      }),
    ).toBe(true);
    await expect(resumed).resolves.toMatchObject({
      outcome: 'approved',
      transactionId: '777',
      authorizationCode: '123456',
    });
  });

  it('SmartPOS: "unknown" from the app means the outcome is unknown (null)', async () => {
    const host: Record<string, unknown> = {};
    const native = createFakeNative(['startPayment', 'resumePayment']);
    const terminal = createSmartPosTerminal({ native: native.object, host, cookies: null });
    const resumed = terminal.resumeCardPayment('pay-attempt-1');
    callbacksOn(host, SMART_POS_CALLBACKS_NAME).onPaymentResult?.({
      requestId: 'pay-attempt-1',
      unknown: true,
    });
    await expect(resumed).resolves.toBeNull();
  });

  it('SmartPOS without resumePayment still takes the late callback; a cancel reaches the resumed request', async () => {
    const host: Record<string, unknown> = {};
    const native = createFakeNative(['startPayment', 'cancelPayment']);
    const terminal = createSmartPosTerminal({ native: native.object, host, cookies: null });
    const callbacks = callbacksOn(host, SMART_POS_CALLBACKS_NAME);
    const resumed = terminal.resumeCardPayment('pay-attempt-1');
    const cancelled = terminal.cancelCardPayment();
    expect(native.callsTo('cancelPayment')[0]?.payload).toEqual({ requestId: 'pay-attempt-1' });
    callbacks.onCancelResult?.({ requestId: 'pay-attempt-1', ok: true });
    await cancelled;
    await expect(resumed).resolves.toMatchObject({ outcome: 'cancelled' });
  });

  it('Mercado Pago: the resumed answer carries the details for the machine update', async () => {
    const host: Record<string, unknown> = {};
    const native = createFakeNative(['startPayment', 'resumePayment']);
    const terminal = createMercadoPagoTerminal({ native: native.object, host });
    const resumed = terminal.resumeCardPayment('pay-attempt-1');
    callbacksOn(host, MERCADO_PAGO_CALLBACKS_NAME).onPaymentResult?.({
      requestId: 'pay-attempt-1',
      status: 'approved',
      machineTransactionId: 'MP-9',
      paymentMethod: 'debit_card',
    });
    await expect(resumed).resolves.toMatchObject({
      outcome: 'approved',
      transactionId: 'MP-9',
      mercadoPago: { status: 'approved', paymentMethod: 'debit_card' },
    });
  });

  it('a store browser (Redelcom) starts no card payment, so it resumes none', async () => {
    await expect(createStoreBrowserTerminal().resumeCardPayment('pay-attempt-1')).resolves.toBeNull();
  });
});
