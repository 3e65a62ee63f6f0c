import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasSmartPosKeys } from './cookies';
import { PrinterError, TerminalError } from './errors';
import type { IgnoredCallback } from './pending';
import { createSmartPosTerminal, SMART_POS_CALLBACKS_NAME, type SmartPosOptions } from './smartPos';
import { callbacksOn, createCookieJar, createFakeNative } from './testing';

const METHODS = [
  'getInfo',
  'setCredentials',
  'startPayment',
  'cancelPayment',
  'print',
  'annul',
  'loadKeys',
  'cashClose',
  'totals',
  'scanBarcode',
  'takePhoto',
];

function setup(overrides: Partial<SmartPosOptions> = {}, behaviour = {}) {
  const host: Record<string, unknown> = {};
  const native = createFakeNative(METHODS, {
    getInfo: () => JSON.stringify({ hasCamera: true, hasHardwareSdk: true }),
    ...behaviour,
  });
  const cookies = createCookieJar();
  const ignored: IgnoredCallback[] = [];
  let n = 0;
  const terminal = createSmartPosTerminal({
    native: native.object,
    host,
    cookies,
    newRequestId: () => `r${++n}`,
    onIgnoredCallback: (i) => ignored.push(i),
    ...overrides,
  });
  const callbacks = callbacksOn(host, SMART_POS_CALLBACKS_NAME);
  return { host, native, cookies, ignored, terminal, callbacks };
}

/** Lets pending promise reactions run. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('SmartPOS bridge: identity', () => {
  it('reports the SmartPOS identity, reading camera and hardware SDK from getInfo', () => {
    const { terminal } = setup();
    expect(terminal.kind).toBe('smartPos');
    expect(terminal.isTerminalApp).toBe(true);
    expect(terminal.hasCamera).toBe(true);
    expect(terminal.hasHardwareSdk).toBe(true);
    expect(terminal.provider).toBe('TRANSBANK-SMARTPOS');
    expect(terminal.providerVersion).toBe('pro');
    expect(terminal.capabilities).toEqual({ cardPayment: true, annulment: true, smartPosOptions: true });
    expect(terminal.simulated).toBe(false);
  });

  it('is "normal" without a hardware SDK and without camera when getInfo says so', () => {
    const { terminal } = setup({}, { getInfo: () => '{"hasCamera":false,"hasHardwareSdk":false}' });
    expect(terminal.providerVersion).toBe('normal');
    expect(terminal.hasCamera).toBe(false);
  });

  it('installs window.smartPosCallbacks and removes it on dispose', () => {
    const { host, terminal } = setup();
    expect(Object.keys(callbacksOn(host, SMART_POS_CALLBACKS_NAME)).sort()).toEqual(
      [
        'onAnnulmentResult',
        'onBarcodeResult',
        'onCancelResult',
        'onCashCloseResult',
        'onLoadKeysResult',
        'onPaymentResult',
        'onPhotoResult',
        'onPrintResult',
        'onPrinterResult',
        'onTotalsResult',
      ].sort(),
    );
    terminal.dispose();
    expect(host[SMART_POS_CALLBACKS_NAME]).toBeUndefined();
  });
});

describe('SmartPOS bridge: printing', () => {
  it('sends the lines with a request id and resolves on status 0', async () => {
    const { native, terminal, callbacks } = setup();
    const printed = terminal.print(['BOLETA', 'Total: $1.000']);
    expect(native.callsTo('print')).toEqual([
      { method: 'print', payload: { lines: ['BOLETA', 'Total: $1.000'], requestId: 'r1' } },
    ]);
    expect(callbacks.onPrintResult?.(JSON.stringify({ requestId: 'r1', status: 0 }))).toBe(true);
    await expect(printed).resolves.toEqual({ status: 0 });
  });

  it.each([
    [2, 'Falta papel en la impresora'],
    [9, 'Batería muy baja para imprimir'],
    [7, 'Ha ocurrido un error al imprimir'],
  ])('status %i rejects with a retryable PrinterError "%s"', async (status, message) => {
    const { terminal, callbacks } = setup();
    const printed = terminal.print(['x']);
    callbacks.onPrintResult?.({ requestId: 'r1', status });
    const error = await printed.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrinterError);
    expect(error).toMatchObject({ message, status, retryable: true, code: 'printer' });
  });

  it('the newer printer result appends (Cod {code})', async () => {
    const { terminal, callbacks } = setup();
    const printed = terminal.print(['x']);
    callbacks.onPrinterResult?.(JSON.stringify({ requestId: 'r1', status: '2' }));
    await expect(printed).rejects.toThrow('Falta papel en la impresora (Cod 2)');
  });

  it('ignores a callback for another request, and one without request id', async () => {
    const { terminal, callbacks, ignored } = setup();
    const printed = terminal.print(['x']);
    expect(callbacks.onPrintResult?.({ requestId: 'other', status: 2 })).toBe(false);
    expect(callbacks.onPrintResult?.({ status: 2 })).toBe(false);
    expect(callbacks.onPrintResult?.('not json')).toBe(false);
    expect(ignored.map((i) => i.reason)).toEqual(['noPendingRequest', 'noRequestId', 'unparseable']);
    callbacks.onPrintResult?.({ requestId: 'r1', status: 0 });
    await expect(printed).resolves.toEqual({ status: 0 });
  });

  it('matches concurrent prints by request id, whatever the order of answers', async () => {
    const { terminal, callbacks } = setup();
    const first = terminal.print(['a']);
    const second = terminal.print(['b']);
    callbacks.onPrintResult?.({ requestId: 'r2', status: 9 });
    callbacks.onPrintResult?.({ requestId: 'r1', status: 0 });
    await expect(first).resolves.toEqual({ status: 0 });
    await expect(second).rejects.toThrow('Batería muy baja para imprimir');
  });

  it('a second answer for the same request is ignored', async () => {
    const { terminal, callbacks } = setup();
    const printed = terminal.print(['a']);
    expect(callbacks.onPrintResult?.({ requestId: 'r1', status: 0 })).toBe(true);
    expect(callbacks.onPrintResult?.({ requestId: 'r1', status: 2 })).toBe(false);
    await expect(printed).resolves.toEqual({ status: 0 });
  });

  it('fails with the print text when the native method throws or is missing', async () => {
    const throwing = setup(
      {},
      {
        print: () => {
          throw new Error('bridge down');
        },
      },
    );
    await expect(throwing.terminal.print(['x'])).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Ha ocurrido un error en la impresión. Por favor intente nuevamente',
    });
    const host: Record<string, unknown> = {};
    const missing = createSmartPosTerminal({ native: {}, host, cookies: null });
    await expect(missing.print(['x'])).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('a print without answer status fails as not successful', async () => {
    const { terminal, callbacks } = setup();
    const printed = terminal.print(['x']);
    callbacks.onPrintResult?.({ requestId: 'r1' });
    await expect(printed).rejects.toThrow(
      'Ha ocurrido un error en la impresión. Por favor intente nuevamente',
    );
  });
});

describe('SmartPOS bridge: timeouts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a print with no answer times out, and the late answer is then ignored', async () => {
    const { terminal, callbacks, ignored } = setup({ timeouts: { print: 5_000 } });
    const printed = terminal.print(['x']);
    const outcome = printed.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(callbacks.onPrintResult).toBeDefined();
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(TerminalError);
    expect(error).toMatchObject({ code: 'timeout', retryable: true });
    expect(callbacks.onPrintResult?.({ requestId: 'r1', status: 0 })).toBe(false);
    expect(ignored).toHaveLength(1);
  });

  it('an answer before the timeout wins and clears the timer', async () => {
    const { terminal, callbacks } = setup({ timeouts: { print: 5_000 } });
    const printed = terminal.print(['x']);
    callbacks.onPrintResult?.({ requestId: 'r1', status: 0 });
    await expect(printed).resolves.toEqual({ status: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a card payment waits without timeout by default', async () => {
    const { terminal, callbacks } = setup();
    const paid = terminal.startCardPayment({ amount: 1000, paymentId: 1, orderId: 2 });
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    callbacks.onPaymentResult?.({ requestId: 'r1', codigoRespuesta: 0, numeroOperacion: 55 });
    await expect(paid).resolves.toMatchObject({ outcome: 'approved', transactionId: '55' });
  });

  it('cancel rejects with "Error al intentar cancelar el pago" when the SDK never confirms', async () => {
    const { terminal } = setup({ timeouts: { cancel: 3_000 } });
    const paid = terminal.startCardPayment({ amount: 1000, paymentId: 1, orderId: 2 });
    const cancelled = terminal.cancelCardPayment().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await cancelled).toMatchObject({ code: 'timeout', message: 'Error al intentar cancelar el pago' });
    // the payment is still pending: nothing was assumed
    let settled = false;
    void paid.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
  });
});

describe('SmartPOS bridge: card payment', () => {
  const request = { amount: 15_990, paymentId: 301, orderId: 77, cardType: 'debit' as const };

  it('sends amount, payment id and order id and resolves approved with the Transbank ids', async () => {
    const { native, terminal, callbacks } = setup();
    const paid = terminal.startCardPayment(request);
    expect(native.callsTo('startPayment')[0]?.payload).toEqual({
      amount: 15_990,
      paymentId: 301,
      orderId: 77,
      cardType: 'debit',
      requestId: 'r1',
    });
    callbacks.onPaymentResult?.(
      JSON.stringify({
        requestId: 'r1',
        codigoRespuesta: '0',
        glosaRespuesta: 'Aprobado',
        numeroOperacion: '000123',
        codigoAutorizacion: 'A1B2C3',
        terminalId: 'T-9',
      }),
    );
    await expect(paid).resolves.toEqual({
      outcome: 'approved',
      requestId: 'r1',
      transactionId: '000123',
      authorizationCode: 'A1B2C3',
      terminalId: 'T-9',
    });
  });

  it('uses the persisted attempt id as request id', async () => {
    const { native, terminal, callbacks } = setup();
    const paid = terminal.startCardPayment({ ...request, requestId: 'attempt-42' });
    expect(native.lastRequestId('startPayment')).toBe('attempt-42');
    callbacks.onPaymentResult?.({ requestId: 'attempt-42', cancelled: true });
    await expect(paid).resolves.toEqual({
      outcome: 'cancelled',
      requestId: 'attempt-42',
      message: 'Pago cancelado',
    });
  });

  it('a rejection carries glosa and code, and the message joins them', async () => {
    const { terminal, callbacks } = setup();
    const paid = terminal.startCardPayment(request);
    callbacks.onPaymentResult?.({ requestId: 'r1', codigoRespuesta: 5, glosaRespuesta: 'Tarjeta bloqueada' });
    await expect(paid).resolves.toEqual({
      outcome: 'rejected',
      requestId: 'r1',
      code: '5',
      glosa: 'Tarjeta bloqueada',
      message: 'Tarjeta bloqueada. Código 5',
    });
  });

  it('a late answer of a previous attempt does not settle the current one', async () => {
    const { terminal, callbacks } = setup();
    const first = terminal.startCardPayment(request);
    callbacks.onPaymentResult?.({ requestId: 'r1', cancelled: true });
    await first;
    const second = terminal.startCardPayment(request);
    expect(callbacks.onPaymentResult?.({ requestId: 'r1', codigoRespuesta: 0, numeroOperacion: '1' })).toBe(
      false,
    );
    callbacks.onPaymentResult?.({ requestId: 'r2', codigoRespuesta: 0, numeroOperacion: '2' });
    await expect(second).resolves.toMatchObject({ outcome: 'approved', requestId: 'r2', transactionId: '2' });
  });

  it('refuses a second payment while one is pending', async () => {
    const { native, terminal } = setup();
    void terminal.startCardPayment(request);
    await expect(terminal.startCardPayment(request)).rejects.toMatchObject({ code: 'busy' });
    expect(native.callsTo('startPayment')).toHaveLength(1);
  });

  it('cancel sends the pending request id; a confirmation settles the payment as cancelled', async () => {
    const { native, terminal, callbacks } = setup();
    const paid = terminal.startCardPayment(request);
    const cancelling = terminal.cancelCardPayment();
    expect(native.callsTo('cancelPayment')[0]?.payload).toEqual({ requestId: 'r1' });
    callbacks.onCancelResult?.({ requestId: 'r1', ok: true });
    await cancelling;
    await expect(paid).resolves.toEqual({ outcome: 'cancelled', requestId: 'r1', message: 'Pago cancelado' });
    // the SDK's own late payment answer is ignored
    expect(callbacks.onPaymentResult?.({ requestId: 'r1', codigoRespuesta: 0, numeroOperacion: '9' })).toBe(
      false,
    );
  });

  it('a refused cancel rejects and leaves the payment pending until the machine answers', async () => {
    const { terminal, callbacks } = setup();
    const paid = terminal.startCardPayment(request);
    const cancelling = terminal.cancelCardPayment();
    callbacks.onCancelResult?.({ requestId: 'r1', ok: false });
    await expect(cancelling).rejects.toMatchObject({
      code: 'cancelFailed',
      message: 'Error al intentar cancelar el pago',
    });
    callbacks.onPaymentResult?.({ requestId: 'r1', codigoRespuesta: 0, numeroOperacion: '321' });
    await expect(paid).resolves.toMatchObject({ outcome: 'approved', transactionId: '321' });
  });

  it('cancel without a pending payment does nothing', async () => {
    const { native, terminal } = setup();
    await terminal.cancelCardPayment();
    expect(native.callsTo('cancelPayment')).toHaveLength(0);
  });

  it('dispose rejects the pending payment', async () => {
    const { terminal } = setup();
    const paid = terminal.startCardPayment(request);
    terminal.dispose();
    await expect(paid).rejects.toMatchObject({ code: 'disposed' });
  });
});

describe('SmartPOS bridge: annulment', () => {
  it('sends the transaction id and resolves with codigoRespuesta, glosaRespuesta, numeroOperacion', async () => {
    const { native, terminal, callbacks } = setup();
    const annulled = terminal.annulCardTransaction({ transactionId: '000123', amount: 5000 });
    expect(native.callsTo('annul')[0]?.payload).toEqual({
      transactionId: '000123',
      amount: 5000,
      requestId: 'r1',
    });
    callbacks.onAnnulmentResult?.({
      requestId: 'r1',
      codigoRespuesta: '0',
      glosaRespuesta: 'Anulada',
      numeroOperacion: 124,
    });
    await expect(annulled).resolves.toEqual({
      codigoRespuesta: 0,
      glosaRespuesta: 'Anulada',
      numeroOperacion: '124',
    });
  });

  it('a failed annulment resolves with its code (the screen decides)', async () => {
    const { terminal, callbacks } = setup();
    const annulled = terminal.annulCardTransaction({ transactionId: '7' });
    callbacks.onAnnulmentResult?.({ requestId: 'r1', codigoRespuesta: 12 });
    await expect(annulled).resolves.toEqual({
      codigoRespuesta: 12,
      glosaRespuesta: '',
      numeroOperacion: '7',
    });
  });
});

describe('SmartPOS bridge: keys, cash close, totals, credentials', () => {
  it('key load code "0" stores the keys cookie and the terminal id', async () => {
    const { terminal, callbacks, cookies } = setup();
    expect(hasSmartPosKeys(cookies)).toBe(false);
    const loaded = terminal.loadKeys();
    callbacks.onLoadKeysResult?.({ requestId: 'r1', code: '0', terminalId: 'TID-77' });
    await expect(loaded).resolves.toEqual({ terminalId: 'TID-77' });
    expect(terminal.terminalId).toBe('TID-77');
    expect(hasSmartPosKeys(cookies)).toBe(true);
    expect(cookies.writes).toEqual(['smart_pos_keys=true; max-age=86400; path=/']);
  });

  it('key load failure: "SmartPOS loadKeys Error: {details}" and no cookie', async () => {
    const { terminal, callbacks, cookies } = setup();
    const loaded = terminal.loadKeys();
    callbacks.onLoadKeysResult?.({ requestId: 'r1', code: '3', details: 'sin conexión' });
    await expect(loaded).rejects.toMatchObject({
      code: 'failed',
      message: 'SmartPOS loadKeys Error: sin conexión',
    });
    expect(hasSmartPosKeys(cookies)).toBe(false);
    expect(terminal.terminalId).toBeNull();
  });

  it('cash close success shows the machine message, or the default text', async () => {
    const { terminal, callbacks } = setup();
    const first = terminal.cashClose();
    callbacks.onCashCloseResult?.({ requestId: 'r1', code: 0, message: 'Cierre N° 12 OK' });
    await expect(first).resolves.toEqual({ message: 'Cierre N° 12 OK' });
    const second = terminal.cashClose();
    callbacks.onCashCloseResult?.({ requestId: 'r2', code: '0' });
    await expect(second).resolves.toEqual({ message: 'Cierre de caja realizado con éxito' });
  });

  it('cash close failure: "Ha ocurrido un error al cerrar la caja. Código {code}"', async () => {
    const { terminal, callbacks } = setup();
    const closed = terminal.cashClose();
    callbacks.onCashCloseResult?.({ requestId: 'r1', code: 14 });
    await expect(closed).rejects.toMatchObject({
      message: 'Ha ocurrido un error al cerrar la caja. Código 14',
      nativeCode: '14',
    });
  });

  it('totals resolve on code 0 and fail with "Ha ocurrido un error consultar los totales"', async () => {
    const { terminal, callbacks } = setup();
    const ok = terminal.totals();
    callbacks.onTotalsResult?.({ requestId: 'r1', code: 0, message: 'Total ventas $10.000' });
    await expect(ok).resolves.toMatchObject({ message: 'Total ventas $10.000' });
    const failed = terminal.totals();
    callbacks.onTotalsResult?.({ requestId: 'r2', code: 1 });
    await expect(failed).rejects.toThrow('Ha ocurrido un error consultar los totales');
  });

  it('setCredentials passes api_key and flavor to the SDK', () => {
    const { native, terminal } = setup();
    terminal.setCredentials({ apiKey: 'k', flavor: 'prod' });
    expect(native.callsTo('setCredentials')[0]?.payload).toEqual({ apiKey: 'k', flavor: 'prod' });
  });
});

describe('SmartPOS bridge: camera', () => {
  it('scanBarcode resolves the code, or null when cancelled', async () => {
    const { terminal, callbacks } = setup();
    const scanned = terminal.scanBarcode();
    callbacks.onBarcodeResult?.({ requestId: 'r1', barcode: '7801234567890' });
    await expect(scanned).resolves.toBe('7801234567890');
    const cancelled = terminal.scanBarcode();
    callbacks.onBarcodeResult?.({ requestId: 'r2', cancelled: true });
    await expect(cancelled).resolves.toBeNull();
  });

  it('takePhoto resolves the image; an error gives "Ha ocurrido un error obtener la imagen"', async () => {
    const { terminal, callbacks } = setup();
    const photo = terminal.takePhoto();
    callbacks.onPhotoResult?.({ requestId: 'r1', image: 'data:image/jpeg;base64,AAA' });
    await expect(photo).resolves.toBe('data:image/jpeg;base64,AAA');
    const failed = terminal.takePhoto();
    callbacks.onPhotoResult?.({ requestId: 'r2', error: 'camera busy' });
    await expect(failed).rejects.toThrow('Ha ocurrido un error obtener la imagen');
    await flush();
  });
});
