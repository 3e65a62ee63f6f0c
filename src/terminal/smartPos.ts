import {
  CHECKOUT_MESSAGES,
  cardRejectedMessage,
  cashCloseFailedMessage,
  cashCloseSuccessMessage,
  GENERAL_MESSAGES,
  loadKeysErrorMessage,
  TERMINAL_MESSAGES,
} from '@/domain/messages.ts';
import {
  BridgeCore,
  type CallbackHost,
  cardPaymentMethods,
  defaultHost,
  isNativeObject,
  isZeroCode,
  type NativeObject,
  NEWER_PRINTER_RESULT,
} from './bridge';
import { markSmartPosKeysLoaded } from './cookies';
import { SMART_POS_NATIVE_NAME } from './detect';
import { TerminalError } from './errors';
import { type IgnoredCallback, type NativePayload, numberField, parsePayload, stringField } from './pending';
import {
  type AnnulmentRequest,
  type AnnulmentResult,
  type CardPaymentResult,
  type CashCloseResult,
  type Clock,
  type CookieJar,
  capabilitiesFor,
  type LoadKeysResult,
  printProviderFor,
  providerVersionFor,
  type SmartPosCredentials,
  systemClock,
  type TerminalAdapter,
  type TotalsResult,
} from './types';

/**
 * The Transbank SmartPOS bridge: the web app runs inside the SmartPOS Android app, which exposes
 * `window.SmartPOS` (methods taking one JSON string) and answers through `window.smartPosCallbacks`.
 * The names and payloads are this project's design (the specs do not show them): see README.md.
 */

export { SMART_POS_NATIVE_NAME } from './detect';
export const SMART_POS_CALLBACKS_NAME = 'smartPosCallbacks';

export interface SmartPosTimeouts {
  readonly payment: number | null;
  readonly cancel: number;
  readonly print: number | null;
  readonly annulment: number | null;
  readonly loadKeys: number | null;
  readonly cashClose: number | null;
  readonly totals: number | null;
  readonly barcode: number | null;
  readonly photo: number | null;
}

export const SMART_POS_DEFAULT_TIMEOUTS: SmartPosTimeouts = {
  // A card payment has no timeout: the cancel option (after 10 s) is the way out, and giving up
  // on an answer could leave a charged card without its payment recorded.
  payment: null,
  cancel: 15_000,
  print: 60_000,
  annulment: 120_000,
  loadKeys: 120_000,
  cashClose: 120_000,
  totals: 60_000,
  // The person may keep the camera open as long as they like; they cancel on the native screen.
  barcode: null,
  photo: null,
};

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

const CHANNEL = {
  payment: 'payment',
  cancel: 'cancel',
  print: 'print',
  annulment: 'annulment',
  loadKeys: 'loadKeys',
  cashClose: 'cashClose',
  totals: 'totals',
  barcode: 'barcode',
  photo: 'photo',
} as const;

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
  let terminalId: string | null = null;
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
      return terminalId;
    },

    async scanBarcode() {
      const answer = await core.request(
        CHANNEL.barcode,
        'scanBarcode',
        {},
        { timeoutMs: timeouts.barcode, failureMessage: GENERAL_MESSAGES.error },
      );
      if (answer.cancelled === true) return null;
      return stringField(answer, 'barcode');
    },

    async takePhoto() {
      const answer = await core.request(
        CHANNEL.photo,
        'takePhoto',
        {},
        { timeoutMs: timeouts.photo, failureMessage: TERMINAL_MESSAGES.imageFailed },
      );
      const image = stringField(answer, 'image');
      if (image === null || answer.error) throw new TerminalError('failed', TERMINAL_MESSAGES.imageFailed);
      return image;
    },

    print: payments.print,
    startCardPayment: payments.startCardPayment,
    cancelCardPayment: payments.cancelCardPayment,
    resumeCardPayment: payments.resumeCardPayment,

    async annulCardTransaction(request: AnnulmentRequest): Promise<AnnulmentResult> {
      const answer = await core.request(
        CHANNEL.annulment,
        'annul',
        { transactionId: request.transactionId, amount: request.amount ?? null },
        {
          requestId: request.requestId,
          timeoutMs: timeouts.annulment,
          failureMessage: GENERAL_MESSAGES.error,
        },
      );
      return {
        codigoRespuesta: numberField(answer, 'codigoRespuesta') ?? -1,
        glosaRespuesta: stringField(answer, 'glosaRespuesta') ?? '',
        numeroOperacion: stringField(answer, 'numeroOperacion') ?? request.transactionId,
      };
    },

    setCredentials(credentials: SmartPosCredentials) {
      if (!core.hasMethod('setCredentials')) return;
      core.invoke('setCredentials', { apiKey: credentials.apiKey, flavor: credentials.flavor });
    },

    async loadKeys(): Promise<LoadKeysResult> {
      const answer = await core.request(
        CHANNEL.loadKeys,
        'loadKeys',
        {},
        { timeoutMs: timeouts.loadKeys, failureMessage: loadKeysErrorMessage('timeout') },
      );
      if (!isZeroCode(answer.code)) {
        const details =
          stringField(answer, 'details') ?? stringField(answer, 'message') ?? String(answer.code);
        throw new TerminalError('failed', loadKeysErrorMessage(details), {
          nativeCode: stringField(answer, 'code'),
        });
      }
      markSmartPosKeysLoaded(cookies);
      terminalId = stringField(answer, 'terminalId');
      return { terminalId };
    },

    async cashClose(): Promise<CashCloseResult> {
      const answer = await core.request(
        CHANNEL.cashClose,
        'cashClose',
        {},
        { timeoutMs: timeouts.cashClose, failureMessage: cashCloseFailedMessage() },
      );
      if (!isZeroCode(answer.code)) {
        const code = stringField(answer, 'code');
        throw new TerminalError('failed', cashCloseFailedMessage(code), { nativeCode: code });
      }
      return { message: cashCloseSuccessMessage(stringField(answer, 'message')) };
    },

    async totals(): Promise<TotalsResult> {
      const answer = await core.request(
        CHANNEL.totals,
        'totals',
        {},
        { timeoutMs: timeouts.totals, failureMessage: TERMINAL_MESSAGES.totalsFailed },
      );
      if (!isZeroCode(answer.code)) {
        throw new TerminalError('failed', TERMINAL_MESSAGES.totalsFailed, {
          nativeCode: stringField(answer, 'code'),
        });
      }
      return { message: stringField(answer, 'message'), raw: answer };
    },

    dispose() {
      payments.resetPendingPayment();
      core.dispose();
    },
  };
}

/**
 * SmartPOS payment answer: `cancelled: true`, or the Transbank fields codigoRespuesta (0 approves),
 * glosaRespuesta, numeroOperacion (the smart_pos_transaction_id), codigoAutorizacion (transbank_code).
 */
export function toSmartPosPaymentResult(requestId: string, answer: NativePayload): CardPaymentResult {
  if (answer.cancelled === true)
    return { outcome: 'cancelled', requestId, message: CHECKOUT_MESSAGES.cancelled };
  const code = stringField(answer, 'codigoRespuesta');
  const transactionId = stringField(answer, 'numeroOperacion');
  if (isZeroCode(answer.codigoRespuesta) && transactionId !== null) {
    return {
      outcome: 'approved',
      requestId,
      transactionId,
      authorizationCode: stringField(answer, 'codigoAutorizacion'),
      terminalId: stringField(answer, 'terminalId'),
    };
  }
  const glosa = stringField(answer, 'glosaRespuesta');
  return { outcome: 'rejected', requestId, code, glosa, message: cardRejectedMessage(glosa, code) };
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
