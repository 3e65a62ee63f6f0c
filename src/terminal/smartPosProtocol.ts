/**
 * The SmartPOS bridge's protocol: the global its callbacks live on, the channels the answers
 * come back on and how long each call may take.
 */

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

/** The channel each call's answer comes back on. */
export const SMART_POS_CHANNEL = {
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
