import { formatThousands } from '@/domain/money';
import { RETURN_LABELS } from '@/domain/returnsMessages.ts';
import { Skeleton } from '../ui/Skeleton';
import vh from '../ui/VisuallyHidden.module.css';
import { QuantityStepper } from './QuantityStepper';
import own from './ReturnLinesTable.module.css';
import styles from './Table.module.css';

export interface ReturnLine {
  productId: number;
  name: string;
  bought: number;
  /** Units of earlier returns of this order. */
  returned: number;
  /** What can still be returned: bought minus returned. */
  returnable: number;
  /** Units chosen for this return, 0..returnable. */
  quantity: number;
  /** The unit prices charged (after discounts), shown under the name; none: not shown. */
  unitPrices?: readonly number[];
}

export interface ReturnLinesTableProps {
  lines: readonly ReturnLine[];
  onQuantityChange: (productId: number, quantity: number) => void;
  loading?: boolean;
  disabled?: boolean;
}

/**
 * The order's products for a return: Producto (with the unit price charged, when given),
 * Comprado, Ya devuelto, A devolver (0..returnable). Below 600 px each row stacks (the name, then
 * the figures with their names beside the stepper): four columns do not fit a 360 px terminal,
 * and a stepper scrolled out of sight sideways is one the seller does not find.
 */
export function ReturnLinesTable({ lines, onQuantityChange, loading, disabled }: ReturnLinesTableProps) {
  return (
    <div className={styles.wrap}>
      <table
        className={`${styles.table} ${styles.stackHead} ${own.stacked}`}
        aria-busy={loading || undefined}
      >
        <caption className={vh.root}>{RETURN_LABELS.toReturn}</caption>
        <thead>
          <tr>
            <th scope="col">{RETURN_LABELS.product}</th>
            <th scope="col" className={styles.num}>
              {RETURN_LABELS.bought}
            </th>
            <th scope="col" className={styles.num}>
              {RETURN_LABELS.returned}
            </th>
            <th scope="col" className={styles.action}>
              {RETURN_LABELS.toReturn}
            </th>
          </tr>
        </thead>
        <tbody>
          {loading
            ? [0, 1, 2].map((i) => (
                <tr key={i}>
                  <td>
                    <Skeleton width="24ch" />
                  </td>
                  <td className={styles.num}>
                    <Skeleton width="4ch" />
                  </td>
                  <td className={styles.num}>
                    <Skeleton width="4ch" />
                  </td>
                  <td className={styles.action}>
                    <Skeleton width="12ch" />
                  </td>
                </tr>
              ))
            : lines.map((line) => (
                <tr key={line.productId}>
                  <td className={own.name}>
                    {line.name}
                    {line.unitPrices && line.unitPrices.length > 0 && (
                      <span className={styles.sub}>{RETURN_LABELS.unitPrice(line.unitPrices)}</span>
                    )}
                  </td>
                  <td className={`${styles.num} ${own.bought}`} data-label={RETURN_LABELS.bought}>
                    {formatThousands(line.bought)}
                  </td>
                  <td className={`${styles.num} ${own.returned}`} data-label={RETURN_LABELS.returned}>
                    {formatThousands(line.returned)}
                  </td>
                  <td className={`${styles.action} ${own.stepper}`}>
                    <QuantityStepper
                      label={RETURN_LABELS.quantityFor(line.name)}
                      value={line.quantity}
                      min={0}
                      max={line.returnable}
                      disabled={disabled || line.returnable === 0}
                      onChange={(next) => onQuantityChange(line.productId, next)}
                    />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
