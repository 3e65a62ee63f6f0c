import {
  CHECKOUT_MESSAGES,
  cardRejectedMessage,
  cashCloseFailedMessage,
  cashCloseSuccessMessage,
  GENERAL_MESSAGES,
  loadKeysErrorMessage,
  TERMINAL_MESSAGES,
} from '@/domain/messages.ts';
import { type BridgeCore, isZeroCode } from './bridge';
import { markSmartPosKeysLoaded } from './cookies';
import { TerminalError } from './errors';
import { type NativePayload, numberField, stringField } from './pending';
import { SMART_POS_CHANNEL as CHANNEL, type SmartPosTimeouts } from './smartPosProtocol';
import type {
  AnnulmentRequest,
  AnnulmentResult,
  CardPaymentResult,
  CashCloseResult,
  CookieJar,
  LoadKeysResult,
  SmartPosCredentials,
  TerminalAdapter,
  TotalsResult,
} from './types';

/** The SmartPOS bridge's calls other than print and card payment, by call family. */

/** Camera: scan a barcode (null when the person cancels) and take a photo. */
export function smartPosCamera(
  core: BridgeCore,
  timeouts: SmartPosTimeouts,
): Pick<TerminalAdapter, 'scanBarcode' | 'takePhoto'> {
  return {
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
  };
}

/** Annulment of an approved card transaction. */
export function smartPosAnnulment(
  core: BridgeCore,
  timeouts: SmartPosTimeouts,
): Pick<TerminalAdapter, 'annulCardTransaction'> {
  return {
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
  };
}

/** Keys: credentials and the key load, which gives the terminal its id. */
export function smartPosKeys(
  core: BridgeCore,
  timeouts: SmartPosTimeouts,
  cookies: CookieJar | null,
): Pick<TerminalAdapter, 'setCredentials' | 'loadKeys'> & { terminalId(): string | null } {
  let terminalId: string | null = null;
  return {
    terminalId: () => terminalId,

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
  };
}

/** Cash close and the day's totals. */
export function smartPosCashClose(
  core: BridgeCore,
  timeouts: SmartPosTimeouts,
): Pick<TerminalAdapter, 'cashClose' | 'totals'> {
  return {
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
