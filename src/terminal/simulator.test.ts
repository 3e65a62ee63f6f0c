import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasSmartPosKeys } from './cookies';
import { PrinterError } from './errors';
import { SIMULATED_ANNULMENT_EVENT } from './simulatedCharge';
import { createSimulatorTerminal, parseSimulatorQuery, SIMULATED_TERMINAL_ID } from './simulator';
import { createCookieJar, memoryStorage } from './testing';
import { SMART_POS_CANCEL_AFTER_MS } from './types';

const request = { amount: 1000, paymentId: 1, orderId: 2 };

describe('simulator identity', () => {
  it('defaults to a plain browser: no terminal app, no camera, Redelcom provider, no card payment', async () => {
    const sim = createSimulatorTerminal({ cookies: null });
    expect(sim).toMatchObject({
      kind: 'browser',
      isTerminalApp: false,
      hasCamera: false,
      provider: 'REDELCOM',
      providerVersion: 'normal',
      simulated: true,
    });
    await expect(sim.startCardPayment(request)).rejects.toMatchObject({ code: 'unsupported' });
    await expect(sim.scanBarcode()).rejects.toMatchObject({ code: 'unsupported' });
  });

  it('a simulated SmartPOS is the terminal app with a camera; pro with a hardware SDK', () => {
    const sim = createSimulatorTerminal({ kind: 'smartPos', hasHardwareSdk: true, cookies: null });
    expect(sim).toMatchObject({
      kind: 'smartPos',
      isTerminalApp: true,
      hasCamera: true,
      provider: 'TRANSBANK-SMARTPOS',
      providerVersion: 'pro',
    });
  });

  it('identity flags can be chosen independently', () => {
    const sim = createSimulatorTerminal({
      kind: 'smartPos',
      isTerminalApp: false,
      hasCamera: false,
      cookies: null,
    });
    expect(sim.isTerminalApp).toBe(false);
    expect(sim.hasCamera).toBe(false);
  });
});

describe('simulator outcomes', () => {
  it.each([
    ['ok', null],
    ['paper', 'Falta papel en la impresora'],
    ['battery', 'Batería muy baja para imprimir'],
    ['error', 'Ha ocurrido un error al imprimir'],
  ] as const)('printer %s', async (printer, message) => {
    const sim = createSimulatorTerminal({ printer, cookies: null });
    const printed = sim.print(['linea 1']);
    if (message === null) await expect(printed).resolves.toEqual({ status: 0 });
    else await expect(printed).rejects.toMatchObject({ message, retryable: true });
    expect(sim.calls).toEqual([{ operation: 'print', lines: ['linea 1'] }]);
  });

  it('printer error code and the (Cod {code}) variant', async () => {
    const sim = createSimulatorTerminal({
      printer: 'error',
      printerErrorCode: 4,
      printerWithCode: true,
      cookies: null,
    });
    const error = await sim.print(['x']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrinterError);
    expect(error).toMatchObject({ status: 4, message: 'Ha ocurrido un error al imprimir (Cod 4)' });
  });

  it('setOptions changes the outcome for the retry', async () => {
    const sim = createSimulatorTerminal({ printer: 'paper', cookies: null });
    await expect(sim.print(['x'])).rejects.toThrow('Falta papel en la impresora');
    sim.setOptions({ printer: 'ok' });
    await expect(sim.print(['x'])).resolves.toEqual({ status: 0 });
  });

  it.each([
    ['approve', 'approved'],
    ['reject', 'rejected'],
    ['cancel', 'cancelled'],
  ] as const)('payment %s on SmartPOS', async (payment, outcome) => {
    const sim = createSimulatorTerminal({ kind: 'smartPos', payment, cookies: null });
    const result = await sim.startCardPayment({ ...request, requestId: 'a-1' });
    expect(result).toMatchObject({ outcome, requestId: 'a-1' });
    if (result.outcome === 'approved') {
      expect(result.transactionId).toBe('SIM-1');
      expect(result.authorizationCode).toMatch(/^\d{6}$/);
      expect(result.terminalId).toBe(SIMULATED_TERMINAL_ID);
    }
    if (result.outcome === 'rejected') expect(result.message).toBe('Rechazada. Código -1');
    if (result.outcome === 'cancelled') expect(result.message).toBe('Pago cancelado');
  });

  it('Mercado Pago approvals carry Mercado Pago details; rejections its text', async () => {
    const sim = createSimulatorTerminal({ kind: 'mercadoPago', cookies: null });
    await expect(sim.startCardPayment(request)).resolves.toMatchObject({
      outcome: 'approved',
      authorizationCode: null,
      mercadoPago: { status: 'approved' },
    });
    sim.setOptions({ payment: 'reject' });
    await expect(sim.startCardPayment(request)).resolves.toMatchObject({
      outcome: 'rejected',
      message: 'El pago fue rechazado.',
    });
    await expect(sim.annulCardTransaction({ transactionId: '1' })).rejects.toMatchObject({
      code: 'unsupported',
    });
  });

  it('annulment ok | fail', async () => {
    const sim = createSimulatorTerminal({ kind: 'smartPos', cookies: null });
    await expect(sim.annulCardTransaction({ transactionId: '99' })).resolves.toMatchObject({
      codigoRespuesta: 0,
      numeroOperacion: '99',
    });
    sim.setOptions({ annulment: 'fail' });
    const failed = await sim.annulCardTransaction({ transactionId: '99' });
    expect(failed.codigoRespuesta).not.toBe(0);
  });

  it('only the SmartPOS annuls: a Redelcom or Mercado Pago machine says so and annuls nothing', async () => {
    const announced: string[] = [];
    vi.stubGlobal('dispatchEvent', (event: Event) => {
      if (event.type === SIMULATED_ANNULMENT_EVENT)
        announced.push((event as CustomEvent).detail.transactionId);
      return true;
    });
    try {
      for (const kind of ['redelcom', 'mercadoPago', 'browser'] as const) {
        const sim = createSimulatorTerminal({ kind, cookies: null });
        expect(sim.capabilities.annulment).toBe(false);
        await expect(sim.annulCardTransaction({ transactionId: '99' })).rejects.toMatchObject({
          code: 'unsupported',
        });
      }
      expect(createSimulatorTerminal({ kind: 'smartPos', cookies: null }).capabilities.annulment).toBe(true);
      expect(announced).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('annulment failOnce: the first fails, the next succeed, and a new simulator on the same storage does not fail again', async () => {
    const storage = memoryStorage();
    const announced: string[] = [];
    vi.stubGlobal('dispatchEvent', (event: Event) => {
      if (event.type === SIMULATED_ANNULMENT_EVENT)
        announced.push((event as CustomEvent).detail.transactionId);
      return true;
    });
    try {
      const sim = createSimulatorTerminal({
        kind: 'smartPos',
        cookies: null,
        storage,
        annulment: 'failOnce',
      });
      expect((await sim.annulCardTransaction({ transactionId: 'A' })).codigoRespuesta).not.toBe(0);
      expect((await sim.annulCardTransaction({ transactionId: 'A' })).codigoRespuesta).toBe(0);
      const reloaded = createSimulatorTerminal({
        kind: 'smartPos',
        cookies: null,
        storage,
        annulment: 'failOnce',
      });
      expect((await reloaded.annulCardTransaction({ transactionId: 'B' })).codigoRespuesta).toBe(0);
      // Only what was annulled is announced to the demo world.
      expect(announced).toEqual(['A', 'B']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('annulments script: each answer in turn, a lost one never answers, and a reload goes on with the script', async () => {
    const storage = memoryStorage();
    const options = parseSimulatorQuery('terminal=smartPos&annulments=fail,ok,lose');
    expect(options.annulmentScript).toEqual(['fail', 'ok', 'lose']);
    expect(parseSimulatorQuery('annulments=fail,maybe').annulmentScript).toBeUndefined();
    const sim = createSimulatorTerminal({ ...options, cookies: null, storage });
    expect((await sim.annulCardTransaction({ transactionId: 'A' })).codigoRespuesta).not.toBe(0);
    expect((await sim.annulCardTransaction({ transactionId: 'A' })).codigoRespuesta).toBe(0);
    const lost = sim.annulCardTransaction({ transactionId: 'B' });
    const answered = await Promise.race([lost.then(() => true), sim.cashClose().then(() => false)]);
    expect(answered).toBe(false);
    // The page goes away with B on the terminal: the next page's first annulment is past the script.
    const reloaded = createSimulatorTerminal({ ...options, cookies: null, storage });
    expect((await reloaded.annulCardTransaction({ transactionId: 'B' })).codigoRespuesta).toBe(0);
    expect(reloaded.calls.filter((c) => c.operation === 'annulCardTransaction')).toHaveLength(1);
  });

  it('loadKeys ok stores the cookie and terminal id; fail rejects with the spec prefix', async () => {
    const cookies = createCookieJar();
    const sim = createSimulatorTerminal({ kind: 'smartPos', cookies });
    await expect(sim.loadKeys()).resolves.toEqual({ terminalId: SIMULATED_TERMINAL_ID });
    expect(hasSmartPosKeys(cookies)).toBe(true);
    expect(sim.terminalId).toBe(SIMULATED_TERMINAL_ID);
    const other = createSimulatorTerminal({ kind: 'smartPos', loadKeys: 'fail', cookies: createCookieJar() });
    await expect(other.loadKeys()).rejects.toThrow(/^SmartPOS loadKeys Error: /);
  });

  it('cashClose and totals ok | fail', async () => {
    const sim = createSimulatorTerminal({ kind: 'smartPos', cookies: null });
    await expect(sim.cashClose()).resolves.toEqual({ message: 'Cierre de caja realizado con éxito' });
    await expect(sim.totals()).resolves.toMatchObject({ message: null });
    sim.setOptions({ cashClose: 'fail', totals: 'fail' });
    await expect(sim.cashClose()).rejects.toThrow('Ha ocurrido un error al cerrar la caja. Código 5');
    await expect(sim.totals()).rejects.toThrow('Ha ocurrido un error consultar los totales');
  });

  it('camera returns the chosen code, or null for cancel; photo ok | fail', async () => {
    const sim = createSimulatorTerminal({ kind: 'smartPos', camera: '7801111111111', cookies: null });
    await expect(sim.scanBarcode()).resolves.toBe('7801111111111');
    sim.setOptions({ camera: null, photo: 'fail' });
    await expect(sim.scanBarcode()).resolves.toBeNull();
    await expect(sim.takePhoto()).rejects.toThrow('Ha ocurrido un error obtener la imagen');
  });

  it('records what it was asked, for assertions', async () => {
    const sim = createSimulatorTerminal({ kind: 'smartPos', cookies: null });
    sim.setCredentials({ apiKey: 'k', flavor: 'f' });
    await sim.startCardPayment(request);
    expect(sim.calls).toEqual([
      { operation: 'setCredentials', credentials: { apiKey: 'k', flavor: 'f' } },
      { operation: 'startCardPayment', request },
    ]);
  });
});

describe('simulator timing (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers after delayMs', async () => {
    const sim = createSimulatorTerminal({ delayMs: 800, cookies: null });
    let done = false;
    void sim.print(['x']).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(799);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('a slow payment outlasts the 10 s SmartPOS cancel delay and can be cancelled', async () => {
    const sim = createSimulatorTerminal({ kind: 'smartPos', payment: 'slow', cookies: null });
    let result: unknown = null;
    void sim.startCardPayment(request).then((r) => {
      result = r;
    });
    await vi.advanceTimersByTimeAsync(SMART_POS_CANCEL_AFTER_MS);
    expect(result).toBeNull();
    await expect(sim.startCardPayment(request)).rejects.toMatchObject({ code: 'busy' });
    await sim.cancelCardPayment();
    await vi.advanceTimersByTimeAsync(0);
    expect(result).toMatchObject({ outcome: 'cancelled' });
    // the slow approval arriving later is ignored
    await vi.advanceTimersByTimeAsync(60_000);
    expect(result).toMatchObject({ outcome: 'cancelled' });
  });

  it('dispose rejects a pending payment', async () => {
    const sim = createSimulatorTerminal({ kind: 'smartPos', payment: 'slow', cookies: null });
    const paid = sim.startCardPayment(request).catch((e: unknown) => e);
    sim.dispose();
    expect(await paid).toMatchObject({ code: 'disposed' });
  });

  it('a slow payment left alone approves after slowDelayMs', async () => {
    const sim = createSimulatorTerminal({
      kind: 'mercadoPago',
      payment: 'slow',
      slowDelayMs: 20_000,
      cookies: null,
    });
    let result: unknown = null;
    void sim.startCardPayment(request).then((r) => {
      result = r;
    });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(result).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toMatchObject({ outcome: 'approved' });
  });
});

describe('parseSimulatorQuery', () => {
  it('reads every option from the query', () => {
    expect(
      parseSimulatorQuery(
        '?terminal=smartPos&terminalApp=0&hasCamera=1&sdk=pro&payment=reject&printer=paper&printerCode=12' +
          '&printerWithCode=true&annulment=fail&keys=fail&cashClose=fail&totals=fail&camera=780123&photo=fail' +
          '&delay=500&slowDelay=30000',
      ),
    ).toEqual({
      kind: 'smartPos',
      isTerminalApp: false,
      hasCamera: true,
      hasHardwareSdk: true,
      payment: 'reject',
      printer: 'paper',
      printerErrorCode: 12,
      printerWithCode: true,
      annulment: 'fail',
      loadKeys: 'fail',
      cashClose: 'fail',
      totals: 'fail',
      camera: '780123',
      photo: 'fail',
      delayMs: 500,
      slowDelayMs: 30000,
    });
  });

  it('camera=cancel means the person cancels; terminal=simulator keeps the default kind', () => {
    expect(parseSimulatorQuery('terminal=simulator&camera=cancel')).toEqual({ camera: null });
  });

  it('ignores unknown keys and invalid values', () => {
    expect(
      parseSimulatorQuery(
        'terminal=atm&payment=maybe&printer=&delay=-3&printerCode=abc&sdk=ultra&foo=1&hasCamera=yes',
      ),
    ).toEqual({});
  });

  it('the parsed options drive a simulator', async () => {
    const sim = createSimulatorTerminal({
      ...parseSimulatorQuery('terminal=mercadoPago&printer=battery'),
      cookies: null,
    });
    expect(sim.kind).toBe('mercadoPago');
    await expect(sim.print(['x'])).rejects.toThrow('Batería muy baja para imprimir');
  });
});
