import { EXPRESS_LIST_LABELS } from '@/domain/expressMessages.ts';
import { Button } from '../ui/Button';
import { Skeleton } from '../ui/Skeleton';
import { StatusBadge, type StatusTone } from '../ui/StatusBadge';
import styles from './ExpressOrderList.module.css';

export interface ExpressOrderCardData {
  id: number;
  orderNumber: number;
  customerName: string;
  /** Despacho, Inmediato, Retiro, Programado. */
  typeLabel: string;
  /** When it is to be delivered, as shown. */
  time: string;
  statusLabel: string;
  tone: StatusTone;
}

export interface ExpressOrderCardProps {
  order: ExpressOrderCardData;
  onOpen: (id: number) => void;
  /** This card's detail is opening (spinner); every other card waits. */
  opening?: boolean;
  disabled?: boolean;
}

/** One express order: number, customer, delivery type, time and status, and "Ver detalle". */
export function ExpressOrderCard({ order, onOpen, opening, disabled }: ExpressOrderCardProps) {
  const titleId = `express-order-${order.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {EXPRESS_LIST_LABELS.order(order.orderNumber)}
        </h2>
        <StatusBadge status={order.tone}>{order.statusLabel}</StatusBadge>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{EXPRESS_LIST_LABELS.customer}</dt>
          <dd>{order.customerName || '—'}</dd>
        </div>
        <div>
          <dt>{EXPRESS_LIST_LABELS.type}</dt>
          <dd>{order.typeLabel}</dd>
        </div>
        <div>
          <dt>{EXPRESS_LIST_LABELS.time}</dt>
          <dd>{order.time}</dd>
        </div>
      </dl>
      <Button
        className={styles.open}
        loading={opening}
        disabled={disabled}
        aria-label={EXPRESS_LIST_LABELS.openFor(order.orderNumber)}
        onClick={() => onOpen(order.id)}
      >
        {EXPRESS_LIST_LABELS.open}
      </Button>
    </article>
  );
}

export interface ExpressOrderListProps {
  orders: readonly ExpressOrderCardData[];
  onOpen: (id: number) => void;
  loading?: boolean;
  /** The card being opened. */
  openingId?: number | null;
}

/** "Pedidos por Entregar": the cards, their skeletons while loading, or the empty text. */
export function ExpressOrderList({ orders, onOpen, loading, openingId = null }: ExpressOrderListProps) {
  if (loading) {
    return (
      <div className={styles.list} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.card}>
            <Skeleton width="40%" height="1.5rem" />
            <Skeleton lines={3} />
          </div>
        ))}
      </div>
    );
  }
  if (orders.length === 0) {
    return (
      <p className={styles.empty} role="status">
        {EXPRESS_LIST_LABELS.empty}
      </p>
    );
  }
  return (
    <div className={styles.list}>
      {orders.map((order) => (
        <ExpressOrderCard
          key={order.id}
          order={order}
          onOpen={onOpen}
          opening={openingId === order.id}
          disabled={openingId !== null && openingId !== order.id}
        />
      ))}
    </div>
  );
}
