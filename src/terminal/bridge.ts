/**
 * Shared plumbing of the native bridges (SmartPOS, Mercado Pago), by call family: the request /
 * callback core (bridgeCore.ts) and print and card payment as both bridges do them
 * (bridgePayments.ts).
 */

export {
  BridgeCore,
  type BridgeCoreOptions,
  type CallbackHost,
  defaultHost,
  isNativeObject,
  isZeroCode,
  type NativeObject,
} from './bridgeCore';
export { cardPaymentMethods, NEWER_PRINTER_RESULT, toPrintResult } from './bridgePayments';
