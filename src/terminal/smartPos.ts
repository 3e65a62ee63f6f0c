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
import { SMART_POS_NATIVE_NAME } from './detect';
import { type IgnoredCallback, parsePayload } from './pending';
import {
  smartPosAnnulment,
  smartPosCamera,
  smartPosCashClose,
  smartPosKeys,
  toSmartPosPaymentResult,
} from './smartPosCalls';
import {
  SMART_POS_CHANNEL as CHANNEL,
  SMART_POS_CALLBACKS_NAME,
  SMART_POS_DEFAULT_TIMEOUTS,
  type SmartPosTimeouts,
} from './smartPosProtocol';
import {
  type Clock,
  type CookieJar,
  capabilitiesFor,
  printProviderFor,
  providerVersionFor,
  systemClock,
  type TerminalAdapter,
} from './types';

/**
 * The Transbank SmartPOS bridge: the web app runs inside the SmartPOS Android app, which exposes
 * `window.SmartPOS` (methods taking one JSON string) and answers through `window.smartPosCallbacks`.
 * The names and payloads are this project's design (the specs do not show them): see README.md.
 */

export { SMART_POS_NATIVE_NAME } from './detect';
export { toSmartPosPaymentResult } from './smartPosCalls';
export {
  SMART_POS_CALLBACKS_NAME,
  SMART_POS_DEFAULT_TIMEOUTS,
  type SmartPosTimeouts,
} from './smartPosProtocol';

export interface SmartPosOptions {
  /** The native object; defaults to `window.SmartPOS`. */
  readonly native?: NativeObject | null;
  /** Where `smartPosCallbacks` is installed; defaults to `window` (globalThis). */
  readonly host?: CallbackHost;
  readonly clock?: Clock;
  readonly cookies?: CookieJar | null;
  readonly timeouts?: Partial<SmartPosTimeouts>;
  readonly newRequestId?: () => string;
  readonly onIgnoredCallback?: (ignored: IgnoredCallback) => void;
  /** Override what getInfo() reports. */
  readonly hasCamera?: boolean;
  readonly hasHardwareSdk?: boolean;
}

export function createSmartPosTerminal(options: SmartPosOptions = {}): TerminalAdapter {
  const host = options.host ?? defaultHost();
  const native = options.native !== undefined ? options.native : readNative(host, SMART_POS_NATIVE_NAME);
  const timeouts = { ...SMART_POS_DEFAULT_TIMEOUTS, ...options.timeouts };
  const cookies = options.cookies !== undefined ? options.cookies : defaultCookies();
  const core = new BridgeCore(native, {
    clock: options.clock ?? systemClock,
    host,
    callbacksName: SMART_POS_CALLBACKS_NAME,
    newRequestId: options.newRequestId,
    onIgnoredCallback: options.onIgnoredCallback,
    callbacks: {
      onPaymentResult: { channel: CHANNEL.payment },
      onCancelResult: { channel: CHANNEL.cancel },
      onPrintResult: { channel: CHANNEL.print },
      onPrinterResult: { channel: CHANNEL.print, extra: { [NEWER_PRINTER_RESULT]: true } },
      onAnnulmentResult: { channel: CHANNEL.annulment },
      onLoadKeysResult: { channel: CHANNEL.loadKeys },
      onCashCloseResult: { channel: CHANNEL.cashClose },
      onTotalsResult: { channel: CHANNEL.totals },
      onBarcodeResult: { channel: CHANNEL.barcode },
      onPhotoResult: { channel: CHANNEL.photo },
    },
  });

  const info = readInfo(core);
  const hasCamera = options.hasCamera ?? info.hasCamera ?? core.hasMethod('scanBarcode');
  const hasHardwareSdk = options.hasHardwareSdk ?? info.hasHardwareSdk ?? false;
  const keys = smartPosKeys(core, timeouts, cookies);
  const payments = cardPaymentMethods(core, {
    timeouts,
    startFailureMessage: CHECKOUT_MESSAGES.pollingFailed,
    toResult: toSmartPosPaymentResult,
    cancelledAnswer: { cancelled: true },
  });

  return {
    kind: 'smartPos',
    isTerminalApp: true,
    hasCamera,
    hasHardwareSdk,
    provider: printProviderFor('smartPos'),
    providerVersion: providerVersionFor(hasHardwareSdk),
    capabilities: capabilitiesFor('smartPos'),
    simulated: false,
    get terminalId() {
      return keys.terminalId();
    },

    ...smartPosCamera(core, timeouts),
    print: payments.print,
    startCardPayment: payments.startCardPayment,
    cancelCardPayment: payments.cancelCardPayment,
    resumeCardPayment: payments.resumeCardPayment,
    ...smartPosAnnulment(core, timeouts),
    setCredentials: keys.setCredentials,
    loadKeys: keys.loadKeys,
    ...smartPosCashClose(core, timeouts),

    dispose() {
      payments.resetPendingPayment();
      core.dispose();
    },
  };
}

function readNative(host: CallbackHost, name: string): NativeObject | null {
  const value = host[name];
  return isNativeObject(value) ? value : null;
}

function readInfo(core: BridgeCore): { hasCamera?: boolean; hasHardwareSdk?: boolean } {
  if (!core.hasMethod('getInfo')) return {};
  try {
    const info = parsePayload(core.invoke('getInfo'));
    if (info === null) return {};
    return {
      ...(typeof info.hasCamera === 'boolean' ? { hasCamera: info.hasCamera } : {}),
      ...(typeof info.hasHardwareSdk === 'boolean' ? { hasHardwareSdk: info.hasHardwareSdk } : {}),
    };
  } catch {
    return {};
  }
}

function defaultCookies(): CookieJar | null {
  return typeof document === 'undefined' ? null : document;
}
