/**
 * The returns' own texts (/tipo-devolucion, /devolucion): the labels the spec leaves to us
 * (docs/DECISIONS.md "Returns"). A catalogue of its own, like checkoutMessages.ts, so the first
 * screen does not download them; the spec's return texts stay in messages.ts (RETURN_MESSAGES).
 * The guard test and the spec-text coverage read every catalogue.
 */
import { BOLETA, FACTURA } from './messages';

export const RETURN_LABELS = {
  typeTitle: 'Tipo de devolución',
  typePrompt: '¿Qué documento trae el cliente?',
  boleta: BOLETA,
  factura: FACTURA,
  lookupTitle: 'Devolución',
  /** "Número de boleta", "Número de factura". */
  number: (doc: 'boleta' | 'factura'): string => `Número de ${doc}`,
} as const;
