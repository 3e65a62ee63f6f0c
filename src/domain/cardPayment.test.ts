import { describe, expect, it } from 'vitest';
import {
  authCodeError,
  CARD_TIMING,
  cardCancelledMessage,
  cardTypeFor,
  isCardPaymentType,
  mercadoPagoMayRetryUpdate,
  redelcomMayCancel,
  redelcomPollOutcome,
  redelcomTriesSince,
  smartPosBlocker,
  smartPosCancelDelay,
  smartPosMayCancel,
} from './cardPayment';

describe('Redelcom polling (spec 001 §4 "Polling outcomes", §8)', () => {
  it('204 and PENDIENTE keep waiting; PENDIENTE shows the machine display text', () => {
    expect(redelcomPollOutcome(undefined)).toEqual({ kind: 'waiting', text: null });
    expect(redelcomPollOutcome({ data: { ESTADO: 'PENDIENTE', MENSAJE_VISOR: 'INSERTE TARJETA' } })).toEqual({
      kind: 'waiting',
      text: 'INSERTE TARJETA',
    });
    expect(redelcomPollOutcome({ data: { ESTADO: 'PENDIENTE', MENSAJE_VISOR: '  ' } })).toEqual({
      kind: 'waiting',
      text: null,
    });
  });

  it('APROBADO succeeds; RECHAZADO and ERROR fail with the display text', () => {
    expect(redelcomPollOutcome({ data: { ESTADO: 'APROBADO', MENSAJE_VISOR: 'OK' } })).toEqual({
      kind: 'approved',
    });
    expect(
      redelcomPollOutcome({ data: { ESTADO: 'RECHAZADO', MENSAJE_VISOR: 'FONDOS INSUFICIENTES' } }),
    ).toEqual({
      kind: 'failed',
      status: 'RECHAZADO',
      message: 'PAGO REDELCOM RECHAZADO: FONDOS INSUFICIENTES',
    });
    expect(redelcomPollOutcome({ data: { ESTADO: 'ERROR', MENSAJE_VISOR: 'SIN CONEXION' } })).toEqual({
      kind: 'failed',
      status: 'ERROR',
      message: 'ERROR REDELCOM: SIN CONEXION',
    });
  });

  it('a failure without display text keeps the prefix with the general text', () => {
    expect(redelcomPollOutcome({ data: { ESTADO: 'RECHAZADO', MENSAJE_VISOR: null } })).toMatchObject({
      message: 'PAGO REDELCOM RECHAZADO: El pago fue rechazado.',
    });
    expect(redelcomPollOutcome({ data: { ESTADO: 'ERROR', MENSAJE_VISOR: null } })).toMatchObject({
      message: 'ERROR REDELCOM: Hubo un problema con el pago y fue rechazado.',
    });
  });

  it('polls every 1 s; the cancel option appears at the 90th try, counted from the start of the charge', () => {
    expect(CARD_TIMING.redelcomPollMs).toBe(1_000);
    expect(redelcomMayCancel(89)).toBe(false);
    expect(redelcomMayCancel(90)).toBe(true);
    expect(redelcomTriesSince(10_000, 10_999)).toBe(0);
    expect(redelcomTriesSince(10_000, 100_000)).toBe(90);
    expect(redelcomTriesSince(10_000, 5_000)).toBe(0);
  });
});

describe('SmartPOS (spec 001 §5, §9)', () => {
  it('needs the keys first, then the store flag', () => {
    expect(smartPosBlocker({ keysLoaded: false, storeEnabled: false })).toBe(
      'No están cargadas las llaves del SmartPOS',
    );
    expect(smartPosBlocker({ keysLoaded: true, storeEnabled: false })).toBe('Tienda no habilitada');
    expect(smartPosBlocker({ keysLoaded: true, storeEnabled: true })).toBeNull();
  });

  it('offers cancel 10 s after the payment started, also after a reload', () => {
    expect(smartPosMayCancel(0, 9_999)).toBe(false);
    expect(smartPosMayCancel(0, 10_000)).toBe(true);
    expect(smartPosCancelDelay(0, 4_000)).toBe(6_000);
    expect(smartPosCancelDelay(0, 40_000)).toBe(0);
  });
});

describe('card rules', () => {
  it('credit for TARJETA DE CREDITO, debit for TARJETA DE DEBITO', () => {
    expect(cardTypeFor('TARJETA DE CREDITO')).toBe('credit');
    expect(cardTypeFor('TARJETA DE DEBITO')).toBe('debit');
  });

  it('a card payment is TARJETA DE DEBITO or TARJETA DE CREDITO', () => {
    expect(isCardPaymentType('TARJETA DE DEBITO')).toBe(true);
    expect(isCardPaymentType('TARJETA DE CREDITO')).toBe(true);
    expect(isCardPaymentType('EFECTIVO')).toBe(false);
    expect(isCardPaymentType('MACH')).toBe(false);
  });

  it('an empty authorization code: "Debe ingresar un codigo"', () => {
    expect(authCodeError('')).toBe('Debe ingresar un codigo');
    expect(authCodeError('   ')).toBe('Debe ingresar un codigo');
    expect(authCodeError('123456')).toBeNull();
  });

  it('cancelled on the machine: "Pago cancelado"; by the seller: "Operación cancelada"', () => {
    expect(cardCancelledMessage('machine')).toBe('Pago cancelado');
    expect(cardCancelledMessage('seller')).toBe('Operación cancelada');
  });

  it('the Mercado Pago update is tried up to 10 times', () => {
    expect(CARD_TIMING.mercadoPagoUpdateIntervalMs).toBe(1_000);
    expect(mercadoPagoMayRetryUpdate(9)).toBe(true);
    expect(mercadoPagoMayRetryUpdate(10)).toBe(false);
  });
});
