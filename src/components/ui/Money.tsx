import { formatClp } from '@/domain/money';
import { cx } from './cx';
import styles from './Money.module.css';

export interface MoneyProps {
  /** Integer CLP. */
  amount: number;
  /** inherit: the surrounding text's size (money inside a sentence). */
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'inherit';
  /**
   * normal: "$12.345"; discount: "-$1.000" in the discount colour (sign and text, not colour
   * alone); old: struck-through previous price.
   */
  tone?: 'normal' | 'discount' | 'old';
  /** Render as a block (fills the cell, right-aligned). */
  block?: boolean;
  className?: string;
}

/** A CLP amount, right-aligned with tabular figures. */
export function Money({ amount, size = 'md', tone = 'normal', block, className }: MoneyProps) {
  const text = tone === 'discount' ? `-${formatClp(Math.abs(amount))}` : formatClp(amount);
  const content = tone === 'old' ? <del>{text}</del> : text;
  return (
    <span
      className={cx(
        styles.root,
        size !== 'inherit' && styles[size],
        tone === 'discount' && styles.discount,
        tone === 'old' && styles.old,
        block && styles.block,
        className,
      )}
    >
      {content}
    </span>
  );
}
