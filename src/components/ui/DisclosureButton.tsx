import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './DisclosureButton.module.css';
import { Icon } from './Icon';

export interface DisclosureButtonProps {
  /** Whether the part it shows is open. */
  expanded: boolean;
  /** Id of the part it shows and hides. */
  controls: string;
  onToggle: () => void;
  /** The visible text; it is the button's accessible name (with its state from aria-expanded). */
  children: ReactNode;
  className?: string;
}

/**
 * A small button that shows or hides a detail next to it (a line's or the cart's discounts):
 * a touch target of full size, a chevron that turns, its state told by aria-expanded.
 */
export function DisclosureButton({
  expanded,
  controls,
  onToggle,
  children,
  className,
}: DisclosureButtonProps) {
  return (
    <button
      type="button"
      className={cx(styles.root, className)}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      {children}
      <span className={styles.chevron} data-open={expanded}>
        <Icon name="chevronDown" size="var(--icon-sm)" />
      </span>
    </button>
  );
}
