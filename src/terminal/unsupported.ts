import {
  CHECKOUT_MESSAGES,
  cashCloseFailedMessage,
  GENERAL_MESSAGES,
  loadKeysErrorMessage,
  TERMINAL_MESSAGES,
} from '@/domain/messages.ts';
import { TerminalError } from './errors';
import type { TerminalAdapter } from './types';

/** Operations a machine cannot do reject with code 'unsupported' and the spec's text for them. */
export function unsupported(message: string): Promise<never> {
  return Promise.reject(new TerminalError('unsupported', message));
}

type Operation =
  | 'scanBarcode'
  | 'takePhoto'
  | 'print'
  | 'startCardPayment'
  | 'annulCardTransaction'
  | 'loadKeys'
  | 'cashClose'
  | 'totals';

/** The unsupported variants of the operations, to spread into an adapter. */
export const UNSUPPORTED: Pick<
  TerminalAdapter,
  Operation | 'cancelCardPayment' | 'resumeCardPayment' | 'setCredentials'
> = {
  scanBarcode: () => unsupported(GENERAL_MESSAGES.error),
  takePhoto: () => unsupported(TERMINAL_MESSAGES.imageFailed),
  print: () => unsupported(CHECKOUT_MESSAGES.printNotSuccessful),
  startCardPayment: () => unsupported(CHECKOUT_MESSAGES.pollingFailed),
  // No card payment runs on this machine (Redelcom's go through the server, which offers no cancel
  // either): it cannot cancel one, and says so instead of pretending it did.
  cancelCardPayment: () => unsupported(CHECKOUT_MESSAGES.machineCannotCancel),
  // No card payment starts on this machine, so none can be resumed.
  resumeCardPayment: () => Promise.resolve(null),
  annulCardTransaction: () => unsupported(GENERAL_MESSAGES.error),
  setCredentials: () => {},
  loadKeys: () => unsupported(loadKeysErrorMessage('unsupported')),
  cashClose: () => unsupported(cashCloseFailedMessage()),
  totals: () => unsupported(TERMINAL_MESSAGES.totalsFailed),
};
