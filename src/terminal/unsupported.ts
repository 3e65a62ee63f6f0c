import { TerminalError } from './errors';
import { cashCloseErrorMessage, loadKeysErrorMessage, MESSAGES } from './messages';
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
export const UNSUPPORTED: Pick<TerminalAdapter, Operation | 'cancelCardPayment' | 'setCredentials'> = {
  scanBarcode: () => unsupported(MESSAGES.genericError),
  takePhoto: () => unsupported(MESSAGES.photoError),
  print: () => unsupported(MESSAGES.printNotSuccessful),
  startCardPayment: () => unsupported(MESSAGES.paymentRetry),
  cancelCardPayment: () => Promise.resolve(),
  annulCardTransaction: () => unsupported(MESSAGES.genericError),
  setCredentials: () => {},
  loadKeys: () => unsupported(loadKeysErrorMessage('unsupported')),
  cashClose: () => unsupported(cashCloseErrorMessage()),
  totals: () => unsupported(MESSAGES.totalsError),
};
