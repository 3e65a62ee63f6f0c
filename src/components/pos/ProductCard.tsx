import { MAX_UNITS_PER_LINE } from '@/domain/cartStock';
import { DELIVERY_LABELS } from '@/domain/messages.ts';
import type { BulkOffer } from '@/domain/productPrice';
import { isLongName, truncateName } from '@/domain/text';
import { Button } from '../ui/Button';
import { Money } from '../ui/Money';
import { Skeleton } from '../ui/Skeleton';
import { StatusBadge } from '../ui/StatusBadge';
import { BULK_LINE_LABEL, bulkFromLabel, type PriceBadgeKind } from './labels';
import { PriceBadge } from './PriceBadge';
import styles from './ProductCard.module.css';
import { QuantityStepper } from './QuantityStepper';

export interface ProductCardProps {
  name: string;
  sku?: string;
  /** What one unit costs this customer now (domain productPrice); null when it has no price. */
  price: number | null;
  /** Normal price, shown struck through when higher than `price`. */
  regularPrice?: number;
  badges?: PriceBadgeKind[];
  /** Wholesale price from a minimum quantity, shown as its own line ("desde N u."). */
  bulk?: BulkOffer | null;
  /** Available stock (already reduced by what is in the cart). */
  stock: number;
  isPack?: boolean;
  /** Quantity chosen with the stepper. */
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** Upper bound of the stepper; defaults to min(stock, 999). */
  maxQuantity?: number;
  /**
   * The seller pushed the stepper past its bound ("+" at the limit, holding it, or typing more):
   * gets the attempted quantity so the caller answers with the domain's message.
   */
  onLimit?: (attempted: number) => void;
  onAdd: () => void;
  /** Level of the name heading; 2 by default (under the page's h1). */
  headingLevel?: 2 | 3 | 4;
  /** Spinner on the add button. */
  adding?: boolean;
}

/** A product of the catalogue: name, price, price badges, stock, quantity stepper and "Agregar". */
export function ProductCard({
  name,
  sku,
  price,
  regularPrice,
  badges = [],
  bulk,
  stock,
  isPack,
  quantity,
  onQuantityChange,
  maxQuantity,
  onLimit,
  onAdd,
  adding,
  headingLevel = 2,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const max = maxQuantity ?? Math.min(Math.max(stock, 0), MAX_UNITS_PER_LINE);
  const outOfStock = stock <= 0;
  return (
    <article className={styles.root} aria-label={name}>
      <div className={styles.top}>
        <div>
          <Heading className={styles.name} title={isLongName(name) ? name : undefined}>
            {truncateName(name)}
          </Heading>
          {sku && (
            <span className={styles.sku}>
              {DELIVERY_LABELS.sku} {sku}
            </span>
          )}
        </div>
        <div className={styles.prices}>
          {price === null ? (
            <span className={styles.noPrice}>Sin precio</span>
          ) : (
            <>
              {regularPrice !== undefined && regularPrice > price && (
                <Money amount={regularPrice} size="sm" tone="old" />
              )}
              <Money amount={price} size="lg" />
            </>
          )}
        </div>
      </div>
      {price !== null && bulk && (
        <p className={styles.bulk}>
          <span className={styles.bulkLabel}>{BULK_LINE_LABEL}</span>
          <Money amount={bulk.price} size="sm" />
          <span className={styles.bulkFrom}>{bulkFromLabel(bulk.minQuantity)}</span>
        </p>
      )}
      <div className={styles.badges}>
        {isPack && <PriceBadge kind="pack" />}
        {badges.map((b) => (
          <PriceBadge key={b} kind={b} />
        ))}
      </div>
      <div className={styles.meta}>
        {outOfStock ? (
          <StatusBadge status="error">Sin stock</StatusBadge>
        ) : (
          <span className={styles.stock}>Stock: {stock}</span>
        )}
      </div>
      <div className={styles.actions}>
        <QuantityStepper
          label={`Cantidad de ${name}`}
          value={quantity}
          onChange={onQuantityChange}
          min={0}
          max={max}
          onLimit={onLimit}
          disabled={outOfStock || price === null}
        />
        <Button
          className={styles.add}
          onClick={onAdd}
          loading={adding}
          disabled={quantity <= 0 || outOfStock || price === null}
          aria-label={`Agregar ${name} al carro`}
        >
          Agregar
        </Button>
      </div>
    </article>
  );
}

/** Placeholder with the card's size, for the product list while it loads. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.root} aria-hidden="true">
      <div className={styles.top}>
        <Skeleton width="60%" height="var(--font-size-lg)" />
        <Skeleton width="25%" height="var(--font-size-xl)" />
      </div>
      <div className={styles.badges}>
        <Skeleton width="30%" />
      </div>
      <div className={styles.meta}>
        <Skeleton width="20%" />
      </div>
      <div className={styles.actions}>
        <Skeleton width="40%" height="var(--touch-target-min)" shape="rect" />
        <Skeleton width="45%" height="var(--touch-target-min)" shape="rect" />
      </div>
    </div>
  );
}
