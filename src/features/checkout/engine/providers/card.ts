/**
 * The card providers (one module, loaded when a card step shows): Redelcom, the machine's own
 * card (SmartPOS, Mercado Pago) and the Transbank code every card step falls back on.
 */
export { mercadoPago, smartPos } from './native.ts';
export { redelcom } from './redelcom.ts';
export { transbank } from './transbank.ts';
