import { SAVED_ORDERS_COLUMNS } from '@/domain/messages.ts';
import { Button } from '../ui/Button';
import { Money } from '../ui/Money';
import { Skeleton } from '../ui/Skeleton';
import vh from '../ui/VisuallyHidden.module.css';
import styles from './Table.module.css';

export interface SavedOrderRow {
  id: number | string;
  orderNumber?: string | number;
  /** ISO date-time from the server. */
  createdAt: string;
  total: number;
  customerName: string;
}

export interface SavedOrdersTableProps {
  orders: SavedOrderRow[];
  onResume: (id: SavedOrderRow['id']) => void;
  loading?: boolean;
  /** Row being resumed (spinner on its button, others disabled). */
  resumingId?: SavedOrderRow['id'] | null;
}

const dateTime = new Intl.DateTimeFormat('es-CL', {
  timeZone: 'America/Santiago',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** "DD/MM/YYYY HH:mm" in Santiago time. */
export function formatSavedOrderDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const parts = Object.fromEntries(dateTime.formatToParts(d).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** Saved orders: Creación, Total, Cliente, Retomar. */
export function SavedOrdersTable({ orders, onResume, loading, resumingId }: SavedOrdersTableProps) {
  return (
    <div className={styles.wrap}>
      <table className={`${styles.table} ${styles.stack}`} aria-busy={loading || undefined}>
        <caption className={vh.root}>Pedidos guardados</caption>
        <thead>
          <tr>
            <th scope="col">{SAVED_ORDERS_COLUMNS.created}</th>
            <th scope="col" className={styles.num}>
              {SAVED_ORDERS_COLUMNS.total}
            </th>
            <th scope="col">{SAVED_ORDERS_COLUMNS.customer}</th>
            <th scope="col" className={styles.action}>
              {SAVED_ORDERS_COLUMNS.resume}
            </th>
          </tr>
        </thead>
        <tbody>
          {loading
            ? [0, 1, 2, 3].map((i) => (
                <tr key={i}>
                  <td>
                    <Skeleton width="16ch" />
                  </td>
                  <td className={styles.num}>
                    <Skeleton width="8ch" />
                  </td>
                  <td>
                    <Skeleton width="20ch" />
                  </td>
                  <td className={styles.action}>
                    <Skeleton width="10ch" height="var(--touch-target-min)" shape="rect" />
                  </td>
                </tr>
              ))
            : orders.map((o) => (
                <tr key={o.id}>
                  <td className={styles.lead}>
                    <time dateTime={o.createdAt}>{formatSavedOrderDate(o.createdAt)}</time>
                  </td>
                  <td className={styles.num} data-label={SAVED_ORDERS_COLUMNS.total}>
                    <Money amount={o.total} />
                  </td>
                  <td data-label={SAVED_ORDERS_COLUMNS.customer}>{o.customerName}</td>
                  <td className={styles.action}>
                    <Button
                      variant="secondary"
                      onClick={() => onResume(o.id)}
                      loading={resumingId === o.id}
                      disabled={resumingId !== undefined && resumingId !== null && resumingId !== o.id}
                      aria-label={`Retomar pedido ${o.orderNumber ?? o.id} de ${o.customerName}`}
                    >
                      {SAVED_ORDERS_COLUMNS.resume}
                    </Button>
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
      {!loading && orders.length === 0 && <p className={styles.empty}>No hay pedidos guardados</p>}
    </div>
  );
}
