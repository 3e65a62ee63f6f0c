import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import {
  BridgeCore,
  type CallbackHost,
  cardPaymentMethods,
  defaultHost,
  isNativeObject,
  type NativeObject,
  NEWER_PRINTER_RESULT,
} from './bridge';
import { MERCADO_PAGO_NATIVE_NAME } from './detect';
import { type IgnoredCallback, type NativePayload, stringField } from './pending';
import {
  type CardPaymentResult,
  type Clock,
  capabilitiesFor,
  type MercadoPagoPaymentDetails,
  printProviderFor,
  providerVersionFor,
  systemClock,
  type TerminalAdapter,
} from './types';
import { UNSUPPORTED } from './unsupported';

/**
 * The Mercado Pago Point bridge: the web app runs inside the "mobile web kit with a connected
 * channel", which exposes `window.MercadoPagoBridge` and answers through `window.mercadoPagoCallbacks`.
 * The names and payloads are this project's design (the specs do not show them): see README.md.
 * Mercado Pago machines take card payments and print; annulment, keys, cash close, totals and the
 * camera are SmartPOS-only and reject with code 'unsupported'.
 */

export { isMercadoPagoConnected, MERCADO_PAGO_NATIVE_NAME } from './detect';
export const MERCADO_PAGO_CALLBACKS_NAME = 'mercadoPagoCallbacks';

export interface MercadoPagoTimeouts {
  readonly payment: number | null;
  readonly cancel: number;
  readonly print: number | null;
}

export const MERCADO_PAGO_DEFAULT_TIMEOUTS: MercadoPagoTimeouts = {
  payment: null,
  cancel: 15_000,
  print: 60_000,
};

export interface MercadoPagoOptions {
  /** The native object; defaults to `window.MercadoPagoBridge`. */
  readonly native?: NativeObject | null;
  readonly host?: CallbackHost;
  readonly clock?: Clock;
  readonly timeouts?: Partial<MercadoPagoTimeouts>;
  readonly newRequestId?: () => string;
  readonly onIgnoredCallback?: (ignored: IgnoredCallback) => void;
}

const CHANNEL = { payment: 'payment', cancel: 'cancel', print: 'print' } as const;

export function createMercadoPagoTerminal(options: MercadoPagoOptions = {}): TerminalAdapter {
  const host = options.host ?? defaultHost();
  const rawNative = options.native !== undefined ? options.native : host[MERCADO_PAGO_NATIVE_NAME];
  const native = isNativeObject(rawNative) ? rawNative : null;
  const timeouts = { ...MERCADO_PAGO_DEFAULT_TIMEOUTS, ...options.timeouts };
  const core = new BridgeCore(native, {
    clock: options.clock ?? systemClock,
    host,
    callbacksName: MERCADO_PAGO_CALLBACKS_NAME,
    newRequestId: options.newRequestId,
    onIgnoredCallback: options.onIgnoredCallback,
    callbacks: {
      onPaymentResult: { channel: CHANNEL.payment },
      onCancelResult: { channel: CHANNEL.cancel },
      onPrintResult: { channel: CHANNEL.print },
      onPrinterResult: { channel: CHANNEL.print, extra: { [NEWER_PRINTER_RESULT]: true } },
    },
  });
  const payments = cardPaymentMethods(core, {
    timeouts,
    startFailureMessage: CHECKOUT_MESSAGES.mercadoPagoStart,
    toResult: toMercadoPagoPaymentResult,
    cancelledAnswer: { status: 'cancelled' },
  });

  return {
    ...UNSUPPORTED,
    kind: 'mercadoPago',
    isTerminalApp: false,
    hasCamera: false,
    hasHardwareSdk: false,
    provider: printProviderFor('mercadoPago'),
    providerVersion: providerVersionFor(false),
    capabilities: capabilitiesFor('mercadoPago'),
    simulated: false,
    terminalId: null,

    print: payments.print,
    startCardPayment: payments.startCardPayment,
    cancelCardPayment: payments.cancelCardPayment,
    resumeCardPayment: payments.resumeCardPayment,

    dispose() {
      payments.resetPendingPayment();
      core.dispose();
    },
  };
}

/**
 * Mercado Pago answer: status approved | rejected | cancelled | error, machineTransactionId,
 * paymentMethod, checkCallback, paymentCallback; `error: "config"` marks a configuration problem.
 */
export function toMercadoPagoPaymentResult(requestId: string, answer: NativePayload): CardPaymentResult {
  const status = (stringField(answer, 'status') ?? 'error').toLowerCase();
  const details: MercadoPagoPaymentDetails = {
    status,
    paymentMethod: stringField(answer, 'paymentMethod'),
    checkCallback: stringField(answer, 'checkCallback'),
    paymentCallback: stringField(answer, 'paymentCallback'),
  };
  if (status === 'cancelled' || status === 'canceled') {
    return { outcome: 'cancelled', requestId, message: CHECKOUT_MESSAGES.cancelled };
  }
  const transactionId = stringField(answer, 'machineTransactionId');
  if (status === 'approved' && transactionId !== null) {
    return {
      outcome: 'approved',
      requestId,
      transactionId,
      authorizationCode: null,
      terminalId: null,
      mercadoPago: details,
    };
  }
  const message =
    answer.error === 'config'
      ? CHECKOUT_MESSAGES.mercadoPagoConfig
      : status === 'rejected'
        ? CHECKOUT_MESSAGES.rejected
        : CHECKOUT_MESSAGES.mercadoPagoProcess;
  return {
    outcome: 'rejected',
    requestId,
    code: stringField(answer, 'code') ?? status,
    glosa: stringField(answer, 'message'),
    message,
    mercadoPago: details,
  };
}
