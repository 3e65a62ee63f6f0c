import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrinterError } from './errors';
import {
  createMercadoPagoTerminal,
  isMercadoPagoConnected,
  MERCADO_PAGO_CALLBACKS_NAME,
  type MercadoPagoOptions,
} from './mercadoPago';
import { callbacksOn, createFakeNative } from './testing';

function setup(overrides: Partial<MercadoPagoOptions> = {}, behaviour = {}) {
  const host: Record<string, unknown> = {};
  const native = createFakeNative(['isConnected', 'startPayment', 'cancelPayment', 'print'], {
    isConnected: () => true,
    ...behaviour,
  });
  let n = 0;
  const terminal = createMercadoPagoTerminal({
    native: native.object,
    host,
    newRequestId: () => `m${++n}`,
    ...overrides,
  });
  return { host, native, terminal, callbacks: callbacksOn(host, MERCADO_PAGO_CALLBACKS_NAME) };
}

const request = { amount: 9_990, paymentId: 'p-1', orderId: 10 };

describe('Mercado Pago bridge', () => {
  it('reports the Mercado Pago identity', () => {
    const { terminal } = setup();
    expect(terminal).toMatchObject({
      kind: 'mercadoPago',
      isTerminalApp: false,
      hasCamera: false,
      provider: 'MERCADOPAGO',
      providerVersion: 'normal',
      capabilities: { cardPayment: true, annulment: false, smartPosOptions: false },
    });
  });

  it('sends the payment and resolves approved with the machine transaction id and callbacks', async () => {
    const { native, terminal, callbacks } = setup();
    const paid = terminal.startCardPayment(request);
    expect(native.callsTo('startPayment')[0]?.payload).toEqual({
      amount: 9_990,
      paymentId: 'p-1',
      orderId: 10,
      cardType: null,
      requestId: 'm1',
    });
    callbacks.onPaymentResult?.(
      JSON.stringify({
        requestId: 'm1',
        status: 'APPROVED',
        machineTransactionId: 'mp-555',
        paymentMethod: 'debit_card',
        checkCallback: 'https://check',
        paymentCallback: 'https://pay',
      }),
    );
    await expect(paid).resolves.toEqual({
      outcome: 'approved',
      requestId: 'm1',
      transactionId: 'mp-555',
      authorizationCode: null,
      terminalId: null,
      mercadoPago: {
        status: 'approved',
        paymentMethod: 'debit_card',
        checkCallback: 'https://check',
        paymentCallback: 'https://pay',
      },
    });
  });

  it.each([
    [{ status: 'rejected' }, 'El pago fue rechazado.'],
    [{ status: 'error' }, 'Error en el proceso de pago.'],
    [{ status: 'error', error: 'config' }, 'Problemas con la configuración de MercadoPago.'],
    [{ status: 'approved' }, 'Error en el proceso de pago.'], // approved without a transaction id
  ])('answer %o is rejected with "%s"', async (answer, message) => {
    const { terminal, callbacks } = setup();
    const paid = terminal.startCardPayment(request);
    callbacks.onPaymentResult?.({ requestId: 'm1', ...answer });
    await expect(paid).resolves.toMatchObject({ outcome: 'rejected', message });
  });

  it('a start failure gives "Error al iniciar el flujo de pago con MercadoPago."', async () => {
    const { terminal } = setup(
      {},
      {
        startPayment: () => {
          throw new Error('no channel');
        },
      },
    );
    await expect(terminal.startCardPayment(request)).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Error al iniciar el flujo de pago con MercadoPago.',
    });
    // the failed attempt does not block the next one
    await expect(terminal.startCardPayment(request)).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('a mismatched payment answer is ignored', async () => {
    const { terminal, callbacks } = setup();
    const paid = terminal.startCardPayment(request);
    expect(
      callbacks.onPaymentResult?.({ requestId: 'zzz', status: 'approved', machineTransactionId: '1' }),
    ).toBe(false);
    callbacks.onPaymentResult?.({ requestId: 'm1', status: 'cancelled' });
    await expect(paid).resolves.toEqual({ outcome: 'cancelled', requestId: 'm1', message: 'Pago cancelado' });
  });

  it('cancel: confirmation settles the payment as cancelled', async () => {
    const { native, terminal, callbacks } = setup();
    const paid = terminal.startCardPayment(request);
    const cancelling = terminal.cancelCardPayment();
    expect(native.lastRequestId('cancelPayment')).toBe('m1');
    callbacks.onCancelResult?.({ requestId: 'm1', ok: true });
    await cancelling;
    await expect(paid).resolves.toMatchObject({ outcome: 'cancelled' });
  });

  it('prints and maps printer codes (newer result with code)', async () => {
    const { native, terminal, callbacks } = setup();
    const ok = terminal.print(['a', 'b']);
    expect(native.callsTo('print')[0]?.payload).toEqual({ lines: ['a', 'b'], requestId: 'm1' });
    callbacks.onPrintResult?.({ requestId: 'm1', status: 0 });
    await expect(ok).resolves.toEqual({ status: 0 });
    const paper = terminal.print(['a']);
    callbacks.onPrinterResult?.({ requestId: 'm2', status: 31 });
    const error = await paper.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrinterError);
    expect((error as PrinterError).message).toBe('Ha ocurrido un error al imprimir (Cod 31)');
  });

  it('SmartPOS-only operations reject as unsupported with the spec texts', async () => {
    const { terminal } = setup();
    await expect(terminal.annulCardTransaction({ transactionId: '1' })).rejects.toMatchObject({
      code: 'unsupported',
      retryable: false,
    });
    await expect(terminal.loadKeys()).rejects.toThrow('SmartPOS loadKeys Error: unsupported');
    await expect(terminal.cashClose()).rejects.toThrow('Ha ocurrido un error al cerrar la caja');
    await expect(terminal.totals()).rejects.toThrow('Ha ocurrido un error consultar los totales');
    await expect(terminal.takePhoto()).rejects.toThrow('Ha ocurrido un error obtener la imagen');
    await expect(terminal.scanBarcode()).rejects.toMatchObject({ code: 'unsupported' });
  });

  describe('timeouts', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('a payment with a configured timeout fails with the start text and frees the machine', async () => {
      const { terminal, callbacks } = setup({ timeouts: { payment: 1_000 } });
      const paid = terminal.startCardPayment(request).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await paid).toMatchObject({ code: 'timeout' });
      expect(
        callbacks.onPaymentResult?.({ requestId: 'm1', status: 'approved', machineTransactionId: 'x' }),
      ).toBe(false);
      const next = terminal.startCardPayment(request);
      callbacks.onPaymentResult?.({ requestId: 'm2', status: 'approved', machineTransactionId: 'y' });
      await expect(next).resolves.toMatchObject({ outcome: 'approved', transactionId: 'y' });
    });
  });
});

describe('isMercadoPagoConnected', () => {
  it('is true only when the bridge says its channel is connected', () => {
    expect(isMercadoPagoConnected({ isConnected: () => true })).toBe(true);
    expect(isMercadoPagoConnected({ isConnected: () => 'true' })).toBe(true);
    expect(isMercadoPagoConnected({ isConnected: () => false })).toBe(false);
    expect(isMercadoPagoConnected({})).toBe(false);
    expect(isMercadoPagoConnected(undefined)).toBe(false);
    expect(
      isMercadoPagoConnected({
        isConnected: () => {
          throw new Error('x');
        },
      }),
    ).toBe(false);
  });
});
