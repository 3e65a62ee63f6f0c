/**
 * Print lines (PrintLine[]) of the demo documents: what the terminal's printer would print.
 */
import type { PrintLine } from '@/api/generated/model';
import { formatThousands } from '@/domain/money';
import { formatDate } from '@/domain/time';
import type { OrderRecord, ReturnRecord, WorldState } from './types';
import { findProduct } from './views';

const WIDTH = 32;
const line = (text: string, align: PrintLine['align'] = 'left', bold = false): PrintLine => ({
  text,
  align,
  bold,
});
const money = (n: number) => `$${formatThousands(n)}`;
const pair = (left: string, right: string, bold = false) =>
  line(`${left.slice(0, WIDTH - right.length - 1).padEnd(WIDTH - right.length)}${right}`, 'left', bold);
const rule = () => line('-'.repeat(WIDTH));

function header(state: WorldState, storeId: number): PrintLine[] {
  const store = state.stores.find((s) => s.id === storeId);
  return [
    line(store?.name ?? 'Club', 'center', true),
    line('RUT 76.123.456-0', 'center'),
    line('Av. Providencia 2100, Santiago', 'center'),
  ];
}

function items(
  state: WorldState,
  lines: { product_id: number; amount: number; unit?: number }[],
): PrintLine[] {
  return lines.flatMap((l) => {
    const name = findProduct(state, l.product_id)?.name ?? `Producto ${l.product_id}`;
    const out = [line(name.slice(0, WIDTH))];
    out.push(pair(`  ${l.amount} x ${money(l.unit ?? 0)}`, money((l.unit ?? 0) * l.amount)));
    return out;
  });
}

export function billLines(
  state: WorldState,
  order: OrderRecord,
  format: 'impresa' | 'email' | 'voucher',
  email: string | null,
): PrintLine[] {
  const title =
    format === 'voucher'
      ? 'COMPROBANTE DE VENTA'
      : order.doc_type === 'factura'
        ? `FACTURA ELECTRÓNICA N° ${order.bill_number ?? '-'}`
        : `BOLETA ELECTRÓNICA N° ${order.bill_number ?? '-'}`;
  const out = [
    ...header(state, order.store_id),
    rule(),
    line(title, 'center', true),
    line(`Orden ${order.order_number} - ${formatDate(order.created_at)}`, 'center'),
  ];
  if (order.billing) out.push(line(order.billing.company), line(`RUT ${order.billing.rut}`));
  out.push(
    rule(),
    ...items(
      state,
      order.lines.map((l) => ({ ...l, unit: l.total_unit_price })),
    ),
    rule(),
  );
  out.push(pair('TOTAL', money(order.total_amount), true));
  const payments = state.payments.filter((p) => p.order_id === order.id);
  for (const p of payments) out.push(pair(p.payment_type, money(p.amount)));
  out.push(rule());
  if (format === 'voucher') out.push(line('Documento tributario pendiente', 'center'));
  else out.push(line(`Timbre electrónico SII ${order.sii_code ?? ''}`.trim(), 'center'));
  if (format === 'email' && email) out.push(line(`Enviada a ${email}`, 'center'));
  out.push(line('¡Gracias por su compra!', 'center', true));
  return out;
}

export function creditNoteLines(
  state: WorldState,
  ret: ReturnRecord,
  order: OrderRecord | undefined,
): PrintLine[] {
  const unit = (productId: number) =>
    order?.lines.find((l) => l.product_id === productId)?.total_unit_price ?? 0;
  const total = ret.lines.reduce((s, l) => s + unit(l.product_id) * l.amount, 0);
  return [
    ...header(state, order?.store_id ?? 1),
    rule(),
    line(`NOTA DE CRÉDITO ELECTRÓNICA N° ${ret.credit_note_number}`, 'center', true),
    line(
      `Referencia: orden ${order?.order_number ?? ret.order_id} - ${formatDate(ret.created_at)}`,
      'center',
    ),
    rule(),
    ...items(
      state,
      ret.lines.map((l) => ({ ...l, unit: unit(l.product_id) })),
    ),
    rule(),
    pair('TOTAL DEVUELTO', money(total), true),
    line(ret.cash_movement ? 'Devolución en efectivo' : 'Sin movimiento de efectivo', 'center'),
  ];
}

export function enteredLines(
  state: WorldState,
  storeId: number,
  title: string,
  lines: { product_id: number; current_stock: number }[],
): PrintLine[] {
  return [
    ...header(state, storeId),
    rule(),
    line(title, 'center', true),
    rule(),
    ...lines.map((l) =>
      pair(
        (findProduct(state, l.product_id)?.name ?? `Producto ${l.product_id}`).slice(0, 24),
        String(l.current_stock),
      ),
    ),
    rule(),
    pair('TOTAL UNIDADES', String(lines.reduce((s, l) => s + l.current_stock, 0)), true),
  ];
}
