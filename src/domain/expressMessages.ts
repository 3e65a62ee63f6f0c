/**
 * The express orders' own texts (/entrega-inmediata, /orden-detalles): the captions and labels the
 * spec leaves to us (docs/DECISIONS.md "Express orders"). A catalogue of its own, like
 * checkoutMessages.ts, so the first screen does not download them; the spec's own express texts
 * stay in messages.ts (EXPRESS_MESSAGES and the message functions). The guard test and the
 * spec-text coverage read every catalogue.
 */
import { CUSTOMER, PENDING, PREPARED, PRODUCT, SCAN_WITH_CAMERA, VERIFIED } from './messages';

/**
 * The express orders list's own labels (the spec names the list and its fields, not their
 * captions): "Orden {n}" as in "Orden {n} lista para entregar".
 */
export const EXPRESS_LIST_LABELS = {
  order: (n: string | number): string => `Orden ${n}`,
  customer: CUSTOMER,
  type: 'Tipo de entrega',
  time: 'Entrega',
  open: 'Ver detalle',
  openFor: (n: string | number): string => `Ver detalle de la orden ${n}`,
  empty: 'No hay pedidos por entregar.',
} as const;

/** An express order's delivery status in words (the server's words in sentence case). */
export const EXPRESS_STATUS_LABELS = {
  PENDIENTE: PENDING,
  'EN PROCESO': 'En proceso',
  PREPARADO: PREPARED,
  'POR ENTREGAR': 'Por entregar',
  'EN RUTA': 'En ruta',
  ENTREGADO: 'Entregado',
  'NO ENTREGADO': 'No entregado',
} as const;

/** /orden-detalles' own labels (the spec says "verify products by EAN" and names "Preparado"). */
export const EXPRESS_DETAIL_LABELS = {
  title: 'Detalle del pedido',
  ean: 'EAN del producto',
  verify: 'Verificar',
  scanWithCamera: SCAN_WITH_CAMERA,
  product: PRODUCT,
  expected: 'Pedido',
  counted: VERIFIED,
  state: 'Estado',
  inPack: (pack: string): string => `en ${pack}`,
  states: { pending: PENDING, partial: 'Incompleto', verified: VERIFIED, over: 'Sobrante' },
  counting: (counted: number, expected: number): string => `${counted} de ${expected} productos verificados`,
  /**
   * An order past preparation: it was verified in full before "Preparado" (docs/DECISIONS.md
   * "Express orders").
   */
  alreadyPrepared: (expected: number): string =>
    `Pedido preparado: ${expected} de ${expected} productos verificados`,
  /** The hand-over of an order ready to deliver: immediate and pickup orders are delivered... */
  deliver: 'Entregar',
  /** ...programmed and dispatched ones leave on their route (spec 001 §4 "Delivery status"). */
  sendOnRoute: 'Enviar en ruta',
  pickupTitle: 'Código de pickup',
  pickupHint: 'El código que el cliente recibió con su pedido.',
  confirm: 'Confirmar',
} as const;
