import { memo, useId, useState } from 'react';
import { SALE_LABELS } from '@/domain/messages.ts';
import { recommendedLabel } from '@/domain/text';
import { Button } from '../ui/Button';
import { cx } from '../ui/cx';
import { DisclosureButton } from '../ui/DisclosureButton';
import { Icon } from '../ui/Icon';
import { Money } from '../ui/Money';
import { StatusBadge } from '../ui/StatusBadge';
import styles from './CartLine.module.css';
import { DISCOUNT_LABELS, DISCOUNT_ORDER, type LineDiscountKind } from './labels';
import { PriceBadge } from './PriceBadge';
import { QuantityStepper } from './QuantityStepper';

export interface PackItem {
  name: string;
  quantity: number;
}

export interface CartLineProps {
  name: string;
  quantity: number;
  /** Normal unit price. */
  unitPrice: number;
  /** quantity x unit price, before discounts. */
  subtotal: number;
  /** Line total after discounts. */
  total: number;
  /** Each non-zero discount is shown as its own line (positive amounts). */
  discounts?: Partial<Record<LineDiscountKind, number>>;
  /**
   * Recommended unit price of a line added from the personalised offer: the recommended
   * discount is labelled "-N%" next to it when it exceeds 1% of `unitPrice` (domain
   * recommendedLabel).
   */
  recommendedPrice?: number;
  /** Highest quantity allowed (stock, sellout stock or 999). */
  maxQuantity: number;
  isPack?: boolean;
  packItems?: PackItem[];
  /**
   * Called with the quantity the seller asks for: "-", "+", press and hold, or a typed amount.
   * 0 means "-" at 1 (the line is removed). A value above `maxQuantity` is an attempt past the
   * limit ("+" at the limit, a hold that reaches it, a typed amount): the line does not change
   * it, the caller's domain rule refuses it with its message (setLineAmount: "No puede agregar
   * mas de 999 productos" / "No hay suficiente stock").
   */
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  /** Level of the name heading; 2 by default (under the page's h1). */
  headingLevel?: 2 | 3 | 4;
  /** Cart loading: changes are ignored, controls disabled. */
  disabled?: boolean;
}

/**
 * One cart line, compact (two rows on a wide line, three on a narrow one): name, quantity stepper,
 * unit price, line total, remove; its discounts, one row each, behind a small toggle that shows
 * their sum.
 * Memoised: a cart re-prices every line on each change, so a line re-renders only when what it
 * shows changed (its discounts compared by amount, not by object); the caller keeps the
 * callbacks stable.
 */
export const CartLine = memo(CartLineView, sameLineProps);

const NO_DISCOUNTS: Partial<Record<LineDiscountKind, number>> = {};

function sameDiscounts(
  a: CartLineProps['discounts'] = NO_DISCOUNTS,
  b: CartLineProps['discounts'] = NO_DISCOUNTS,
): boolean {
  return a === b || DISCOUNT_ORDER.every((k) => (a[k] ?? 0) === (b[k] ?? 0));
}

function samePackItems(a: PackItem[] | undefined, b: PackItem[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((item, i) => item.name === b[i]?.name && item.quantity === b[i]?.quantity);
}

/** How each prop is compared; a new prop fails to compile until it is listed here. */
const COMPARE: Record<keyof CartLineProps, 'same' | 'discounts' | 'packItems'> = {
  name: 'same',
  quantity: 'same',
  unitPrice: 'same',
  subtotal: 'same',
  total: 'same',
  discounts: 'discounts',
  recommendedPrice: 'same',
  maxQuantity: 'same',
  isPack: 'same',
  packItems: 'packItems',
  onQuantityChange: 'same',
  onRemove: 'same',
  headingLevel: 'same',
  disabled: 'same',
};
const PROP_NAMES = Object.keys(COMPARE).filter((k): k is keyof CartLineProps => k in COMPARE);

function sameLineProps(a: CartLineProps, b: CartLineProps): boolean {
  return PROP_NAMES.every((key) => {
    switch (COMPARE[key]) {
      case 'discounts':
        return sameDiscounts(a.discounts, b.discounts);
      case 'packItems':
        return samePackItems(a.packItems, b.packItems);
      default:
        return Object.is(a[key], b[key]);
    }
  });
}

function CartLineView({
  name,
  quantity,
  unitPrice,
  subtotal,
  total,
  discounts = NO_DISCOUNTS,
  recommendedPrice,
  maxQuantity,
  isPack,
  packItems,
  onQuantityChange,
  onRemove,
  disabled,
  headingLevel = 2,
}: CartLineProps) {
  const Heading = `h${headingLevel}` as const;
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const discountRows = DISCOUNT_ORDER.filter((k) => (discounts[k] ?? 0) > 0);
  const discounted = discountRows.length > 0;
  const atLimit = quantity >= maxQuantity;
  const pct = recommendedPrice === undefined ? null : recommendedLabel(unitPrice, recommendedPrice);
  return (
    <article
      className={cx(styles.root, disabled && styles.loading)}
      aria-label={name}
      aria-busy={disabled || undefined}
    >
      <div className={styles.grid}>
        {/* the whole name: here the seller confirms what is sold (names may differ only at the end) */}
        <Heading className={styles.name}>{name}</Heading>
        <span className={styles.unit}>
          {isPack && <PriceBadge kind="pack" />}
          <span className={styles.unitLabel}>Precio unitario</span> <Money amount={unitPrice} size="sm" />
        </span>
        <div className={styles.qty}>
          <QuantityStepper
            label={`Cantidad de ${name}`}
            value={quantity}
            onChange={onQuantityChange}
            onLimit={onQuantityChange}
            min={1}
            max={maxQuantity}
            allowBelowMin
            disabled={disabled}
          />
        </div>
        {discounted && (
          <DisclosureButton
            className={styles.discountToggle}
            expanded={open}
            controls={detailId}
            onToggle={() => setOpen((o) => !o)}
          >
            <span className={styles.discountWord}>Descuentos</span>{' '}
            <Money amount={subtotal - total} size="sm" tone="discount" />
          </DisclosureButton>
        )}
        <p className={styles.total}>
          <span className={styles.totalLabel}>{SALE_LABELS.total}</span> <Money amount={total} size="lg" />
        </p>
        <Button
          variant="ghost"
          className={styles.remove}
          onClick={onRemove}
          disabled={disabled}
          aria-label={`Eliminar ${name}`}
          title="Eliminar"
          icon={<Icon name="trash" />}
        />
      </div>
      {atLimit && (
        <StatusBadge status="warning" className={styles.limit}>
          Stock máximo alcanzado
        </StatusBadge>
      )}
      {isPack && packItems && packItems.length > 0 && (
        <ul className={styles.pack} aria-label="Contenido del pack">
          {packItems.map((item) => (
            <li key={item.name}>
              {item.quantity} x {item.name}
            </li>
          ))}
        </ul>
      )}
      {/* The breakdown stays in the page while closed (hidden): opening it moves nothing else. */}
      {discounted && (
        <dl id={detailId} className={styles.amounts} hidden={!open}>
          <dt>Subtotal</dt>
          <dd>
            <Money amount={subtotal} size="sm" />
          </dd>
          {discountRows.map((k) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt className={styles.discount}>
                {DISCOUNT_LABELS[k]}
                {k === 'recommended' && pct ? ` (${pct})` : ''}
              </dt>
              <dd>
                <Money amount={discounts[k] ?? 0} size="sm" tone="discount" />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
