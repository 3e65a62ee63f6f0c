/**
 * The express orders list ("Pedidos por Entregar", spec 001 §2, §3, §4 "Delivery status", §9
 * delivery type labels): what each card shows, and the order the seller works through them.
 */
import { EXPRESS_STATUS_LABELS } from './expressMessages';
import { DELIVERY_TYPE_LABELS } from './messages';
import { santiagoParts } from './time';

export type ExpressDeliveryType = keyof typeof DELIVERY_TYPE_LABELS;
export type ExpressDeliveryStatus =
  | 'PENDIENTE'
  | 'EN PROCESO'
  | 'PREPARADO'
  | 'POR ENTREGAR'
  | 'EN RUTA'
  | 'ENTREGADO'
  | 'NO ENTREGADO';

/** Statuses in which the order is still to be prepared ("Preparado" is offered); null is not set yet. */
const TO_PREPARE: readonly (ExpressDeliveryStatus | null)[] = ['PENDIENTE', 'EN PROCESO', null];

/** Whether the order is still to be verified and prepared (else it is past "Preparado"). */
export function isToPrepare(status: ExpressDeliveryStatus | null): boolean {
  return TO_PREPARE.includes(status);
}

/** Where a ready order goes next (spec 001 §4): programmed and dispatched ones on their route. */
export function handOverStatus(type: ExpressDeliveryType | null): 'EN RUTA' | 'ENTREGADO' {
  return type === 'programmed' || type === 'delivery' ? 'EN RUTA' : 'ENTREGADO';
}

/** Spec 001 §9: the "Entrega exitosa!" notice hides after 2 s; then the list (reloaded) is shown. */
export const DELIVERED_NOTICE_MS = 2000;

/** The fields of the checkout view of an order that the list reads. */
export interface ExpressOrderInput {
  order_id: number;
  order_number: number;
  delivery_type: ExpressDeliveryType | null;
  delivery_time: string | null;
  delivery_status: ExpressDeliveryStatus | null;
  Customer: { name: string; rut: string } | null;
}

/** The card's tone: waiting to be prepared, ready to hand over, or on its way / done. */
export type ExpressStatusTone = 'pending' | 'warning' | 'success' | 'neutral';

const TONES: Record<ExpressDeliveryStatus, ExpressStatusTone> = {
  PENDIENTE: 'warning',
  'EN PROCESO': 'warning',
  PREPARADO: 'pending',
  'POR ENTREGAR': 'pending',
  'EN RUTA': 'success',
  ENTREGADO: 'success',
  'NO ENTREGADO': 'neutral',
};

export interface ExpressOrderRow {
  id: number;
  orderNumber: number;
  customerName: string;
  /** Despacho, Inmediato, Retiro, Programado. */
  typeLabel: string;
  /** "Inmediato" for an immediate delivery, else "DD/MM/YYYY HH:mm" in Santiago time. */
  time: string;
  statusLabel: string;
  tone: ExpressStatusTone;
}

/** "DD/MM/YYYY HH:mm" of an instant, in Santiago time; the text itself when it is not a date. */
export function formatDeliveryTime(value: string | null): string {
  if (value === null || value.trim() === '') return '';
  if (value === 'immediate') return DELIVERY_TYPE_LABELS.immediate;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const p = santiagoParts(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(p.day)}/${two(p.month)}/${p.year} ${two(p.hour)}:${two(p.minute)}`;
}

export function expressOrderRow(order: ExpressOrderInput): ExpressOrderRow {
  const status = order.delivery_status ?? 'PENDIENTE';
  return {
    id: order.order_id,
    orderNumber: order.order_number,
    customerName: order.Customer?.name ?? '',
    typeLabel: order.delivery_type ? DELIVERY_TYPE_LABELS[order.delivery_type] : '',
    time: formatDeliveryTime(order.delivery_time),
    statusLabel: EXPRESS_STATUS_LABELS[status],
    tone: TONES[status],
  };
}

/** Immediate first (oldest order first), then the others by delivery time, soonest first. */
function sortKey(order: ExpressOrderInput): [number, number] {
  if (order.delivery_time === 'immediate' || order.delivery_time === null) return [0, order.order_number];
  const at = new Date(order.delivery_time).getTime();
  return [1, Number.isNaN(at) ? Number.MAX_SAFE_INTEGER : at];
}

/** The list as the seller works through it (see sortKey); orders already handed over are left out. */
export function expressOrderRows(orders: readonly ExpressOrderInput[]): ExpressOrderRow[] {
  return orders
    .filter((o) => o.delivery_status !== 'ENTREGADO' && o.delivery_status !== 'NO ENTREGADO')
    .map((o) => ({ o, key: sortKey(o) }))
    .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.o.order_number - b.o.order_number)
    .map(({ o }) => expressOrderRow(o));
}
