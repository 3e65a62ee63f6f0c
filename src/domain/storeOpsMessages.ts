/**
 * The store operations' own texts (/opciones-smartpos, the delivery-platform orders and the
 * stock entry): what the spec leaves to us (docs/DECISIONS.md "SmartPOS
 * options"). A catalogue of its own, like returnsMessages.ts, so the first screen does not
 * download them; the spec's texts stay in messages.ts. The guard test and the spec-text coverage
 * read every catalogue.
 */
import { DOCUMENT_TYPE } from './messages';

export const SMARTPOS_OPTION_LABELS = {
  title: 'Opciones SmartPOS',
  intro: 'Operaciones del terminal de pago',
  totalsTitle: 'Totales del terminal',
  totalsEmpty: 'El terminal no informó totales.',
  cashCloseQuestion: '¿Desea realizar el cierre de caja del terminal?',
  keysLoaded: 'Llaves cargadas en el SmartPOS',
  /** "Terminal SIM-TERMINAL-1". */
  terminal: (id: string): string => `Terminal ${id}`,
  onlySmartPos: 'Estas opciones solo están disponibles en un SmartPOS.',
} as const;

/** /orden-delivery: what the spec leaves to us. */
export const STORE_OPS_LABELS = {
  /** Read after a highlighted stock cell. */
  stockShort: '(stock insuficiente)',
} as const;

/** /ingresar-stock: the labels the spec leaves to us. */
export const STOCK_LABELS = {
  documentType: DOCUMENT_TYPE,
  purchaseOrder: 'Orden de compra',
  dispatchGuide: 'Guía de despacho',
  quantity: 'Cantidad a ingresar',
  decrease: 'Restar uno',
  increase: 'Sumar uno',
  nothingToEnter: 'No hay cantidades por ingresar.',
  printed: 'Impresión enviada',
  /** The filter over the document's lines (it narrows what the table shows, nothing else). */
  filter: 'Filtrar productos',
  /** "12 de 316 productos": the lines shown of the document's. */
  filterCount: (shown: string, total: string): string => `${shown} de ${total} productos`,
  filterNoMatch: 'Ningún producto coincide con el filtro',
  /** The name of the lines' own scrolling region. */
  lines: 'Productos del documento',
} as const;
