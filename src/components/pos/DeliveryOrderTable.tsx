import { DELIVERY_LABELS } from '@/domain/messages.ts';
import { formatThousands } from '@/domain/money';
import { STORE_OPS_LABELS } from '@/domain/storeOpsMessages.ts';
import { cx } from '../ui/cx';
import vh from '../ui/VisuallyHidden.module.css';
import styles from './Table.module.css';

export interface DeliveryOrderLine {
  sku: string;
  name: string;
  quantity: number;
  stock: number;
}

/**
 * A delivery-platform order's products (spec 001 §2): SKU, Nombre, Cantidad, Stock; the stock
 * cell is highlighted when the store has less than the order asks for (and says so to a reader).
 */
export function DeliveryOrderTable({ lines }: { lines: readonly DeliveryOrderLine[] }) {
  return (
    <div className={styles.wrap}>
      <table className={cx(styles.table, styles.stack)}>
        <thead>
          <tr>
            <th scope="col">{DELIVERY_LABELS.sku}</th>
            <th scope="col">{DELIVERY_LABELS.name}</th>
            <th scope="col" className={styles.num}>
              {DELIVERY_LABELS.quantity}
            </th>
            <th scope="col" className={styles.num}>
              {DELIVERY_LABELS.stock}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => {
            const short = line.stock < line.quantity;
            return (
              // Two lines may share a SKU (the platform sends what it sends).
              // biome-ignore lint/suspicious/noArrayIndexKey: the order's lines never reorder
              <tr key={`${line.sku}-${i}`}>
                <td data-label={DELIVERY_LABELS.sku}>{line.sku}</td>
                <td className={styles.lead}>{line.name}</td>
                <td className={styles.num} data-label={DELIVERY_LABELS.quantity}>
                  {formatThousands(line.quantity)}
                </td>
                <td
                  className={cx(styles.num, short && styles.short)}
                  data-short={short || undefined}
                  data-label={DELIVERY_LABELS.stock}
                >
                  {formatThousands(line.stock)}
                  {short && <span className={vh.root}> {STORE_OPS_LABELS.stockShort}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
